import { ANALYTICS_RETENTION_MONTHS } from '@servicebereich/protocol';

const retention = `Die Zählungen bewahren wir ${String(ANALYTICS_RETENTION_MONTHS)} Monate auf.`;

/** Texts of the usage analytics question and its setting (decision 034). */
export const analyticsTexts = {
  prompt: {
    heading: 'Nutzungsstatistik',
    message:
      'Dürfen wir zählen, welche Seiten du aufrufst und wie oft du dich anmeldest, Schäden meldest, Dateien hochlädst und Termine buchst? Nur auf unserem eigenen Server, ohne deine Verfügernummer, ohne Vertragsnummern und ohne Dritte. So sehen wir, was wir verbessern sollten.',
    hint: `${retention} Du kannst deine Wahl jederzeit in den Einstellungen ändern.`,
    decline: 'Ablehnen',
    agree: 'Zustimmen',
  },
  settings: {
    heading: 'Nutzungsstatistik',
    label: 'Nutzung zählen lassen',
    hint: `Wir zählen Seitenaufrufe, Anmeldungen, Schadensmeldungen, Uploads und Terminbuchungen auf unserem eigenen Server, ohne deine Verfügernummer, ohne Vertragsnummern und ohne Dritte. ${retention} Gilt auf diesem Gerät.`,
  },
} as const;
