import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { ErrorSummary, type SummaryError } from './error-summary.tsx';

// The error summary of a react-hook-form form; the summary itself (error-summary.tsx) needs no
// form library, so the login can show it without loading one.

const ERROR_KEYS = new Set(['type', 'message', 'ref', 'types', 'root']);

/**
 * Whether an object of react-hook-form's errors is one field's error (its message and type are
 * texts) rather than the errors of a group of fields, where a field may be named `message` too.
 */
function isFieldError(errors: object): boolean {
  return ['message', 'type'].some(
    (key) => typeof (errors as Record<string, unknown>)[key] === 'string',
  );
}

/** The messages of react-hook-form's nested errors, each with its field's path as the id. */
export function summaryErrors(errors: object, path = ''): SummaryError[] {
  const found: SummaryError[] = [];
  const fieldError = isFieldError(errors);
  const message: unknown = fieldError && 'message' in errors ? errors.message : undefined;
  if (typeof message === 'string' && message !== '') found.push({ field: path, message });
  for (const [key, value] of Object.entries(errors)) {
    if (value === null || typeof value !== 'object') continue;
    if (key === 'root') found.push(...summaryErrors(value as object, path));
    else if (!(fieldError && ERROR_KEYS.has(key))) {
      found.push(...summaryErrors(value as object, path === '' ? key : `${path}.${key}`));
    }
  }
  return found;
}

/**
 * The error summary of a react-hook-form form. `attempt` defaults to the form's submits; a form
 * that also checks steps on its own counts them itself. `extra` lists errors kept outside the
 * form's values (its files).
 */
export function FormErrorSummary<V extends FieldValues>(props: {
  control: Control<V>;
  attempt?: number;
  extra?: readonly SummaryError[];
}) {
  const { errors, submitCount } = useFormState({ control: props.control });
  return (
    <ErrorSummary
      errors={[...summaryErrors(errors), ...(props.extra ?? [])]}
      attempt={props.attempt ?? submitCount}
    />
  );
}
