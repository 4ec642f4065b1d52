import type { Contract } from '@servicebereich/protocol';
import { Fragment } from 'react';
import { Button } from '../../shell/button.tsx';
import { ContractLabel } from '../../shell/contract-label.tsx';
import { DetailList, type DetailListRow } from '../../shell/detail-list.tsx';
import { FileName } from '../../shell/file-name.tsx';
import { claimTexts } from '../../text/claims.ts';
import { FileProgress } from '../../shell/file-progress.tsx';
import { LONG_TEXT_FIELDS, type ReviewGroup, type ReviewRow } from './claim-form-model.ts';

const r = claimTexts.review;

/** A row's value: the chosen contract as it is printed, several answers on lines of their own. */
function shownValue(row: ReviewRow, contracts: readonly Contract[]): DetailListRow['value'] {
  if (row.field === 'vertragsnummer') {
    const contract = contracts.find((c) => c.Details.ContractIdFormatted === row.value);
    if (contract !== undefined) return <ContractLabel contract={contract} />;
  }
  if (typeof row.value === 'string') return row.value;
  return row.value.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export type ClaimReviewProps = {
  /** The id of the step's heading, which takes the focus as every step's does. */
  headingId: string;
  groups: readonly ReviewGroup[];
  /** The contracts offered, to name the chosen one; none for a visitor. */
  contracts: readonly Contract[];
  /** Back to a step of the form, with every entry kept. */
  onEdit: (step: number) => void;
  /** While sending: how far each file is; nothing can be changed then. */
  progress: readonly number[] | null;
};

/**
 * The last step before a claim is sent: every answer under the title of its step, with the
 * labels of the form, each step with "Ändern" to go back to it; the files last.
 */
export function ClaimReview(props: ClaimReviewProps) {
  const { groups, progress } = props;
  return (
    <section aria-labelledby={props.headingId} className="claim-step claim-review stack">
      <h2 id={props.headingId} tabIndex={-1}>
        {r.title}
      </h2>
      <p>{r.intro}</p>
      {groups.map((group) => {
        const titleId = `${props.headingId}-${String(group.step)}`;
        const empty =
          group.rows.length === 0 && group.items.length === 0 && (group.files ?? []).length === 0;
        return (
          <section key={group.step} className="card detail-card" aria-labelledby={titleId}>
            <div className="card__head">
              <h3 id={titleId} className="card__title">
                {group.title}
              </h3>
              <Button
                fill="outline"
                size="small"
                disabled={progress !== null}
                aria-label={r.editLabel(group.title)}
                onClick={() => {
                  props.onEdit(group.step);
                }}
              >
                {r.edit}
              </Button>
            </div>
            {group.rows.length > 0 && (
              <DetailList
                rows={group.rows.map((row) => ({
                  label: row.label,
                  value: shownValue(row, props.contracts),
                  // The contract's name and number are a line of their own, as a text is.
                  long:
                    LONG_TEXT_FIELDS.has(row.field) ||
                    row.field === 'vertragsnummer' ||
                    Array.isArray(row.value),
                }))}
              />
            )}
            {group.items.map((item) => (
              <Fragment key={item.heading}>
                <h4 className="card__heading">{item.heading}</h4>
                <DetailList
                  rows={item.rows.map((row) => ({
                    label: row.label,
                    value: shownValue(row, props.contracts),
                  }))}
                />
              </Fragment>
            ))}
            {group.files !== null && group.files.length > 0 && (
              <ul className="claim-files__list">
                {group.files.map((file, index) => {
                  const share = progress?.[index];
                  return (
                    <li key={`${file.name}-${String(index)}`}>
                      <span className="wrap">
                        <FileName name={file.name} />
                        {file.note !== null && <span className="muted"> · {file.note}</span>}
                      </span>
                      {share !== undefined && <FileProgress name={file.name} share={share} />}
                    </li>
                  );
                })}
              </ul>
            )}
            {empty && <p className="muted">{group.files === null ? r.none : r.noFiles}</p>}
          </section>
        );
      })}
    </section>
  );
}
