/** Texts of the settings' "Mitteilungen" (push notifications, decision 030). */
export const pushTexts = {
  heading: 'Mitteilungen',
  intro:
    'Wir sagen dir Bescheid, wenn etwas Neues für dich da ist, auch wenn die App geschlossen ist.',
  device: {
    web: 'Mitteilungen in diesem Browser',
    native: 'Mitteilungen auf diesem Gerät',
  },
  deviceHint: 'Du kannst sie jederzeit wieder ausschalten.',
  checking: 'Wir prüfen, ob Mitteilungen möglich sind …',
  unsupported: {
    web: 'Dieser Browser kann keine Mitteilungen empfangen.',
    native: 'Dieses Gerät kann keine Mitteilungen empfangen.',
  },
  denied: {
    web: 'Du hast Mitteilungen für den Servicebereich in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers, dann kannst du sie hier einschalten.',
    native:
      'Du hast Mitteilungen für den Servicebereich auf diesem Gerät blockiert. Erlaube sie in den Einstellungen des Geräts, dann kannst du sie hier einschalten.',
  },
  unavailable: {
    web: 'Der Servicebereich kann gerade keine Mitteilungen an Browser schicken.',
    native: 'Der Servicebereich kann gerade keine Mitteilungen an dieses Gerät schicken.',
  },
  notAllowed: 'Ohne deine Erlaubnis können wir dir keine Mitteilungen schicken.',
  subscribeFailed:
    'Die Mitteilungen konnten nicht eingeschaltet werden. Bitte versuche es später noch einmal.',
  topicsHeading: 'Worüber wir dir Bescheid sagen',
  topicsIntro: 'Gilt für alle Geräte, auf denen du Mitteilungen eingeschaltet hast.',
  topics: {
    Postbox: { label: 'Postbox', hint: 'Ein neuer Brief ist in deiner Postbox.' },
    Schaden: { label: 'Schadensmeldungen', hint: 'Der Stand einer Schadensmeldung ändert sich.' },
    Unwetter: {
      label: 'Unwetterwarnungen',
      hint: 'Eine Unwetterwarnung für die Orte deiner Verträge, auf die Geräte, die du dort gewählt hast.',
    },
  },
} as const;
