import type { adviserSchema, adviserWithContractsSchema } from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod/mini';
import type { AdvisersTable, Tables } from '../../db/tables.ts';
import { registerBlobs } from '../../files/blob-repository.ts';
import type { StoredUpload } from '../../files/upload-pipeline.ts';

type Adviser = z.input<typeof adviserSchema>;
type AdviserWithContracts = z.input<typeof adviserWithContractsSchema>;
type AdviserRow = Selectable<AdvisersTable>;

function adviserOf(row: AdviserRow): Adviser {
  return {
    AgentId: row.agent_id,
    Name: row.name,
    Funktion: row.role,
    Email: row.email,
    Telefon: row.phone,
    Adresse: row.address,
    BildUrl:
      row.picture_hash === null
        ? null
        : `/api?Mode=MeinServicebereich&Function=GetBeraterBild&beraterid=${row.agent_id}`,
    VideoTermin: row.video_appointments === 1,
  };
}

/** The contract's name as the app shows it. */
function contractName(detailsJson: string, contractNumber: string): string {
  const { Name } = JSON.parse(detailsJson) as { Name?: unknown };
  return typeof Name === 'string' && Name !== '' ? Name : contractNumber;
}

export function adviserRepository(db: Kysely<Tables>) {
  async function byId(agentId: string | null): Promise<Adviser | null> {
    if (agentId === null) return null;
    const row = await db
      .selectFrom('advisers')
      .selectAll()
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    return row === undefined ? null : adviserOf(row);
  }

  /**
   * Every adviser of the customer, each once, with the contracts they look after: a contract's
   * own adviser, else the customer's. The customer's own adviser comes first, also without a
   * contract; the others in the order of their first contract.
   */
  async function forCustomerWithContracts(customerId: string): Promise<AdviserWithContracts[]> {
    const customer = await db
      .selectFrom('customers')
      .select('adviser_id')
      .where('id', '=', customerId)
      .executeTakeFirst();
    const own = customer?.adviser_id ?? null;
    const contracts = await db
      .selectFrom('contracts')
      .select(['contract_number', 'details_json', 'adviser_id'])
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .orderBy('contract_number')
      .execute();
    const looked = new Map<string, { ContractId: string; Name: string }[]>();
    if (own !== null) looked.set(own, []);
    for (const contract of contracts) {
      const agentId = contract.adviser_id ?? own;
      if (agentId === null) continue;
      const list = looked.get(agentId) ?? [];
      list.push({
        ContractId: contract.contract_number,
        Name: contractName(contract.details_json, contract.contract_number),
      });
      looked.set(agentId, list);
    }
    if (looked.size === 0) return [];
    const rows = await db
      .selectFrom('advisers')
      .selectAll()
      .where('agent_id', 'in', [...looked.keys()])
      .execute();
    const byId = new Map(rows.map((row) => [row.agent_id, row]));
    return [...looked].flatMap(([agentId, Vertraege]) => {
      const row = byId.get(agentId);
      return row === undefined ? [] : [{ ...adviserOf(row), Vertraege }];
    });
  }

  return {
    forCustomerWithContracts,

    /** Where an adviser's mails go. */
    async contactOf(agentId: string): Promise<{ name: string; email: string }> {
      return db
        .selectFrom('advisers')
        .select(['name', 'email'])
        .where('agent_id', '=', agentId)
        .executeTakeFirstOrThrow();
    },

    /** The customer as the adviser sees the sender of a message. */
    async sender(customerId: string) {
      return db
        .selectFrom('customers')
        .select(['customer_number', 'title_prefix', 'first_name', 'last_name', 'email', 'mobile'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
    },

    /** One of the customer's contracts by number and name; undefined for any other. */
    async ownContract(
      customerId: string,
      contractNumber: string,
    ): Promise<{ number: string; name: string } | undefined> {
      const row = await db
        .selectFrom('contracts')
        .select(['contract_number', 'details_json'])
        .where('customer_id', '=', customerId)
        .where('contract_number', '=', contractNumber)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            number: row.contract_number,
            name: contractName(row.details_json, row.contract_number),
          };
    },

    /**
     * Keeps a message's files for its mails: the blobs and the queued mails naming them commit
     * together, or neither does.
     */
    async keepForMails(
      uploads: readonly StoredUpload[],
      now: number,
      queue: (trx: Transaction<Tables>) => Promise<void>,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (uploads.length > 0) await registerBlobs(trx, uploads, now);
        await queue(trx);
      });
    },

    /**
     * The photo of one of the customer's advisers: null for one without, undefined for an
     * adviser who is not the customer's.
     */
    async photoOf(customerId: string, agentId: string): Promise<string | null | undefined> {
      const own = await forCustomerWithContracts(customerId);
      if (!own.some((adviser) => adviser.AgentId === agentId)) return undefined;
      const row = await db
        .selectFrom('advisers')
        .select('picture_hash')
        .where('agent_id', '=', agentId)
        .executeTakeFirstOrThrow();
      return row.picture_hash;
    },

    /** The customer's own adviser; null when none is assigned. */
    async forCustomer(customerId: string): Promise<Adviser | null> {
      const row = await db
        .selectFrom('customers')
        .select('adviser_id')
        .where('id', '=', customerId)
        .executeTakeFirst();
      return byId(row?.adviser_id ?? null);
    },

    /**
     * The adviser of an own contract, else the customer's own; undefined when the contract is not
     * the customer's.
     */
    async forContract(
      customerId: string,
      contractNumber: string,
    ): Promise<Adviser | null | undefined> {
      const row = await db
        .selectFrom('contracts')
        .innerJoin('customers', 'customers.id', 'contracts.customer_id')
        .select(['contracts.adviser_id as contract_adviser', 'customers.adviser_id as own_adviser'])
        .where('contracts.customer_id', '=', customerId)
        .where('contracts.contract_number', '=', contractNumber)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return byId(row.contract_adviser ?? row.own_adviser);
    },
  };
}

export type AdviserRepository = ReturnType<typeof adviserRepository>;
