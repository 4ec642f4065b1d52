/**
 * Texts of the start-up notices, apart from the page shell's: they load with the notices, once the
 * first screen is up.
 */
export const startupNoticeTexts = {
  maintenance: {
    header: 'Wartungsarbeiten',
  },
  update: {
    header: 'Neue Version verfügbar',
    message: 'Bitte aktualisiere die App, damit du den Servicebereich weiter nutzen kannst.',
    store: 'Zum Store',
    reload: 'Neu laden',
  },
} as const;
