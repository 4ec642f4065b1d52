import type { ReactNode, Ref } from 'react';

export type RadioOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** A line under the label that explains the choice. */
  hint?: ReactNode;
};

export type RadioGroupProps<T extends string> = {
  /** The first radio's id and the group's name; a form's wire name, so its errors land there. */
  id: string;
  /** The question; or `labelledBy`, the id of a heading that asks it. */
  legend?: ReactNode;
  labelledBy?: string;
  options: readonly RadioOption<T>[];
  /** null: nothing chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  /** Lines under the question, read as the group's description. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown under the choices, which are then marked invalid. */
  error?: string | undefined;
  /** The first radio, which a form focuses for an error. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * One choice of a few: the app's one radio group. Native radios in rows that take the tap, like
 * the check field: arrow keys move within the group, Tab leaves it, and a screen reader says
 * "1 of 3".
 */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { id, error } = props;
  const describedBy = [
    ...(props.hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  const classes = ['radio-group'];
  if (error !== undefined) classes.push('radio-group--invalid');
  const rows = (
    <>
      {props.hint !== undefined && (
        <p id={`${id}-hint`} className="radio-group__hint">
          {props.hint}
        </p>
      )}
      <div className="radio-group__options">
        {props.options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${String(index)}`;
          return (
            <label key={option.value} className="radio-group__row">
              <input
                ref={index === 0 ? props.inputRef : undefined}
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={props.value === option.value}
                disabled={props.disabled}
                aria-labelledby={`${optionId}-label`}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={option.hint === undefined ? undefined : `${optionId}-option-hint`}
                onChange={() => {
                  props.onChange(option.value);
                }}
                onBlur={props.onBlur}
              />
              <span className="radio-group__text">
                <span id={`${optionId}-label`} className="radio-group__label">
                  {option.label}
                </span>
                {option.hint !== undefined && (
                  <span id={`${optionId}-option-hint`} className="radio-group__option-hint">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </>
  );
  if (props.labelledBy !== undefined) {
    return (
      <div
        role="radiogroup"
        className={classes.join(' ')}
        aria-labelledby={props.labelledBy}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      >
        {rows}
      </div>
    );
  }
  return (
    <fieldset
      className={classes.join(' ')}
      aria-describedby={describedBy === '' ? undefined : describedBy}
    >
      <legend className="radio-group__legend">{props.legend}</legend>
      {rows}
    </fieldset>
  );
}
