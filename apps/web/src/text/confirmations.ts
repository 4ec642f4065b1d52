import type { ConfirmationKind } from '@servicebereich/protocol';

/** Confirmations of a contract and their public check (decision 043). */
export const confirmationTexts = {
  panel: {
    intro:
      'Hier bekommst du Bestätigungen zu diesem Vertrag sofort als PDF, etwa für deine Vermieterin, deinen Vermieter oder deine Bank. Wer eine Bestätigung von dir bekommt, kann mit ihrem Prüfcode auf unserer Prüfseite sehen, dass sie echt ist.',
    requestHeading: 'Bestätigung anfordern',
    kind: 'Welche Bestätigung brauchst du?',
    only: (title: string) => `Für diesen Vertrag bekommst du eine ${title}.`,
    // Whole sentences: each is a choice's hint and follows "Für diesen Vertrag bekommst du …".
    kindHints: {
      versicherung:
        'Sie bestätigt, dass dein Versicherungsvertrag heute aufrecht ist, mit Deckung und Prämie.',
      'kfz-haftpflicht':
        'Sie bestätigt die Haftpflichtversicherung deines Fahrzeugs mit Kennzeichen, Stand heute.',
      kontostand: 'Sie nennt deinen Kontostand am Ende eines Tages, den du wählst.',
      aushaftung:
        'Sie nennt, was von deinem Kredit am Ende eines Tages, den du wählst, noch offen ist.',
    } satisfies Record<ConfirmationKind, string>,
    asOf: 'Stichtag',
    asOfHint: 'Heute oder ein Tag davor, frühestens der Vertragsbeginn.',
    asOfHintFrom: (start: string) => `Heute oder ein Tag davor, frühestens der ${start}.`,
    submit: 'Bestätigung anfordern',
    submitting: 'Bestätigung wird erstellt …',
  },
  done: {
    heading: 'Deine Bestätigung ist fertig',
    document: 'Bestätigung',
    stored: (fileName: string) =>
      `Sie liegt als PDF in deiner DokBox im Ordner „Bestätigungen“ (${fileName}).`,
    code: 'Prüfcode',
    page: 'Prüfseite',
    share:
      'Gib das PDF weiter, etwa mit einem Freigabelink aus der DokBox. Prüfcode und Prüfseite stehen darauf.',
    open: 'Dokument öffnen',
    toDokbox: 'In der DokBox ansehen',
    again: 'Weitere Bestätigung anfordern',
  },
  list: {
    heading: 'Ausgestellte Bestätigungen',
    empty: 'Zu diesem Vertrag hast du noch keine Bestätigung angefordert.',
    title: (title: string, number: string) => `${title} Nr. ${number}`,
    asOf: (day: string) => `Stichtag ${day}`,
    issued: (when: string) => `Ausgestellt am ${when}`,
    revokedOn: (when: string) => `Widerrufen am ${when}`,
    revokedTag: 'Widerrufen',
    revoke: 'Widerrufen',
    revokeLabel: (name: string) => `${name} widerrufen`,
    confirm: (name: string) => ({
      header: `${name} widerrufen?`,
      message:
        'Wer das Dokument hat, sieht danach auf der Prüfseite, dass es nicht mehr gilt. Das kannst du nicht rückgängig machen.',
      cancel: 'Abbrechen',
      ok: 'Widerrufen',
    }),
    revoked: (name: string) => `${name} ist widerrufen.`,
  },
  check: {
    intro:
      'Hier siehst du, ob eine Bestätigung, die dir jemand gegeben hat, von uns stammt und noch gilt.',
    code: 'Geprüfter Code',
    valid: 'Diese Bestätigung ist echt und gilt.',
    compare: 'Vergleiche die Angaben mit deinem Dokument: Sie müssen genau übereinstimmen.',
    issuer: 'Ausgestellt von',
    number: 'Nummer',
    issued: 'Ausgestellt am',
    facts: 'Angaben',
    revoked: (title: string, number: string, issued: string, revoked: string) =>
      `Die ${title} Nr. ${number} vom ${issued} wurde am ${revoked} widerrufen. Sie gilt nicht mehr.`,
    unknown:
      'Zu diesem Prüfcode gibt es keine Bestätigung. Bitte vergleiche den Code mit dem auf dem Dokument.',
  },
} as const;
