import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills a form's field with what the app knows of the customer (a phone number for questions)
 * once it is known, as the field's starting value: not where something has been typed already,
 * and not as a change, so a form left at once does not warn that entries would be lost.
 */
export function usePrefill<T extends FieldValues, N extends Path<T>>(
  form: UseFormReturn<T>,
  name: N,
  value: PathValue<T, N> | undefined,
): void {
  useEffect(() => {
    if (value === undefined || form.getFieldState(name).isDirty) return;
    form.resetField(name, { defaultValue: value });
  }, [form, name, value]);
}
