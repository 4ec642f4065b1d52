import type { CallName } from '@servicebereich/protocol';
import type { Presentation } from './error-catalogue.ts';

/** The one error a call rejects with: what to show, and the messages per form field. */
export class ApiCallError extends Error {
  readonly callName: CallName;
  readonly presentation: Presentation;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    callName: CallName,
    presentation: Presentation,
    fieldErrors: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(`${callName} failed (${presentation.kind})`, options);
    this.name = 'ApiCallError';
    this.callName = callName;
    this.presentation = presentation;
    this.fieldErrors = fieldErrors;
  }
}

/** The field messages of a failed call, for a form to show under its fields; none otherwise. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiCallError ? error.fieldErrors : {};
}
