import type { adviserSchema } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Tables } from '../../db/tables.ts';

type Adviser = z.input<typeof adviserSchema>;

export function adviserRepository(db: Kysely<Tables>) {
  async function byId(agentId: string | null): Promise<Adviser | null> {
    if (agentId === null) return null;
    const row = await db
      .selectFrom('advisers')
      .selectAll()
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    return row === undefined
      ? null
      : {
          AgentId: row.agent_id,
          Name: row.name,
          Funktion: row.role,
          Email: row.email,
          Telefon: row.phone,
          Adresse: row.address,
          BildUrl: row.picture_url,
          VideoTermin: row.video_appointments === 1,
        };
  }

  return {
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
