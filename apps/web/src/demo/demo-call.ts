import type { BinaryCall, CallName, CALLS, Errors, JsonCall } from '@servicebereich/protocol';
import type { z } from 'zod/mini';

// What every handler of the test mode shares: the shape of a handler, and the answer the server
// gives with Status 400.

/** What the server would answer with Status 400: the customer can act on it. */
export class DemoCallError extends Error {
  readonly errors: Errors;

  constructor(errors: Errors) {
    super(Object.keys(errors).join(', '));
    this.name = 'DemoCallError';
    this.errors = errors;
  }
}

/** The server's messages, for the cases the test mode can run into. */
export const DEMO_MESSAGES = {
  wrongCredentials: 'Die Verfügernummer oder das Passwort ist nicht korrekt.',
  notLoggedIn: 'Bitte melde dich an.',
  unknownCall: 'Dieser Aufruf ist nicht bekannt.',
  repeatedKey: 'Dieser Wert darf nur einmal vorkommen.',
  notFound: 'Der Eintrag wurde nicht gefunden.',
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  reauthenticationNeeded: 'Bitte bestätige die Änderung mit deinem Passwort.',
  otherAccount: 'Diese Verträge werden nicht vom selben Konto abgebucht.',
  noPensionData: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.',
  noRepayment: 'Für diesen Vertrag ist keine Sondertilgung möglich.',
  amountTooHigh: 'Der Betrag ist höher als die offene Restschuld.',
  amountNotPositive: 'Bitte gib einen Betrag über 0 ein.',
  depositTooHigh: 'Der Betrag darf höchstens 100.000,00 € betragen.',
  depositNotPossible: 'Auf diesen Vertrag ist keine Einzahlung möglich.',
  payoutNotPossible: 'Von diesem Vertrag ist keine Auszahlung möglich.',
  payoutAboveBalance: 'Der Betrag ist höher als dein Guthaben.',
  noMotorInspection: 'Für diesen Vertrag ist keine Kfz-Begutachtung möglich.',
  invalidFund: 'Der Fonds ist ungültig.',
  sharesMismatch: 'Bitte gib zu jedem Fonds einen Anteil an.',
  sharesSum: 'Die Anteile müssen zusammen 100 % ergeben.',
  agentNotFound: 'Der Berater wurde nicht gefunden.',
  appointmentNotFound: 'Der Termin wurde nicht gefunden.',
  folderMissing: 'Bitte wähle einen Ordner.',
  immoWertSingleFile: 'Für eine ImmoWert-Bewertung ist nur eine Datei möglich.',
  claimNotFound: 'Die Schadensmeldung wurde nicht gefunden.',
  claimIdentity:
    'Wir haben keinen passenden Vertrag gefunden. Bitte prüfe Polizzennummer, Geburtsdatum und Postleitzahl.',
  checklistItemNotFound: 'Der Punkt der Checkliste wurde nicht gefunden.',
  wrongCustomerNumber: 'Die Verfügernummer stimmt nicht mit deiner Anmeldung überein.',
  samePassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  deviceUnknown: 'Dieses Gerät wurde nicht gefunden.',
  dataExportReadme:
    'Meine Daten im Testmodus: meine-daten.json enthält die Daten des Testkunden, wie die App sie zeigt.\n',
  fileMissing: 'Bitte wähle eine Datei aus.',
  tooManyFiles: (max: number) =>
    max === 1 ? 'Bitte wähle nur eine Datei aus.' : `Bitte wähle höchstens ${max} Dateien aus.`,
  wrongFileType: 'Bitte wähle nur Bilder oder PDF-Dateien aus.',
} as const;

/** Refuses a call as the server does: the message under the field it is about. */
export function demoFail(field: string, message: string): never {
  throw new DemoCallError({ [field]: message });
}

type DemoHandlerFor<C> =
  C extends JsonCall<infer P, infer R>
    ? (params: z.output<P>, files: readonly Blob[]) => z.input<R>
    : C extends BinaryCall<infer P>
      ? (params: z.output<P>) => Blob
      : never;

/** One handler per call of the catalogue: a call without one does not compile. */
export type DemoHandlers = { [K in CallName]: DemoHandlerFor<(typeof CALLS)[K]> };
