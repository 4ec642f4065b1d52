/** Texts of the page shell, the tab bar and the menu. */
export const shellTexts = {
  /** A page's list of documents for the DokBox (shell/document-list.tsx). */
  documentList: {
    upload: 'Hochladen',
    uploadLabel: (name: string) => `${name} in die DokBox hochladen`,
    uploaded: 'In deiner DokBox',
    toDokbox: 'Zur DokBox',
    login: 'Anmelden',
  },
  /** A picked file larger than an upload takes, in the server's words (shell/accepted-file.ts). */
  fileTooLarge: (name: string, megabytes: number) =>
    `Die Datei „${name}“ ist zu groß (höchstens ${megabytes} MB).`,
  /** A file's upload progress, as a screen reader names its bar (shell/file-progress.tsx). */
  fileProgress: (name: string, percent: number) => `${name}: ${percent} %`,
  /** The heading of the errors listed at the top of a form after a failed submit. */
  errorSummary: 'Bitte prüfe die markierten Felder.',
  /** The link to the accessibility statement: on the login, in the menu and in the help. */
  accessibilityStatement: 'Erklärung zur Barrierefreiheit',
  /** Where a visitor reports a claim: from the login and from the logged-out Home. */
  visitorClaim: 'Schaden ohne Anmeldung melden',
  /** Said after a link of the content folder that opens another website. */
  externalLink: '(öffnet eine andere Website)',
  back: 'Zurück',
  skipLinks: { content: 'Zum Inhalt', navigation: 'Zur Navigation' },
  /** The document's title: the page's, then the app's name. */
  documentTitle: (page: string) => `${page} – Servicebereich`,
  stepBack: 'Einen Schritt zurück',
  stepper: (step: number, count: number) => `${step} von ${count}`,
  profile: 'Profil',
  loading: 'Wird geladen …',
  discard: {
    header: 'Bitte beachten',
    message: 'Bereits vorgenommene Eingaben gehen verloren.',
    cancel: 'Abbrechen',
    ok: 'Ok',
  },
  hiddenAmount: {
    masked: '••••• €',
    show: 'Betrag anzeigen',
    hidden: 'Betrag ausgeblendet',
  },
  screenFailed: 'Diese Seite konnte nicht geladen werden. Bitte prüfe deine Internetverbindung.',
  query: {
    loading: 'Die Daten werden geladen …',
    loadFailed: 'Die Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  tabs: {
    label: 'Hauptnavigation',
    home: 'Home',
    products: 'Produkte',
    plus: 'Neu erstellen',
    postbox: 'Postbox',
    postboxUnread: (count: number) =>
      count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`,
    menu: 'Menü',
  },
  plusSheet: {
    header: 'Was möchtest du tun?',
    claim: 'Schadensmeldung erstellen',
    claimHint: 'Schritt für Schritt, mit Fotos',
    adviser: 'Berater kontaktieren',
    adviserHint: 'Per Nachricht oder Videotermin',
    cancel: 'Abbrechen',
  },
  testing: {
    open: 'Testeinstellungen',
    header: 'Testeinstellungen',
    host: 'Schnittstelle',
    save: 'Speichern',
    pushId: 'Push-Geräte-ID',
    pushIdMissing: 'nicht vorhanden (Push Einstellungen checken)',
    copy: 'Kopieren',
    copied: (label: string) => `${label} wurde kopiert`,
    version: 'App-Version',
    build: 'Build',
    shareLog: 'Gesamtes Log teilen',
    debugHeader: 'Debug-Header anzeigen',
    close: 'Schließen',
  },
  /** How a typed date is written, shown with the label of a date field. */
  dateFormat: 'TT.MM.JJJJ',
  /** How a typed time of day is written, shown with the label of a time field. */
  timeFormat: 'HH:MM',
} as const;
