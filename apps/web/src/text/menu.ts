/** Texts of the menu: one entry per area of the app. */
export const menuTexts = {
  title: 'Menü',
  sections: {
    overview: 'Übersicht',
    services: 'Services',
    campaigns: 'Aktionen',
    account: 'Mein Konto',
  },
  entries: {
    dashboard: 'Home',
    products: 'Produkte',
    postbox: 'Postbox',
    dokbox: 'DokBox',
    claims: 'Schadensmeldung',
    myClaims: 'Meine Schäden',
    adviser: 'Berater kontaktieren',
    videoMeeting: 'Video-Beratung',
    stormWarning: 'Unwetterwarnung',
    services: 'Alle Services',
    me1ns: 'me1ns',
    my21: 'my21',
    me1nZuhause: 'me1n Zuhause',
    bestfit: 'Best fit',
    profile: 'Profil',
    settings: 'Einstellungen',
    help: 'Hilfe',
  },
} as const;
