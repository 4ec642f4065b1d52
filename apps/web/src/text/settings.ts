/** Texts of the settings screen. */
export const settingsTexts = {
  title: 'Einstellungen',
  appearance: 'Darstellung',
  appearanceHint: 'Wähle, ob der Servicebereich hell oder dunkel erscheint.',
  system: 'Wie am Gerät',
  light: 'Hell',
  dark: 'Dunkel',
} as const;
