import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '../api/api-error.ts';
import { showApiError } from './show-api-error.ts';

/**
 * A failed change: the server's field errors go under the form's fields (by wire name); anything
 * else, or an error for a field the form does not have, takes the one error path.
 */
export function showFormErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
  error: unknown,
): void {
  const errors = Object.entries(fieldErrorsOf(error));
  const own = errors.filter(([field]) => (fields as readonly string[]).includes(field));
  for (const [field, message] of own) form.setError(field as Path<V>, { message });
  if (own.length === 0 || own.length < errors.length) showApiError(error);
}
