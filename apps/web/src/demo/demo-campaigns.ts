import {
  type AccessibilityStatement,
  type accessibilityCalls,
  addDays,
  type campaignCalls,
  isoToDisplay,
  type Lecture,
  type My21Programme,
  type ServicePageContent,
  type Slider,
  type TextBlock,
} from '@servicebereich/protocol';
import { DemoCallError, type DemoHandlers } from './demo-call.ts';
import { photoPng } from './demo-documents.ts';

// The campaign content of the test mode: a shorter stand-in for the server's content folder, with
// the landscape photo as every picture.

type CampaignHandlers = Pick<
  DemoHandlers,
  | keyof typeof campaignCalls
  | keyof typeof accessibilityCalls
  | 'emailMy21Feedback'
  | 'emailMy21Fragebogen'
>;

const paragraph = (text: string): TextBlock => ({
  Kind: 'paragraph',
  Spans: [{ Text: text, Style: 'plain', Href: null }],
});

const SLIDERS: readonly Slider[] = [
  {
    Id: 'my21',
    Title: 'my21 – 21 Tage für dich',
    Text: 'Jeden Tag ein kleiner Schritt zu mehr Wohlbefinden. Mach mit!',
    Image: 'slider-my21.svg',
    ImageAlt:
      'Ein Kalender mit 21 Tagen, die ersten zehn abgehakt, daneben die Sonne und ein junger Trieb',
    Link: '/services/me1ns/my21/',
    LinkText: 'my21 starten',
  },
  {
    Id: 'me1nzuhause',
    Title: 'me1n Zuhause: Vorträge',
    Text: 'Vorträge rund ums Bauen, Sanieren und Energiesparen.',
    Image: 'slider-me1nzuhause.svg',
    ImageAlt: 'Ein Haus mit Solarmodulen auf dem Dach im Grünen, daneben Bäume und die Sonne',
    Link: '/services/me1ns/me1nzuhause',
    LinkText: 'Zu den Vorträgen',
  },
  {
    Id: 'dokbox',
    Title: 'Alles Wichtige an einem Ort',
    Text: 'Verträge, Rechnungen und Fotos sicher in deiner DokBox.',
    Image: 'slider-dokbox.svg',
    ImageAlt: 'Ein Ordner mit einem Dokument und einem Foto, daneben ein Schild mit Häkchen',
    Link: '/services/dokbox',
    LinkText: 'Zur DokBox',
  },
];

/** The my21 programme of the test mode: the title, teaser and task of each of the 21 days. */
const MY21_DAYS: readonly (readonly [title: string, teaser: string, tip: string])[] = [
  [
    'Ankommen',
    'Heute geht es los.',
    'Nimm dir fünf Minuten und schreib auf, was du in den nächsten drei Wochen für dich tun möchtest.',
  ],
  [
    'Genug trinken',
    'Wasser ist der einfachste Energiespender.',
    'Stell dir morgens eine volle Karaffe auf den Tisch und leere sie bis zum Abend.',
  ],
  [
    'Bewegung im Alltag',
    'Jeder Schritt zählt.',
    'Steig eine Station früher aus oder geh deine Wege zu Fuß. Ziel: 7.000 Schritte.',
  ],
  [
    'Bewusst atmen',
    'Ruhe in vier Sekunden.',
    'Atme vier Sekunden ein, halte vier Sekunden und atme vier Sekunden aus. Wiederhole das fünfmal.',
  ],
  [
    'Guter Schlaf',
    'Erholung beginnt am Abend.',
    'Leg das Handy eine Stunde vor dem Schlafengehen weg und lüfte dein Schlafzimmer.',
  ],
  [
    'Ein gutes Frühstück',
    'Stark in den Tag.',
    'Probier Haferflocken mit Obst und Nüssen statt Semmel mit Marmelade.',
  ],
  [
    'Rückblick auf Woche 1',
    'Eine Woche geschafft!',
    'Was ist dir leichtgefallen, was nicht? Notier dir eine Sache, die du beibehalten willst.',
  ],
  [
    'Den Rücken stärken',
    'Zehn Minuten für deine Mitte.',
    'Zwei Runden: 30 Sekunden Unterarmstütz, 15 Kniebeugen, 10 Beckenheben.',
  ],
  [
    'Digitale Pause',
    'Einmal offline, bitte.',
    'Schalte heute für zwei Stunden alle Benachrichtigungen aus.',
  ],
  ['Mehr Gemüse', 'Bunt ist gesund.', 'Iss heute zu jeder Hauptmahlzeit eine Handvoll Gemüse.'],
  [
    'Dankbarkeit',
    'Drei gute Dinge.',
    'Schreib am Abend drei Dinge auf, die heute gut waren – auch kleine.',
  ],
  [
    'Treppe statt Lift',
    'Ein Training, das nichts kostet.',
    'Nimm heute jede Treppe, die dir begegnet.',
  ],
  [
    'Nacken entspannen',
    'Lockerer Schreibtischtag.',
    'Kreise jede Stunde langsam die Schultern und neige den Kopf sanft zu beiden Seiten.',
  ],
  [
    'Rückblick auf Woche 2',
    'Halbzeit ist vorbei.',
    'Welche neue Gewohnheit fühlt sich schon selbstverständlich an?',
  ],
  [
    'Raus in die Natur',
    'Grün tut gut.',
    'Geh eine halbe Stunde spazieren, etwa an der Salzach oder auf den Kapuzinerberg.',
  ],
  [
    'Weniger Zucker',
    'Süß mit Maß.',
    'Ersetz heute Limonade und Süßigkeiten durch Wasser und Obst.',
  ],
  [
    'Stille genießen',
    'Zehn Minuten nur für dich.',
    'Setz dich an einen ruhigen Ort und tu zehn Minuten lang nichts.',
  ],
  [
    'Gemeinsam statt einsam',
    'Beziehungen halten gesund.',
    'Ruf heute jemanden an, von dem du länger nichts gehört hast.',
  ],
  [
    'Dehnen',
    'Beweglich bleiben.',
    'Dehne nach dem Aufstehen Waden, Oberschenkel und Brust je 30 Sekunden.',
  ],
  [
    'Ziele setzen',
    'Wie geht es weiter?',
    'Such dir zwei Gewohnheiten aus my21 aus und plane, wann du sie künftig machst.',
  ],
  [
    'Geschafft!',
    '21 Tage für dich.',
    'Gratuliere! Schau zurück auf deine Notizen vom ersten Tag und feiere, was du erreicht hast.',
  ],
];

const LECTURES: readonly Lecture[] = [
  {
    Id: 1,
    Title: 'Richtig heizen und lüften',
    Speaker: 'DI Martina Steiner, Energieberaterin',
    Date: '2026-02-12',
    Minutes: 45,
    Teaser: 'Wie du im Winter Energie sparst und Schimmel vermeidest.',
    HasVideo: false,
    Body: [
      paragraph(
        'Stoßlüften statt Kippfenster: drei- bis viermal am Tag für fünf bis zehn Minuten.',
      ),
      paragraph('Räume nicht ganz auskühlen lassen, im Schlafzimmer reichen 17 bis 18 Grad.'),
    ],
    VideoUrl: null,
  },
  {
    Id: 2,
    Title: 'Sicher zu Hause: Einbruchschutz',
    Speaker: 'Kontrollinspektor Andreas Huber, Kriminalprävention',
    Date: '2026-01-15',
    Minutes: 40,
    Teaser: 'Einfache Maßnahmen, die Einbrechern das Leben schwer machen.',
    HasVideo: false,
    Body: [paragraph('Sperr die Tür immer zweimal ab, auch wenn du nur kurz weg bist.')],
    VideoUrl: null,
  },
];

const heading = (text: string): TextBlock => ({
  Kind: 'heading',
  Spans: [{ Text: text, Style: 'plain', Href: null }],
});

const ACCESSIBILITY_STATEMENT: AccessibilityStatement = {
  Title: 'Erklärung zur Barrierefreiheit',
  CheckedOn: '2026-12-02',
  Body: [
    paragraph(
      'Im Testmodus zeigt die App eine kurze Fassung. Die ganze Erklärung mit allen bekannten Barrieren und dem Durchsetzungsverfahren findest du im Servicebereich.',
    ),
    heading('Welche Anforderungen wir erfüllen'),
    paragraph('WCAG 2.2 auf Stufe AA nach EN 301 549: teilweise vereinbar.'),
  ],
};

const SCHMERZLINDERUNG: ServicePageContent = {
  Title: 'Gemeinsam gesund: Schmerzlinderung',
  Image: 'schmerzlinderung.svg',
  ImageAlt:
    'Eine Person dehnt sich auf einer Matte zur Seite, daneben ein Herz mit einem Pluszeichen',
  Body: [
    paragraph('Wir ersetzen 50 Prozent der Kosten für Physiotherapie, bis zu 400 Euro im Jahr.'),
    paragraph('Lade die Verordnung und die Rechnung hier in deine DokBox hoch.'),
  ],
  Documents: ['Ärztliche Verordnung', 'Rechnung der Behandlung'],
};

/** The campaign calls of the test mode; my21 starts and keeps its ticks in memory. */
export function demoCampaignHandlers(today: string): CampaignHandlers {
  const my21: { started: string | null; done: Set<number> } = { started: null, done: new Set() };

  function programme(): My21Programme {
    const { started } = my21;
    return {
      Started: started,
      Days: MY21_DAYS.map(([title, teaser, task], i) => {
        const day = i + 1;
        const opens = started === null ? null : addDays(started, i);
        if (opens === null || opens > today) return { Day: day, Unlocked: false, UnlocksOn: opens };
        return {
          Day: day,
          Unlocked: true,
          Title: title,
          Teaser: teaser,
          Image: `my21-tag-${String(day).padStart(2, '0')}.svg`,
          ImageAlt: `Ein Bild zu Tag ${String(day)}`,
          Body: [paragraph(teaser)],
          Task: task,
          Done: my21.done.has(day),
        };
      }),
    };
  }

  const sent = () => ({ Sent: true as const });
  return {
    getSliders: () => [...SLIDERS],
    getMy21Content: programme,
    startMy21: () => {
      my21.started ??= today;
      return programme();
    },
    setMy21Erledigt: ({ tag, erledigt }) => {
      if (my21.started === null) throw new DemoCallError({ tag: 'Bitte starte my21 zuerst.' });
      const opens = addDays(my21.started, tag - 1);
      if (opens > today) {
        throw new DemoCallError({
          tag: `Dieser Tag ist noch nicht freigeschaltet. Er öffnet am ${isoToDisplay(opens) ?? opens}.`,
        });
      }
      if (erledigt) my21.done.add(tag);
      else my21.done.delete(tag);
      return programme();
    },
    getVortraege: () => LECTURES.map(({ Body: _body, VideoUrl: _video, ...summary }) => summary),
    getVortrag: ({ id }) => {
      const lecture = LECTURES.find((l) => l.Id === id);
      if (lecture === undefined)
        throw new DemoCallError({ id: 'Diesen Vortrag gibt es nicht (mehr).' });
      return lecture;
    },
    getServiceSeite: () => SCHMERZLINDERUNG,
    getContentImage: () => photoPng,
    // The my21 mails have nobody to reach in the test mode.
    emailMy21Feedback: sent,
    emailMy21Fragebogen: sent,
    getErklaerungBarrierefreiheit: () => ACCESSIBILITY_STATEMENT,
    // A reported barrier has nobody to reach in the test mode.
    emailBarrierefreiheit: sent,
  };
}
