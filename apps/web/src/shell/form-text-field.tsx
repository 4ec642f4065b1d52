import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';

type InputProps = Pick<
  TextFieldProps,
  | 'label'
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'min'
  | 'max'
  | 'hint'
  | 'children'
  | 'rows'
  | 'maxLength'
  | 'footnote'
>;

/**
 * One text field of a react-hook-form form: the field's id is its wire name, so the server's
 * field errors land under it.
 */
export function FormTextField<V extends FieldValues>(
  props: InputProps & { control: Control<V>; name: Path<V> },
) {
  const { control, name, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
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
