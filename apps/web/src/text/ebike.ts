import type { EbikeTrackerState } from '@servicebereich/protocol';

/** Texts of the e-bike tracker card (contract overview and services). */
export const ebikeTexts = {
  title: 'E-Bike-Tracker',
  sectionIntro:
    'Mit dem Tracker findest du dein E-Bike wieder, wenn es gestohlen wird. Aktiviere ihn hier für deine E-Bike-Versicherung.',
  states: {
    'nicht-aktiviert': 'Nicht aktiviert',
    angefragt: 'Aktivierung angefragt',
    aktiv: 'Aktiv',
    abgelehnt: 'Nicht aktiviert: abgelehnt',
    fehlgeschlagen: 'Nicht aktiviert: fehlgeschlagen',
  } satisfies Record<EbikeTrackerState, string>,
  stateLabel: 'Status',
  notActivated:
    'Gib die Rahmennummer deines E-Bikes und die Tracker-ID ein. Wir geben beides an den Tracker-Anbieter weiter.',
  requested: (date: string) =>
    `Angefragt am ${date}. Sobald der Tracker-Anbieter die Aktivierung bestätigt, ist dein Tracker aktiv. Das dauert meist nur wenige Minuten.`,
  active: (date: string) => `Dein Tracker ist seit ${date} aktiv.`,
  tryAgain: 'Du kannst die Aktivierung mit geänderten Angaben noch einmal anfragen.',
  unavailable:
    'Der Tracker-Anbieter ist derzeit nicht angebunden. Die Aktivierung ist darum gerade nicht möglich. Bitte versuche es später noch einmal.',
  trackerId: 'Tracker-ID',
  trackerIdHint: '15 Ziffern, auf dem Etikett des Trackers',
  frameNumber: 'Rahmennummer',
  frameNumberHint: 'Meist unten am Rahmen beim Tretlager eingeprägt',
  activate: 'Tracker aktivieren',
  activateAgain: 'Aktivierung erneut anfragen',
  activating: 'Wird angefragt …',
  requestedToast: 'Die Aktivierung ist angefragt.',
} as const;
