import type { ReactNode } from 'react';

export type CheckFieldProps = {
  /** The input's id; a form's wire name, so the server's field errors land under it. */
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Lines under the label that explain the choice, read as the control's description. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown under the row, which is then marked invalid. */
  error?: string | undefined;
  /**
   * A setting that takes effect at once is a switch (label first, the switch at the end); a choice
   * that a form sends later is a checkbox (box first).
   */
  kind?: 'checkbox' | 'switch';
};

/**
 * A yes/no choice with its label; the one checkbox and the one switch of the app. Native: the
 * whole row takes the tap, it needs no component code before the first screen, and its change
 * is React's own event, so a dialog closed right after the tap knows of it.
 */
export function CheckField(props: CheckFieldProps) {
  const { id, error, kind = 'checkbox' } = props;
  const describedBy = [
    ...(props.hint === undefined ? [] : [`${id}-hint`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  const classes = ['check-field', `check-field--${kind}`];
  if (error !== undefined) classes.push('check-field--invalid');
  return (
    <div className={classes.join(' ')}>
      <label className="check-field__row">
        <input
          id={id}
          name={id}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          checked={props.checked}
          disabled={props.disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => {
            props.onChange(event.target.checked);
          }}
        />
        <span className="check-field__text">
          <span id={`${id}-label`} className="check-field__label">
            {props.label}
          </span>
          {props.hint !== undefined && (
            <span id={`${id}-hint`} className="check-field__hint">
              {props.hint}
            </span>
          )}
        </span>
      </label>
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
