import type { ReactNode } from 'react';

/** One label and its value; a row whose value is null or undefined is left out. */
export type DetailListRow = { label: string; value: ReactNode };

/**
 * Labels and their values as a description list: the label left, the value right, a line between
 * the rows (`.detail-list` in theme.css). `figures` is the dashboard's look for its totals: no
 * lines, the amounts large (`.figures`). The labels of a list are its rows' keys.
 */
export function DetailList(props: { rows: readonly DetailListRow[]; variant?: 'figures' }) {
  const figures = props.variant === 'figures';
  return (
    <dl className={figures ? 'figures' : 'detail-list'}>
      {props.rows.map(({ label, value }) =>
        value === null || value === undefined ? null : (
          <div key={label} className={figures ? undefined : 'detail-list__row'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
