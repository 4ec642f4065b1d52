/** Texts of the settings screen. */
export const settingsTexts = {
  title: 'Einstellungen',
  appearance: 'Darstellung',
  appearanceHint: 'Wähle, ob der Servicebereich hell oder dunkel erscheint.',
  system: 'Wie am Gerät',
  light: 'Hell',
  dark: 'Dunkel',
  devices: {
    heading: 'Angemeldete Geräte',
    intro:
      'Hier bist du gerade angemeldet. Kennst du ein Gerät nicht, melde es ab und ändere dein Passwort.',
    current: 'dieses Gerät',
    deviceWithBrowser: (device: string, browser: string) => `${device}, ${browser}`,
    lastUsed: (when: string) => `Zuletzt aktiv: ${when}`,
    signedIn: (when: string) => `Angemeldet: ${when}`,
    endOne: 'Abmelden',
    endOneLabel: (device: string) => `${device} abmelden`,
    endOthers: 'Alle anderen Geräte abmelden',
    onlyThis: 'Du bist nur auf diesem Gerät angemeldet.',
  },
} as const;
