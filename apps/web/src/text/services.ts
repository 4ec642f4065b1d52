/** Texts of the services overview. */
export const servicesTexts = {
  title: 'Services',
  intro: 'Alles, was du online erledigen kannst.',
  entries: [
    { path: '/services/schadensmeldung', label: 'Schadensmeldung', hint: 'Einen Schaden melden' },
    {
      path: '/services/berater',
      label: 'Berater kontaktieren',
      hint: 'Nachricht, Rückruf oder Video-Termin',
    },
    { path: '/services/dokbox', label: 'DokBox', hint: 'Deine Dokumente sicher ablegen' },
    {
      path: '/services/hausrat',
      label: 'Mein Hausrat',
      hint: 'Deine Einrichtung erfassen und sehen, ob die Versicherung reicht',
    },
    {
      path: '/services/immowert',
      label: 'ImmoWert',
      hint: 'Den Wert deiner Immobilie schätzen lassen',
    },
    { path: '/bestfit', label: 'Best fit', hint: 'Passt deine Absicherung zu deinem Leben?' },
    {
      path: '/services/unwetterwarnung',
      label: 'Unwetterwarnung',
      hint: 'Per SMS oder Push vor Unwetter gewarnt werden',
    },
    { path: '/services/video-meeting', label: 'Video-Beratung', hint: 'Deinem Termin beitreten' },
    { path: '/services/me1ns', label: 'me1ns', hint: 'Aktionen und Vorteile' },
    { path: '/services/me1ns/my21/', label: 'my21', hint: '21 Tage für deine Gesundheit' },
    {
      path: '/services/me1ns/me1nzuhause',
      label: 'me1n Zuhause',
      hint: 'Vorträge rund ums Wohnen',
    },
    {
      path: '/services/schmerzlinderung',
      label: 'Schmerzlinderung',
      hint: 'Gemeinsam gesund: Zuschuss zur Physiotherapie',
    },
  ],
} as const;
