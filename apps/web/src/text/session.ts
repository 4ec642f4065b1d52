/** Texts of login, activation and logout. */
export const sessionTexts = {
  login: {
    title: 'Anmelden',
    heading: 'Willkommen im Servicebereich',
    intro: 'Melde dich mit deiner Verfügernummer und deinem Passwort an.',
    customerNumber: 'Verfügernummer',
    customerNumberInvalid: 'Die Verfügernummer besteht aus 10 Ziffern.',
    password: 'Passwort',
    passwordMissing: 'Bitte gib dein Passwort ein.',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Anmelden',
    passkey: 'Mit Passkey anmelden',
    forgotPassword: 'Passwort vergessen?',
    register: 'Registrieren',
    activation: 'Aktivierungscode einlösen',
    externalHint: '(öffnet eine externe Seite)',
    /** Beside the form on a wide screen: what the Servicebereich offers. */
    promise: {
      title: 'Alles rund um deine Verträge, an einem Ort.',
      contracts: 'Bausparen, Finanzierung und Versicherungen mit Stand und Raten im Überblick',
      postbox: 'Briefe und Dokumente sicher in deiner Postbox und DokBox',
      adviser: 'Schaden melden und Beratung per Video buchen, wann es dir passt',
      note: 'Wir fragen dich nie per E-Mail, SMS oder Telefon nach deinem Passwort.',
    },
  },
  logout: 'Abmelden',
  /** Asked before the logout: a tap beside "Profil" or "Hilfe" should not end the session. */
  logoutConfirm: {
    header: 'Abmelden',
    message: 'Möchtest du dich wirklich abmelden?',
    cancel: 'Abbrechen',
    ok: 'Abmelden',
  },
} as const;
