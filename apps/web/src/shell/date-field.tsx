import { isIsoDate, isoToDisplay } from '@servicebereich/protocol';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { shellTexts } from '../text/shell.ts';
import { prefersTypedDate, typedDateValue } from './date-mask.ts';
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
  const [typed] = useState(prefersTypedDate);
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

/** A DateField of a react-hook-form form; its id is the field's wire name. */
export function FormDateField<V extends FieldValues>(
  props: Omit<DateFieldProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
    control: Control<V>;
    name: Path<V>;
  },
) {
  const { control, name, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...input}
          id={name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
