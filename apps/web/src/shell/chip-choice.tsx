import type { ReactNode } from 'react';

export type ChipOption = {
  value: string;
  /** What the chip shows (a time, say). */
  label: string;
  /** What a screen reader says for it, where the chip alone says too little (day and time). */
  name: string;
};

/**
 * One choice of many short values, as chips in headed groups (free appointment times by day):
 * radios underneath, so arrow keys move between them and a screen reader names each. The
 * fieldset carries the id, for an error summary's link.
 */
export function ChipChoice(props: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  groups: readonly { heading: string; options: readonly ChipOption[] }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { id, error } = props;
  const describedBy = [
    ...(props.hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  return (
    <fieldset
      id={id}
      className="chip-choice"
      aria-describedby={describedBy === '' ? undefined : describedBy}
    >
      <legend>{props.legend}</legend>
      {props.hint !== undefined && (
        <p id={`${id}-hint`} className="muted">
          {props.hint}
        </p>
      )}
      {props.groups.map((group, groupIndex) => {
        const headingId = `${id}-group-${String(groupIndex)}`;
        return (
          <div key={group.heading} role="group" aria-labelledby={headingId}>
            <h3 id={headingId} className="chip-choice__heading">
              {group.heading}
            </h3>
            <div className="chip-choice__chips">
              {group.options.map((option, index) => {
                const optionId = `${headingId}-${String(index)}`;
                return (
                  <span key={option.value} className="chip-choice__chip">
                    <input
                      id={optionId}
                      type="radio"
                      name={id}
                      value={option.value}
                      checked={props.value === option.value}
                      aria-label={option.name}
                      onChange={() => {
                        props.onChange(option.value);
                      }}
                    />
                    <label htmlFor={optionId} aria-hidden="true">
                      {option.label}
                    </label>
                  </span>
                );
              })}
            </div>
          </div>
        );
      })}
      {error !== undefined && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
