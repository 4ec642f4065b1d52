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
  // Refused passwords, for the error summary (shell/error-summary.tsx).
  const [attempt, setAttempt] = useState(0);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await check(password);
    } catch (failure) {
      const message = fieldErrorsOf(failure).password;
      if (message !== undefined) {
        setError(formatError(message));
        setAttempt((count) => count + 1);
      } else if (failure instanceof ApiCallError) showApiError(failure);
    } finally {
      setBusy(false);
    }
  };

  const errors = error === null ? [] : [{ field: 'password', message: error }];
  return { password, setPassword, error, errors, attempt, busy, submit };
}
