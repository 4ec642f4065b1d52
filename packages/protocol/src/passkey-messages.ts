import { PASSKEY_INVALID_ANSWER, PASSKEY_NOT_FOUND } from './calls/passkeys.ts';

/** What the server answers about passkeys (decision 029). */
export const PASSKEY_MESSAGES = {
  /**
   * Every refused passkey login, whatever was wrong (an unknown or removed passkey, another
   * customer's, a used or expired challenge, another site's, a counter gone back): it says
   * nothing about which customer numbers or passkeys exist.
   */
  loginRefused:
    'Die Anmeldung mit dem Passkey ist nicht gelungen. Bitte versuche es noch einmal oder melde dich mit deinem Passwort an.',
  /** A registration the server could not verify, or whose challenge was used or expired. */
  setupFailed: 'Der Passkey konnte nicht eingerichtet werden. Bitte versuche es noch einmal.',
  /** The authenticator already holds a passkey of this app that the server knows. */
  alreadyRegistered: 'Dieser Passkey ist bereits eingerichtet.',
  setupLate: 'Bitte melde dich neu mit deinem Passwort an, um einen Passkey einzurichten.',
  /** A passkey belongs to a domain: the app opened at an IP address can make or use none. */
  ipAddress:
    'Passkeys gibt es nur unter der Internetadresse des Servicebereichs, nicht unter einer IP-Adresse.',
  notFound: PASSKEY_NOT_FOUND,
  invalidAnswer: PASSKEY_INVALID_ANSWER,
} as const;

/** The browser's answer read from its JSON text; undefined when it is not one. */
export function readPasskeyAnswer(text: string): { id: string } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      typeof value.id === 'string' &&
      /^[A-Za-z0-9_-]{1,1400}$/.test(value.id)
      ? { ...value, id: value.id }
      : undefined;
  } catch {
    return undefined;
  }
}
