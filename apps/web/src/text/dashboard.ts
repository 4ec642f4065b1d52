/** Texts of the dashboard and the services overview. */
export const dashboardTexts = {
  title: 'Home',
  greeting: (firstName: string) => `Hallo ${firstName}!`,
  greetingAnonymous: 'Hallo!',
  loggedOutIntro:
    'Im Servicebereich hast du deine Bausparverträge, Finanzierungen und Versicherungen immer dabei.',
  toLogin: 'Zur Anmeldung',
  testModeNotice: 'Testmodus: Du siehst Beispieldaten, es wird kein Server verwendet.',
  overview: {
    title: 'Dein Überblick',
    savings: 'Guthaben',
    loans: 'Offene Kredite',
    debits: 'Nächste Abbuchungen',
    noDebits: 'In den nächsten Wochen wird nichts von deinem Konto abgebucht.',
  },
  postbox: {
    title: 'Postbox',
    unread: (count: number) =>
      count === 1 ? '1 ungelesene Nachricht' : `${count} ungelesene Nachrichten`,
    newest: (title: string) => `Neueste: ${title}`,
    allRead: 'Du hast alle Nachrichten gelesen.',
    none: 'Noch keine Nachrichten in deiner Postbox.',
    open: 'Zur Postbox',
  },
  actions: {
    title: 'Schnellzugriff',
    claim: 'Schaden melden',
    adviser: 'Berater kontaktieren',
    upload: 'Dokument hochladen',
  },
  contracts: 'Deine Verträge',
} as const;
