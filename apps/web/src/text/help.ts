/** Texts of the help screen. */
export const helpTexts = {
  title: 'Hilfe',
  intro: 'Hier findest du Antworten auf häufige Fragen.',
  faqHeading: 'Häufige Fragen',
  faq: [
    {
      question: 'Wo finde ich meine Verfügernummer?',
      answer:
        'Deine 10-stellige Verfügernummer steht in deinem Begrüßungsschreiben und auf jeder Vertragsmitteilung.',
    },
    {
      question: 'Ich habe mein Passwort vergessen. Was nun?',
      answer:
        'Tippe beim Login auf „Passwort vergessen?“. Du bekommst dann einen Link, mit dem du ein neues Passwort festlegen kannst.',
    },
    {
      question: 'Warum bin ich plötzlich abgemeldet?',
      answer:
        'Zu deiner Sicherheit wirst du nach 30 Minuten ohne Aktivität automatisch abgemeldet.',
    },
    {
      question: 'Wie melde ich einen Schaden?',
      answer:
        'Tippe unten auf das Plus und wähle „Schadensmeldung erstellen“. Das geht auch ohne Login: mit „Schaden ohne Anmeldung melden“ auf der Startseite oder bei der Anmeldung.',
    },
  ],
  contactHeading: 'Persönliche Hilfe',
  contactText: 'Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr für dich da.',
  call: 'Kundenservice anrufen:',
  accessibilityHeading: 'Barrierefreiheit',
  accessibilityText:
    'Wie gut du den Servicebereich mit Screenreader, Tastatur oder Vergrößerung nutzen kannst, was noch fehlt und wie du uns eine Barriere meldest.',
} as const;
