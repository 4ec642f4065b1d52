import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './text-field.tsx';

/** One pick-list of a react-hook-form form, its id the wire name so server errors land under it. */
export function FormSelectField<V extends FieldValues>(
  props: Pick<SelectFieldProps, 'label' | 'options' | 'hint' | 'disabled'> & {
    control: Control<V>;
    name: Path<V>;
  },
) {
  const { control, name, ...select } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...select}
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
