import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckField, type CheckFieldProps } from './check-field.tsx';

/** One yes/no choice of a react-hook-form form, its id the wire name. */
export function FormCheckField<V extends FieldValues>(
  props: Pick<CheckFieldProps, 'label' | 'hint' | 'disabled'> & {
    control: Control<V>;
    name: Path<V>;
  },
) {
  const { control, name, ...check } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckField
          {...check}
          id={name}
          checked={field.value === true}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
