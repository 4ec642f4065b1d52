import { formatAmount, isoToDisplay } from '@servicebereich/protocol';
import { contractTexts } from '../../../text/contracts.ts';

const WIDTH = 320;
const HEIGHT = 120;
const PADDING = 8;

type Point = { Datum: string; Wert: number };

/** The SVG path through the values, scaled to the chart; the lowest value sits at the bottom. */
export function chartPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  const values = points.map((p) => p.Wert);
  const min = Math.min(...values);
  const range = Math.max(...values) - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PADDING) / (points.length - 1) : 0;
  return points
    .map((p, i) => {
      const x = PADDING + i * step;
      const y = HEIGHT - PADDING - ((p.Wert - min) / range) * (HEIGHT - 2 * PADDING);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** A small line chart of the month-end values; its label says what it shows in words. */
export function FundChart(props: { points: readonly Point[] }) {
  const first = props.points[0];
  const last = props.points.at(-1);
  if (first === undefined || last === undefined) return null;
  const label = contractTexts.funds.chartLabel(
    isoToDisplay(first.Datum) ?? first.Datum,
    isoToDisplay(last.Datum) ?? last.Datum,
    formatAmount(first.Wert),
    formatAmount(last.Wert),
  );
  return (
    <svg
      className="fund-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <path d={chartPath(props.points)} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
