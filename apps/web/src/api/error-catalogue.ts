import { ERROR_KEYS, type CallName, type Errors } from '@servicebereich/protocol';
import { errorTexts } from '../text/errors.ts';

/** What the app does with a failed call (SPEC section 8). */
export type Presentation =
  | { kind: 'logout' }
  | { kind: 'retry-csrf' }
  | { kind: 'silent' }
  | { kind: 'alert'; message: string; phoneLink: boolean };

export type ErrorReport = {
  presentation: Presentation;
  /** Messages by field id, shown under the field; the special keys are not fields. */
  fieldErrors: Record<string, string>;
};

/** Keys that mean something to the app as a whole rather than to one form field. */
const SPECIAL_KEYS: ReadonlySet<string> = new Set([
  ERROR_KEYS.notLoggedIn,
  ERROR_KEYS.csrf,
  ERROR_KEYS.general,
  ERROR_KEYS.agentNotFound,
  ERROR_KEYS.activate,
]);

// In that order: the first present one is the message when there are several errors.
const SUMMARY_KEYS = [ERROR_KEYS.general, ERROR_KEYS.agentNotFound, ERROR_KEYS.activate] as const;

/**
 * Errors these calls answer as part of their normal flow (the screen asks again, e.g. for the
 * video password); only when every error key is one of these is nothing shown.
 */
const SILENT_ERRORS: Partial<Record<CallName, ReadonlySet<string>>> = {
  changeFlexibleLife: new Set([ERROR_KEYS.risiko, ERROR_KEYS.sendEmail]),
  changeFlexibleLife20: new Set([ERROR_KEYS.risiko, ERROR_KEYS.sendEmail]),
  videoCallGenerate: new Set([ERROR_KEYS.password]),
};

function alertWith(message: string, phoneLink = false): Presentation {
  return { kind: 'alert', message, phoneLink };
}

export const requestFailure: Presentation = alertWith(errorTexts.requestFailure);
export const networkFailure: Presentation = alertWith(errorTexts.networkFailure);
/** No answer while the device says it is offline: the action needs a connection. */
export const offlineFailure: Presentation = alertWith(errorTexts.offline);

function isSilent(callName: CallName, keys: readonly string[]): boolean {
  const silent = SILENT_ERRORS[callName];
  return silent !== undefined && keys.length > 0 && keys.every((key) => silent.has(key));
}

function presentation(callName: CallName, errors: Errors): Presentation {
  const keys = Object.keys(errors);
  if (ERROR_KEYS.notLoggedIn in errors) return { kind: 'logout' };
  if (ERROR_KEYS.csrf in errors) return { kind: 'retry-csrf' };
  if (isSilent(callName, keys)) return { kind: 'silent' };
  const [onlyKey, ...others] = keys;
  const only = onlyKey === undefined || others.length > 0 ? undefined : errors[onlyKey];
  if (only !== undefined) return alertWith(only);
  const summary = SUMMARY_KEYS.map((key) => errors[key]).find((message) => message !== undefined);
  if (summary !== undefined) return alertWith(summary);
  if (keys.length > 1) return alertWith(errorTexts.checkInputs);
  return alertWith(errorTexts.tryLater, true);
}

/** The one mapping of a `Status 400` answer's Errors to what the customer sees. */
export function presentErrors(callName: CallName, errors: Errors): ErrorReport {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => !SPECIAL_KEYS.has(key)),
  );
  return { presentation: presentation(callName, errors), fieldErrors };
}
