import { POSTBOX_CONSENT_TEXTS, POSTBOX_CONSENT_VERSION } from '@servicebereich/protocol';

/** Texts of the postbox (/nachrichten). */
export const postboxTexts = {
  title: 'Postbox',
  intro: 'Hier findest du alle Schreiben, die wir dir elektronisch zugestellt haben.',
  messagesHeading: 'Deine Nachrichten',
  loading: 'Nachrichten werden geladen …',
  empty: 'Du hast noch keine Nachrichten in deiner Postbox.',
  pickLetter: 'Wähle links eine Nachricht aus, um sie hier zu lesen.',
  toSettings: 'Zustellung einstellen',
  unread: 'Neu',
  unreadLabel: 'ungelesen',
  receivedOn: (date: string) => `Zugestellt am ${date}`,
  legallyRelevant: 'Rechtlich relevant',
  settingsHeading: 'Einstellungen der Postbox',
  electronicDelivery: 'Elektronische Zustellung',
  // The consent's text is kept by version with the protocol: the server records which one was agreed.
  electronicDeliveryHint: POSTBOX_CONSENT_TEXTS[POSTBOX_CONSENT_VERSION],
  consentGivenOn: (date: string) => `Zugestimmt am ${date}`,
  notify: 'Per E-Mail benachrichtigen',
  notifyHint: 'Bei einem neuen Dokument bekommst du eine E-Mail – ohne das Dokument selbst.',
  email: 'E-Mail-Adresse für Benachrichtigungen',
  save: 'Einstellungen speichern',
  saved: 'Einstellungen gespeichert',
  emailMissing: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
  paperCopy: {
    heading: 'Papierfassung',
    intro:
      'Nach § 5a VersVG kannst du eine Papierfassung deiner Dokumente einmal kostenlos anfordern. Wir schicken sie an deine Postadresse.',
    button: 'Papierfassung kostenlos anfordern',
    requesting: 'Wird angefordert …',
    confirm: {
      header: 'Papierfassung anfordern?',
      message:
        'Du bekommst deine Dokumente einmal kostenlos auf Papier. Die elektronische Zustellung bleibt bestehen.',
      cancel: 'Abbrechen',
      ok: 'Anfordern',
    },
    requested: (date: string) =>
      `Am ${date} angefordert. Wir schicken dir deine Dokumente auf Papier an deine Postadresse.`,
    alreadyRequested: (date: string) =>
      `Du hast deine kostenlose Papierfassung schon am ${date} angefordert. Wir schicken sie dir an deine Postadresse, du musst nichts weiter tun.`,
  },
} as const;
