/** Texts of the completion page after a video appointment (/services/video-termin-abschluss). */
export const videoCompletionTexts = {
  intro:
    'Hier findest du die Unterlagen zu deinem Videotermin und kannst das Gespräch danach bewerten.',
  summaryHeading: 'Dein Videotermin',
  adviser: 'Beraterin oder Berater',
  when: 'Termin',
  topic: 'Thema',
  documentsHeading: 'Unterlagen, um die dich deine Beraterin oder dein Berater bittet',
  noDocuments: 'Für dieses Gespräch brauchst du keine Unterlagen.',
  documentsHint: 'Du kannst jede Unterlage gleich in deine DokBox hochladen.',
  loginHint: 'Melde dich an, dann kannst du die Unterlagen gleich in deine DokBox hochladen.',
  feedbackHeading: 'Deine Bewertung',
  ratingLater: (when: string) => `Nach deinem Gespräch am ${when} kannst du es hier bewerten.`,
  ratingLegend: 'Wie zufrieden warst du mit dem Gespräch?',
  stars: (count: number) => `${count} von 5 Sternen`,
  comment: 'Kommentar (optional)',
  commentCount: (used: number, max: number) => `${used} von ${max} Zeichen`,
  rated: 'Du hast dieses Gespräch schon bewertet. Eine neue Bewertung ersetzt die bisherige.',
  send: 'Bewertung senden',
  sending: 'Wird gesendet …',
  thanks: 'Danke für deine Bewertung! Sie hilft uns, unsere Beratung noch besser zu machen.',
} as const;
