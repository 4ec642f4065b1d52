import { useState } from 'react';
import { ApiCallError, fieldErrorsOf } from '../api/api-error.ts';
import { showApiError } from './show-api-error.ts';

/**
 * A password form whose check is the server's: a refused password is shown under the field
 * (`Errors.password`, prefixed by `formatError`), never as an alert; other failures as the app
 * shows them.
 */
export function usePasswordSubmit(
  check: (password: string) => Promise<void>,
  formatError: (message: string) => string,
) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await check(password);
    } catch (failure) {
      const message = fieldErrorsOf(failure).password;
      if (message !== undefined) setError(formatError(message));
      else if (failure instanceof ApiCallError) showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  return { password, setPassword, error, busy, submit };
}
