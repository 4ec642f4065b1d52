/** Texts of the help screen. */
export const helpTexts = {
  title: 'Hilfe',
  intro: 'Hier findest du Antworten auf häufige Fragen.',
  faqHeading: 'Häufige Fragen',
  /** Each answer can be linked to as /hilfe#id; it is then open. */
  faq: [
    {
      id: 'verfuegernummer',
      question: 'Wo finde ich meine Verfügernummer?',
      answer:
        'Deine 10-stellige Verfügernummer steht in deinem Begrüßungsschreiben und auf jeder Vertragsmitteilung.',
    },
    {
      id: 'passwort-vergessen',
      question: 'Ich habe mein Passwort vergessen. Was nun?',
      answer:
        'Ruf unseren Kundenservice an. Wir schicken dir per Post einen neuen Aktivierungscode. Mit ihm und deinem Geburtsdatum legst du bei der Anmeldung unter „Aktivierungscode einlösen“ ein neues Passwort fest; dein altes gilt dann nicht mehr.',
    },
    {
      id: 'registrieren',
      question: 'Wie registriere ich mich für den Servicebereich?',
      answer:
        'Als Kundin oder Kunde bekommst du deinen Aktivierungscode mit deinem Begrüßungsschreiben. Gib ihn bei der Anmeldung unter „Aktivierungscode einlösen“ mit deiner Verfügernummer und deinem Geburtsdatum ein und leg dein Passwort fest. Kein Schreiben bekommen? Ruf uns an, wir schicken dir einen neuen Code.',
    },
    {
      id: 'abgemeldet',
      question: 'Warum bin ich plötzlich abgemeldet?',
      answer:
        'Zu deiner Sicherheit wirst du nach 30 Minuten ohne Aktivität automatisch abgemeldet.',
    },
    {
      id: 'schaden-melden',
      question: 'Wie melde ich einen Schaden?',
      answer:
        'Angemeldet wählst du „Schadensmeldung erstellen“: auf dem Handy über das Plus unten in der Mitte, auf einem größeren Bildschirm in der Navigation links. Das geht auch ohne Anmeldung: mit „Schaden ohne Anmeldung melden“ auf der Startseite oder bei der Anmeldung.',
    },
  ],
  contactHeading: 'Persönliche Hilfe',
  contactText: 'Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr für dich da.',
  call: 'Kundenservice anrufen:',
  accessibilityHeading: 'Barrierefreiheit',
  accessibilityText:
    'Wie gut du den Servicebereich mit Screenreader, Tastatur oder Vergrößerung nutzen kannst, was noch fehlt und wie du uns eine Barriere meldest.',
} as const;
