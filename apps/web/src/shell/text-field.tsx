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

/** What every field has around its control: the label, a hint, a footnote, the error. */
type FieldFrameProps = Pick<TextFieldProps, 'id' | 'label' | 'hint' | 'footnote' | 'error'>;

/** The control's attributes that tie it to its frame: its name, the hint, footnote and error. */
function controlAttributes(props: FieldFrameProps) {
  const { id, error } = props;
  const describedBy = [
    ...(props.hint === undefined ? [] : [`${id}-hint`]),
    ...(props.footnote === undefined ? [] : [`${id}-footnote`]),
    ...(error === undefined ? [] : [`${id}-error`]),
  ].join(' ');
  return {
    id,
    name: id,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  } as const;
}

function FieldFrame(props: FieldFrameProps & { children: ReactNode }) {
  const { id, error } = props;
  return (
    <div className={error === undefined ? 'text-field' : 'text-field text-field--invalid'}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint !== undefined && (
        <p id={`${id}-hint`} className="text-field__hint">
          {props.hint}
        </p>
      )}
      <div className="text-field__control">{props.children}</div>
      {props.footnote !== undefined && (
        <p id={`${id}-footnote`} className="text-field__footnote">
          {props.footnote}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text input with its error text; the one text control of the app, a line or, with
 * `rows`, several. Native, not Ionic's: it needs no component code before the first screen,
 * password managers and autofill treat it like any other, and its change events are React's own,
 * so what was typed is in the form's state before the next key (Escape included) is handled.
 */
export function TextField(props: TextFieldProps) {
  const { value, onChange, onBlur, type = 'text', children } = props;
  const shared = {
    ...controlAttributes(props),
    maxLength: props.maxLength,
    readOnly: props.readOnly,
    value,
    onBlur,
  } as const;
  return (
    <FieldFrame {...props}>
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
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Pick<
  TextFieldProps,
  'id' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'hint'
> & {
  options: readonly SelectOption[];
  disabled?: boolean;
};

/**
 * A labelled pick-list, framed like the text field; the one select of the app. Native: an Ionic
 * popover would open behind a modal dialog, and the phone's own picker is the one customers know.
 */
export function SelectField(props: SelectFieldProps) {
  const { onChange } = props;
  return (
    <FieldFrame {...props}>
      <select
        {...controlAttributes(props)}
        value={props.value}
        disabled={props.disabled}
        onBlur={props.onBlur}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
