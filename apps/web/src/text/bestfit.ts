import type { Motive } from '@servicebereich/protocol';

/** Texts of the Best fit needs check. */
export const bestFitTexts = {
  intro:
    'Passt deine Absicherung zu deinem Leben? Beantworte zu jeder unserer sechs Welten zwei kurze Fragen. Deine Antworten bleiben auf deinem Gerät.',
  stepIntro: 'Was trifft auf dich zu? Wähle alles aus, was passt.',
  next: 'Weiter',
  back: 'Zurück',
  evaluate: 'Auswerten',
  /** Two statements per motive world; one that applies shows a need there. */
  questions: {
    wohnen: [
      'Ich habe eine eigene Wohnung oder ein Haus, oder ich plane, eines zu kaufen oder zu bauen.',
      'Ich möchte mein Zuhause und meinen Hausrat gegen Schäden absichern.',
    ],
    mobilitaet: [
      'Ich habe ein Auto, ein Motorrad oder ein E-Bike.',
      'Ich pendle regelmäßig oder bin viel unterwegs.',
    ],
    gesundheit: [
      'Nach einem Unfall, auch in der Freizeit, möchte ich gut versorgt sein.',
      'Im Krankenhaus möchte ich als Privatpatientin oder Privatpatient versorgt werden.',
    ],
    geld: [
      'Ich möchte regelmäßig Geld zur Seite legen.',
      'Ich habe Ersparnisse, die mehr Ertrag bringen sollen.',
    ],
    zukunft: [
      'Ich möchte für meine Pension vorsorgen.',
      'Meine Familie soll abgesichert sein, wenn mir etwas zustößt.',
    ],
    karriere: [
      'Bei Streit mit Arbeitgeber, Vermieter oder im Verkehr möchte ich rechtlich abgesichert sein.',
      'Ich plane eine Weiterbildung, einen Jobwechsel oder die Selbstständigkeit.',
    ],
  } satisfies Record<Motive, readonly [string, string]>,
  resultTitle: 'Dein Ergebnis',
  resultIntro:
    'So passen deine Verträge zu dem, was dir wichtig ist. Deine Beraterin oder dein Berater hilft dir gerne weiter.',
  open: 'Hier lohnt sich ein Gespräch',
  openHint: 'Dir ist das wichtig, aber du hast dafür noch keinen Vertrag.',
  covered: 'Gut abgesichert',
  coveredHint: 'Dafür hast du schon einen Vertrag.',
  noNeed: 'Derzeit kein Bedarf',
  noNeedHint: 'Hier hast du nichts angekreuzt.',
  contracts: (names: string) => `Deine Verträge: ${names}`,
  noContracts: 'Noch kein Vertrag',
  talkOpen: (world: string) => `Beratung zu ${world} vereinbaren`,
  talkCovered: (world: string) => `Absicherung für ${world} besprechen`,
  restart: 'Noch einmal beantworten',
} as const;
