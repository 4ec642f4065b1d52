import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A labelled textarea of a react-hook-form form, its id the wire name, its error below it. */
export function TextAreaField<V extends FieldValues>(props: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  maxLength: number;
}) {
  const { name } = props;
  return (
    <Controller
      control={props.control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={fieldState.error ? 'text-field text-field--invalid' : 'text-field'}>
          <label htmlFor={name}>{props.label}</label>
          <div className="text-field__control">
            <textarea
              id={name}
              name={name}
              rows={4}
              maxLength={props.maxLength}
              value={typeof field.value === 'string' ? field.value : ''}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${name}-error` : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
          {fieldState.error && (
            <p id={`${name}-error`} className="form-error" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
