import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';

type ControlledProps = Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A field of a react-hook-form form, made from a field of value and onChange: its id is the
 * field's wire name, so the server's field errors land under it.
 */
export function formField<P extends ControlledProps>(Field: (props: P) => ReactNode) {
  return function FormField<V extends FieldValues>(
    props: Omit<P, keyof ControlledProps> & { control: Control<V>; name: Path<V> },
  ) {
    const { control, name, ...input } = props;
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Field
            {...(input as unknown as P)}
            id={name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    );
  };
}

/** One text field of a react-hook-form form. */
export const FormTextField = formField(TextField);
