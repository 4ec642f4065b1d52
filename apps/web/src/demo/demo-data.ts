import {
  addDays,
  calendarDate,
  DEMO_INVENTORY,
  demoLedger,
  formatContractNumber,
  isoToDisplay,
  lastDayOfMonth,
  MOTIVES,
  SHARE_DAYS_DEFAULT,
  motorCoverages,
  trackerNotActivated,
  type adviserSchema,
  INVENTORY_CATEGORY_NAME,
  type Checklist,
  type Contract,
  type ContractKind,
  type dokboxCategorySchema,
  type DokboxFile,
  type EbikeTrackerStatus,
  type InventoryItem,
  type fundSchema,
  type FundChartSlot,
  type LedgerKind,
  type LedgerOptions,
  type Motive,
  type PostboxEntry,
  POSTBOX_CONSENT_VERSION,
  type postboxSettingsSchema,
  type StormDevice,
  type StormStatus,
  type StormWarning,
  type transactionSchema,
  type User,
} from '@servicebereich/protocol';
import type { z } from 'zod/mini';

// The test customer of the test mode (Verfügernummer 1234567890) and everything the app can ask
// about her. Dates are computed from `today`, so the same day always gives the same data and the
// newest transactions, messages and files are always recent.

type Transaction = z.infer<typeof transactionSchema>;
type Fund = z.infer<typeof fundSchema>;
export type Adviser = z.infer<typeof adviserSchema>;
type PostboxSettings = z.infer<typeof postboxSettingsSchema>;
/** A contract's storm warning with its devices, which UnwetterGetDevicesForContract answers. */
export type DemoStormWarning = StormStatus & { Geraete: StormDevice[] };
type DokboxCategory = z.infer<typeof dokboxCategorySchema>;
type Details = Contract['Details'];

export type DemoContract = {
  contract: Contract;
  /** The bookings of the current and the two previous years, oldest first. */
  transactions: Transaction[];
  /** The policy values of a FlexibleLife, FlexibleLife 2.0 or Voll:Wert contract. */
  pension?: { Rueckkaufswert: number; Garantiekapital: number; Risikoschutz: number };
  funds?: Fund[];
  /** The latest valuation day and the month-end values of the funds before it. */
  fundValues?: { Stichtag: string; Verlauf: { Datum: string; Wert: number }[] };
};

/** A DokBox file as kept: generated content, or what the customer uploaded in the test mode. */
export type DemoDokboxFile = Pick<
  DokboxFile,
  | 'fileId'
  | 'fileName'
  | 'fileDesciption'
  | 'fileDate'
  | 'fileCategoryId'
  | 'fileIs360'
  | 'fileShareUrl'
  | 'fileShareValidUntil'
> & { content: 'pdf' | 'photo' | Blob };

/** An item of the household inventory as kept: its photo and receipt by their DokBox ids. */
export type DemoInventoryEntry = Omit<InventoryItem, 'Foto' | 'Beleg'> & {
  fotoId: string | null;
  belegId: string | null;
};

export type DemoData = {
  user: User;
  contracts: DemoContract[];
  checklists: Checklist[];
  postbox: PostboxEntry[];
  postboxSettings: PostboxSettings;
  dokboxCategories: DokboxCategory[];
  dokboxFiles: DemoDokboxFile[];
  /** The customer's own adviser, for building savings, loans and pension products. */
  adviser: Adviser;
  /** The adviser for property, motor, legal and accident insurance. */
  insuranceAdviser: Adviser;
  stormWarnings: Map<string, DemoStormWarning>;
  /** The warnings of the test mode, each with every postcode it covers. */
  stormWarningList: StormWarning[];
  ebikeTrackers: Map<string, EbikeTrackerStatus>;
  /** The household inventory, newest change first. */
  inventory: DemoInventoryEntry[];
};

export const DEMO_CUSTOMER_NUMBER = '1234567890';

/** The household insurance the demo inventory is of. */
const DEMO_HOUSEHOLD_CONTRACT = '7401937582';

/**
 * The token of the confirmation link for a new e-mail address in the test mode, which mails
 * nothing: the link is `/profil/email-bestaetigung#` with it.
 */
export const DEMO_EMAIL_CHANGE_TOKEN = 'testmodus-email-bestaetigung-0000000000000a';

// Dates are calendar dates (`yyyy-mm-dd`); the arithmetic runs in UTC so no time zone shifts a day.

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The next Monday to Friday after `iso`. */
export function nextBusinessDay(iso: string): string {
  let next = addDays(iso, 1);
  while ([0, 6].includes(toUtc(next).getUTCDay())) next = addDays(next, 1);
  return next;
}

function previousBusinessDay(iso: string): string {
  let previous = addDays(iso, -1);
  while ([0, 6].includes(toUtc(previous).getUTCDay())) previous = addDays(previous, -1);
  return previous;
}

export function demoShareUrl(fileId: string): string {
  return `https://freigabe.example.com/dokbox/${fileId.toLowerCase()}`;
}

/** The text of a generated PDF: its title, place and date, and what it is. */
export function documentLines(title: string, date: string): string[] {
  return [
    title,
    `Salzburg, am ${isoToDisplay(date) ?? date}`,
    'Dieses Dokument ist ein Beispiel aus dem Testmodus des Servicebereichs.',
  ];
}

const USER: User = {
  verfuegernummer: DEMO_CUSTOMER_NUMBER,
  geschlecht: 'w',
  titelvorne: 'Mag.',
  titelhinten: '',
  vorname: 'Sabine',
  nachname: 'Wagner',
  geburtsdatum: '1984-06-14',
  email: 'sabine.wagner@example.at',
  mobil: '+43 664 2718345',
  strasse: 'Ignaz-Harrer-Straße',
  hausnummer: '17',
  stiegestocktuer: '1/2/9',
  plz: '5020',
  ort: 'Salzburg',
  beruf: 'lehrer',
  beschaeftigungsart: 'Teilzeit',
};

const HOME_ADDRESS = 'Ignaz-Harrer-Straße 17/1/2/9, 5020 Salzburg';

const OWN_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Sabine Wagner',
  BankName: 'Salzburger Sparkasse Bank AG',
  Iban: 'AT282040400041738265',
  Bic: 'SBGSAT2SXXX',
} as const satisfies Partial<Details>;

const JOINT_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Sabine und Thomas Wagner',
  BankName: 'Raiffeisenverband Salzburg eGen',
  Iban: 'AT963500000015294708',
  Bic: 'RVSAAT2SXXX',
} as const satisfies Partial<Details>;

/** A German account: a SEPA direct debit may come from any SEPA country, not only Austria. */
const GERMAN_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Sabine Wagner',
  BankName: 'Sparkasse Berchtesgadener Land',
  Iban: 'DE72710500000020847163',
  Bic: 'BYLADEM1BGL',
} as const satisfies Partial<Details>;

/** The funds the pension products invest in; prices are cents per unit at the latest valuation. */
const FUNDS = {
  aktienWelt: { Name: 'Alpina Aktien Welt', Isin: 'ATDEMO000018', price: 24_615 },
  anleihenEuro: { Name: 'Alpina Anleihen Euro', Isin: 'ATDEMO000026', price: 9_872 },
  nachhaltig: { Name: 'Salzach Nachhaltig Aktien', Isin: 'ATDEMO000034', price: 13_490 },
  immobilien: { Name: 'Tauern Immobilien Europa', Isin: 'ATDEMO000042', price: 10_955 },
  geldmarkt: { Name: 'Donau Geldmarkt Euro', Isin: 'ATDEMO000059', price: 10_218 },
  emerging: { Name: 'Alpina Emerging Markets', Isin: 'ATDEMO000067', price: 7_364 },
  mischfonds: { Name: 'Kaiser Mischfonds Ausgewogen', Isin: 'ATDEMO000075', price: 15_127 },
  klima: { Name: 'Alpina Klima & Zukunft', Isin: 'ATDEMO000083', price: 11_483 },
} as const;

/** A fund slot: which fund, its share of the premium (percent) and the units held. */
type Holding = readonly [
  slot: FundChartSlot,
  fund: keyof typeof FUNDS,
  share: number,
  units: number,
];

/** How a contract's bookings come about; an open application has none yet. */
type Ledger = LedgerKind | 'none';

type ContractSpec = {
  number: string;
  kind: ContractKind;
  motives: readonly Motive[];
  features?: Contract['Features'];
  /** Years before the current one and the month it began; none while the application is open. */
  start?: readonly [yearsAgo: number, month: number];
  /** Term in years; none for contracts that run until cancelled. */
  years?: number;
  details: Omit<Details, 'ContractIdFormatted' | 'FromDate' | 'ToDate' | 'Duration' | 'Balance'>;
  ledger: Ledger;
  pension?: DemoContract['pension'];
  holdings?: readonly Holding[];
};

const RENOVATION_LOAN_NUMBER = '6109935104';

const CONTRACTS: readonly ContractSpec[] = [
  {
    number: '4103827415',
    kind: 'Ansparen',
    motives: ['geld', 'wohnen'],
    start: [5, 2],
    years: 6,
    details: {
      Name: 'Bausparvertrag',
      Status: 'aktiv',
      ContractAmount: 2_000_000,
      AktuelleSparrate: 10_000,
      InterestRate: 2.25,
      DirectDebitDay: 5,
      PaymentInterval: 'MONTHLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'savings',
  },
  {
    number: '5208461937',
    kind: 'Andere',
    motives: ['geld', 'zukunft'],
    start: [4, 9],
    details: {
      Name: 'Fondssparplan Nachhaltig',
      Status: 'aktiv',
      AktuelleSparrate: 7_500,
      DirectDebitDay: 15,
      PaymentInterval: 'MONTHLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'fundPlan',
  },
  {
    number: '6104729583',
    kind: 'Finanzierung',
    motives: ['wohnen'],
    start: [7, 9],
    years: 25,
    details: {
      Name: 'Wohnbaudarlehen',
      Status: 'aktiv',
      ContractAmount: 18_000_000,
      InterestRate: 2.9,
      InterestRateType: 'variabel',
      DirectDebitDay: 15,
      PaymentInterval: 'MONTHLY',
      ...JOINT_ACCOUNT,
    },
    ledger: 'loan',
  },
  {
    number: RENOVATION_LOAN_NUMBER,
    kind: 'Finanzierung',
    motives: ['wohnen'],
    years: 15,
    details: {
      Name: 'Sanierungsdarlehen Fenster & Photovoltaik',
      Status: 'in Bearbeitung',
      ContractAmount: 3_500_000,
      InterestRate: 3.4,
      InterestRateType: 'fix',
      PaymentInterval: 'MONTHLY',
      DirectDebitDay: 15,
      ...JOINT_ACCOUNT,
    },
    ledger: 'none',
  },
  {
    number: '8104629370',
    kind: 'LebenRisiko',
    motives: ['zukunft'],
    start: [8, 7],
    years: 30,
    details: {
      Name: 'FlexibleLife',
      Produkt: 'FlexibleLife',
      Status: 'aktiv',
      GrossAmount: 8_500,
      Wertanpassung: 'J',
      Hauptfaelligkeit: 7,
      DirectDebitDay: 5,
      PaymentInterval: 'MONTHLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'premiums',
    pension: { Rueckkaufswert: 938_450, Garantiekapital: 2_448_000, Risikoschutz: 3_000_000 },
    holdings: [
      ['fonds1', 'aktienWelt', 30, 14.82],
      ['fonds2', 'anleihenEuro', 20, 20.11],
      ['fonds3', 'nachhaltig', 25, 17.35],
      ['fonds4', 'immobilien', 0, 0],
      ['fonds5', 'geldmarkt', 10, 6.04],
      ['fonds6', 'emerging', 15, 12.9],
      ['fonds7', 'mischfonds', 0, 3.27],
    ],
  },
  {
    number: '8109274015',
    kind: 'LebenRisiko',
    motives: ['zukunft', 'geld'],
    start: [3, 4],
    years: 25,
    details: {
      Name: 'FlexibleLife 2.0',
      Produkt: 'FlexibleLife20',
      Status: 'aktiv',
      GrossAmount: 36_000,
      Wertanpassung: 'N',
      Hauptfaelligkeit: 4,
      DirectDebitDay: 25,
      PaymentInterval: 'QUARTERLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'premiums',
    pension: { Rueckkaufswert: 431_870, Garantiekapital: 0, Risikoschutz: 1_500_000 },
    holdings: [
      ['fonds1', 'nachhaltig', 40, 14.76],
      ['fonds2', 'klima', 30, 10.41],
      ['fonds3', 'aktienWelt', 20, 4.02],
      ['fonds4', 'anleihenEuro', 10, 5.13],
      ['fonds5', 'geldmarkt', 0, 0],
      ['fonds6', 'emerging', 0, 0],
    ],
  },
  {
    number: '8207315846',
    kind: 'LebenRisiko',
    motives: ['zukunft', 'geld'],
    start: [10, 10],
    years: 20,
    details: {
      Name: 'Voll:Wert',
      Produkt: 'VollWert',
      Status: 'aktiv',
      GrossAmount: 120_000,
      Wertanpassung: 'J',
      Hauptfaelligkeit: 10,
      PaymentInterval: 'YEARLY',
      ...GERMAN_ACCOUNT,
    },
    ledger: 'premiums',
    pension: { Rueckkaufswert: 1_472_300, Garantiekapital: 2_400_000, Risikoschutz: 2_000_000 },
    holdings: [
      ['fonds1', 'mischfonds', 50, 52.6],
      ['fonds2', 'anleihenEuro', 30, 48.3],
      ['fonds3', 'immobilien', 20, 21.4],
      ['fonds4', 'aktienWelt', 0, 1.2],
      ['fonds5', 'geldmarkt', 0, 0],
    ],
  },
  {
    number: '8302648159',
    kind: 'LebenRisiko',
    motives: ['karriere', 'gesundheit'],
    start: [6, 5],
    years: 32,
    details: {
      Name: 'Berufsunfähigkeitsvorsorge',
      Status: 'aktiv',
      GrossAmount: 4_690,
      Wertanpassung: 'N',
      Hauptfaelligkeit: 5,
      DirectDebitDay: 5,
      PaymentInterval: 'MONTHLY',
      ...GERMAN_ACCOUNT,
    },
    ledger: 'premiums',
  },
  {
    number: '7305518264',
    kind: 'KFZ',
    motives: ['mobilitaet'],
    features: { SchadensmeldungKfz: true, Unwetter: true, EbikeTracker: false },
    start: [2, 3],
    details: {
      Name: 'Kfz-Versicherung',
      Status: 'aktiv',
      KfzBezeichnung: 'VW Tiguan 2.0 TDI 4MOTION',
      KfzKennzeichen: 'SL-472FK',
      ...motorCoverages({ Haftpflicht: 5_240, Teilkasko: 1_890, Insassenunfall: 320 }),
      Hauptfaelligkeit: 3,
      DirectDebitDay: 25,
      PaymentInterval: 'MONTHLY',
      ...JOINT_ACCOUNT,
    },
    ledger: 'premiums',
  },
  {
    number: '7508264931',
    kind: 'KFZ',
    motives: ['mobilitaet', 'gesundheit'],
    features: { EbikeTracker: true, SchadensmeldungSach: true },
    start: [1, 5],
    details: {
      Name: 'E-Bike-Versicherung',
      Status: 'aktiv',
      KfzBezeichnung: 'KTM Macina Tour 710',
      GrossAmount: 1_490,
      Hauptfaelligkeit: 5,
      DirectDebitDay: 5,
      PaymentInterval: 'MONTHLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'premiums',
  },
  {
    number: '7401937582',
    kind: 'EigenheimHaushalt',
    motives: ['wohnen'],
    features: { SchadensmeldungHaushalt: true, SchadensmeldungSach: true, Unwetter: true },
    start: [7, 9],
    details: {
      Name: 'Eigenheim- und Haushaltsversicherung',
      Status: 'aktiv',
      Risikoadresse: HOME_ADDRESS,
      HoechsthaftungssummeHaushalt: 15_000_000,
      HoechsthaftungssummeEigenheim: 42_000_000,
      GrossAmount: 12_840,
      Hauptfaelligkeit: 9,
      DirectDebitDay: 15,
      PaymentInterval: 'QUARTERLY',
      ...JOINT_ACCOUNT,
    },
    ledger: 'premiums',
  },
  {
    number: '7602849317',
    kind: 'Rechtschutz',
    motives: ['karriere', 'mobilitaet'],
    features: {
      SchadensmeldungRecht: true,
      SchadensmeldungRechtKfz: true,
      SchadensmeldungRechtSach: false,
    },
    start: [4, 1],
    years: 10,
    details: {
      Name: 'Rechtsschutz Privat, Beruf & Verkehr',
      Status: 'aktiv',
      GrossAmount: 15_270,
      Hauptfaelligkeit: 1,
      PaymentMode: 'CREDITTRANSFER',
      PaymentInterval: 'HALF-YEARLY',
    },
    ledger: 'premiums',
  },
  {
    number: '7705193846',
    kind: 'UnfallKrankheit',
    motives: ['gesundheit'],
    features: {},
    start: [9, 4],
    years: 10,
    details: {
      Name: 'Unfallversicherung Familie',
      Status: 'aktiv',
      GrossAmount: 31_860,
      Wertanpassung: 'J',
      Hauptfaelligkeit: 4,
      PaymentMode: 'PAYMENTFORM',
      PaymentInterval: 'YEARLY',
    },
    ledger: 'premiums',
  },
  {
    number: '7709428561',
    kind: 'UnfallKrankheit',
    motives: ['gesundheit'],
    start: [3, 1],
    details: {
      Name: 'Private Krankenversicherung Sonderklasse',
      Status: 'aktiv',
      GrossAmount: 16_430,
      Wertanpassung: 'J',
      Hauptfaelligkeit: 1,
      DirectDebitDay: 5,
      PaymentInterval: 'MONTHLY',
      ...OWN_ACCOUNT,
    },
    ledger: 'premiums',
  },
];

/** The test mode's ledgers: every contract shows its bookings from its start on. */
const LEDGER_OPTIONS: Omit<LedgerOptions, 'today'> = { savingsAccountFee: 600, fundGainPercent: 8 };

/** The last `count` [year, month] pairs up to and including the month of `to`. */
function monthsBack(to: string, count: number): [number, number][] {
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = last - count + 1 + i;
    return [Math.floor(index / 12), (index % 12) + 1];
  });
}

/**
 * Month-end values of the last three years up to the valuation day: the contributions made since,
 * and a market that went up and down, ending exactly at the current value. As in the server's
 * demo data, each contract takes its own path: how much and how often its value swung, and where
 * the swings began, follow from the digits of its number.
 */
function fundHistory(value: number, yearsHeld: number, stichtag: string, contractNumber: string) {
  const points = 36;
  const seed = (contractNumber.match(/\d/g) ?? []).reduce((sum, digit) => sum + Number(digit), 0);
  const swing = 0.04 + (seed % 4) * 0.02;
  const wave = 0.6 + (seed % 3) * 0.35;
  const phase = seed % 5;
  const valueThreeYearsAgo = Math.max(0.15, 1 - points / Math.max(yearsHeld * 12, points));
  return monthsBack(stichtag, points).map(([year, month], i) => {
    const remaining = (points - 1 - i) / (points - 1);
    const contributions = 1 - (1 - valueThreeYearsAgo) * remaining;
    const market = 1 + swing * Math.sin(i * wave + phase) * remaining;
    const monthEnd = calendarDate(year, month, lastDayOfMonth(year, month));
    return {
      Datum: monthEnd < stichtag ? monthEnd : stichtag,
      Wert: Math.round(value * contributions * market),
    };
  });
}

/** Start, end and term of a contract; an open application has none of them. */
function term(spec: ContractSpec, thisYear: number): Partial<Details> {
  if (spec.start === undefined) return spec.years === undefined ? {} : { Duration: spec.years };
  const [yearsAgo, month] = spec.start;
  const from = calendarDate(thisYear - yearsAgo, month, 1);
  if (spec.years === undefined) return { FromDate: from, ToDate: null };
  return {
    FromDate: from,
    ToDate: addDays(calendarDate(thisYear - yearsAgo + spec.years, month, 1), -1),
    Duration: spec.years,
  };
}

function buildContract(spec: ContractSpec, today: string): DemoContract {
  const thisYear = Number(today.slice(0, 4));
  const details: Details = {
    ...spec.details,
    ContractIdFormatted: formatContractNumber(spec.number),
    ...term(spec, thisYear),
  };
  const booked =
    spec.ledger === 'none'
      ? { transactions: [] }
      : demoLedger(spec.ledger, details, { ...LEDGER_OPTIONS, today });
  const windowStart = calendarDate(thisYear - 2, 1, 1);
  const demo: DemoContract = {
    contract: {
      ContractId: spec.number,
      Kind: spec.kind,
      Motives: Object.fromEntries(spec.motives.map((m) => [m, MOTIVES[m].motiveName])),
      Features: { ...spec.features },
      Details: booked.balance === undefined ? details : { ...details, Balance: booked.balance },
    },
    transactions: booked.transactions.filter((t) => t.BookingDate >= windowStart),
  };
  if (spec.pension !== undefined) demo.pension = { ...spec.pension };
  if (spec.holdings !== undefined) {
    const funds = spec.holdings.map(([slot, fund, share, units]) => ({
      Slot: slot,
      Name: FUNDS[fund].Name,
      Isin: FUNDS[fund].Isin,
      Anteil: share,
      Stueck: units,
      Wert: Math.round(units * FUNDS[fund].price),
    }));
    // Funds are priced on business days only.
    const stichtag = previousBusinessDay(today);
    const value = funds.reduce((sum, f) => sum + f.Wert, 0);
    demo.funds = funds;
    demo.fundValues = {
      Stichtag: stichtag,
      Verlauf: fundHistory(value, spec.start?.[0] ?? 0, stichtag, spec.number),
    };
  }
  return demo;
}

const CHECKLIST_ITEMS = [
  {
    title: 'Lohnzettel der letzten 3 Monate',
    description: 'Deine Lohn- oder Gehaltszettel der letzten drei Monate.',
    required: true,
    uploaded: ['Gehaltszettel_1.pdf', 'Gehaltszettel_2.pdf'],
  },
  {
    title: 'Kostenvoranschläge',
    description: 'Die Angebote für Fenstertausch und Photovoltaikanlage.',
    required: true,
    uploaded: ['Angebot_Fenster_Holzbau_Pichler.pdf'],
  },
  {
    title: 'Grundbuchauszug',
    description: 'Einen aktuellen Grundbuchauszug, nicht älter als drei Monate.',
    required: true,
    uploaded: [],
  },
  {
    title: 'Lichtbildausweis',
    description: 'Reisepass, Personalausweis oder Führerschein, Vorder- und Rückseite.',
    required: true,
    uploaded: ['Reisepass.jpg'],
  },
  {
    title: 'Energieausweis',
    description: 'Falls vorhanden: den Energieausweis des Gebäudes.',
    required: false,
    uploaded: [],
  },
  {
    title: 'Meldezettel',
    description: 'Deine aktuelle Meldebestätigung.',
    required: false,
    uploaded: [],
  },
] as const;

function buildChecklists(today: string): Checklist[] {
  return [
    {
      ChecklistId: 'KCL-1',
      ContractId: RENOVATION_LOAN_NUMBER,
      Title: 'Unterlagen für dein Sanierungsdarlehen',
      Items: CHECKLIST_ITEMS.map((item, i) => ({
        ItemId: `KCL-1-${i + 1}`,
        Title: item.title,
        Description: item.description,
        Required: item.required,
        Documents: item.uploaded.map((fileName, j) => ({
          DocumentId: `KCL-DOC-${i + 1}${j + 1}`,
          FileName: fileName,
          Description: '',
          UploadDate: addDays(today, -(12 - i - j)),
        })),
      })),
    },
  ];
}

/**
 * Postbox messages: days before today, title, whether the customer has opened it yet, and
 * whether it is legally relevant.
 */
const POSTBOX: readonly (readonly [
  daysAgo: number,
  title: string,
  unread: boolean,
  legallyRelevant: boolean,
])[] = [
  [2, 'Kontoinformation Bausparvertrag', true, false],
  [9, 'Wertmitteilung FlexibleLife 2.0', true, false],
  [27, 'Prämienvorschreibung Eigenheim- und Haushaltsversicherung', false, false],
  [61, 'Zinsinformation Wohnbaudarlehen', false, false],
  [142, 'Nachtrag zur Polizze Kfz-Versicherung', false, true],
  [233, 'Jahresinformation Voll:Wert', false, false],
  [388, 'Jahreskontoauszug Bausparvertrag', false, false],
  [517, 'Bestätigung der neuen Bankverbindung', false, false],
  [702, 'Willkommen in deiner Postbox', false, false],
];

const DOKBOX_CATEGORIES: readonly DokboxCategory[] = [
  { id: 1, name: 'Wohnen & Immobilie', isusercategory: false },
  { id: 2, name: 'Fahrzeuge', isusercategory: false },
  { id: 3, name: 'Gesundheit', isusercategory: false },
  { id: 4, name: 'Verträge & Polizzen', isusercategory: false },
  { id: 8, name: INVENTORY_CATEGORY_NAME, isusercategory: false },
  { id: 7, name: 'Bestätigungen', isusercategory: false },
  { id: 5, name: 'Finanzen & Steuern', isusercategory: false },
  { id: 6, name: 'Urlaub & Reisen', isusercategory: true },
];

type DocumentSpec = {
  name: string;
  description: string;
  categoryId: number;
  daysAgo: number;
  /** One entry per file; files with the same fields form one group. */
  files: readonly ('pdf' | 'photo' | 'photo360')[];
  shared?: boolean;
};

const DOKBOX_DOCUMENTS: readonly DocumentSpec[] = [
  {
    name: 'Reiseversicherung Kroatien',
    description: 'Polizze und Notfallnummern für den Sommerurlaub',
    categoryId: 6,
    daysAgo: 18,
    files: ['pdf'],
  },
  {
    // Building year and living area in m², as the ImmoWert valuation stores them.
    name: 'ImmoWert - Eigentumswohnung Salzburg-Lehen',
    description: '1998###84',
    categoryId: 1,
    daysAgo: 34,
    files: ['pdf'],
  },
  {
    name: 'Einkommensteuerbescheid',
    description: 'Arbeitnehmerveranlagung',
    categoryId: 5,
    daysAgo: 58,
    files: ['pdf'],
  },
  {
    name: 'Fotos Hagelschaden Carport',
    description: 'Nach dem Unwetter, für die Schadensmeldung',
    categoryId: 1,
    daysAgo: 76,
    files: ['photo', 'photo', 'photo360'],
  },
  {
    name: 'Gemeinsam gesund - Vorsorgeuntersuchung',
    description: 'Befund der jährlichen Vorsorgeuntersuchung',
    categoryId: 3,
    daysAgo: 121,
    files: ['pdf'],
  },
  {
    name: 'Rechnung E-Bike',
    description: 'KTM Macina Tour 710, Kauf bei Radsport Gaisberg',
    categoryId: 2,
    daysAgo: 297,
    files: ['pdf'],
    shared: true,
  },
  {
    name: 'Zulassungsschein VW Tiguan',
    description: '',
    categoryId: 2,
    daysAgo: 404,
    files: ['photo'],
  },
  {
    name: 'Impfpass',
    description: 'Alle Seiten',
    categoryId: 3,
    daysAgo: 498,
    files: ['photo', 'photo'],
  },
  {
    name: 'Polizze Unfallversicherung Familie',
    description: '',
    categoryId: 4,
    daysAgo: 655,
    files: ['pdf'],
  },
  {
    name: 'Kaufvertrag Eigentumswohnung',
    description: 'Kaufvertrag mit Grundbuchsbeschluss',
    categoryId: 1,
    daysAgo: 980,
    files: ['pdf', 'pdf'],
  },
];

function buildDokboxFiles(today: string): DemoDokboxFile[] {
  let nextId = 1001;
  return DOKBOX_DOCUMENTS.flatMap((doc) =>
    doc.files.map((kind) => {
      const fileId = `DB-${nextId++}`;
      return {
        fileId,
        fileName: doc.name,
        fileDesciption: doc.description,
        fileDate: addDays(today, -doc.daysAgo),
        fileCategoryId: doc.categoryId,
        fileIs360: kind === 'photo360',
        fileShareUrl: doc.shared === true ? demoShareUrl(fileId) : null,
        fileShareValidUntil: doc.shared === true ? addDays(today, SHARE_DAYS_DEFAULT) : null,
        content: kind === 'pdf' ? 'pdf' : 'photo',
      };
    }),
  );
}

const ADVISER: Adviser = {
  AgentId: 'B-20417',
  Name: 'Mag. Florian Eder',
  Funktion: 'Kundenberater Wohnen & Vorsorge',
  Email: 'florian.eder@example.at',
  Telefon: '+43 662 8042 315',
  Adresse: 'Schwarzstraße 24, 5020 Salzburg',
  BildUrl: '/api?Mode=MeinServicebereich&Function=GetBeraterBild&beraterid=B-20417',
  VideoTermin: true,
};

const INSURANCE_ADVISER: Adviser = {
  AgentId: 'B-31108',
  Name: 'Elisabeth Moser',
  Funktion: 'Versicherungsberaterin',
  Email: 'elisabeth.moser@example.at',
  Telefon: '+43 662 8042 127',
  Adresse: 'Schwarzstraße 24, 5020 Salzburg',
  BildUrl: null,
  VideoTermin: false,
};

/**
 * The code that confirms a phone number in the test mode, which sends no SMS: the screen says so
 * (texts/storm-warning.ts).
 */
export const DEMO_STORM_CODE = '123456';

/** The places of the postcodes the test mode knows; any other Austrian-looking one has none. */
export const DEMO_POSTCODE_PLACES: Readonly<Record<string, readonly string[]>> = {
  '1010': ['Wien'],
  '1070': ['Wien'],
  '2380': ['Perchtoldsdorf'],
  '4020': ['Linz', 'Leonding'],
  '5020': ['Salzburg'],
  '5071': ['Wals-Siezenheim'],
  '6020': ['Innsbruck'],
  '8010': ['Graz'],
  '9020': ['Klagenfurt am Wörthersee'],
};

function buildStormWarnings(): Map<string, DemoStormWarning> {
  const status = (contractId: string, plz: readonly string[]): DemoStormWarning => ({
    vertragsnummer: contractId,
    Aktiv: plz.length > 0,
    PerEmail: true,
    Email: USER.email,
    PLZ: plz.map((p) => ({ plz: p, Orte: [...(DEMO_POSTCODE_PLACES[p] ?? [])] })),
    Geraete: [],
    Quelle: true,
    SMS: true,
  });
  const home = status('7401937582', ['5020', '5071']);
  home.Geraete.push({
    vertragsnummer: '7401937582',
    deviceid: 'sms-testmodus-0001',
    devicetype: 'sms',
    plz: ['5020', '5071'],
    devicename: 'Handy Sabine',
    mobil: '+436642718345',
    bestaetigt: true,
  });
  return new Map([
    ['7401937582', home],
    ['7305518264', status('7305518264', [])],
  ]);
}

/** A storm warning current today for Salzburg, and a thunderstorm warning of two days ago. */
function buildStormWarningList(today: string): StormWarning[] {
  const at = (day: string, hourUtc: number) =>
    new Date(`${day}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`).toISOString();
  return [
    {
      Id: 'testmodus-sturm',
      Art: 'sturm',
      Stufe: 'orange',
      Ereignis: 'Sturmböen',
      Titel: 'Föhnsturm mit Böen bis 100 km/h im Salzburger Becken',
      Beschreibung:
        'Ein kräftiger Südföhn bringt im Salzburger Becken Sturmböen bis 100 km/h. Äste können abbrechen, lose Gegenstände weggeweht werden.',
      Handlungsempfehlung:
        'Sichere lose Gegenstände auf Balkon und Terrasse, schließe Fenster und Markisen und parke nicht unter Bäumen.',
      Beginn: at(today, 5),
      Ende: at(addDays(today, 1), 5),
      PLZ: ['5020', '5071', '5081'],
      Aktuell: true,
      Herausgeber: 'GeoSphere Austria',
    },
    {
      Id: 'testmodus-gewitter',
      Art: 'gewitter',
      Stufe: 'gelb',
      Ereignis: 'Gewitter',
      Titel: 'Einzelne Gewitter mit Starkregen',
      Beschreibung: 'Am Nachmittag einzelne Gewitter mit Starkregen und Windböen bis 70 km/h.',
      Handlungsempfehlung: '',
      Beginn: at(addDays(today, -2), 13),
      Ende: at(addDays(today, -2), 19),
      PLZ: ['5071'],
      Aktuell: false,
      Herausgeber: 'GeoSphere Austria',
    },
  ];
}

/** The e-bike's tracker is not activated yet; an activation is active on the next look. */
function buildEbikeTrackers(): Map<string, EbikeTrackerStatus> {
  return new Map([['7508264931', trackerNotActivated(true)]]);
}

/** Fresh data for one run of the test mode: the test mode changes it in place. */
export function buildDemoData(today: string): DemoData {
  return {
    user: { ...USER },
    contracts: CONTRACTS.map((spec) => buildContract(spec, today)),
    checklists: buildChecklists(today),
    postbox: POSTBOX.map(([daysAgo, title, unread, legallyRelevant], i) => ({
      Key: `PB-${String(POSTBOX.length - i).padStart(4, '0')}`,
      id: `PB-${String(POSTBOX.length - i).padStart(4, '0')}`,
      Status: unread ? 'UNREAD' : 'READ',
      Title: title,
      CreationDate: addDays(today, -daysAgo),
      RechtlichRelevant: legallyRelevant,
    })),
    // The letters arrived electronically: the consent was given with the first of them.
    postboxSettings: {
      ElektronischeZustellung: true,
      ZugestimmtAm: addDays(today, -702),
      Zustimmungstext: POSTBOX_CONSENT_VERSION,
      PapierfassungAngefordertAm: null,
      Benachrichtigung: true,
      Email: USER.email,
    },
    dokboxCategories: DOKBOX_CATEGORIES.map((category) => ({ ...category })),
    dokboxFiles: buildDokboxFiles(today),
    adviser: ADVISER,
    insuranceAdviser: INSURANCE_ADVISER,
    stormWarnings: buildStormWarnings(),
    stormWarningList: buildStormWarningList(today),
    ebikeTrackers: buildEbikeTrackers(),
    inventory: DEMO_INVENTORY.map((item, index) => ({
      ...item,
      Id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      Vertragsnummer: DEMO_HOUSEHOLD_CONTRACT,
      Geaendert: Date.parse(`${today}T08:00:00Z`) - index * 60_000,
      fotoId: null,
      belegId: null,
    })),
  };
}
