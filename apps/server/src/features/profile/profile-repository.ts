import type { User } from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CustomersTable, Tables } from '../../db/tables.ts';

/** The fields of the profile the customer may change (UpdateUserData, without the e-mail). */
export type ProfileFields = Pick<
  User,
  | 'titelvorne'
  | 'titelhinten'
  | 'mobil'
  | 'strasse'
  | 'hausnummer'
  | 'stiegestocktuer'
  | 'plz'
  | 'ort'
  | 'beruf'
  | 'beschaeftigungsart'
>;

export type ProfileCustomer = Selectable<CustomersTable>;

export type EmailChange = { newEmail: string; expiresAt: number };

export type EmailConfirmation =
  | { kind: 'confirmed'; email: string }
  | { kind: 'unknown' }
  | { kind: 'used' }
  | { kind: 'expired' };

export function toUser(c: ProfileCustomer): User {
  return {
    verfuegernummer: c.customer_number,
    geschlecht: c.gender,
    titelvorne: c.title_prefix,
    titelhinten: c.title_suffix,
    vorname: c.first_name,
    nachname: c.last_name,
    geburtsdatum: c.birth_date,
    email: c.email,
    mobil: c.mobile,
    strasse: c.street,
    hausnummer: c.house_number,
    stiegestocktuer: c.stair_floor_door,
    plz: c.postcode,
    ort: c.city,
    beruf: c.profession,
    beschaeftigungsart: c.employment_type,
  };
}

/** The customer's profile and the changes of e-mail address waiting for their confirmation. */
export function profileRepository(db: Kysely<Tables>) {
  function find(customerId: string): Promise<ProfileCustomer> {
    return db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Opens a transaction holding the customer's row (a no-op update), so that two changes of one
   * profile at once are made one after the other; `work` may throw to refuse, then nothing changes.
   */
  function withLockedCustomer<T>(
    customerId: string,
    work: (trx: Transaction<Tables>, customer: ProfileCustomer) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const customer = await trx
        .updateTable('customers')
        .set((eb) => ({ customer_number: eb.ref('customer_number') }))
        .where('id', '=', customerId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return work(trx, customer);
    });
  }

  async function writeFields(
    trx: Transaction<Tables>,
    customerId: string,
    fields: ProfileFields,
  ): Promise<void> {
    await trx
      .updateTable('customers')
      .set({
        title_prefix: fields.titelvorne,
        title_suffix: fields.titelhinten,
        mobile: fields.mobil,
        street: fields.strasse,
        house_number: fields.hausnummer,
        stair_floor_door: fields.stiegestocktuer,
        postcode: fields.plz,
        city: fields.ort,
        profession: fields.beruf,
        employment_type: fields.beschaeftigungsart,
      })
      .where('id', '=', customerId)
      .execute();
  }

  /** The change that waits for its confirmation (at most one: a newer one withdraws it). */
  async function openEmailChange(
    of: Kysely<Tables>,
    customerId: string,
    now: number,
  ): Promise<EmailChange | undefined> {
    const row = await of
      .selectFrom('email_changes')
      .select(['new_email', 'expires_at'])
      .where('customer_id', '=', customerId)
      .where('confirmed_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row === undefined ? undefined : { newEmail: row.new_email, expiresAt: row.expires_at };
  }

  async function withdrawEmailChanges(
    trx: Transaction<Tables>,
    customerId: string,
    now: number,
  ): Promise<void> {
    await trx
      .updateTable('email_changes')
      .set({ withdrawn_at: now })
      .where('customer_id', '=', customerId)
      .where('confirmed_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .execute();
  }

  /** Stores a new change in place of the open one, which is withdrawn. */
  async function storeEmailChange(
    trx: Transaction<Tables>,
    change: {
      customerId: string;
      newEmail: string;
      tokenHash: string;
      now: number;
      expiresAt: number;
    },
  ): Promise<void> {
    await withdrawEmailChanges(trx, change.customerId, change.now);
    await trx
      .insertInto('email_changes')
      .values({
        token_hash: change.tokenHash,
        customer_id: change.customerId,
        new_email: change.newEmail,
        created_at: change.now,
        expires_at: change.expiresAt,
        confirmed_at: null,
        withdrawn_at: null,
      })
      .execute();
  }

  /** How many changes the customer asked for since then; older rows are dropped on the way. */
  async function countEmailChanges(
    trx: Transaction<Tables>,
    customerId: string,
    since: number,
    keepSince: number,
  ): Promise<number> {
    await trx
      .deleteFrom('email_changes')
      .where('customer_id', '=', customerId)
      .where('created_at', '<', keepSince)
      .execute();
    const row = await trx
      .selectFrom('email_changes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Uses the token up and sets the address, once; a second try or a late one changes nothing. */
  function confirmEmailChange(tokenHash: string, now: number): Promise<EmailConfirmation> {
    return db.transaction().execute(async (trx): Promise<EmailConfirmation> => {
      const taken = await trx
        .updateTable('email_changes')
        .set({ confirmed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('confirmed_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['customer_id', 'new_email'])
        .executeTakeFirst();
      if (taken === undefined) {
        const row = await trx
          .selectFrom('email_changes')
          .select('confirmed_at')
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (row === undefined) return { kind: 'unknown' };
        return row.confirmed_at === null ? { kind: 'expired' } : { kind: 'used' };
      }
      await trx
        .updateTable('customers')
        .set({ email: taken.new_email })
        .where('id', '=', taken.customer_id)
        .execute();
      return { kind: 'confirmed', email: taken.new_email };
    });
  }

  return {
    find,
    withLockedCustomer,
    writeFields,
    openEmailChange: (customerId: string, now: number) => openEmailChange(db, customerId, now),
    openEmailChangeIn: openEmailChange,
    withdrawEmailChanges,
    storeEmailChange,
    countEmailChanges,
    confirmEmailChange,
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
