/** Texts of the accessibility statement's page; the statement itself is in the content folder. */
export const accessibilityTexts = {
  checkedOn: (date: string) => `Zuletzt geprüft am ${date}`,
  feedback: {
    heading: 'Barriere melden',
    intro:
      'Beschreib uns, was dir aufgefallen ist oder welchen Inhalt du in einer anderen Form brauchst. Wir antworten dir an deine E-Mail-Adresse.',
    email: 'Deine E-Mail-Adresse',
    place: 'Wo ist dir die Barriere begegnet? (optional)',
    placeHint: 'Zum Beispiel: Postbox, Schadensmeldung oder ein bestimmter Brief',
    message: 'Was ist dir aufgefallen?',
    send: 'Absenden',
    sending: 'Wird gesendet …',
    thanks:
      'Danke für deine Rückmeldung! Sie ist bei unserem Team für Barrierefreiheit angekommen. Wir antworten dir innerhalb von zwei Wochen.',
  },
} as const;
