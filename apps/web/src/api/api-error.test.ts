import { describe, expect, it } from 'vitest';
import { ApiCallError, fieldErrorsOf } from './api-error.ts';

describe('fieldErrorsOf', () => {
  it('gives the field messages of a failed call', () => {
    const error = new ApiCallError(
      'login',
      { kind: 'alert', message: 'Passwort fehlt', phoneLink: false },
      { passwort: 'Passwort fehlt' },
    );
    expect(fieldErrorsOf(error)).toEqual({ passwort: 'Passwort fehlt' });
  });

  it('gives none for any other error', () => {
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
