import { formatAmount, isoToDisplay, monthName } from '@servicebereich/protocol';
import { contractTexts } from '../../../text/contracts.ts';

const t = contractTexts.funds;

const WIDTH = 320;
const HEIGHT = 180;
/** Room around the plot: the value axis on the left, the dates below. */
const PLOT = { left: 62, right: 10, top: 10, bottom: 24 };

type Point = { Datum: string; Wert: number };

/** A step of 1, 2, 2.5 or 5 times a power of ten (in cents), near `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The values the value axis marks, in cents: round steps from just below the lowest point to just
 * above the highest, three to six of them, whole euros at least.
 */
export function valueTicks(values: readonly number[]): number[] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = Math.max(100, niceStep(Math.max(max - min, 1) / 3));
  const low = Math.floor(min / step) * step;
  const high = Math.max(Math.ceil(max / step) * step, low + step);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Math.round(tick));
  return ticks;
}

/** `12.000 €`: a tick of the value axis in whole euros. */
function tickLabel(cents: number): string {
  return formatAmount(Math.round(cents / 100) * 100).replace(/,00(?=\u00A0€)/, '');
}

/** `Nov 2025`: a month-end of the date axis. */
export function monthLabel(iso: string): string {
  return `${monthName(Number(iso.slice(5, 7))).slice(0, 3)} ${iso.slice(0, 4)}`;
}

/** Where each point sits in the chart, the lowest tick at the bottom of the plot. */
export function chartPoints(points: readonly Point[], ticks: readonly number[]) {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? low + 1;
  const width = WIDTH - PLOT.left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return points.map((p, i) => ({
    x: PLOT.left + i * step,
    y: PLOT.top + height - ((p.Wert - low) / (high - low || 1)) * height,
  }));
}

/**
 * The month-end values as a line chart with a value axis (round euro steps) and dates below
 * (first, middle and last month), its label saying in words what it shows; the same values as a
 * table for anyone who would rather read them.
 */
export function FundChart(props: { points: readonly Point[] }) {
  const { points } = props;
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  const ticks = valueTicks(points.map((p) => p.Wert));
  const placed = chartPoints(points, ticks);
  const yOf = (cents: number) => chartPoints([{ Datum: '', Wert: cents }], ticks)[0]?.y ?? 0;
  const dated = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (index, position, all) => all.indexOf(index) === position,
  );
  const label = t.chartLabel(
    isoToDisplay(first.Datum) ?? first.Datum,
    isoToDisplay(last.Datum) ?? last.Datum,
    formatAmount(first.Wert),
    formatAmount(last.Wert),
  );
  return (
    <>
      <svg className="fund-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {ticks.map((tick) => (
          <g key={tick} className="fund-chart__tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} />
            <text x={PLOT.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
              {tickLabel(tick)}
            </text>
          </g>
        ))}
        {dated.map((index, position) => (
          <text
            key={index}
            className="fund-chart__date"
            x={placed[index]?.x}
            y={HEIGHT - 6}
            textAnchor={position === 0 ? 'start' : position === dated.length - 1 ? 'end' : 'middle'}
          >
            {monthLabel(points[index]?.Datum ?? '')}
          </text>
        ))}
        <path
          className="fund-chart__line"
          d={placed
            .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`)
            .join(' ')}
        />
        {placed.map((p, i) => (
          <circle key={points[i]?.Datum} className="fund-chart__point" cx={p.x} cy={p.y} r={2.5} />
        ))}
      </svg>
      <details className="fund-chart__table">
        <summary>{t.chartTable}</summary>
        <table>
          <caption className="visually-hidden">{t.chartHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{t.monthEnd}</th>
              <th scope="col">{t.value}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.Datum}>
                <td>{isoToDisplay(p.Datum) ?? p.Datum}</td>
                <td>{formatAmount(p.Wert)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
