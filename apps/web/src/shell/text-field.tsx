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
  /** A control inside the field, after the input (e.g. show/hide the password). */
  children?: ReactNode;
};

/**
 * A labelled text input with its error text. A native input, not Ionic's: it needs no component
 * code before the first screen, and password managers and autofill treat it like any other.
 */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, onBlur, error, type = 'text', children } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [
    ...(props.hint === undefined ? [] : [hintId]),
    ...(error === undefined ? [] : [errorId]),
  ].join(' ');
  return (
    <div className={error === undefined ? 'text-field' : 'text-field text-field--invalid'}>
      <label htmlFor={id}>{label}</label>
      {props.hint !== undefined && (
        <p id={hintId} className="text-field__hint">
          {props.hint}
        </p>
      )}
      <div className="text-field__control">
        <input
          id={id}
          name={id}
          type={type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          min={props.min}
          max={props.max}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {children}
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
