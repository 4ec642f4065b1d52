import type { CallName } from '@servicebereich/protocol';
import { networkFailure, offlineFailure, type Presentation } from './error-catalogue.ts';

/** The one error a call rejects with: what to show, and the messages per form field. */
export class ApiCallError extends Error {
  readonly callName: CallName;
  readonly presentation: Presentation;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Every key of the answer's Errors (agentnotfound too); none for a failure without an answer. */
  readonly errorKeys: readonly string[];

  constructor(
    callName: CallName,
    presentation: Presentation,
    fieldErrors: Readonly<Record<string, string>> = {},
    options?: ErrorOptions & { errorKeys?: readonly string[] },
  ) {
    super(`${callName} failed (${presentation.kind})`, options);
    this.name = 'ApiCallError';
    this.callName = callName;
    this.presentation = presentation;
    this.fieldErrors = fieldErrors;
    this.errorKeys = options?.errorKeys ?? [];
  }
}

/** Whether a call was answered with this error key (e.g. agentnotfound). */
export function hasErrorKey(error: unknown, key: string): boolean {
  return error instanceof ApiCallError && error.errorKeys.includes(key);
}

/** The field messages of a failed call, for a form to show under its fields; none otherwise. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiCallError ? error.fieldErrors : {};
}

/** A call that got no answer: the device is offline or the server out of reach. */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof ApiCallError &&
    (error.presentation === networkFailure || error.presentation === offlineFailure)
  );
}
