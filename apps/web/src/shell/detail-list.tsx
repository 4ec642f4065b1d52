import type { ReactNode } from 'react';

/** One label and its value; a row whose value is null or undefined is left out. */
export type DetailListRow = { label: string; value: ReactNode };

/**
 * Labels and their values as a description list: the label left, the value right, a line between
 * the rows (`.detail-list` in theme.css). The labels of a list are its rows' keys.
 */
export function DetailList(props: { rows: readonly DetailListRow[] }) {
  return (
    <dl className="detail-list">
      {props.rows.map(({ label, value }) =>
        value === null || value === undefined ? null : (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
