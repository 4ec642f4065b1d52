import type { PagePasswordPage } from '@servicebereich/protocol';

/** The protected page (page password) and the not-found page (SPEC 2, 5, 8). */
export const protectedPageTexts = {
  heading: 'Diese Seite ist geschützt',
  /** Which password the page takes, said above the field. */
  hints: {
    'video-termin-abschluss':
      'Gib das Passwort aus der E-Mail zu deinem Videotermin ein. Es gilt bis einen Tag nach dem Termin.',
  } satisfies Record<PagePasswordPage, string>,
  passwordLabel: 'Passwort',
  submit: 'Weiter',
  /** The server's field message, as the page shows it. */
  error: (message: string) => `Fehler: ${message}`,
} as const;

export const notFoundPageTexts = {
  heading: 'Diese Seite wurde leider nicht gefunden.',
  explanation:
    'Vielleicht ist der Link nicht mehr aktuell, oder in der Adresse hat sich ein Tippfehler eingeschlichen.',
  nativeUpdateHint:
    'Vielleicht ist deine App nicht mehr aktuell. Bitte aktualisiere sie im App Store oder bei Google Play.',
  toStart: 'Zur Startseite',
  toHelp: 'Zur Hilfe',
} as const;
