/** Texts of the prompt to rate the app in its store. */
export const ratingTexts = {
  header: 'Gefällt dir die App?',
  message:
    'Wir freuen uns, wenn du dir kurz Zeit nimmst und die App bewertest. Das hilft uns, sie weiter zu verbessern.',
  never: 'Nein, danke',
  later: 'Später',
  rate: 'Jetzt bewerten',
} as const;
