// Development mode keeps the latest console lines so a tester can share the whole log (SPEC 2, 6).

const LEVELS = ['debug', 'log', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export const DEFAULT_LOG_LINES = 500;
const MAX_LINE_LENGTH = 4000;

let lines: string[] = [];
let stopCapture: (() => void) | null = null;

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return String(value);
  }
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner === 'bigint') return inner.toString();
      if (typeof inner === 'object' && inner !== null) {
        if (seen.has(inner)) return '[repeated]';
        seen.add(inner);
      }
      return inner;
    });
  } catch {
    // A throwing toJSON or getter.
    return '[unprintable]';
  }
}

function record(level: Level, args: readonly unknown[], limit: number): void {
  const text = args.map(describe).join(' ').slice(0, MAX_LINE_LENGTH);
  lines.push(`${new Date().toISOString()} ${level.toUpperCase()} ${text}`);
  if (lines.length > limit) lines = lines.slice(-limit);
}

/** Starts keeping the last `limit` console lines (the console still prints them); returns stop. */
export function startLogCapture(limit = DEFAULT_LOG_LINES): () => void {
  if (stopCapture !== null) return stopCapture;
  const saved = LEVELS.map(
    (level) => [level, Object.getOwnPropertyDescriptor(console, level)] as const,
  );
  for (const level of LEVELS) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      record(level, args, limit);
      print(...args);
    };
  }
  const stop = () => {
    for (const [level, descriptor] of saved) {
      if (descriptor !== undefined) Object.defineProperty(console, level, descriptor);
    }
    stopCapture = null;
  };
  stopCapture = stop;
  return stop;
}

/** The kept lines, oldest first, as one text to share. */
export function capturedLog(): string {
  return lines.join('\n');
}

export function clearCapturedLog(): void {
  lines = [];
}
