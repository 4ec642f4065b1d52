import { randomUUID } from 'node:crypto';
import {
  CLAIM_FORMS,
  claimFormSchema,
  contractSchema,
  MOTIVES,
  type ClaimStatus,
  type ClaimType,
  type Contract,
  type ContractKind,
  type Motive,
  OFFICE_HOURS,
  POSTBOX_CONSENT_VERSION,
  type VideoTopic,
  type WeeklyHours,
} from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import { registerBlobs } from '../files/blob-repository.ts';
import type { Tables } from './tables.ts';

// Inserting customers, contracts, transactions and checklists: the one mapping from records to rows,
// shared by the demo data and the test factory.

export type NewCustomer = {
  customerNumber: string;
  gender: 'm' | 'w';
  titlePrefix: string;
  titleSuffix: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  birthDate: string;
  email: string;
  mobile: string;
  street: string;
  houseNumber: string;
  /** Stiege/Stock/Tür, e.g. "2/3/14". */
  stairFloorDoor: string;
  postcode: string;
  city: string;
  /** A profession code of the profile form (PROFESSIONS of the protocol package). */
  profession: string;
  employmentType: string;
};

/** Motives, features and details are stored exactly in their wire shape. */
export type NewContract = {
  contractNumber: string;
  kind: ContractKind;
  motives: Contract['Motives'];
  features: Contract['Features'];
  details: Contract['Details'];
};

export type NewTransaction = {
  /** yyyy-mm-dd */
  bookingDate: string;
  /** yyyy-mm-dd */
  valueDate: string;
  text: string;
  /** Cents; positive is a credit to the contract. */
  amount: number;
};

export type NewChecklistItem = { title: string; description: string; required: boolean };

export type NewChecklist = {
  title: string;
  contractNumber: string | null;
  items: readonly NewChecklistItem[];
};

export type InsertedChecklist = {
  id: string;
  items: readonly (NewChecklistItem & { id: string })[];
};

/** The Motives map of a contract: each motive id with its motive name. */
export function motivesMap(motives: readonly Motive[]): Contract['Motives'] {
  return Object.fromEntries(motives.map((m) => [m, MOTIVES[m].motiveName]));
}

export async function insertCustomer(
  db: Kysely<Tables>,
  customer: NewCustomer,
  passwordHash: string,
  createdAt: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('customers')
    .values({
      id,
      customer_number: customer.customerNumber,
      password_hash: passwordHash,
      gender: customer.gender,
      title_prefix: customer.titlePrefix,
      title_suffix: customer.titleSuffix,
      first_name: customer.firstName,
      last_name: customer.lastName,
      birth_date: customer.birthDate,
      email: customer.email,
      mobile: customer.mobile,
      street: customer.street,
      house_number: customer.houseNumber,
      stair_floor_door: customer.stairFloorDoor,
      postcode: customer.postcode,
      city: customer.city,
      profession: customer.profession,
      employment_type: customer.employmentType,
      created_at: createdAt,
    })
    .execute();
  return id;
}

/** Refuses a contract the repository could not read back, so bad data fails where it is made. */
export async function insertContract(
  db: Kysely<Tables>,
  customerId: string,
  position: number,
  contract: NewContract,
): Promise<void> {
  const wire = contractSchema.parse({
    ContractId: contract.contractNumber,
    Kind: contract.kind,
    Motives: contract.motives,
    Features: contract.features,
    Details: contract.details,
  });
  await db
    .insertInto('contracts')
    .values({
      contract_number: wire.ContractId,
      customer_id: customerId,
      kind: wire.Kind,
      position,
      motives_json: JSON.stringify(wire.Motives),
      features_json: JSON.stringify(wire.Features),
      details_json: JSON.stringify(wire.Details),
    })
    .execute();
}

// Well below SQLite's and PostgreSQL's limits on bound parameters per statement.
const ROWS_PER_INSERT = 500;

export async function insertTransactions(
  db: Kysely<Tables>,
  contractNumber: string,
  transactions: readonly NewTransaction[],
): Promise<void> {
  const rows = transactions.map((t) => ({
    id: randomUUID(),
    contract_number: contractNumber,
    booking_date: t.bookingDate,
    value_date: t.valueDate,
    text: t.text,
    amount_cents: t.amount,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('contract_transactions')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

export async function insertChecklist(
  db: Kysely<Tables>,
  customerId: string,
  checklist: NewChecklist,
): Promise<InsertedChecklist> {
  const id = randomUUID();
  const items = checklist.items.map((item) => ({ ...item, id: randomUUID() }));
  await db
    .insertInto('checklists')
    .values({
      id,
      customer_id: customerId,
      contract_number: checklist.contractNumber,
      title: checklist.title,
    })
    .execute();
  if (items.length > 0) {
    await db
      .insertInto('checklist_items')
      .values(
        items.map((item, position) => ({
          id: item.id,
          checklist_id: id,
          position,
          title: item.title,
          description: item.description,
          required: item.required ? 1 : 0,
        })),
      )
      .execute();
  }
  return { id, items };
}

export type NewPostboxEntry = {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  unread: boolean;
  fileName: string;
  /** Marked as legally relevant for the customer (decision 033). */
  legallyRelevant: boolean;
};

/** A postbox entry with its stored PDF (already in the blob store). */
export async function insertPostboxEntry(
  db: Kysely<Tables>,
  customerId: string,
  entry: NewPostboxEntry,
  pdf: { hash: string; size: number },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await registerBlobs(db, [pdf], now);
  await db
    .insertInto('postbox_entries')
    .values({
      id,
      customer_id: customerId,
      title: entry.title,
      creation_date: entry.date,
      status: entry.unread ? 'UNREAD' : 'READ',
      file_name: entry.fileName,
      blob_hash: pdf.hash,
      created_at: now,
      legally_relevant: entry.legallyRelevant ? 1 : 0,
    })
    .execute();
  return id;
}

/**
 * Records a consent or its revocation (§ 5a VersVG); a revocation names the version of the
 * consent it ends.
 */
export async function recordConsentEvent(
  db: Kysely<Tables>,
  customerId: string,
  kind: 'consent' | 'revocation',
  textVersion: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('postbox_consent_events')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      kind,
      text_version: textVersion,
      occurred_at: now,
    })
    .execute();
}

/**
 * The customer's consent to electronic delivery to the current text, recorded, with e-mail
 * notices to `email`; a customer who has saved settings keeps them.
 */
export async function insertPostboxConsent(
  db: Kysely<Tables>,
  customerId: string,
  email: string,
  now: number,
): Promise<void> {
  const inserted = await db
    .insertInto('postbox_settings')
    .values({ customer_id: customerId, electronic_delivery: 1, notify: 1, email, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  if (inserted !== undefined) {
    await recordConsentEvent(db, customerId, 'consent', POSTBOX_CONSENT_VERSION, now);
  }
}

export type NewAdviser = {
  agentId: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  address: string;
  videoAppointments: boolean;
  /** Weekly hours for video appointments; office hours when not given and video is offered. */
  weeklyHours?: readonly WeeklyHours[];
};

export async function insertAdviser(db: Kysely<Tables>, adviser: NewAdviser): Promise<void> {
  await db
    .insertInto('advisers')
    .values({
      agent_id: adviser.agentId,
      name: adviser.name,
      role: adviser.role,
      email: adviser.email,
      phone: adviser.phone,
      address: adviser.address,
      video_appointments: adviser.videoAppointments ? 1 : 0,
    })
    .execute();
  await insertAdviserHours(
    db,
    adviser.agentId,
    adviser.weeklyHours ?? (adviser.videoAppointments ? OFFICE_HOURS : []),
  );
}

export async function insertAdviserHours(
  db: Kysely<Tables>,
  agentId: string,
  hours: readonly WeeklyHours[],
): Promise<void> {
  if (hours.length === 0) return;
  await db
    .insertInto('adviser_hours')
    .values(
      hours.map((h) => ({
        agent_id: agentId,
        weekday: h.weekday,
        start_minute: h.startMinute,
        end_minute: h.endMinute,
      })),
    )
    .execute();
}

export type NewVideoAppointment = {
  id: string;
  agentId: string;
  customerId: string;
  contractNumber: string | null;
  topic: VideoTopic;
  message: string;
  startsAt: number;
  endsAt: number;
  roomName: string;
  meetingPasswordHash: string;
  documents: readonly string[];
};

/** A booked appointment; fails on a unique violation when the slot is booked already. */
export async function insertVideoAppointment(
  db: Kysely<Tables>,
  appointment: NewVideoAppointment,
  now: number,
): Promise<void> {
  await db
    .insertInto('video_appointments')
    .values({
      id: appointment.id,
      agent_id: appointment.agentId,
      customer_id: appointment.customerId,
      contract_number: appointment.contractNumber,
      topic: appointment.topic,
      message: appointment.message,
      starts_at: appointment.startsAt,
      ends_at: appointment.endsAt,
      status: 'booked',
      sequence: 0,
      created_at: now,
      changed_at: now,
      room_name: appointment.roomName,
      meeting_password_hash: appointment.meetingPasswordHash,
      documents_json: JSON.stringify(appointment.documents),
    })
    .execute();
}

/** Assigns an adviser to a customer, or to one contract when a contract number is given. */
export async function assignAdviser(
  db: Kysely<Tables>,
  agentId: string,
  to: { customerId: string } | { contractNumber: string },
): Promise<void> {
  if ('customerId' in to) {
    await db
      .updateTable('customers')
      .set({ adviser_id: agentId })
      .where('id', '=', to.customerId)
      .execute();
  } else {
    await db
      .updateTable('contracts')
      .set({ adviser_id: agentId })
      .where('contract_number', '=', to.contractNumber)
      .execute();
  }
}

export type NewFund = {
  slot: string;
  name: string;
  isin: string;
  /** Percent of the premium. */
  share: number;
  /** Fund units, at most three decimals. */
  units: number;
  /** Cents. */
  value: number;
};

/** The policy values and funds of a FlexibleLife, FlexibleLife 2.0 or Voll:Wert contract. */
export type NewPension = {
  surrenderValue: number;
  guaranteedCapital: number;
  riskCover: number;
  emailConfirmation: boolean;
  /** yyyy-mm-dd of the latest valuation. */
  valuationDate: string;
  funds: readonly NewFund[];
  /** Month-end total values, oldest first. */
  history: readonly { date: string; value: number }[];
};

export async function insertPension(
  db: Kysely<Tables>,
  contractNumber: string,
  pension: NewPension,
): Promise<void> {
  await db
    .insertInto('contract_pensions')
    .values({
      contract_number: contractNumber,
      surrender_value_cents: pension.surrenderValue,
      guaranteed_capital_cents: pension.guaranteedCapital,
      risk_cover_cents: pension.riskCover,
      email_confirmation: pension.emailConfirmation ? 1 : 0,
      valuation_date: pension.valuationDate,
    })
    .execute();
  if (pension.funds.length > 0) {
    await db
      .insertInto('contract_funds')
      .values(
        pension.funds.map((f, position) => ({
          contract_number: contractNumber,
          slot: f.slot,
          position,
          name: f.name,
          isin: f.isin,
          share_percent: f.share,
          units_thousandths: Math.round(f.units * 1000),
          value_cents: f.value,
        })),
      )
      .execute();
  }
  if (pension.history.length > 0) {
    await db
      .insertInto('contract_fund_history')
      .values(
        pension.history.map((h) => ({
          contract_number: contractNumber,
          date: h.date,
          value_cents: h.value,
        })),
      )
      .execute();
  }
}

export type NewClaim = {
  claimNumber: string;
  contractNumber: string;
  type: ClaimType;
  /** The form's fields as the app sends them; checked with the type's schema. */
  fields: Record<string, string | readonly string[]>;
  reporterEmail: string;
  /** Every status with its note and time, oldest first; the first is when it came in. */
  history: readonly { status: ClaimStatus; note: string; at: number }[];
};

/** A claim as a customer reported it and the claims desk moved it on, without files. */
export async function insertClaim(
  db: Kysely<Tables>,
  customerId: string,
  claim: NewClaim,
): Promise<void> {
  const answers = claimFormSchema(claim.type, {}).parse({ typ: claim.type, ...claim.fields });
  // Stored as a reported claim's answers: without the type, and without the receipts, which
  // name files of a request (the seeded claims have none).
  const stored = Object.fromEntries(
    Object.entries(answers).filter(([key]) => key !== 'typ' && key !== 'beleg'),
  );
  const id = randomUUID();
  const reported = claim.history[0]?.at ?? 0;
  await db
    .insertInto('claims')
    .values({
      id,
      claim_number: claim.claimNumber,
      customer_id: customerId,
      contract_number: claim.contractNumber,
      claim_type: claim.type,
      status: claim.history.at(-1)?.status ?? 'eingegangen',
      event_date: String(stored[CLAIM_FORMS[claim.type].dateField]),
      answers_json: JSON.stringify(stored),
      reporter_email: claim.reporterEmail,
      reported_by_visitor: 0,
      created_at: reported,
    })
    .execute();
  await db
    .insertInto('claim_history')
    .values(
      claim.history.map((h, position) => ({
        claim_id: id,
        position,
        status: h.status,
        note: h.note,
        changed_at: h.at,
      })),
    )
    .execute();
}
