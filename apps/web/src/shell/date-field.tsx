import { isIsoDate, isoToDisplay } from '@servicebereich/protocol';
import { useState } from 'react';
import { shellTexts } from '../text/shell.ts';
import { maskTime, prefersTyping, typedDateValue } from './date-mask.ts';
import { formField } from './form-text-field.tsx';
import { TextField } from './text-field.tsx';

export type DateFieldProps = {
  id: string;
  label: string;
  /** `yyyy-mm-dd`, or what was typed so far while it is no complete date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Which days it takes, shown under the label and read with the input. */
  hint?: string;
  /** Earliest and latest day, `yyyy-mm-dd`. */
  min?: string;
  max: string;
};

/**
 * A date input: on a touch screen the platform's own picker (`type="date"`, bounded by min and
 * max), with a mouse a text field with the `DD.MM.YYYY` mask. Either way the value handed on is
 * `yyyy-mm-dd` as soon as it is a real day; until then the typed text, which the form's schema
 * refuses with its German error.
 */
export function DateField(props: DateFieldProps) {
  const [typed] = useState(prefersTyping);
  const { value, onChange } = props;
  if (!typed) {
    return (
      <TextField {...props} type="date" value={isIsoDate(value) ? value : ''} onChange={onChange} />
    );
  }
  const shown = isIsoDate(value) ? (isoToDisplay(value) ?? value) : value;
  return (
    <TextField
      id={props.id}
      label={`${props.label} (${shellTexts.dateFormat})`}
      hint={props.hint}
      value={shown}
      onBlur={props.onBlur}
      error={props.error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      onChange={(next) => {
        onChange(typedDateValue(next, next.length < shown.length));
      }}
    />
  );
}

export type TimeFieldProps = Pick<
  DateFieldProps,
  'id' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'hint'
>;

/**
 * A time of day: on a touch screen the platform's own picker (`type="time"`), with a mouse a text
 * field with the `HH:MM` mask, 24 hours in any browser's language. The value handed on is what the
 * field shows, `HH:MM` once complete, which the form's schema checks.
 */
export function TimeField(props: TimeFieldProps) {
  const [typed] = useState(prefersTyping);
  const { value, onChange } = props;
  if (!typed) return <TextField {...props} type="time" />;
  return (
    <TextField
      {...props}
      label={`${props.label} (${shellTexts.timeFormat})`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      onChange={(next) => {
        onChange(maskTime(next, next.length < value.length));
      }}
    />
  );
}

export const FormDateField = formField(DateField);
export const FormTimeField = formField(TimeField);
