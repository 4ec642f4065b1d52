import { hash, randomBytes, randomInt } from 'node:crypto';
import {
  STORM_CODE_LENGTH,
  STORM_CODE_MINUTES,
  STORM_CODE_TRIES,
  STORM_MAX_MOBILES,
  STORM_MOBILE_ADDS_PER_DAY,
  STORM_RECENT_DAYS,
  type Contract,
  type StormKind,
  type StormLevel,
} from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StormDevicesTable, StormSettingsTable, Tables } from '../../db/tables.ts';
import { sameToken } from '../../security/tokens.ts';
import type { CapWarningInfo } from './cap.ts';

// A contract's storm warning as the customer sets it up: on/off, postcodes, phone numbers and
// push devices. The warnings and their deliveries are in warning-repository.ts.

export type StormDeviceRow = Selectable<StormDevicesTable>;
export type StormSettingsRow = Selectable<StormSettingsTable>;

export type StormSetup = {
  settings: StormSettingsRow | undefined;
  postcodes: string[];
  devices: StormDeviceRow[];
};

export type AddMobile =
  | { kind: 'added'; device: StormDeviceRow; code: string; created: boolean }
  | { kind: 'per-day' }
  | { kind: 'twice' }
  | { kind: 'too-many' };

export type ConfirmMobile =
  | { kind: 'confirmed' }
  | { kind: 'not-found' }
  | { kind: 'already' }
  | { kind: 'expired' }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'used-up' };

/** A warning as the weather service gave it, for the contract's postcodes it covers. */
export type ListedWarning = Omit<CapWarningInfo, 'areas'> & { id: string; postcodes: string[] };

const DAY_MS = 24 * 3_600_000;

/** The stored form of a code: SHA-256 over the device id and the code. */
function hashCode(deviceId: string, code: string): string {
  return hash('sha256', `${deviceId}:${code}`, 'base64url');
}

function newCode(): string {
  return String(randomInt(10 ** STORM_CODE_LENGTH)).padStart(STORM_CODE_LENGTH, '0');
}

/** A phone number's device id: random, so ids say nothing about numbers or their count. */
function newMobileDeviceId(): string {
  return `sms-${randomBytes(12).toString('hex')}`;
}

export function stormRepository(db: Kysely<Tables>) {
  /** The customer's contract with its Features; undefined for another customer's or none. */
  async function contractFeatures(
    customerId: string,
    contractNumber: string,
  ): Promise<Contract['Features'] | undefined> {
    const row = await db
      .selectFrom('contracts')
      .select('features_json')
      .where('customer_id', '=', customerId)
      .where('contract_number', '=', contractNumber)
      .executeTakeFirst();
    return row === undefined ? undefined : (JSON.parse(row.features_json) as Contract['Features']);
  }

  async function customerEmail(customerId: string): Promise<string> {
    const row = await db
      .selectFrom('customers')
      .select('email')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    return row.email;
  }

  async function setup(contractNumber: string, trx: Kysely<Tables> = db): Promise<StormSetup> {
    const settings = await trx
      .selectFrom('storm_settings')
      .selectAll()
      .where('contract_number', '=', contractNumber)
      .executeTakeFirst();
    const postcodes = await trx
      .selectFrom('storm_postcodes')
      .select('postcode')
      .where('contract_number', '=', contractNumber)
      .orderBy('position')
      .execute();
    return {
      settings,
      postcodes: postcodes.map((p) => p.postcode),
      devices: await devices(contractNumber, trx),
    };
  }

  function devices(contractNumber: string, trx: Kysely<Tables> = db): Promise<StormDeviceRow[]> {
    return trx
      .selectFrom('storm_devices')
      .selectAll()
      .where('contract_number', '=', contractNumber)
      .orderBy('created_at')
      .orderBy('device_id')
      .execute();
  }

  /**
   * The first postcodes of a contract switch its warnings on, with e-mail; later changes keep
   * what the customer chose.
   */
  async function setPostcodes(
    contractNumber: string,
    postcodes: readonly string[],
    now: number,
  ): Promise<StormSetup> {
    return db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('storm_postcodes')
        .where('contract_number', '=', contractNumber)
        .execute();
      if (postcodes.length > 0) {
        await trx
          .insertInto('storm_postcodes')
          .values(
            postcodes.map((postcode, position) => ({
              contract_number: contractNumber,
              postcode,
              position,
            })),
          )
          .execute();
        await trx
          .insertInto('storm_settings')
          .values({ contract_number: contractNumber, active: 1, email: 1, updated_at: now })
          .onConflict((oc) => oc.column('contract_number').doNothing())
          .execute();
      }
      return setup(contractNumber, trx);
    });
  }

  async function setStatus(
    contractNumber: string,
    change: { active: boolean; email?: boolean | undefined },
    now: number,
  ): Promise<StormSetup> {
    return db.transaction().execute(async (trx) => {
      const active = change.active ? 1 : 0;
      const email = change.email === undefined ? undefined : change.email ? 1 : 0;
      await trx
        .insertInto('storm_settings')
        .values({ contract_number: contractNumber, active, email: email ?? 1, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('contract_number')
            .doUpdateSet({ active, updated_at: now, ...(email === undefined ? {} : { email }) }),
        )
        .execute();
      return setup(contractNumber, trx);
    });
  }

  /** Ends the contract's storm warning: everything set up for it goes, and what was not sent. */
  async function deactivate(contractNumber: string): Promise<StormSetup> {
    return db.transaction().execute(async (trx) => {
      for (const table of ['storm_postcodes', 'storm_devices', 'storm_settings'] as const) {
        await trx.deleteFrom(table).where('contract_number', '=', contractNumber).execute();
      }
      await trx
        .deleteFrom('storm_deliveries')
        .where('contract_number', '=', contractNumber)
        .where('status', '=', 'pending')
        .execute();
      return setup(contractNumber, trx);
    });
  }

  /** False when the contract has no such device. */
  async function removeDevice(contractNumber: string, deviceId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('storm_devices')
        .where('contract_number', '=', contractNumber)
        .where('device_id', '=', deviceId)
        .returning(['kind', 'mobile'])
        .executeTakeFirst();
      if (removed === undefined) return false;
      await trx
        .deleteFrom('storm_deliveries')
        .where('contract_number', '=', contractNumber)
        .where('status', '=', 'pending')
        .where(
          'recipient',
          '=',
          removed.kind === 'sms' ? `sms:${removed.mobile ?? ''}` : `push:${deviceId}`,
        )
        .execute();
      return true;
    });
  }

  async function codesSentSince(trx: Transaction<Tables>, customerId: string, since: number) {
    const row = await trx
      .selectFrom('storm_code_requests')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * A new number, or a new code for a number waiting for one: counted against the customer's
   * codes of the last 24 hours before anything is sent. The customer's row is locked first
   * (PostgreSQL; SQLite writes one at a time anyway), so parallel requests count one after the
   * other and none passes a limit another has not recorded yet.
   */
  async function addMobile(
    customerId: string,
    contractNumber: string,
    mobile: string,
    name: string,
    now: number,
  ): Promise<AddMobile> {
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', customerId)
        .execute();
      await trx
        .deleteFrom('storm_code_requests')
        .where('customer_id', '=', customerId)
        .where('created_at', '<=', now - DAY_MS)
        .execute();
      if ((await codesSentSince(trx, customerId, now - DAY_MS)) >= STORM_MOBILE_ADDS_PER_DAY) {
        return { kind: 'per-day' };
      }
      const existing = await trx
        .selectFrom('storm_devices')
        .selectAll()
        .where('contract_number', '=', contractNumber)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
      if (existing?.confirmed_at != null) return { kind: 'twice' };
      if (existing === undefined) {
        const numbers = await trx
          .selectFrom('storm_devices')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('contract_number', '=', contractNumber)
          .where('kind', '=', 'sms')
          .executeTakeFirstOrThrow();
        if (Number(numbers.count) >= STORM_MAX_MOBILES) return { kind: 'too-many' };
      }
      const code = newCode();
      const deviceId = existing?.device_id ?? newMobileDeviceId();
      const codeFields = {
        code_hash: hashCode(deviceId, code),
        code_expires_at: now + STORM_CODE_MINUTES * 60_000,
        code_tries: 0,
      };
      if (existing === undefined) {
        await trx
          .insertInto('storm_devices')
          .values({
            contract_number: contractNumber,
            device_id: deviceId,
            kind: 'sms',
            name,
            mobile,
            confirmed_at: null,
            created_at: now,
            ...codeFields,
          })
          .execute();
      } else {
        await trx
          .updateTable('storm_devices')
          .set({ ...codeFields, ...(name === '' ? {} : { name }) })
          .where('contract_number', '=', contractNumber)
          .where('device_id', '=', deviceId)
          .execute();
      }
      await trx
        .insertInto('storm_code_requests')
        .values({ customer_id: customerId, mobile, created_at: now })
        .execute();
      const device = await trx
        .selectFrom('storm_devices')
        .selectAll()
        .where('contract_number', '=', contractNumber)
        .where('device_id', '=', deviceId)
        .executeTakeFirstOrThrow();
      return { kind: 'added', device, code, created: existing === undefined };
    });
  }

  /** Undoes `addMobile` when its SMS could not be sent: nothing of it stays, nothing counts. */
  async function withdrawCode(
    customerId: string,
    added: { device: StormDeviceRow; created: boolean },
    now: number,
  ): Promise<void> {
    const { device } = added;
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('storm_code_requests')
        .where('customer_id', '=', customerId)
        .where('mobile', '=', device.mobile ?? '')
        .where('created_at', '=', now)
        .execute();
      if (added.created) {
        await trx
          .deleteFrom('storm_devices')
          .where('contract_number', '=', device.contract_number)
          .where('device_id', '=', device.device_id)
          .execute();
      } else {
        await trx
          .updateTable('storm_devices')
          .set({ code_hash: null, code_expires_at: null, code_tries: 0 })
          .where('contract_number', '=', device.contract_number)
          .where('device_id', '=', device.device_id)
          .execute();
      }
    });
  }

  async function confirmMobile(
    contractNumber: string,
    deviceId: string,
    code: string,
    now: number,
  ): Promise<ConfirmMobile> {
    return db.transaction().execute(async (trx) => {
      // Read through a no-op update, which locks the row (PostgreSQL): parallel guesses are
      // compared one after the other, each after the tries of those before it are recorded.
      const device = await trx
        .updateTable('storm_devices')
        .set((eb) => ({ code_tries: eb.ref('code_tries') }))
        .where('contract_number', '=', contractNumber)
        .where('device_id', '=', deviceId)
        .where('kind', '=', 'sms')
        .returningAll()
        .executeTakeFirst();
      if (device === undefined) return { kind: 'not-found' };
      if (device.confirmed_at !== null) return { kind: 'already' };
      if (device.code_hash === null) return { kind: 'used-up' };
      if (device.code_expires_at === null || device.code_expires_at <= now) {
        return { kind: 'expired' };
      }
      const mine = trx
        .updateTable('storm_devices')
        .where('contract_number', '=', contractNumber)
        .where('device_id', '=', deviceId);
      if (sameToken(hashCode(deviceId, code), device.code_hash)) {
        await mine
          .set({ confirmed_at: now, code_hash: null, code_expires_at: null, code_tries: 0 })
          .execute();
        return { kind: 'confirmed' };
      }
      const tries = device.code_tries + 1;
      if (tries >= STORM_CODE_TRIES) {
        await mine.set({ code_hash: null, code_expires_at: null, code_tries: tries }).execute();
        return { kind: 'used-up' };
      }
      await mine.set({ code_tries: tries }).execute();
      return { kind: 'wrong', triesLeft: STORM_CODE_TRIES - tries };
    });
  }

  /** A push id registered for the contract; registered again, it keeps its place and is renamed. */
  async function registerPush(
    contractNumber: string,
    deviceId: string,
    name: string,
    now: number,
  ): Promise<void> {
    await db
      .insertInto('storm_devices')
      .values({
        contract_number: contractNumber,
        device_id: deviceId,
        kind: 'push',
        name,
        mobile: null,
        confirmed_at: now,
        code_hash: null,
        code_expires_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['contract_number', 'device_id']).doUpdateSet({ name }))
      .execute();
  }

  /**
   * The warnings for the contract's postcodes that are not over, and those that ended in the
   * last days (cancelled and replaced ones are not listed): current first, the strongest first.
   */
  async function warnings(contractNumber: string, now: number): Promise<ListedWarning[]> {
    const rows = await db
      .selectFrom('storm_postcodes as sp')
      .innerJoin('storm_warning_postcodes as wp', 'wp.postcode', 'sp.postcode')
      .innerJoin('storm_warnings as w', 'w.id', 'wp.warning_id')
      .select([
        'w.id',
        'w.kind',
        'w.level',
        'w.event',
        'w.headline',
        'w.description',
        'w.instruction',
        'w.sender_name',
        'w.onset_at',
        'w.expires_at',
        'sp.postcode',
      ])
      .where('sp.contract_number', '=', contractNumber)
      .where('w.status', '=', 'actual')
      .where('w.expires_at', '>', now - STORM_RECENT_DAYS * DAY_MS)
      .orderBy('sp.position')
      .execute();
    const byId = new Map<string, ListedWarning>();
    for (const row of rows) {
      const listed = byId.get(row.id);
      if (listed !== undefined) {
        listed.postcodes.push(row.postcode);
        continue;
      }
      byId.set(row.id, {
        id: row.id,
        kind: row.kind as StormKind,
        level: row.level as StormLevel,
        event: row.event,
        headline: row.headline,
        description: row.description,
        instruction: row.instruction,
        senderName: row.sender_name,
        onset: row.onset_at,
        expires: row.expires_at,
        postcodes: [row.postcode],
      });
    }
    const strength = (w: ListedWarning) => ['gelb', 'orange', 'rot'].indexOf(w.level);
    return [...byId.values()].sort((a, b) => {
      const aCurrent = a.expires > now;
      const bCurrent = b.expires > now;
      if (aCurrent !== bCurrent) return aCurrent ? -1 : 1;
      if (aCurrent) return strength(b) - strength(a) || a.onset - b.onset;
      return b.expires - a.expires;
    });
  }

  return {
    contractFeatures,
    customerEmail,
    setup,
    devices,
    setPostcodes,
    setStatus,
    deactivate,
    removeDevice,
    addMobile,
    withdrawCode,
    confirmMobile,
    registerPush,
    warnings,
  };
}

export type StormRepository = ReturnType<typeof stormRepository>;
