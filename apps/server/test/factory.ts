import { randomUUID } from 'node:crypto';
import {
  formatContractNumber,
  type Contract,
  type ContractKind,
  type Motive,
} from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import {
  assignAdviser,
  insertAdviser,
  insertChecklist,
  insertPension,
  insertContract,
  insertCustomer,
  insertPostboxEntry,
  insertTransactions,
  insertVideoAppointment,
  motivesMap,
  type InsertedChecklist,
  type NewAdviser,
  type NewPension,
  type NewChecklist,
  type NewContract,
  type NewCustomer,
  type NewPostboxEntry,
  type NewTransaction,
  type NewVideoAppointment,
} from '../src/db/records.ts';
import type { Tables } from '../src/db/tables.ts';
import { printLetter } from '../src/demo/postbox-letters.ts';
import { setAdviserPhoto } from '../src/features/adviser/adviser-photos.ts';
import { putBlob, type BlobStore } from '../src/files/blob-store.ts';
import {
  hashMeetingPassword,
  newMeetingPassword,
  newRoomName,
} from '../src/security/meeting-passwords.ts';
import { hashPassword } from '../src/security/passwords.ts';

// The test data of the server tests: every record valid by default, any field overridable.

export const DEFAULT_PASSWORD = 'Testpasswort2026!';

// argon2 takes about 50 ms a hash: one for the whole test process unless a test asks for another.
let defaultPasswordHash: Promise<string> | undefined;

// Unique per process; every test starts on a fresh database, so that is unique enough.
let sequence = 0;

type Details = Contract['Details'];

export type FactoryCustomer = NewCustomer & { id: string; password: string };
export type FactoryContract = NewContract & { customerId: string };
export type FactoryChecklist = NewChecklist & InsertedChecklist;

type KindDefaults = { motives: readonly Motive[]; details: Omit<Details, 'ContractIdFormatted'> };

const KIND_DEFAULTS: Record<ContractKind, KindDefaults> = {
  Andere: {
    motives: ['geld'],
    details: { Name: 'Fondssparplan', Status: 'aktiv', Balance: 120_000, AktuelleSparrate: 5_000 },
  },
  Ansparen: {
    motives: ['geld', 'wohnen'],
    details: {
      Name: 'Bausparvertrag',
      Status: 'aktiv',
      Balance: 250_000,
      AktuelleSparrate: 10_000,
      InterestRate: 2,
      DirectDebitDay: 5,
      PaymentMode: 'DIRECTDEBIT',
      PaymentInterval: 'MONTHLY',
      AccountHolderName: 'Anna Berger',
      BankName: 'Erste Bank der oesterreichischen Sparkassen AG',
      Iban: 'AT611904300234573201',
      Bic: 'GIBAATWWXXX',
    },
  },
  LebenRisiko: {
    motives: ['zukunft'],
    details: {
      Name: 'FlexibleLife',
      Produkt: 'FlexibleLife',
      Status: 'aktiv',
      GrossAmount: 8_500,
      Wertanpassung: 'J',
      Hauptfaelligkeit: 1,
      Duration: 30,
    },
  },
  KFZ: {
    motives: ['mobilitaet'],
    details: {
      Name: 'Kfz-Versicherung',
      Status: 'aktiv',
      KfzBezeichnung: 'VW Golf 1.5 TSI',
      KfzKennzeichen: 'W-12345A',
      KfzDeckungen: [{ Deckung: 'Haftpflicht', Betrag: 4_500 }],
      Hauptfaelligkeit: 1,
    },
  },
  EigenheimHaushalt: {
    motives: ['wohnen'],
    details: {
      Name: 'Haushaltsversicherung',
      Status: 'aktiv',
      Risikoadresse: 'Mariahilfer Straße 1/2/3, 1060 Wien',
      HoechsthaftungssummeHaushalt: 6_500_000,
    },
  },
  Rechtschutz: {
    motives: ['karriere'],
    details: { Name: 'Rechtsschutzversicherung', Status: 'aktiv', GrossAmount: 14_460 },
  },
  UnfallKrankheit: {
    motives: ['gesundheit'],
    details: { Name: 'Unfallversicherung', Status: 'aktiv', GrossAmount: 29_880 },
  },
  Finanzierung: {
    motives: ['wohnen'],
    details: {
      Name: 'Wohnbaukredit',
      Status: 'aktiv',
      ContractAmount: 25_000_000,
      Balance: -24_000_000,
      Duration: 25,
      InterestRate: 3,
    },
  },
};

type ContractOverrides = Partial<Omit<NewContract, 'details'>> & { details?: Partial<Details> };

export function createFactory(db: Kysely<Tables>, blobs: BlobStore) {
  async function customer(
    overrides: Partial<NewCustomer> & { password?: string } = {},
  ): Promise<FactoryCustomer> {
    const n = ++sequence;
    const { password = DEFAULT_PASSWORD, ...fields } = overrides;
    const record: NewCustomer = {
      customerNumber: String(2_000_000_000 + n),
      gender: 'w',
      titlePrefix: '',
      titleSuffix: '',
      firstName: 'Anna',
      lastName: 'Berger',
      birthDate: '1990-05-14',
      email: `kundin${n}@example.at`,
      mobile: '+43 664 1234567',
      street: 'Mariahilfer Straße',
      houseNumber: '1',
      stairFloorDoor: '2/3',
      postcode: '1060',
      city: 'Wien',
      profession: 'angestellt',
      employmentType: 'Vollzeit',
      ...fields,
    };
    const hash =
      password === DEFAULT_PASSWORD
        ? await (defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD))
        : await hashPassword(password);
    const id = await insertCustomer(db, record, hash, Date.now());
    return { ...record, id, password };
  }

  async function contract(
    owner: FactoryCustomer,
    overrides: ContractOverrides = {},
  ): Promise<FactoryContract> {
    const kind = overrides.kind ?? 'Ansparen';
    const contractNumber = overrides.contractNumber ?? String(9_000_000_000 + ++sequence);
    const defaults = KIND_DEFAULTS[kind];
    const record: NewContract = {
      contractNumber,
      kind,
      motives: overrides.motives ?? motivesMap(defaults.motives),
      features: overrides.features ?? {},
      details: {
        ...defaults.details,
        ContractIdFormatted: formatContractNumber(contractNumber),
        ...overrides.details,
      },
    };
    await insertContract(db, owner.id, ++sequence, record);
    return { ...record, customerId: owner.id };
  }

  async function transaction(
    of: { contractNumber: string },
    overrides: Partial<NewTransaction> = {},
  ): Promise<NewTransaction> {
    const bookingDate = overrides.bookingDate ?? '2025-03-05';
    const record: NewTransaction = {
      bookingDate,
      valueDate: bookingDate,
      text: 'Einzahlung',
      amount: 10_000,
      ...overrides,
    };
    await insertTransactions(db, of.contractNumber, [record]);
    return record;
  }

  async function checklist(
    owner: FactoryCustomer,
    of?: { contractNumber: string },
    overrides: Partial<NewChecklist> = {},
  ): Promise<FactoryChecklist> {
    const record: NewChecklist = {
      title: 'Unterlagen für deine Finanzierung',
      contractNumber: of?.contractNumber ?? null,
      items: [
        {
          title: 'Lohnzettel der letzten 3 Monate',
          description: 'Deine Lohn- oder Gehaltszettel der letzten drei Monate.',
          required: true,
        },
        {
          title: 'Meldezettel',
          description: 'Deine aktuelle Meldebestätigung.',
          required: false,
        },
      ],
      ...overrides,
    };
    const inserted = await insertChecklist(db, owner.id, record);
    return { ...record, ...inserted };
  }

  /** A postbox entry with a real PDF letter; unread unless told otherwise. */
  async function postboxEntry(
    owner: FactoryCustomer,
    overrides: Partial<NewPostboxEntry> = {},
  ): Promise<NewPostboxEntry & { id: string }> {
    const record: NewPostboxEntry = {
      title: 'Jahreskontoauszug 2025',
      date: '2026-01-15',
      unread: true,
      fileName: 'Jahreskontoauszug 2025.pdf',
      legallyRelevant: false,
      ...overrides,
    };
    const pdf = await printLetter(
      { ...record, paragraphs: ['Anbei erhältst du deinen Jahreskontoauszug.'] },
      { salutation: `Liebe ${owner.firstName}`, name: owner.lastName, street: '', city: '' },
    );
    const id = await insertPostboxEntry(
      db,
      owner.id,
      record,
      await putBlob(blobs, pdf),
      Date.now(),
    );
    return { ...record, id };
  }

  /**
   * An adviser, assigned to a customer or a contract when `to` is given; `photo` (an image in any
   * format the photo pipeline reads) becomes the adviser's photo.
   */
  async function adviser(
    to?: { customerId: string } | { contractNumber: string },
    overrides: Partial<NewAdviser> & { photo?: Buffer } = {},
  ): Promise<NewAdviser> {
    const { photo, ...fields } = overrides;
    const record: NewAdviser = {
      agentId: `B-${++sequence}`,
      name: 'Mag. Florian Eder',
      role: 'Kundenberater',
      email: 'florian.eder@example.at',
      phone: '+43 662 8042 315',
      address: 'Schwarzstraße 24, 5020 Salzburg',
      videoAppointments: true,
      ...fields,
    };
    await insertAdviser(db, record);
    if (to !== undefined) await assignAdviser(db, record.agentId, to);
    if (photo !== undefined) await setAdviserPhoto(db, blobs, record.agentId, photo, Date.now());
    return record;
  }

  /** Pension values with three funds (fonds1–fonds3: 50/30/20 %) and two months of history. */
  async function pension(
    of: { contractNumber: string },
    overrides: Partial<NewPension> = {},
  ): Promise<NewPension> {
    const record: NewPension = {
      surrenderValue: 900_000,
      guaranteedCapital: 2_000_000,
      riskCover: 3_000_000,
      emailConfirmation: false,
      valuationDate: '2026-11-19',
      funds: [
        {
          slot: 'fonds1',
          name: 'Aktien Welt',
          isin: 'AT0000000011',
          share: 50,
          units: 10.5,
          value: 250_000,
        },
        {
          slot: 'fonds2',
          name: 'Anleihen Euro',
          isin: 'AT0000000029',
          share: 30,
          units: 20.125,
          value: 200_000,
        },
        {
          slot: 'fonds3',
          name: 'Geldmarkt',
          isin: 'AT0000000037',
          share: 20,
          units: 5,
          value: 50_000,
        },
      ],
      history: [
        { date: '2026-09-30', value: 480_000 },
        { date: '2026-10-31', value: 495_000 },
      ],
      ...overrides,
    };
    await insertPension(db, of.contractNumber, record);
    return record;
  }

  /**
   * A booked video appointment of the customer with the adviser and its meeting password; by
   * default on Monday, 23 November 2026, 10:00 to 10:30 in Vienna (three days after the test
   * clock's start), about a financing, with two documents asked for. `cancelled` cancels it.
   */
  async function videoAppointment(
    owner: FactoryCustomer,
    agent: { agentId: string },
    overrides: Partial<Omit<NewVideoAppointment, 'meetingPasswordHash'>> & {
      cancelled?: true;
    } = {},
  ): Promise<NewVideoAppointment & { password: string }> {
    const { cancelled, ...fields } = overrides;
    const id = fields.id ?? randomUUID();
    const password = newMeetingPassword();
    const startsAt = fields.startsAt ?? Date.UTC(2026, 10, 23, 9);
    const record: NewVideoAppointment = {
      agentId: agent.agentId,
      customerId: owner.id,
      contractNumber: null,
      topic: 'finanzierung',
      message: '',
      endsAt: startsAt + 30 * 60_000,
      roomName: newRoomName(),
      documents: ['Lichtbildausweis', 'Kaufvertrag'],
      ...fields,
      id,
      startsAt,
      meetingPasswordHash: hashMeetingPassword(id, password),
    };
    await insertVideoAppointment(db, record, Date.now());
    if (cancelled === true) {
      await db
        .updateTable('video_appointments')
        .set({ status: 'cancelled' })
        .where('id', '=', id)
        .execute();
    }
    return { ...record, password };
  }

  return {
    customer,
    contract,
    transaction,
    checklist,
    postboxEntry,
    adviser,
    pension,
    videoAppointment,
  };
}

export type Factory = ReturnType<typeof createFactory>;
