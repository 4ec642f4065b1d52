import type { ReactNode } from 'react';

/**
 * One label and its value; a row whose value is null or undefined is left out. A `long` value (a
 * description in a customer's words) stands under its label across the row, read from the left.
 */
export type DetailListRow = { label: string; value: ReactNode; long?: boolean };

/**
 * Labels and their values as a description list: the label left, the value right, a line between
 * the rows (`.detail-list` in theme.css). `figures` is the dashboard's look for its totals: no
 * lines, the amounts large (`.figures`). `stacked` puts each value under its label on a phone, for
 * values as long as their labels (a change's old and new value). The labels of a list are its
 * rows' keys.
 */
export function DetailList(props: {
  rows: readonly DetailListRow[];
  variant?: 'figures' | 'stacked';
}) {
  const figures = props.variant === 'figures';
  const listClass =
    props.variant === 'stacked' ? 'detail-list detail-list--stacked' : 'detail-list';
  return (
    <dl className={figures ? 'figures' : listClass}>
      {props.rows.map(({ label, value, long }) =>
        value === null || value === undefined ? null : (
          <div key={label} className={figures ? undefined : 'detail-list__row'}>
            <dt>{label}</dt>
            <dd className={long === true ? 'detail-list__long' : undefined}>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
