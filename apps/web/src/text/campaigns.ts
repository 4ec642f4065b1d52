/** Texts of the campaign areas (me1ns, my21, me1n Zuhause), the sliders and Schmerzlinderung. */
export const campaignTexts = {
  login: 'Anmelden',

  hub: {
    intro: 'Aktionen und Angebote für dich: für deine Gesundheit und rund um dein Zuhause.',
    my21Title: 'my21',
    my21Text: '21 Tage, jeden Tag ein kleiner Schritt zu mehr Wohlbefinden.',
    zuhauseTitle: 'me1n Zuhause',
    zuhauseText:
      'Vorträge von Expertinnen und Experten rund ums Bauen, Sanieren und Energiesparen.',
    healthTitle: 'Gemeinsam gesund',
    healthText: 'Zuschuss zu Physiotherapie und Schmerzbehandlung.',
  },

  my21: {
    intro:
      'Jeden Tag öffnet sich ein neuer Tag mit einem Impuls und einer kleinen Aufgabe. Du bestimmst, wann du beginnst.',
    visitor: 'Melde dich an, um my21 zu starten und deinen Fortschritt zu speichern.',
    start: 'Programm starten',
    starting: 'Wird gestartet …',
    startHint: 'Tag 1 öffnet sofort, danach jeden Tag ein weiterer.',
    startedOn: (date: string) => `Gestartet am ${date}`,
    progress: (done: number, total: number) => `${done} von ${total} Aufgaben erledigt`,
    opened: (open: number, total: number) => `${open} von ${total} Tagen offen`,
    daysHeading: 'Deine 21 Tage',
    dayLabel: (day: number) => `Tag ${day}`,
    dayTitle: (day: number, title: string) => `Tag ${day}: ${title}`,
    dayDone: (day: number) => `Tag ${day}, erledigt`,
    dayOpen: (day: number) => `Tag ${day}, offen`,
    dayLockedUntil: (day: number, date: string) => `Tag ${day}, gesperrt, öffnet am ${date}`,
    dayLockedNotStarted: (day: number) => `Tag ${day}, gesperrt, öffnet nach dem Start`,
    opensOn: (day: number, date: string) => `Tag ${day} öffnet am ${date}.`,
    nextLabel: 'Als Nächstes',
    openDay: (day: number) => `Tag ${day} öffnen`,
    lockedDay: (date: string) =>
      `Dieser Tag ist noch nicht freigeschaltet. Er öffnet am ${date}. Bis dahin kannst du die offenen Tage wiederholen.`,
    lockedDayNotStarted: 'Dieser Tag ist noch nicht freigeschaltet. Starte zuerst my21.',
    lockedDayVisitor: 'Melde dich an und starte my21, um die Tage zu öffnen.',
    taskHeading: 'Deine Aufgabe für heute',
    taskDone: 'Aufgabe erledigt',
    saving: 'Wird gespeichert …',
    previous: (day: number) => `Zurück zu Tag ${day}`,
    next: (day: number) => `Weiter zu Tag ${day}`,
    toOverview: 'Zur Übersicht',
  },

  mail: {
    email: 'Deine E-Mail-Adresse',
    send: 'Absenden',
    sending: 'Wird gesendet …',
    feedbackHeading: 'Dein Feedback',
    feedbackIntro: 'Was gefällt dir an my21, was können wir besser machen?',
    feedbackMessage: 'Deine Nachricht',
    feedbackThanks: 'Danke für dein Feedback! Wir lesen jede Nachricht.',
    questionnaireHeading: 'Fragebogen',
    questionnaireIntro: 'Erzähl uns, wie es dir mit my21 gegangen ist. Das dauert zwei Minuten.',
    questionnaireThanks: 'Danke, dass du den Fragebogen ausgefüllt hast!',
    questionnaireMessage: 'Was möchtest du uns noch sagen? (optional)',
    questionMissing: 'Bitte wähle eine Antwort.',
    questions: [
      {
        id: 'gefallen',
        question: 'Wie hat dir my21 gefallen?',
        answers: ['Sehr gut', 'Gut', 'Weniger gut', 'Gar nicht'],
      },
      {
        id: 'tage',
        question: 'Wie viele Tage hast du mitgemacht?',
        answers: ['Alle 21', 'Mehr als die Hälfte', 'Weniger als die Hälfte'],
      },
      {
        id: 'weiterempfehlen',
        question: 'Würdest du my21 weiterempfehlen?',
        answers: ['Ja', 'Vielleicht', 'Nein'],
      },
    ],
    freeText: 'Anmerkungen',
    none: '–',
  },

  lectures: {
    intro: 'Vorträge von Expertinnen und Experten rund um dein Zuhause, jederzeit zum Nachlesen.',
    empty: 'Derzeit gibt es keine Vorträge.',
    toMe1ns: 'Zu me1ns',
    details: (date: string, minutes: number) => `${date} · ${minutes} Minuten`,
    video: 'Mit Video',
    speaker: (name: string) => `Mit ${name}`,
    videoTitle: (title: string) => `Video: ${title}`,
    toList: 'Alle Vorträge',
  },

  sliders: {
    label: 'Aktuelles',
    slide: (n: number, count: number) => `${n} von ${count}`,
    previous: 'Vorheriger Beitrag',
    next: 'Nächster Beitrag',
    pause: 'Automatisches Weiterblättern anhalten',
    play: 'Automatisch weiterblättern',
    choose: (n: number) => `Beitrag ${n} zeigen`,
  },

  schmerzlinderung: {
    documentsHeading: 'Unterlagen hochladen',
    documentsHint:
      'Lade deine Unterlagen in deine DokBox hoch. Titel und Ordner sind vorgegeben, damit wir sie zuordnen können.',
    loginHint: 'Melde dich an, um deine Unterlagen hochzuladen.',
  },
} as const;
