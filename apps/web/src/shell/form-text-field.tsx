import { IonInput, IonItem } from '@ionic/react';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type InputProps = Pick<
  ComponentProps<typeof IonInput>,
  'type' | 'inputmode' | 'autocomplete' | 'label' | 'min' | 'max'
>;

/**
 * One text input of a react-hook-form form: the field's id is its wire name, so the server's
 * field errors land under it; the error text shows under the input and marks it invalid.
 */
export function FormTextField<V extends FieldValues>(
  props: InputProps & { control: Control<V>; name: Path<V>; children?: ReactNode },
) {
  const { control, name, children, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <IonItem>
          <IonInput
            {...input}
            id={name}
            labelPlacement="stacked"
            value={field.value}
            onIonInput={(event) => {
              field.onChange(event.detail.value ?? '');
            }}
            onIonBlur={field.onBlur}
            errorText={fieldState.error?.message}
            className={fieldState.error ? 'ion-invalid ion-touched' : undefined}
            aria-invalid={fieldState.error ? true : undefined}
          >
            {children}
          </IonInput>
        </IonItem>
      )}
    />
  );
}
