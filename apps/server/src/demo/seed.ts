import { randomUUID } from 'node:crypto';
import {
  calendarDate,
  DEMO_INVENTORY,
  demoLedger,
  formatContractNumber,
  freeSlots,
  lastDayOfMonth,
  motorCoverages,
  OFFICE_HOURS,
  type Contract,
  type ContractKind,
  type LedgerBooking,
  type LedgerDetails,
  type LedgerKind,
  type LedgerOptions,
  type Motive,
  viennaIsoDate,
  VIDEO_BOOKING_DAYS,
  VIDEO_SLOT_MINUTES,
  VIDEO_TOPIC_DOCUMENTS,
} from '@servicebereich/protocol';
import type { Kysely, Transaction } from 'kysely';
import {
  assignAdviser,
  insertAdviser,
  insertAdviserHours,
  insertChecklist,
  insertClaim,
  insertPostboxConsent,
  insertPostboxEntry,
  insertPension,
  insertContract,
  insertCustomer,
  insertTransactions,
  insertVideoAppointment,
  motivesMap,
  type NewAdviser,
  type NewChecklist,
  type NewCustomer,
  type NewFund,
  type NewTransaction,
} from '../db/records.ts';
import type { Tables } from '../db/tables.ts';
import { putBlob, type BlobStore } from '../files/blob-store.ts';
import { setAdviserPhoto } from '../features/adviser/adviser-photos.ts';
import { DEMO_PORTRAITS, portraitSvg } from './adviser-portraits.ts';
import { seedDemoNewCustomer } from './new-customer.ts';
import { hashMeetingPassword, newRoomName } from '../security/meeting-passwords.ts';
import { hashPassword } from '../security/passwords.ts';

// The demo customers: one with a contract of every kind in every motive world, one whose contracts
// another customer must never see, and one with nothing at all. Transactions are computed from the
// contract details, so the same `now` always gives the same data and balances add up.

export const DEMO_PASSWORD = 'Servicebereich2026!';
/** The meeting password of the demo appointment of 1000000001 (a real one is random, mailed). */
export const DEMO_MEETING_PASSWORD = 'WIEN-2026-DEMO';
/** Seeding is done once this customer exists; it is inserted first. */
const FIRST_CUSTOMER_NUMBER = '1000000001';
const HOFER_LOAN_NUMBER = '6100452978';

type DemoContract = {
  number: string;
  kind: ContractKind;
  motives: readonly Motive[];
  features: Contract['Features'];
  /** ContractIdFormatted is derived from the number. */
  details: LedgerDetails;
  ledger: LedgerKind;
  /** Where the contract has an adviser other than the customer's own. */
  adviser?: string;
  pension?: DemoPension;
};

/** Fund units are valued at the fund's price on the valuation day. */
type DemoPension = {
  surrenderValue: number;
  guaranteedCapital: number;
  riskCover: number;
  holdings: readonly (readonly [
    slot: string,
    fund: keyof typeof FUNDS,
    share: number,
    units: number,
  ])[];
};

type DemoCustomer = {
  adviser: string;
  customer: NewCustomer;
  contracts: readonly DemoContract[];
  checklists: readonly NewChecklist[];
};

const OWN_ADVISER = 'B-20417';
const INSURANCE_ADVISER = 'B-31108';

const ADVISERS: readonly NewAdviser[] = [
  {
    agentId: OWN_ADVISER,
    name: 'Mag. Florian Eder',
    role: 'Kundenberater Wohnen & Vorsorge',
    email: 'florian.eder@example.at',
    phone: '+43 662 8042 315',
    address: 'Schwarzstraße 24, 5020 Salzburg',
    videoAppointments: true,
  },
  {
    agentId: INSURANCE_ADVISER,
    name: 'Elisabeth Moser',
    role: 'Versicherungsberaterin',
    email: 'elisabeth.moser@example.at',
    phone: '+43 662 8042 127',
    address: 'Schwarzstraße 24, 5020 Salzburg',
    videoAppointments: false,
  },
];

/** The funds the pension products invest in, with their price per unit in cents. */
const FUNDS = {
  aktienWelt: { name: 'Alpina Aktien Welt', isin: 'ATDEMO000018', price: 24_615 },
  anleihenEuro: { name: 'Alpina Anleihen Euro', isin: 'ATDEMO000026', price: 9_872 },
  nachhaltig: { name: 'Salzach Nachhaltig Aktien', isin: 'ATDEMO000034', price: 13_490 },
  immobilien: { name: 'Tauern Immobilien Europa', isin: 'ATDEMO000042', price: 10_955 },
  geldmarkt: { name: 'Donau Geldmarkt Euro', isin: 'ATDEMO000059', price: 10_218 },
  emerging: { name: 'Alpina Emerging Markets', isin: 'ATDEMO000067', price: 7_364 },
  mischfonds: { name: 'Kaiser Mischfonds Ausgewogen', isin: 'ATDEMO000075', price: 15_127 },
} as const;

const HOFER_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Katharina Hofer',
  BankName: 'Erste Bank der oesterreichischen Sparkassen AG',
  Iban: 'AT482011182931746502',
  Bic: 'GIBAATWWXXX',
} as const satisfies Partial<LedgerDetails>;

const GRUBER_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Lukas Gruber',
  BankName: 'Steiermärkische Bank und Sparkassen AG',
  Iban: 'AT282081500041827390',
  Bic: 'STSPAT2GXXX',
} as const satisfies Partial<LedgerDetails>;

const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    adviser: OWN_ADVISER,
    customer: {
      customerNumber: FIRST_CUSTOMER_NUMBER,
      gender: 'w',
      titlePrefix: 'Mag.',
      titleSuffix: '',
      firstName: 'Katharina',
      lastName: 'Hofer',
      birthDate: '1986-04-17',
      email: 'katharina.hofer@example.at',
      mobile: '+43 664 5821937',
      street: 'Kaiserstraße',
      houseNumber: '27',
      stairFloorDoor: '2/3/14',
      postcode: '1070',
      city: 'Wien',
      profession: 'angestellt',
      employmentType: 'Vollzeit',
    },
    contracts: [
      {
        number: '4102738561',
        kind: 'Ansparen',
        motives: ['geld', 'wohnen'],
        features: {},
        details: {
          Name: 'Bausparvertrag',
          Status: 'aktiv',
          FromDate: '2022-01-01',
          ToDate: '2027-12-31',
          Duration: 6,
          ContractAmount: 1_500_000,
          AktuelleSparrate: 10_000,
          InterestRate: 2,
          DirectDebitDay: 5,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'savings',
      },
      {
        number: '5201846630',
        kind: 'Andere',
        motives: ['geld', 'zukunft'],
        features: {},
        details: {
          Name: 'Fondssparplan Vorsorge',
          Status: 'aktiv',
          FromDate: '2022-01-01',
          ToDate: null,
          AktuelleSparrate: 5_000,
          DirectDebitDay: 15,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'fundPlan',
      },
      {
        number: HOFER_LOAN_NUMBER,
        kind: 'Finanzierung',
        motives: ['wohnen'],
        features: {},
        details: {
          Name: 'Wohnbaukredit',
          Status: 'aktiv',
          FromDate: '2022-04-01',
          ToDate: '2047-03-31',
          Duration: 25,
          ContractAmount: 25_000_000,
          InterestRate: 3,
          InterestRateType: 'fix',
          DirectDebitDay: 15,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'loan',
      },
      {
        number: '8100237745',
        kind: 'LebenRisiko',
        motives: ['zukunft'],
        features: {},
        details: {
          Name: 'FlexibleLife',
          Produkt: 'FlexibleLife',
          Status: 'aktiv',
          FromDate: '2018-07-01',
          ToDate: '2048-06-30',
          Duration: 30,
          GrossAmount: 8_500,
          Wertanpassung: 'J',
          Hauptfaelligkeit: 7,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
        pension: {
          surrenderValue: 938_450,
          guaranteedCapital: 2_448_000,
          riskCover: 3_000_000,
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
      },
      {
        number: '8100591362',
        kind: 'LebenRisiko',
        motives: ['zukunft'],
        features: {},
        details: {
          Name: 'FlexibleLife 2.0',
          Produkt: 'FlexibleLife20',
          Status: 'aktiv',
          FromDate: '2021-02-01',
          ToDate: '2046-01-31',
          Duration: 25,
          GrossAmount: 36_000,
          Wertanpassung: 'N',
          Hauptfaelligkeit: 2,
          PaymentInterval: 'QUARTERLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
        pension: {
          surrenderValue: 431_870,
          guaranteedCapital: 0,
          riskCover: 1_500_000,
          holdings: [
            ['fonds1', 'aktienWelt', 40, 9.4],
            ['fonds2', 'nachhaltig', 30, 11.05],
            ['fonds3', 'anleihenEuro', 20, 8.62],
            ['fonds4', 'emerging', 10, 5.18],
            ['fonds5', 'immobilien', 0, 0],
            ['fonds6', 'geldmarkt', 0, 0],
          ],
        },
      },
      {
        number: '8200774019',
        kind: 'LebenRisiko',
        motives: ['zukunft', 'geld'],
        features: {},
        details: {
          Name: 'Voll:Wert',
          Produkt: 'VollWert',
          Status: 'aktiv',
          FromDate: '2016-10-01',
          ToDate: '2036-09-30',
          Duration: 20,
          GrossAmount: 120_000,
          Wertanpassung: 'J',
          Hauptfaelligkeit: 10,
          PaymentInterval: 'YEARLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
        pension: {
          surrenderValue: 1_472_300,
          guaranteedCapital: 2_400_000,
          riskCover: 2_000_000,
          holdings: [
            ['fonds1', 'mischfonds', 60, 52.7],
            ['fonds2', 'anleihenEuro', 40, 61.3],
          ],
        },
      },
      {
        number: '8300125584',
        kind: 'LebenRisiko',
        motives: ['karriere', 'gesundheit'],
        features: {},
        details: {
          Name: 'Berufsunfähigkeitsvorsorge',
          Status: 'aktiv',
          FromDate: '2020-05-01',
          ToDate: '2052-04-30',
          Duration: 32,
          GrossAmount: 4_690,
          Wertanpassung: 'N',
          Hauptfaelligkeit: 5,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
      },
      {
        number: '7300418857',
        kind: 'KFZ',
        motives: ['mobilitaet'],
        features: { SchadensmeldungKfz: true, EbikeTracker: false },
        details: {
          Name: 'Kfz-Versicherung',
          Status: 'aktiv',
          FromDate: '2023-03-01',
          ToDate: null,
          KfzBezeichnung: 'Škoda Octavia Combi 2.0 TDI',
          KfzKennzeichen: 'W-48213K',
          ...motorCoverages({ Haftpflicht: 4_820, Vollkasko: 6_190, Insassenunfall: 310 }),
          Hauptfaelligkeit: 3,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
        adviser: INSURANCE_ADVISER,
      },
      {
        number: '7500671438',
        kind: 'KFZ',
        motives: ['mobilitaet'],
        features: { EbikeTracker: true, SchadensmeldungSach: true, Unwetter: false },
        details: {
          Name: 'E-Bike-Versicherung',
          Status: 'aktiv',
          FromDate: '2024-05-01',
          ToDate: null,
          KfzBezeichnung: 'KTM Macina Style 720',
          GrossAmount: 1_290,
          Hauptfaelligkeit: 5,
          PaymentInterval: 'MONTHLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
      },
      {
        number: '7400263190',
        kind: 'EigenheimHaushalt',
        motives: ['wohnen'],
        features: { SchadensmeldungHaushalt: true, SchadensmeldungSach: true, Unwetter: true },
        details: {
          Name: 'Eigenheim- und Haushaltsversicherung',
          Status: 'aktiv',
          FromDate: '2022-09-01',
          ToDate: null,
          Risikoadresse: 'Kaiserstraße 27/2/3/14, 1070 Wien',
          HoechsthaftungssummeHaushalt: 12_000_000,
          HoechsthaftungssummeEigenheim: 45_000_000,
          GrossAmount: 11_850,
          Hauptfaelligkeit: 9,
          PaymentInterval: 'QUARTERLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
      },
      {
        number: '7600349021',
        kind: 'Rechtschutz',
        motives: ['karriere', 'mobilitaet'],
        features: {
          SchadensmeldungRecht: true,
          SchadensmeldungRechtKfz: true,
          SchadensmeldungRechtSach: false,
        },
        details: {
          Name: 'Rechtsschutz Privat, Beruf & Verkehr',
          Status: 'aktiv',
          FromDate: '2020-01-01',
          ToDate: '2030-12-31',
          Duration: 11,
          GrossAmount: 14_460,
          Hauptfaelligkeit: 1,
          PaymentInterval: 'HALF-YEARLY',
          ...HOFER_ACCOUNT,
        },
        ledger: 'premiums',
      },
      {
        number: '7700582216',
        kind: 'UnfallKrankheit',
        motives: ['gesundheit'],
        features: {},
        details: {
          Name: 'Unfallversicherung',
          Status: 'aktiv',
          FromDate: '2019-04-01',
          ToDate: '2029-03-31',
          Duration: 10,
          GrossAmount: 29_880,
          Wertanpassung: 'J',
          Hauptfaelligkeit: 4,
          PaymentMode: 'PAYMENTFORM',
          PaymentInterval: 'YEARLY',
        },
        ledger: 'premiums',
      },
    ],
    checklists: [
      {
        title: 'Unterlagen für deinen Wohnbaukredit',
        contractNumber: HOFER_LOAN_NUMBER,
        items: [
          {
            title: 'Lohnzettel der letzten 3 Monate',
            description: 'Deine Lohn- oder Gehaltszettel der letzten drei Monate.',
            required: true,
          },
          {
            title: 'Kaufvertrag bzw. Kostenvoranschlag',
            description:
              'Den Kaufvertrag der Immobilie oder den Kostenvoranschlag für Bau oder Sanierung.',
            required: true,
          },
          {
            title: 'Grundbuchauszug',
            description: 'Einen aktuellen Grundbuchauszug, nicht älter als drei Monate.',
            required: true,
          },
          {
            title: 'Lichtbildausweis',
            description: 'Reisepass, Personalausweis oder Führerschein, Vorder- und Rückseite.',
            required: true,
          },
          {
            title: 'Meldezettel',
            description: 'Deine aktuelle Meldebestätigung.',
            required: false,
          },
          {
            title: 'Einkommensteuerbescheid',
            description:
              'Nur wenn du selbständig bist oder Nebeneinkünfte hast: deinen letzten Einkommensteuerbescheid.',
            required: false,
          },
        ],
      },
    ],
  },
  {
    adviser: INSURANCE_ADVISER,
    customer: {
      customerNumber: '1000000002',
      gender: 'm',
      titlePrefix: 'Ing.',
      titleSuffix: '',
      firstName: 'Lukas',
      lastName: 'Gruber',
      birthDate: '1991-09-03',
      email: 'lukas.gruber@example.at',
      mobile: '+43 676 4417208',
      street: 'Annenstraße',
      houseNumber: '54',
      stairFloorDoor: '1/2/7',
      postcode: '8020',
      city: 'Graz',
      profession: 'techniker',
      employmentType: 'Vollzeit',
    },
    contracts: [
      {
        number: '4105520873',
        kind: 'Ansparen',
        motives: ['geld', 'wohnen'],
        features: {},
        details: {
          Name: 'Bausparvertrag',
          Status: 'aktiv',
          FromDate: '2023-07-01',
          ToDate: '2029-06-30',
          Duration: 6,
          ContractAmount: 1_000_000,
          AktuelleSparrate: 5_000,
          InterestRate: 2,
          DirectDebitDay: 25,
          PaymentInterval: 'MONTHLY',
          ...GRUBER_ACCOUNT,
        },
        ledger: 'savings',
      },
      {
        number: '7302981146',
        kind: 'KFZ',
        motives: ['mobilitaet'],
        features: { SchadensmeldungKfz: true },
        details: {
          Name: 'Kfz-Versicherung',
          Status: 'aktiv',
          FromDate: '2021-08-01',
          ToDate: null,
          KfzBezeichnung: 'VW Golf 1.5 TSI',
          KfzKennzeichen: 'G-716LM',
          ...motorCoverages({ Haftpflicht: 3_950, Teilkasko: 2_280 }),
          Hauptfaelligkeit: 8,
          PaymentInterval: 'MONTHLY',
          ...GRUBER_ACCOUNT,
        },
        ledger: 'premiums',
      },
      {
        number: '7408135592',
        kind: 'EigenheimHaushalt',
        motives: ['wohnen'],
        features: { SchadensmeldungHaushalt: true, Unwetter: true, EbikeTracker: false },
        details: {
          Name: 'Haushaltsversicherung',
          Status: 'aktiv',
          FromDate: '2020-11-01',
          ToDate: null,
          Risikoadresse: 'Annenstraße 54/1/2/7, 8020 Graz',
          HoechsthaftungssummeHaushalt: 6_500_000,
          GrossAmount: 21_840,
          Hauptfaelligkeit: 11,
          PaymentMode: 'CREDITTRANSFER',
          PaymentInterval: 'YEARLY',
        },
        ledger: 'premiums',
      },
    ],
    checklists: [],
  },
  {
    adviser: OWN_ADVISER,
    customer: {
      customerNumber: '1000000003',
      gender: 'w',
      titlePrefix: '',
      titleSuffix: 'BSc',
      firstName: 'Aylin',
      lastName: 'Demir',
      birthDate: '1998-12-21',
      email: 'aylin.demir@example.at',
      mobile: '+43 650 3092816',
      street: 'Landstraße',
      houseNumber: '49',
      stairFloorDoor: '1/4/12',
      postcode: '4020',
      city: 'Linz',
      profession: 'student',
      employmentType: 'Teilzeit',
    },
    contracts: [],
    checklists: [],
  },
];

/** Bookings start at 2022-01-01: contracts that began earlier show their history from then on. */
const LEDGER_OPTIONS: Omit<LedgerOptions, 'today'> = {
  ledgerStart: '2022-01-01',
  savingsAccountFee: 500,
  fundGainPercent: 7,
};

/** Months of fund history shown in the performance chart. */
const FUND_HISTORY_MONTHS = 12;

function toFunds(pension: DemoPension): NewFund[] {
  return pension.holdings.map(([slot, fund, share, units]) => ({
    slot,
    name: FUNDS[fund].name,
    isin: FUNDS[fund].isin,
    share,
    units,
    value: Math.round(units * FUNDS[fund].price),
  }));
}

/** The day before `today`, skipping the weekend: funds are priced on business days. */
function previousBusinessDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() - 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

/**
 * Month-end values that climb, with dips, to the value of today. Each contract takes its own path:
 * how fast it grows and how much it swings follow from its number.
 */
function fundHistory(
  value: number,
  today: string,
  contractNumber: string,
): { date: string; value: number }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const seed = (contractNumber.match(/\d/g) ?? []).reduce((sum, digit) => sum + Number(digit), 0);
  const growth = 0.003 + (seed % 5) * 0.002;
  const swing = 0.006 + (seed % 4) * 0.004;
  const wave = 0.5 + (seed % 3) * 0.3;
  return Array.from({ length: FUND_HISTORY_MONTHS }, (_, i) => {
    const back = FUND_HISTORY_MONTHS - i;
    const index = year * 12 + month - 1 - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const factor = 1 - back * growth + Math.sin(back * wave) * swing;
    return { date: calendarDate(y, m, lastDayOfMonth(y, m)), value: Math.round(value * factor) };
  });
}

function toNewTransaction(t: LedgerBooking): NewTransaction {
  return { bookingDate: t.BookingDate, valueDate: t.ValueDate, text: t.Text, amount: t.Amount };
}

async function isSeeded(db: Kysely<Tables>): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_number', '=', FIRST_CUSTOMER_NUMBER)
    .executeTakeFirst();
  return row !== undefined;
}

/** The customers whose postbox has demo letters; the third shows the empty states. */
const CUSTOMERS_WITH_LETTERS = [FIRST_CUSTOMER_NUMBER, '1000000002'];

/** Whether the customer's postbox has a letter (or the customer does not exist). */
async function hasLetters(db: Kysely<Tables>, customerNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .leftJoin('postbox_entries', 'postbox_entries.customer_id', 'customers.id')
    .select('postbox_entries.id')
    .where('customers.customer_number', '=', customerNumber)
    .executeTakeFirst();
  return row === undefined || row.id !== null;
}

/** The demo letters of the year, printed for the customer and stored. */
async function printLetters(customer: NewCustomer, year: number, store: BlobStore) {
  // The PDF library is loaded only for letters to print: a restart prints none (decision 016).
  const { demoLetters, printLetter } = await import('./postbox-letters.ts');
  return Promise.all(
    demoLetters(year).map(async (letter) => ({
      letter,
      pdf: await putBlob(
        store,
        await printLetter(letter, {
          salutation: `Liebe${customer.gender === 'm' ? 'r' : ''} ${customer.firstName}`,
          name: [customer.titlePrefix, customer.firstName, customer.lastName]
            .filter((p) => p !== '')
            .join(' '),
          street: `${customer.street} ${customer.houseNumber}/${customer.stairFloorDoor}`,
          city: `${customer.postcode} ${customer.city}`,
        }),
      ),
    })),
  );
}

/**
 * Postbox letters as real PDFs, for demo customers whose postbox is still empty. Letters in the
 * postbox were delivered electronically, so these customers have given their consent to it.
 */
async function seedDemoDocuments(db: Kysely<Tables>, store: BlobStore, now: number) {
  const year = Number(new Date(now).toISOString().slice(0, 4));
  for (const customerNumber of CUSTOMERS_WITH_LETTERS) {
    const demo = DEMO_CUSTOMERS.find((d) => d.customer.customerNumber === customerNumber);
    if (demo === undefined) continue;
    const { customer } = demo;
    const letters = (await hasLetters(db, customerNumber))
      ? []
      : await printLetters(customer, year, store);
    await db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('customers')
        .select('id')
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      if (owner === undefined) return;
      await insertPostboxConsent(trx, owner.id, customer.email, now);
      const existing = await trx
        .selectFrom('postbox_entries')
        .select('id')
        .where('customer_id', '=', owner.id)
        .executeTakeFirst();
      if (existing !== undefined) return;
      for (const { letter, pdf } of letters) {
        await insertPostboxEntry(trx, owner.id, letter, pdf, now);
      }
    });
  }
}

const DAY_MS = 86_400_000;

/** `S-<year>-<digits>` for a claim that came in at `at`. */
function demoClaimNumber(at: number, digits: string): string {
  return `S-${viennaIsoDate(at).slice(0, 4)}-${digits}`;
}

/**
 * Two earlier claims of the main customer, so the status tracker has something to show: a motor
 * claim settled months ago, and a household claim waiting for an invoice.
 */
async function seedDemoClaims(db: Kysely<Tables>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('customers')
      .select(['id', 'email'])
      .where('customer_number', '=', FIRST_CUSTOMER_NUMBER)
      .executeTakeFirst();
    if (owner === undefined) return;
    const existing = await trx
      .selectFrom('claims')
      .select('id')
      .where('customer_id', '=', owner.id)
      .executeTakeFirst();
    if (existing !== undefined) return;
    const daysAgo = (days: number) => now - days * DAY_MS;
    await insertClaim(trx, owner.id, {
      claimNumber: demoClaimNumber(daysAgo(95), '0004711'),
      contractNumber: '7300418857',
      type: 'kfz',
      fields: {
        schadendatum: viennaIsoDate(daysAgo(96)),
        schadenzeit: '07:40',
        schadenort: 'Wien, Neubaugürtel / Felberstraße',
        hergang: 'auffahrunfall',
        beschreibung: 'Im Stau ist mir ein Lieferwagen hinten aufgefahren.',
        kilometerstand: '41870',
        kennzeichen: 'W-48213K',
        gegnerName: 'Transporte Maier GmbH',
        gegnerKennzeichen: 'NK-417BX',
        gegnerVersicherung: 'Alpina Versicherung AG',
        polizei: 'false',
      },
      reporterEmail: owner.email,
      history: [
        { status: 'eingegangen', note: '', at: daysAgo(95) },
        { status: 'in-pruefung', note: '', at: daysAgo(93) },
        {
          status: 'gutachten',
          note: 'Ein Sachverständiger sieht sich dein Auto in der Werkstatt an.',
          at: daysAgo(90),
        },
        {
          status: 'reguliert',
          note: 'Die Versicherung des Unfallgegners übernimmt die Reparatur; wir haben 2.340,00 € an die Werkstatt überwiesen.',
          at: daysAgo(74),
        },
      ],
    });
    await insertClaim(trx, owner.id, {
      claimNumber: demoClaimNumber(daysAgo(9), '0031577'),
      contractNumber: '7400263190',
      type: 'haushalt',
      fields: {
        schadenart: 'wasser',
        schadendatum: viennaIsoDate(daysAgo(10)),
        schadenort: 'Küche, Kaiserstraße 27/2/3/14, 1070 Wien',
        beschreibung: 'Der Schlauch des Geschirrspülers ist geplatzt, der Boden ist aufgequollen.',
        gegenstand: ['Geschirrspüler', 'Küchensockel'],
        anschaffungsjahr: ['2021', '2019'],
        wert: ['649,00', '380,00'],
        schadensminderung: 'Wasser abgedreht, Boden getrocknet.',
        kontoinhaber: 'Katharina Hofer',
        iban: HOFER_ACCOUNT.Iban,
      },
      reporterEmail: owner.email,
      history: [
        { status: 'eingegangen', note: '', at: daysAgo(9) },
        { status: 'in-pruefung', note: '', at: daysAgo(8) },
        {
          status: 'unterlagen-angefordert',
          note: 'Bitte schick uns die Rechnung des Installateurs.',
          at: daysAgo(6),
        },
      ],
    });
  });
}

/**
 * The main customer's id, or undefined where she is not there or has rows in `table` already:
 * each of her demo records is seeded once, and kept as she changed it.
 */
async function mainCustomerWithout(
  trx: Transaction<Tables>,
  table: 'inventory_items' | 'video_appointments',
): Promise<string | undefined> {
  const owner = await trx
    .selectFrom('customers')
    .select('id')
    .where('customer_number', '=', FIRST_CUSTOMER_NUMBER)
    .executeTakeFirst();
  if (owner === undefined) return undefined;
  const existing = await trx
    .selectFrom(table)
    .select('id')
    .where('customer_id', '=', owner.id)
    .executeTakeFirst();
  return existing === undefined ? owner.id : undefined;
}

/** The household insurance of the main customer that her demo inventory is of. */
const DEMO_INVENTORY_CONTRACT = '7400263190';

/** The main customer's started household inventory (decision 045), just under the warning. */
async function seedDemoInventory(db: Kysely<Tables>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ownerId = await mainCustomerWithout(trx, 'inventory_items');
    if (ownerId === undefined) return;
    await trx
      .insertInto('inventory_items')
      .values(
        DEMO_INVENTORY.map((item, index) => ({
          id: randomUUID(),
          customer_id: ownerId,
          contract_number: DEMO_INVENTORY_CONTRACT,
          name: item.Bezeichnung,
          room: item.Raum,
          purchase_date: item.Kaufdatum,
          price_cents: item.Preis,
          quantity: item.Anzahl,
          notes: item.Notiz,
          photo_file_id: null,
          receipt_file_id: null,
          // The list's order: the first item the newest.
          created_at: now - index,
          updated_at: now - index,
        })),
      )
      .execute();
  });
}

/** Runs at every start with demo data on: a no-op once the demo customers and letters exist. */
export async function seedDemoData(
  db: Kysely<Tables>,
  store: BlobStore,
  now: number,
): Promise<void> {
  await seedDemoCustomers(db, now);
  await seedDemoDocuments(db, store, now);
  await seedDemoClaims(db, now);
  await seedDemoInventory(db, now);
  await seedDemoNewCustomer(db, now);
  await seedDemoVideoAppointments(db, now);
  await seedDemoAdviserPhotos(db, store, now);
}

/** Drawn portraits for the demo advisers without a photo (also in a database seeded before). */
async function seedDemoAdviserPhotos(
  db: Kysely<Tables>,
  store: BlobStore,
  now: number,
): Promise<void> {
  for (const [agentId, portrait] of Object.entries(DEMO_PORTRAITS)) {
    const row = await db
      .selectFrom('advisers')
      .select('picture_hash')
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (row?.picture_hash !== null) continue;
    await setAdviserPhoto(db, store, agentId, portraitSvg(portrait), now);
  }
}

/**
 * Weekly hours for the demo advisers who offer video appointments (also in a database seeded
 * before there were appointments), and one upcoming appointment of the main customer with her
 * adviser, two days or more ahead.
 */
async function seedDemoVideoAppointments(db: Kysely<Tables>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const adviser of ADVISERS) {
      if (!adviser.videoAppointments) continue;
      const hours = await trx
        .selectFrom('adviser_hours')
        .select('agent_id')
        .where('agent_id', '=', adviser.agentId)
        .executeTakeFirst();
      if (hours === undefined) await insertAdviserHours(trx, adviser.agentId, OFFICE_HOURS);
    }
    const ownerId = await mainCustomerWithout(trx, 'video_appointments');
    if (ownerId === undefined) return;
    const slot = freeSlots({
      hours: OFFICE_HOURS,
      now: now + 2 * DAY_MS,
      days: VIDEO_BOOKING_DAYS,
      slotMinutes: VIDEO_SLOT_MINUTES,
      leadMinutes: 0,
      booked: new Set(),
    })[0];
    if (slot === undefined) return;
    const id = randomUUID();
    await insertVideoAppointment(
      trx,
      {
        id,
        agentId: OWN_ADVISER,
        customerId: ownerId,
        contractNumber: null,
        topic: 'finanzierung',
        message: 'Ich möchte über eine Finanzierung für eine Wohnung sprechen.',
        startsAt: slot.start,
        endsAt: slot.end,
        roomName: newRoomName(),
        meetingPasswordHash: hashMeetingPassword(id, DEMO_MEETING_PASSWORD),
        documents: VIDEO_TOPIC_DOCUMENTS.finanzierung,
      },
      now,
    );
  });
}

async function seedDemoCustomers(db: Kysely<Tables>, now: number): Promise<void> {
  if (await isSeeded(db)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = new Date(now).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    // Another instance may have seeded while the hash was being computed.
    if (await isSeeded(trx)) return;
    for (const adviser of ADVISERS) await insertAdviser(trx, adviser);
    for (const { adviser, customer, contracts, checklists } of DEMO_CUSTOMERS) {
      const customerId = await insertCustomer(trx, customer, passwordHash, now);
      await assignAdviser(trx, adviser, { customerId });
      for (const [position, contract] of contracts.entries()) {
        const { transactions, balance } = demoLedger(contract.ledger, contract.details, {
          ...LEDGER_OPTIONS,
          today,
        });
        await insertContract(trx, customerId, position, {
          contractNumber: contract.number,
          kind: contract.kind,
          motives: motivesMap(contract.motives),
          features: contract.features,
          details: {
            ...contract.details,
            ContractIdFormatted: formatContractNumber(contract.number),
            ...(balance === undefined ? {} : { Balance: balance }),
          },
        });
        await insertTransactions(trx, contract.number, transactions.map(toNewTransaction));
        if (contract.adviser !== undefined) {
          await assignAdviser(trx, contract.adviser, { contractNumber: contract.number });
        }
        if (contract.pension !== undefined) {
          const funds = toFunds(contract.pension);
          const value = funds.reduce((sum, f) => sum + f.value, 0);
          await insertPension(trx, contract.number, {
            ...contract.pension,
            emailConfirmation: false,
            valuationDate: previousBusinessDay(today),
            funds,
            history: fundHistory(value, today, contract.number),
          });
        }
      }
      for (const checklist of checklists) await insertChecklist(trx, customerId, checklist);
    }
  });
}
