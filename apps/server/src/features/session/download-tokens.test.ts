import type { DokboxFile } from '@servicebereich/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/files.ts';
import {
  postgresUnavailable,
  useTestWorld,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';

const NOT_LOGGED_IN = { notloggedin: 'Bitte melde dich an.' };
const NOT_FOUND = { fileid: 'Die Datei wurde nicht gefunden.' };

type Target = { call: 'GetPostBoxFile' | 'ShowDokboxFile'; fileid: string; Thumb?: boolean };

/** A logged-in customer with two letters and two photos. */
async function customerWithFiles(t: TestApp) {
  const customer = await t.factory.customer();
  const client = t.client();
  await client.login(customer.customerNumber, customer.password);
  const addPhoto = async (name: string) => {
    const answer = await client.upload(
      'addDokboxFile',
      { date: '2026-10-03', name, categoryId: '4', desc: '' },
      [{ name: `${name}.jpg`, data: await jpeg() }],
    );
    return (answer.body.Result as DokboxFile[])[0]?.fileId ?? '';
  };
  return {
    client,
    letter: (await t.factory.postboxEntry(customer, { date: '2025-12-01' })).id,
    otherLetter: (await t.factory.postboxEntry(customer, { date: '2025-11-01' })).id,
    photo: await addPhoto('Keller'),
    otherPhoto: await addPhoto('Dachboden'),
  };
}

describe.skipIf(postgresUnavailable)('download tokens (GetTokenId)', () => {
  // Built once; each test uses up tokens on its own copy.
  const world = useTestWorld({}, customerWithFiles);
  let t: ReturnType<typeof world>;
  let client: ApiClient;
  let letter: string;
  let otherLetter: string;
  let photo: string;
  let otherPhoto: string;

  beforeEach(() => {
    t = world();
    ({ client, letter, otherLetter, photo, otherPhoto } = t.state);
  });

  const issue = (target: Target) =>
    client.call('getTokenId', {
      call: target.call,
      fileid: target.fileid,
      Thumb: String(target.Thumb ?? false),
    });
  const token = async (target: Target) => {
    const answer = await issue(target);
    if (answer.body.Status !== 200) throw new Error(JSON.stringify(answer.body.Errors));
    return (answer.body.Result as { TokenId: string }).TokenId;
  };
  /** The download as the native app makes it: no cookie, the token in the address. */
  const download = (target: Target, tokenid: string) => {
    const file =
      target.call === 'GetPostBoxFile'
        ? `fileid=${target.fileid}`
        : `FileId=${target.fileid}&Thumb=${String(target.Thumb ?? false)}`;
    return t.client().raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=${target.call}&${file}&tokenid=${tokenid}`,
    });
  };

  it.each([
    [
      'a postbox letter',
      (): Target => ({ call: 'GetPostBoxFile', fileid: letter }),
      'application/pdf',
    ],
    ['a DokBox file', (): Target => ({ call: 'ShowDokboxFile', fileid: photo }), 'image/jpeg'],
    [
      "a DokBox file's thumbnail",
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo, Thumb: true }),
      'image/jpeg',
    ],
    [
      "a letter's thumbnail",
      (): Target => ({ call: 'ShowDokboxFile', fileid: letter, Thumb: true }),
      'image/jpeg',
    ],
  ])('opens %s it was issued for, once', async (_label, target, contentType) => {
    const tokenid = await token(target());
    const first = await download(target(), tokenid);
    expect(first.statusCode).toBe(200);
    expect(first.response.headers['content-type']).toBe(contentType);
    expect((await download(target(), tokenid)).body.Errors).toEqual(NOT_LOGGED_IN);
  });

  it.each([
    [
      'another letter',
      (): Target => ({ call: 'GetPostBoxFile', fileid: letter }),
      (): Target => ({ call: 'GetPostBoxFile', fileid: otherLetter }),
    ],
    [
      'the letter by another call',
      (): Target => ({ call: 'GetPostBoxFile', fileid: letter }),
      (): Target => ({ call: 'ShowDokboxFile', fileid: letter, Thumb: true }),
    ],
    [
      'another DokBox file',
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo }),
      (): Target => ({ call: 'ShowDokboxFile', fileid: otherPhoto }),
    ],
    [
      'the thumbnail of the file it is for',
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo }),
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo, Thumb: true }),
    ],
    [
      'the whole file of the thumbnail it is for',
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo, Thumb: true }),
      (): Target => ({ call: 'ShowDokboxFile', fileid: photo }),
    ],
  ])('opens not %s, like a missing token, and is used up', async (_label, issuedFor, used) => {
    const tokenid = await token(issuedFor());
    expect((await download(used(), tokenid)).body.Errors).toEqual(NOT_LOGGED_IN);
    expect((await download(issuedFor(), tokenid)).body.Errors).toEqual(NOT_LOGGED_IN);
  });

  it("issues no token for a file that is not the customer's", async () => {
    const stranger = await t.factory.customer();
    const foreignLetter = (await t.factory.postboxEntry(stranger)).id;
    for (const target of [
      { call: 'GetPostBoxFile', fileid: foreignLetter },
      { call: 'GetPostBoxFile', fileid: 'unbekannt' },
      { call: 'GetPostBoxFile', fileid: photo },
      { call: 'ShowDokboxFile', fileid: foreignLetter, Thumb: true },
      // A letter opens whole only through GetPostBoxFile.
      { call: 'ShowDokboxFile', fileid: letter },
    ] as const) {
      expect((await issue(target)).body.Errors).toEqual(NOT_FOUND);
    }
    expect(await t.db.selectFrom('download_tokens').selectAll().execute()).toEqual([]);
  });

  it('takes only the file calls, and a thumbnail only of ShowDokboxFile', async () => {
    expect((await issue({ call: 'ShowDokboxFile', fileid: '' })).body.Errors).toHaveProperty(
      'fileid',
    );
    const wrongCall = await client.call('getTokenId', { call: 'DeleteDokboxFile', fileid: photo });
    expect(wrongCall.body.Errors).toHaveProperty('call');
    const thumbOfLetter = await issue({ call: 'GetPostBoxFile', fileid: letter, Thumb: true });
    expect(thumbOfLetter.body.Errors).toHaveProperty('Thumb');
  });

  it('expires after 60 seconds', async () => {
    const target: Target = { call: 'GetPostBoxFile', fileid: letter };
    const answer = await client.call('getTokenId', target);
    expect(answer.body.Result).toMatchObject({ ExpiresInSeconds: 60 });
    const first = await token(target);
    const second = await token(target);
    t.advance(59_999);
    expect((await download(target, first)).statusCode).toBe(200);
    t.advance(1);
    expect((await download(target, second)).body.Errors).toEqual(NOT_LOGGED_IN);
  });

  it('is stored only as a hash', async () => {
    const tokenid = await token({ call: 'GetPostBoxFile', fileid: letter });
    const rows = await t.db.selectFrom('download_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenid);
  });
});
