/** Texts of the postbox (/nachrichten). */
export const postboxTexts = {
  title: 'Postbox',
  intro: 'Hier findest du alle Schreiben, die wir dir elektronisch zugestellt haben.',
  messagesHeading: 'Deine Nachrichten',
  loading: 'Nachrichten werden geladen …',
  empty: 'Du hast noch keine Nachrichten in deiner Postbox.',
  toSettings: 'Zustellung einstellen',
  unread: 'Neu',
  unreadLabel: 'ungelesen',
  receivedOn: (date: string) => `Zugestellt am ${date}`,
  settingsHeading: 'Einstellungen der Postbox',
  electronicDelivery: 'Elektronische Zustellung',
  electronicDeliveryHint:
    'Ich möchte meine Dokumente (z. B. Polizzen, Kontoauszüge, Vorschreibungen) elektronisch in der Postbox statt per Brief erhalten. Diese Zustimmung kann ich jederzeit widerrufen.',
  notify: 'Per E-Mail benachrichtigen',
  notifyHint: 'Bei einem neuen Dokument bekommst du eine E-Mail – ohne das Dokument selbst.',
  email: 'E-Mail-Adresse für Benachrichtigungen',
  save: 'Einstellungen speichern',
  saved: 'Einstellungen gespeichert',
  emailMissing: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
} as const;
