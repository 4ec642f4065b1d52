import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type SelectOption = { value: string; label: string };

/**
 * One pick-list of a react-hook-form form, framed like a text field: a native select (an Ionic
 * popover would open behind a modal dialog), its id the wire name so server errors land under it.
 */
export function FormSelectField<V extends FieldValues>(props: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  options: readonly SelectOption[];
}) {
  const { name } = props;
  return (
    <Controller
      control={props.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className={error === undefined ? 'text-field' : 'text-field text-field--invalid'}>
            <label htmlFor={name}>{props.label}</label>
            <div className="text-field__control">
              <select
                id={name}
                name={name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={error === undefined ? undefined : `${name}-error`}
              >
                {props.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            {error !== undefined && (
              <p id={`${name}-error`} role="alert" className="form-error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
