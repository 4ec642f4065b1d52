import type { DokboxFile } from '@servicebereich/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { SHARE_PATH } from './share-route.ts';

// A share link is a secret: its page must not be indexed, cached or passed on as a referrer,
// whether the file behind it is shared or not (or no longer).

function expectPrivate(answer: LightMyRequestResponse): void {
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['cache-control']).toBe('no-store');
}

// An upload with its thumbnail takes seconds on a busy machine.
describe.skipIf(postgresUnavailable)('the share page', { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('is kept out of search engines, caches and referrers when the file is shared', async () => {
    const customer = await t.factory.customer();
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const added = await client.upload(
      'addDokboxFile',
      { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' },
      [{ name: 'foto.jpg', data: await jpeg() }],
    );
    const [file] = added.body.Result as DokboxFile[];
    const shared = await client.call('shareFile', { fileId: file?.fileId ?? '' });
    const link = new URL((shared.body.Result as DokboxFile).fileShareUrl ?? '');

    const answer = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(answer.statusCode).toBe(200);
    expectPrivate(answer);
  });

  it.each([
    ['a link that is not shared', `${SHARE_PATH}${'a'.repeat(43)}`],
    ['a malformed link', `${SHARE_PATH}kurz`],
  ])('is kept out of search engines, caches and referrers for %s', async (_label, url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
    expectPrivate(answer);
  });

  it('is kept out of search engines, caches and referrers when rate limited', async () => {
    let answer = await t.app.inject({ method: 'GET', url: `${SHARE_PATH}kurz` });
    for (let i = 0; i < 100 && answer.statusCode !== 429; i++) {
      answer = await t.app.inject({ method: 'GET', url: `${SHARE_PATH}kurz` });
    }
    expect(answer.statusCode).toBe(429);
    expectPrivate(answer);
  });
});
