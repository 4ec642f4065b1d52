import {
  demoLedger,
  motorCoverages,
  type Contract,
  type ContractKind,
  type LedgerBooking,
  type LedgerDetails,
  type LedgerKind,
  type LedgerOptions,
  type Motive,
} from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import {
  formatContractNumber,
  insertChecklist,
  insertPostboxEntry,
  insertContract,
  insertCustomer,
  insertTransactions,
  motivesMap,
  type NewChecklist,
  type NewCustomer,
  type NewTransaction,
} from '../db/records.ts';
import type { Tables } from '../db/tables.ts';
import { putBlob, type BlobStore } from '../files/blob-store.ts';
import { demoLetters, printLetter } from './postbox-letters.ts';
import { hashPassword } from '../security/passwords.ts';

// The demo customers: one with a contract of every kind in every motive world, one whose contracts
// another customer must never see, and one with nothing at all. Transactions are computed from the
// contract details, so the same `now` always gives the same data and balances add up.

export const DEMO_PASSWORD = 'Servicebereich2026!';
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

/** Bookings start at 2022-01-01: contracts that began earlier show their history from then on. */
const LEDGER_OPTIONS: Omit<LedgerOptions, 'today'> = {
  ledgerStart: '2022-01-01',
  savingsAccountFee: 500,
  fundGainPercent: 7,
};

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

/** Postbox letters as real PDFs, for demo customers whose postbox is still empty. */
async function seedDemoDocuments(db: Kysely<Tables>, store: BlobStore, now: number) {
  const year = Number(new Date(now).toISOString().slice(0, 4));
  for (const customerNumber of CUSTOMERS_WITH_LETTERS) {
    const demo = DEMO_CUSTOMERS.find((d) => d.customer.customerNumber === customerNumber);
    if (demo === undefined) continue;
    const { customer } = demo;
    const letters = await Promise.all(
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
    await db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('customers')
        .select('id')
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      if (owner === undefined) return;
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

/** Runs at every start with demo data on: a no-op once the demo customers and letters exist. */
export async function seedDemoData(
  db: Kysely<Tables>,
  store: BlobStore,
  now: number,
): Promise<void> {
  await seedDemoCustomers(db, now);
  await seedDemoDocuments(db, store, now);
}

async function seedDemoCustomers(db: Kysely<Tables>, now: number): Promise<void> {
  if (await isSeeded(db)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = new Date(now).toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    // Another instance may have seeded while the hash was being computed.
    if (await isSeeded(trx)) return;
    for (const { customer, contracts, checklists } of DEMO_CUSTOMERS) {
      const customerId = await insertCustomer(trx, customer, passwordHash, now);
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
      }
      for (const checklist of checklists) await insertChecklist(trx, customerId, checklist);
    }
  });
}
