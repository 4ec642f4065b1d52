import { ERROR_KEYS, type Errors } from '@servicebereich/protocol';

/** An answer `Status 400` with an `Errors` map: something the customer or the app can act on. */
export class ApiError extends Error {
  readonly errors: Errors;
  readonly httpStatus: number;

  constructor(errors: Errors, httpStatus = 400) {
    super(Object.keys(errors).join(', '));
    this.errors = errors;
    this.httpStatus = httpStatus;
  }
}

export const MESSAGES = {
  unknownCall: 'Dieser Aufruf ist nicht bekannt.',
  notLoggedIn: 'Bitte melde dich an.',
  csrf: 'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.',
  crossSite: 'Diese Anfrage kommt nicht aus dem Servicebereich und wurde abgelehnt.',
  internal:
    'Es ist ein Fehler aufgetreten. Bitte versuche es später noch einmal oder kontaktiere bei Problemen unser Kundenservice.',
  badBody: 'Die Anfrage konnte nicht gelesen werden.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  bodyTimeout: 'Die Anfrage wurde nicht rechtzeitig übertragen.',
  uploadTimeout:
    'Die Dateien konnten nicht rechtzeitig übertragen werden. Bitte versuche es mit einer besseren Internetverbindung oder mit weniger Dateien noch einmal.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
  databaseBusy:
    'Der Servicebereich ist gerade ausgelastet. Bitte versuche es in ein paar Sekunden noch einmal.',
} as const;

export function generalError(message: string, httpStatus = 400): ApiError {
  return new ApiError({ [ERROR_KEYS.general]: message }, httpStatus);
}

export function fieldError(field: string, message: string): ApiError {
  return new ApiError({ [field]: message });
}

/**
 * An id in the request that names nothing of the customer's: another customer's, or none at all.
 * It is answered like any field error (so a foreign id and a missing one look the same); the
 * endpoint also writes a security log line.
 */
export class RefusedIdError extends ApiError {
  readonly field: string;

  constructor(field: string, message: string) {
    super({ [field]: message });
    this.field = field;
  }
}

export function refusedId(field: string, message: string): RefusedIdError {
  return new RefusedIdError(field, message);
}
