import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../test/factory.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { sessionStore } from './session-store.ts';

// On SQLite the store keeps the sessions it has read in memory (decision 016). Whatever ends or
// changes a session must still count from the moment it is made, for the next call.

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);

describe.skipIf(postgresUnavailable)('the session store', () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let store: ReturnType<typeof sessionStore>;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    store = sessionStore(
      t.db,
      { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE },
      t.database.writes,
    );
  });
  afterEach(async () => {
    await t.close();
  });

  /** A session of the customer, looked up once (and so kept where sessions are kept). */
  async function usedSession() {
    const created = await store.create(customer.id, NOW);
    expect(await store.find(created.cookieValue, NOW)).not.toBeNull();
    return created;
  }

  it('ends a used session at once: at logout, on removal of its device, with the others', async () => {
    const [loggedOut, removed, other, kept] = [
      await usedSession(),
      await usedSession(),
      await usedSession(),
      await usedSession(),
    ];
    await store.remove(loggedOut.session.idHash);
    await store.removeOf(customer.id, removed.session.idHash);
    await store.removeOthersOf(customer.id, kept.session.idHash);
    for (const ended of [loggedOut, removed, other]) {
      expect(await store.find(ended.cookieValue, NOW)).toBeNull();
    }
    expect(await store.find(kept.cookieValue, NOW)).not.toBeNull();
  });

  it('ends sessions in a transaction once it commits, though a call read them meanwhile', async () => {
    const { cookieValue } = await usedSession();
    await t.db.transaction().execute(async (trx) => {
      await store.removeAllOf(customer.id, trx);
      // Until the commit, the session is still there for everyone else.
      expect(await store.find(cookieValue, NOW)).not.toBeNull();
    });
    expect(await store.find(cookieValue, NOW)).toBeNull();
  });

  it('counts the idle time from the last use it wrote down', async () => {
    const { cookieValue } = await usedSession();
    // Writes down the use at 20 minutes, which the idle timeout then counts from.
    expect(await store.find(cookieValue, NOW + 20 * MINUTE)).not.toBeNull();
    expect(await store.find(cookieValue, NOW + 45 * MINUTE)).not.toBeNull();
    expect(await store.find(cookieValue, NOW + 76 * MINUTE)).toBeNull();
  });
});

it('no code but the session store writes sessions, nor deletes customers (and so their sessions)', async () => {
  const src = path.resolve(import.meta.dirname, '..');
  const files = (await readdir(src, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const writers: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(src, file), 'utf8');
    if (
      /(insertInto|updateTable|deleteFrom)\(\s*'sessions'|deleteFrom\(\s*'customers'/.test(text)
    ) {
      writers.push(file);
    }
  }
  expect(writers).toEqual([path.join('http', 'session-store.ts')]);
});
