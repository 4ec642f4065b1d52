import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { contractRepository } from './contract-repository.ts';

// On SQLite the contract list of GetVertraege is kept in memory (decision 016). Every change of a
// contract, whoever writes it, must show in the next list.

describe.skipIf(postgresUnavailable)('the contract list', () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let contracts: ReturnType<typeof contractRepository>;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    contracts = contractRepository(t.db, t.database.writes);
  });
  afterEach(async () => {
    await t.close();
  });

  async function balances(): Promise<number[]> {
    const list = JSON.parse((await contracts.listJsonForCustomer(customer.id)).json) as {
      Details: { Balance?: number };
    }[];
    return list.map((contract) => contract.Details.Balance ?? 0);
  }

  it('shows a contract added after the list was read', async () => {
    await t.factory.contract(customer, { details: { Balance: 100 } });
    expect(await balances()).toEqual([100]);
    await t.factory.contract(customer, { details: { Balance: 200 } });
    expect(await balances()).toEqual([100, 200]);
  });

  it('shows a change made in a transaction once it commits, though the list was read meanwhile', async () => {
    const savings = await t.factory.contract(customer, { details: { Balance: 100 } });
    expect(await balances()).toEqual([100]);
    await contracts.withLockedContracts(
      customer.id,
      [savings.contractNumber],
      async (_trx, [found], write) => {
        if (found === undefined) throw new Error('the customer owns the contract');
        await write(found, { ...found.Details, Balance: 300 });
        // Until the commit, the list is the one before the change.
        expect(await balances()).toEqual([100]);
      },
    );
    expect(await balances()).toEqual([300]);
  });
});
