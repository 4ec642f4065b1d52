export const appTexts = {
  appName: 'Servicebereich',
  setupNotice: 'Dein Servicebereich wird gerade eingerichtet. Bitte schau bald wieder vorbei.',
} as const;
