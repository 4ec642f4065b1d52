import type { DokboxFile } from '@servicebereich/protocol';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpeg } from '../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../test/harness.ts';

// Every query binds its values as parameters (Kysely); text the customer types is data, never
// SQL, whatever it looks like.

const CLASSICS = [
  "' OR '1'='1",
  "'; DROP TABLE dokbox_files; --",
  '" OR ""="',
  "1' UNION SELECT password_hash, id FROM customers --",
  "x'); DELETE FROM sessions; --",
  '%_\\',
  '1; SELECT pg_sleep(5); --',
];

/** Text made of the characters SQL gives a meaning to, and some words. */
const sqlish = fc.string({
  unit: fc.constantFrom(
    "'",
    '"',
    ';',
    '-',
    '/',
    '*',
    '(',
    ')',
    '=',
    '%',
    '_',
    '\\',
    ' ',
    'OR',
    'DROP',
    'a',
    '1',
  ),
  minLength: 1,
  maxLength: 60,
});

describe.skipIf(postgresUnavailable)('text that looks like SQL', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('as a login number is refused by its schema before any query', async () => {
    const client = t.client();
    for (const payload of CLASSICS) {
      const answer = await client.login(payload, 'egal');
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { verfuegernummer: expect.any(String) as unknown },
      });
    }
  });

  it('as a title and description is stored and answered as typed, and changes nothing else', async () => {
    const owner = await t.factory.customer();
    const other = await t.factory.customer();
    const client = t.client();
    const otherClient = t.client();
    await client.login(owner.customerNumber, owner.password);
    await otherClient.login(other.customerNumber, other.password);
    const fields = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };
    const photo = [{ name: 'a.jpg', data: await jpeg() }];
    const mine = (await client.upload('addDokboxFile', fields, photo)).body.Result as DokboxFile[];
    const theirs = (await otherClient.upload('addDokboxFile', fields, photo)).body
      .Result as DokboxFile[];
    const fileId = mine[0]?.fileId ?? '';

    const check = async (payload: string) => {
      const title = payload.trim() === '' ? 'x' : payload.trim();
      const changed = await client.upload(
        'modifyDokboxFile',
        { ...fields, fileId, name: title, desc: payload },
        [],
      );
      expect(changed.body.Status).toBe(200);
      const kept = (await client.call('getDokboxFile', { fileId })).body.Result as DokboxFile;
      expect(kept.fileName).toBe(mine[0]?.fileName);
      expect(kept.fileDesciption).toBe(payload.trim());
      const listed = (await client.call('getDokboxFiles')).body.Result as {
        groups: { name: string }[];
      };
      expect(listed.groups.map((g) => g.name)).toEqual([title]);
      // The other customer's file is untouched.
      const untouched = (
        await otherClient.call('getDokboxFile', {
          fileId: theirs[0]?.fileId ?? '',
        })
      ).body.Result as DokboxFile;
      expect(untouched.fileDesciption).toBe('');
    };
    for (const payload of CLASSICS) await check(payload);
    await fc.assert(fc.asyncProperty(sqlish, check), { numRuns: 30 });
  }, 120_000);
});
