import { formatAmount, isoToDisplay, monthName } from '@servicebereich/protocol';
import { chevronDown } from 'ionicons/icons';
import { useRef } from 'react';
import { useBoxWidth } from '../../../shell/box-width.ts';
import { Icon } from '../../../shell/icon.tsx';
import { contractTexts } from '../../../text/contracts.ts';

const t = contractTexts.funds;

/** The chart's size in CSS pixels, which its drawing's units are too: its text keeps its size. */
type Size = { width: number; height: number };

/** The size before the chart's box has been measured (a test's document): a phone's card. */
const PHONE_WIDTH = 320;
/**
 * Room around the plot: the value axis on the left (for "100.000 €"), the dates below, and half a
 * date on the right, as each date is centred under its point.
 */
const PLOT = { left: 72, right: 32, top: 10, bottom: 28 };
/** The room a date below the plot takes, with the gap to the next. */
const DATE_ROOM = 80;

/** As wide as its box; a little taller the wider, from a phone's 180 px to a desktop's 240. */
export function chartSize(boxWidth: number): Size {
  const width = boxWidth > 0 ? boxWidth : PHONE_WIDTH;
  return { width, height: Math.round(Math.min(240, Math.max(180, width * 0.32))) };
}

/**
 * Which points the date axis names: the first and the last, and between them every so many from
 * the last, as far apart as a date takes room and not too near the first.
 */
export function datedPoints(count: number, size: Size): number[] {
  if (count <= 2) return Array.from({ length: count }, (_, i) => i);
  const spacing = (size.width - PLOT.left - PLOT.right) / (count - 1);
  const step = Math.max(1, Math.ceil(DATE_ROOM / spacing));
  const between: number[] = [];
  for (let index = count - 1 - step; index * spacing >= DATE_ROOM; index -= step) {
    between.unshift(index);
  }
  return [0, ...between, count - 1];
}

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
export function chartPoints(points: readonly Point[], ticks: readonly number[], size: Size) {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? low + 1;
  const width = size.width - PLOT.left - PLOT.right;
  const height = size.height - PLOT.top - PLOT.bottom;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  return points.map((p, i) => ({
    x: PLOT.left + i * step,
    y: PLOT.top + height - ((p.Wert - low) / (high - low || 1)) * height,
  }));
}

/**
 * The month-end values as a line chart across its box, with a value axis (round euro steps) and
 * dates below (as many as there is room for), its label saying in words what it shows; the same
 * values as a table for anyone who would rather read them.
 */
export function FundChart(props: { points: readonly Point[] }) {
  const { points } = props;
  const box = useRef<HTMLDivElement>(null);
  const size = chartSize(useBoxWidth(box));
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  const ticks = valueTicks(points.map((p) => p.Wert));
  const placed = chartPoints(points, ticks, size);
  const yOf = (cents: number) => chartPoints([{ Datum: '', Wert: cents }], ticks, size)[0]?.y ?? 0;
  const dated = datedPoints(points.length, size);
  const label = t.chartLabel(
    isoToDisplay(first.Datum) ?? first.Datum,
    isoToDisplay(last.Datum) ?? last.Datum,
    formatAmount(first.Wert),
    formatAmount(last.Wert),
  );
  return (
    <>
      <div ref={box} className="fund-chart">
        <svg
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${String(size.width)} ${String(size.height)}`}
          role="img"
          aria-label={label}
        >
          {ticks.map((tick) => (
            <g key={tick} className="fund-chart__tick">
              <line x1={PLOT.left} x2={size.width - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} />
              <text x={PLOT.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
                {tickLabel(tick)}
              </text>
            </g>
          ))}
          {dated.map((index) => (
            <text
              key={index}
              className="fund-chart__date"
              x={placed[index]?.x}
              y={size.height - 6}
              textAnchor="middle"
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
            <circle
              key={points[i]?.Datum}
              className="fund-chart__point"
              cx={p.x}
              cy={p.y}
              r={2.5}
            />
          ))}
        </svg>
      </div>
      <details className="fund-chart__table disclosure">
        <summary>
          {t.chartTable}
          <Icon icon={chevronDown} />
        </summary>
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
