import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

/** One choice of a few in a react-hook-form form, its id the wire name. */
export function FormRadioGroup<V extends FieldValues, T extends string>(
  props: Pick<RadioGroupProps<T>, 'legend' | 'hint' | 'options' | 'disabled'> & {
    control: Control<V>;
    name: Path<V>;
  },
) {
  const { control, name, ...group } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...group}
          id={name}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
