import { VIDEO_JOIN_MINUTES_BEFORE } from '@servicebereich/protocol';

/** Texts of the video meeting and its completion page. */
export const videoMeetingTexts = {
  passwordLabel: 'Passwort deines Videotermins',
  passwordHint: 'Das Passwort findest du in der E-Mail, mit der wir deinen Termin bestätigt haben.',
  open: 'Weiter',
  opening: 'Wird geprüft …',
  /** The server's field message, as the page shows it. */
  error: (message: string) => `Fehler: ${message}`,
  noAdviser: 'Bitte öffne den Link aus der E-Mail zu deinem Videotermin.',
  chooseAppointment:
    'Tippe bei deinem Termin auf „Teilnehmen“. Das Passwort steht in der E-Mail, mit der wir ihn bestätigt haben.',
  noAppointments:
    'Du hast gerade keinen Videotermin. Vereinbare einen mit deiner Beraterin oder deinem Berater.',
  toAdvisers: 'Videotermin vereinbaren',
  appointment: (when: string, name: string) => `${when} mit ${name}`,
} as const;

export const deviceCheckTexts = {
  heading: 'Kamera und Mikrofon prüfen',
  intro:
    'So sieht dich deine Beraterin oder dein Berater. Sprich ein paar Worte: Der Balken zeigt, ob dein Mikrofon dich hört.',
  starting: 'Kamera und Mikrofon werden gestartet …',
  ready: 'Kamera und Mikrofon funktionieren.',
  preview: 'Vorschau deiner Kamera',
  level: 'Mikrofonpegel',
  denied:
    'Du hast den Zugriff auf Kamera und Mikrofon nicht erlaubt. Tippe in der Adresszeile auf das Schloss-Symbol (am Handy: in den Einstellungen deines Browsers unter „Website-Einstellungen“), erlaube Kamera und Mikrofon und tippe dann auf „Erneut prüfen“.',
  notFound:
    'Wir finden keine Kamera oder kein Mikrofon. Bitte schließe eines an oder nimm ein Gerät mit Kamera, etwa dein Handy.',
  busy: 'Kamera oder Mikrofon werden gerade von einem anderen Programm verwendet. Bitte beende es und tippe auf „Erneut prüfen“.',
  unsupported:
    'Dein Browser erlaubt auf dieser Seite keinen Zugriff auf Kamera und Mikrofon. Bitte nimm einen aktuellen Browser wie Chrome, Edge, Firefox oder Safari.',
  failed: 'Kamera und Mikrofon konnten nicht gestartet werden. Bitte tippe auf „Erneut prüfen“.',
  retry: 'Erneut prüfen',
} as const;

export const meetingRoomTexts = {
  enter: 'Deinem Videotermin beitreten',
  heading: 'Dein Videotermin',
  opensOn: (day: string, time: string) =>
    `Der Raum öffnet ${VIDEO_JOIN_MINUTES_BEFORE} Minuten vor Beginn: am ${day} um ${time} Uhr. Dann kannst du hier beitreten.`,
  join: 'Jetzt beitreten',
  joining: 'Raum wird geöffnet …',
  frame: (name: string) => `Videogespräch mit ${name}`,
  noProvider:
    'Für Videogespräche ist derzeit kein Videodienst eingerichtet. Bitte ruf deine Beraterin oder deinen Berater an oder schreib eine Nachricht unter „Berater“.',
  toAdvisers: 'Zu meinen Beratern',
  leave: 'Gespräch beenden',
} as const;
