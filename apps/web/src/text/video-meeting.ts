/** Texts of the video meeting and its completion page. */
export const videoMeetingTexts = {
  passwordLabel: 'Passwort deines Videotermins',
  passwordHint: 'Du findest es in der E-Mail, mit der wir deinen Termin bestätigt haben.',
  open: 'Weiter',
  opening: 'Wird geprüft …',
  /** The server's field message, as the page shows it. */
  error: (message: string) => `Fehler: ${message}`,
  noAdviser: 'Bitte öffne den Link aus der E-Mail zu deinem Videotermin.',
  toAppointments: 'Zu meinen Videoterminen',
  appointment: (when: string, name: string) => `${when} mit ${name}`,
} as const;
