import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Tables } from '../src/db/tables.ts';
import type { FactoryContract } from './factory.ts';
import type { HttpSession } from './server-process.ts';

// A stream of deposits to one savings contract, each of its own amount, and the check that what
// was acknowledged is booked, once, and the balance agrees: for tests that crash, stop or back
// up a server under write load.

export type DepositStream = {
  /** The amounts in cents of the deposits answered with Status 200. */
  acknowledged: number[];
  /** Sends no further deposit and waits for those in flight. */
  stop: () => Promise<void>;
};

/** `inFlight` deposits at any time to `baseUrl` until `stop`; failed calls are not acknowledged. */
export function depositStream(
  baseUrl: string,
  session: HttpSession,
  contractNumber: string,
  inFlight = 4,
): DepositStream {
  const acknowledged: number[] = [];
  let next = 1;
  let stopped = false;
  const streams = Array.from({ length: inFlight }, async () => {
    while (!stopped) {
      const euros = next++;
      try {
        const answer = await fetch(`${baseUrl}/api?Mode=MeinServicebereich&Function=Einzahlung`, {
          method: 'POST',
          headers: {
            cookie: session.cookie,
            'x-csrf-token': session.csrfToken,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            vertragsnummer: contractNumber,
            betrag: `${String(euros)},00`,
            confirmation: 'true',
          }).toString(),
        });
        const body = (await answer.json()) as { Status: number };
        if (body.Status === 200) acknowledged.push(euros * 100);
      } catch {
        // A kill or a closed connection cut this call off: it was never acknowledged.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(streams);
    },
  };
}

/**
 * Every acknowledged deposit is booked, none twice, and the balance is the opening balance plus
 * exactly the bookings kept. Answers the number of bookings.
 */
export async function expectDepositsKept(
  db: Kysely<Tables>,
  savings: FactoryContract,
  acknowledged: readonly number[],
): Promise<number> {
  const booked = (
    await db
      .selectFrom('contract_transactions')
      .select('amount_cents')
      .where('contract_number', '=', savings.contractNumber)
      .execute()
  ).map((r) => r.amount_cents);
  for (const amount of acknowledged) expect(booked).toContain(amount);
  expect(new Set(booked).size).toBe(booked.length);
  const contract = await db
    .selectFrom('contracts')
    .select('details_json')
    .where('contract_number', '=', savings.contractNumber)
    .executeTakeFirstOrThrow();
  const { Balance } = JSON.parse(contract.details_json) as { Balance: number };
  expect(Balance).toBe(
    (savings.details.Balance ?? 0) + booked.reduce((sum, amount) => sum + amount, 0),
  );
  return booked.length;
}
