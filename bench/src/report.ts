import type { LoadFigure } from './load.ts';

const COLUMNS = ['name', 'requests/s (avg)', 'p99 ms', 'non-2xx', 'errors'] as const;

export function printLoadTable(title: string, figures: readonly LoadFigure[]): void {
  const rows = figures.map((f) => [
    f.name,
    Math.round(f.requestsPerSecond).toLocaleString('en-US'),
    f.p99LatencyMs.toFixed(1),
    String(f.non2xx),
    String(f.errors),
  ]);
  const widths = COLUMNS.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(COLUMNS));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
