import type { Contract, ContractKind, Motive, PaymentInterval } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import {
  formatContractNumber,
  insertChecklist,
  insertContract,
  insertCustomer,
  insertTransactions,
  motivesMap,
  type NewChecklist,
  type NewCustomer,
  type NewTransaction,
} from '../db/records.ts';
import type { Tables } from '../db/tables.ts';
import { hashPassword } from '../security/passwords.ts';

// The demo customers: one with a contract of every kind in every motive world, one whose contracts
// another customer must never see, and one with nothing at all. Transactions are computed from the
// contract details, so the same `now` always gives the same data and balances add up.

export const DEMO_PASSWORD = 'Servicebereich2026!';
/** Seeding is done once this customer exists; it is inserted first. */
const FIRST_CUSTOMER_NUMBER = '1000000001';
const HOFER_LOAN_NUMBER = '6100452978';

/** ContractIdFormatted is derived from the number. */
type Details = Omit<Contract['Details'], 'ContractIdFormatted'>;

/** How a contract's bookings come about; each kind of ledger derives them from the details. */
type Ledger =
  /** Building savings: monthly deposits, and interest, tax, state premium and fee at 31.12. */
  | 'savings'
  /** Fund savings plan: monthly deposits into a fund whose value has grown a little. */
  | 'fundPlan'
  /** Loan: the payout, monthly annuity instalments and interest at each quarter's end. */
  | 'loan'
  /** Insurance: one premium debit per due date of the payment interval (per coverage for motor). */
  | 'premiums';

type DemoContract = {
  number: string;
  kind: ContractKind;
  motives: readonly Motive[];
  features: Contract['Features'];
  details: Details;
  ledger: Ledger;
};

type DemoCustomer = {
  customer: NewCustomer;
  contracts: readonly DemoContract[];
  checklists: readonly NewChecklist[];
};

const HOFER_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Katharina Hofer',
  BankName: 'Erste Bank der oesterreichischen Sparkassen AG',
  Iban: 'AT482011182931746502',
  Bic: 'GIBAATWWXXX',
} as const satisfies Partial<Details>;

const GRUBER_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Lukas Gruber',
  BankName: 'Steiermärkische Bank und Sparkassen AG',
  Iban: 'AT282081500041827390',
  Bic: 'STSPAT2GXXX',
} as const satisfies Partial<Details>;

/** Motor premiums per coverage (cents per payment interval); the gross premium is their sum. */
function motorCoverages(premiums: Readonly<Record<string, number>>) {
  const KfzDeckungen = Object.entries(premiums).map(([Deckung, Betrag]) => ({ Deckung, Betrag }));
  return { KfzDeckungen, GrossAmount: KfzDeckungen.reduce((sum, c) => sum + c.Betrag, 0) };
}

const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
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

// Bookings start here; contracts that began earlier show their history from this date on.
const LEDGER_START = '2022-01-01';
const DEFAULT_DEBIT_DAY = 1;
/** Kapitalertragsteuer on interest, in percent. */
const KEST_PERCENT = 25;
/** The state building-savings premium: a percentage of at most this much deposited per year. */
const BAUSPARPRAEMIE_PERCENT = 1.5;
const BAUSPARPRAEMIE_MAX_BASE = 120_000;
const SAVINGS_ACCOUNT_FEE = 500;
/** How much the demo fund has gained over all deposits, in percent. */
const FUND_GAIN_PERCENT = 7;
const INTERVAL_MONTHS: Partial<Record<PaymentInterval, number>> = {
  MONTHLY: 1,
  'BI-MONTHLY': 2,
  QUARTERLY: 3,
  'HALF-YEARLY': 6,
  YEARLY: 12,
};

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Every [year, month] from the month of `from` (not before LEDGER_START) to the month of `today`. */
function months(from: string | undefined, today: string): [number, number][] {
  const start = from !== undefined && from > LEDGER_START ? from : LEDGER_START;
  const result: [number, number][] = [];
  const end = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  for (let i = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1; i <= end; i++) {
    result.push([Math.floor(i / 12), (i % 12) + 1]);
  }
  return result;
}

type Booked = { transactions: NewTransaction[]; balance?: number };

function booking(date: string, text: string, amount: number): NewTransaction {
  return { bookingDate: date, valueDate: date, text, amount };
}

function sum(transactions: readonly NewTransaction[]): number {
  return transactions.reduce((total, t) => total + t.amount, 0);
}

/** Interest is 30/360 on each month's closing balance and is credited, with its tax, at 31.12. */
function savingsBookings(d: Details, today: string): Booked {
  const deposit = d.AktuelleSparrate ?? 0;
  const rate = d.InterestRate ?? 0;
  const transactions: NewTransaction[] = [];
  let balance = 0;
  let accrued = 0;
  let depositedThisYear = 0;
  const add = (t: NewTransaction) => {
    transactions.push(t);
    balance += t.amount;
  };
  for (const [year, month] of months(d.FromDate, today)) {
    const date = isoDate(year, month, d.DirectDebitDay ?? DEFAULT_DEBIT_DAY);
    if (date <= today) {
      add(booking(date, 'Einzahlung', deposit));
      depositedThisYear += deposit;
    }
    accrued += (balance * rate) / 1200;
    const yearEnd = isoDate(year, 12, 31);
    if (month === 12 && yearEnd <= today) {
      const interest = Math.round(accrued);
      const premium = Math.round(
        (Math.min(depositedThisYear, BAUSPARPRAEMIE_MAX_BASE) * BAUSPARPRAEMIE_PERCENT) / 100,
      );
      add(booking(yearEnd, `Zinsgutschrift ${year}`, interest));
      add(
        booking(
          yearEnd,
          `Kapitalertragsteuer ${year}`,
          -Math.round((interest * KEST_PERCENT) / 100),
        ),
      );
      add(booking(yearEnd, `Bausparprämie ${year}`, premium));
      add(booking(yearEnd, `Kontoführungsgebühr ${year}`, -SAVINGS_ACCOUNT_FEE));
      accrued = 0;
      depositedThisYear = 0;
    }
  }
  return { transactions, balance };
}

function fundPlanBookings(d: Details, today: string): Booked {
  const transactions = months(d.FromDate, today)
    .map(([year, month]) => isoDate(year, month, d.DirectDebitDay ?? DEFAULT_DEBIT_DAY))
    .filter((date) => date <= today)
    .map((date) => booking(date, 'Sparplan-Einzahlung', d.AktuelleSparrate ?? 0));
  return {
    transactions,
    balance: Math.round((sum(transactions) * (100 + FUND_GAIN_PERCENT)) / 100),
  };
}

/** An annuity loan: the same instalment every month, interest on the outstanding amount. */
function loanBookings(d: Details, today: string): Booked {
  const principal = d.ContractAmount ?? 0;
  const monthlyRate = (d.InterestRate ?? 0) / 1200;
  const instalments = (d.Duration ?? 1) * 12;
  const instalment = Math.round(
    monthlyRate === 0
      ? principal / instalments
      : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -instalments),
  );
  const from = d.FromDate ?? LEDGER_START;
  const transactions: NewTransaction[] = [booking(from, `Auszahlung ${d.Name}`, -principal)];
  let balance = -principal;
  let accrued = 0;
  for (const [year, month] of months(from, today)) {
    accrued += -balance * monthlyRate;
    const date = isoDate(year, month, d.DirectDebitDay ?? DEFAULT_DEBIT_DAY);
    if (date.slice(0, 7) !== from.slice(0, 7) && date <= today) {
      transactions.push(booking(date, 'Kreditrate', instalment));
      balance += instalment;
    }
    const quarterEnd = isoDate(year, month, lastDayOfMonth(year, month));
    if (month % 3 === 0 && quarterEnd <= today) {
      const interest = Math.round(accrued);
      transactions.push(booking(quarterEnd, `Sollzinsen ${month / 3}. Quartal ${year}`, -interest));
      balance -= interest;
      accrued = 0;
    }
  }
  return { transactions, balance };
}

function premiumBookings(d: Details, today: string): Booked {
  const every = d.PaymentInterval === undefined ? undefined : INTERVAL_MONTHS[d.PaymentInterval];
  if (every === undefined) return { transactions: [] };
  const due = d.Hauptfaelligkeit ?? 1;
  const lines = d.KfzDeckungen?.map((c) => ({
    text: `Prämie Kfz-${c.Deckung}`,
    amount: c.Betrag,
  })) ?? [{ text: `Prämie ${d.Name}`, amount: d.GrossAmount ?? 0 }];
  const transactions = months(d.FromDate, today)
    .filter(([, month]) => (month - due + 12) % every === 0)
    .map(([year, month]) => isoDate(year, month, d.DirectDebitDay ?? DEFAULT_DEBIT_DAY))
    .filter((date) => date <= today)
    .flatMap((date) => lines.map((line) => booking(date, line.text, -line.amount)));
  return { transactions };
}

const LEDGERS: Record<Ledger, (d: Details, today: string) => Booked> = {
  savings: savingsBookings,
  fundPlan: fundPlanBookings,
  loan: loanBookings,
  premiums: premiumBookings,
};

async function isSeeded(db: Kysely<Tables>): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_number', '=', FIRST_CUSTOMER_NUMBER)
    .executeTakeFirst();
  return row !== undefined;
}

/** Runs at every start with demo data on: a no-op once the demo customers exist. */
export async function seedDemoData(db: Kysely<Tables>, now: number): Promise<void> {
  if (await isSeeded(db)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = new Date(now).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    // Another instance may have seeded while the hash was being computed.
    if (await isSeeded(trx)) return;
    for (const { customer, contracts, checklists } of DEMO_CUSTOMERS) {
      const customerId = await insertCustomer(trx, customer, passwordHash, now);
      for (const [position, contract] of contracts.entries()) {
        const { transactions, balance } = LEDGERS[contract.ledger](contract.details, today);
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
        await insertTransactions(trx, contract.number, transactions);
      }
      for (const checklist of checklists) await insertChecklist(trx, customerId, checklist);
    }
  });
}
