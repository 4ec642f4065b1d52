import type { HTMLInputTypeAttribute, ReactNode } from 'react';

export type TextFieldProps = {
  /** The field's wire name: the server's field errors are keyed by it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the input, which is then marked invalid. */
  error?: string | undefined;
  /** Where to find or how to write the value, shown under the label and read with the input. */
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Bounds of a date or number input. */
  min?: string;
  max?: string;
  /** Shown but not editable (a value fixed by where the form was opened from). */
  readOnly?: boolean;
  /** Makes it a field of several lines (a textarea) with this many visible rows. */
  rows?: number;
  /** Shown under the input and read with it, e.g. how many characters are left. */
  footnote?: string;
  /** A control inside the field, after the input (e.g. show/hide the password). */
  children?: ReactNode;
};

/**
 * A labelled text input with its error text; the one text control of the app, a line or, with
 * `rows`, several. Native, not Ionic's: it needs no component code before the first screen,
 * password managers and autofill treat it like any other, and its change events are React's own,
 * so what was typed is in the form's state before the next key (Escape included) is handled.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, onBlur, error, type = 'text', children } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const footnoteId = `${id}-footnote`;
  const describedBy = [
    ...(props.hint === undefined ? [] : [hintId]),
    ...(props.footnote === undefined ? [] : [footnoteId]),
    ...(error === undefined ? [] : [errorId]),
  ].join(' ');
  const shared = {
    id,
    name: id,
    maxLength: props.maxLength,
    readOnly: props.readOnly,
    value,
    onBlur,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
  return (
    <div className={error === undefined ? 'text-field' : 'text-field text-field--invalid'}>
      <label htmlFor={id}>{label}</label>
      {props.hint !== undefined && (
        <p id={hintId} className="text-field__hint">
          {props.hint}
        </p>
      )}
      <div className="text-field__control">
        {props.rows === undefined ? (
          <input
            {...shared}
            type={type}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            min={props.min}
            max={props.max}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        ) : (
          <textarea
            {...shared}
            rows={props.rows}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        )}
        {children}
      </div>
      {props.footnote !== undefined && (
        <p id={footnoteId} className="text-field__footnote">
          {props.footnote}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
