import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  STORM_CODE_MINUTES,
  STORM_CODE_TRIES,
  STORM_MESSAGES,
  STORM_MOBILE_ADDS_PER_DAY,
  type StormDevice,
  type StormStatus,
} from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { startSmsReceiver, type TestSmsReceiver } from '../../../test/sms-receiver.ts';

const DAY_MS = 24 * 3_600_000;

describe.skipIf(postgresUnavailable)('storm warning setup', () => {
  let t: TestApp;
  let sms: TestSmsReceiver;
  let customer: FactoryCustomer;
  let home: FactoryContract;
  let client: ApiClient;

  const status = async (vertragsnummer = home.contractNumber) => {
    const answer = await client.call('unwetterGetStatus', { vertragsnummer });
    expect(answer.body.Status).toBe(200);
    return answer.body.Result as StormStatus;
  };
  const setPostcodes = (plz: string[], of = client, vertragsnummer = home.contractNumber) =>
    of.raw({
      query: 'Mode=MeinServicebereich&Function=UnwetterSetPLZForContract',
      body: new URLSearchParams([
        ['vertragsnummer', vertragsnummer],
        ...plz.map((p): [string, string] => ['plz[]', p]),
      ]).toString(),
    });
  /** The app sends the number as typed without its first character (SPEC 5). */
  const addMobile = (typed: string, devicename = '') =>
    client.call('unwetterAddMobil', {
      vertragsnummer: home.contractNumber,
      mobil: typed.slice(1),
      devicename,
    });
  const confirm = (deviceid: string, code: string) =>
    client.call('unwetterConfirmMobil', { vertragsnummer: home.contractNumber, deviceid, code });
  const devices = async () =>
    (await client.call('unwetterGetDevicesForContract', { vertragsnummer: home.contractNumber }))
      .body.Result as StormDevice[];

  beforeEach(async () => {
    sms = await startSmsReceiver();
    t = await createTestApp({
      sms: {
        kind: 'gateway',
        url: sms.url,
        token: 'gateway-token',
        sender: 'Service',
        timeoutMs: 5_000,
      },
    });
    customer = await t.factory.customer({ email: 'katharina@example.at' });
    home = await t.factory.contract(customer, {
      kind: 'EigenheimHaushalt',
      features: { SchadensmeldungHaushalt: true, Unwetter: true },
    });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
    await sms.close();
  });

  it('starts empty, off, with e-mail, and says what the server offers', async () => {
    expect(await status()).toEqual({
      vertragsnummer: home.contractNumber,
      Aktiv: false,
      PerEmail: true,
      Email: 'katharina@example.at',
      PLZ: [],
      Quelle: false,
      SMS: true,
    });
  });

  it('watches the postcodes set, with their places, and switches on with the first', async () => {
    const answer = await setPostcodes(['1070', '2380']);
    expect(answer.body.Status).toBe(200);
    expect(answer.body.Result).toMatchObject({
      Aktiv: true,
      PLZ: [
        { plz: '1070', Orte: ['Wien'] },
        { plz: '2380', Orte: ['Perchtoldsdorf'] },
      ],
    });
    // Removing one is setting the others.
    await setPostcodes(['2380']);
    expect((await status()).PLZ.map((p) => p.plz)).toEqual(['2380']);
  });

  it.each([
    ['an unknown postcode', ['1070', '9999'], STORM_MESSAGES.postcodeUnknown('9999')],
    ['a postcode twice', ['1070', '1070'], STORM_MESSAGES.postcodeTwice('1070')],
    [
      'too many postcodes',
      ['1010', '1020', '1030', '1040', '1050', '1060'],
      STORM_MESSAGES.tooManyPostcodes,
    ],
    ['not a postcode', ['10700'], 'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.'],
  ])('refuses %s under the field and keeps what was there', async (_case, plz, message) => {
    await setPostcodes(['2380']);
    const answer = await setPostcodes(plz);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toEqual({ plz: message });
    expect((await status()).PLZ.map((p) => p.plz)).toEqual(['2380']);
  });

  it('answers a contract without Features.Unwetter and another customer’s like a missing one', async () => {
    const motor = await t.factory.contract(customer, {
      kind: 'KFZ',
      features: { Unwetter: false },
    });
    const other = await t.factory.customer();
    const theirs = await t.factory.contract(other, {
      kind: 'EigenheimHaushalt',
      features: { Unwetter: true },
    });
    const answers = await Promise.all(
      [motor.contractNumber, theirs.contractNumber, '9000000000'].map((vertragsnummer) =>
        setPostcodes(['1070'], client, vertragsnummer),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body.Errors).toEqual({ vertragsnummer: STORM_MESSAGES.contractNotFound });
    }
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    expect(
      (await otherClient.call('unwetterGetStatus', { vertragsnummer: theirs.contractNumber })).body
        .Result,
    ).toMatchObject({ PLZ: [] });
  });

  it('switches off and on, chooses e-mail, and needs a postcode to switch on', async () => {
    const on = await client.call('unwetterSetStatus', {
      vertragsnummer: home.contractNumber,
      aktiv: 'true',
    });
    expect(on.body.Errors).toEqual({ plz: STORM_MESSAGES.noPostcode });
    await setPostcodes(['1070']);
    const off = await client.call('unwetterSetStatus', {
      vertragsnummer: home.contractNumber,
      aktiv: 'false',
      peremail: 'false',
    });
    expect(off.body.Result).toMatchObject({ Aktiv: false, PerEmail: false });
    const again = await client.call('unwetterSetStatus', {
      vertragsnummer: home.contractNumber,
      aktiv: 'true',
    });
    expect(again.body.Result).toMatchObject({ Aktiv: true, PerEmail: false });
  });

  it('adds a phone number with a code sent by SMS, confirmed by that code', async () => {
    const added = await addMobile('0664 123 45 67', 'Mein Handy');
    expect(added.body.Status).toBe(200);
    const device = added.body.Result as StormDevice;
    expect(device).toMatchObject({
      vertragsnummer: home.contractNumber,
      devicetype: 'sms',
      devicename: 'Mein Handy',
      mobil: '+436641234567',
      bestaetigt: false,
    });
    expect(sms.state.received).toEqual([
      {
        to: '+436641234567',
        from: 'Service',
        text: expect.stringMatching(
          /^Dein Code für die Unwetterwarnung im Servicebereich: \d{6}\./,
        ) as unknown,
        authorization: 'Bearer gateway-token',
      },
    ]);
    const code = sms.codeFor('+436641234567');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await confirm(device.deviceid, wrong)).body.Errors).toEqual({
      code: STORM_MESSAGES.codeWrong(STORM_CODE_TRIES - 1),
    });
    const confirmed = await confirm(device.deviceid, code);
    expect(confirmed.body.Result).toEqual([{ ...device, bestaetigt: true }]);
    expect((await confirm(device.deviceid, code)).body.Errors).toEqual({
      code: STORM_MESSAGES.alreadyConfirmed,
    });
    expect((await addMobile('+43 664 1234567')).body.Errors).toEqual({
      mobil: STORM_MESSAGES.mobileTwice,
    });
  });

  it('refuses an expired code and a code after too many wrong tries', async () => {
    const device = (await addMobile('0676 1234567')).body.Result as StormDevice;
    t.advance(STORM_CODE_MINUTES * 60_000 + 1);
    expect((await confirm(device.deviceid, sms.codeFor('+436761234567'))).body.Errors).toEqual({
      code: STORM_MESSAGES.codeExpired,
    });
    await addMobile('0676 1234567');
    const code = sms.codeFor('+436761234567');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < STORM_CODE_TRIES; i++) await confirm(device.deviceid, wrong);
    expect((await confirm(device.deviceid, wrong)).body.Errors).toEqual({
      code: STORM_MESSAGES.codeUsedUp,
    });
    // Used up: not even the right code works any more.
    expect((await confirm(device.deviceid, code)).body.Errors).toEqual({
      code: STORM_MESSAGES.codeUsedUp,
    });
    expect((await devices())[0]?.bestaetigt).toBe(false);
  });

  it.each([
    ['a foreign number', '0049 151 23456789', STORM_MESSAGES.mobileForeign],
    ['a value-added number', '0900 123456', STORM_MESSAGES.mobileService],
    ['a landline', '01 5321234', STORM_MESSAGES.mobileInvalid],
  ])('refuses %s and sends nothing', async (_case, typed, message) => {
    const answer = await addMobile(typed);
    expect(answer.body.Errors).toEqual({ mobil: message });
    expect(sms.state.received).toEqual([]);
    expect(await devices()).toEqual([]);
  });

  it(`sends at most ${String(STORM_MOBILE_ADDS_PER_DAY)} codes a day per customer`, async () => {
    for (let i = 0; i < STORM_MOBILE_ADDS_PER_DAY; i++) {
      expect((await addMobile('0664 1234567')).body.Status).toBe(200);
    }
    expect((await addMobile('0650 7654321')).body.Errors).toEqual({
      mobil: STORM_MESSAGES.mobilesPerDay,
    });
    expect(sms.state.received).toHaveLength(STORM_MOBILE_ADDS_PER_DAY);
    t.advance(DAY_MS);
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    expect((await addMobile('0650 7654321')).body.Status).toBe(200);
  });

  it('holds its limits against requests sent at once', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `0664 12345${String(i).padStart(2, '0')}`);
    const added = await Promise.all(numbers.map((typed) => addMobile(typed)));
    expect(added.filter((answer) => answer.body.Status === 200)).toHaveLength(
      STORM_MOBILE_ADDS_PER_DAY,
    );
    expect(sms.state.received).toHaveLength(STORM_MOBILE_ADDS_PER_DAY);
    expect(await devices()).toHaveLength(STORM_MOBILE_ADDS_PER_DAY);

    const device = (await devices())[0];
    if (device === undefined) throw new Error('no device');
    const code = sms.codeFor(device.mobil ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => confirm(device.deviceid, wrong)),
    );
    const compared = guesses.filter(
      (answer) => answer.body.Errors?.code !== STORM_MESSAGES.codeUsedUp,
    );
    // Four say how many tries are left, the fifth uses the code up, and all others find it so.
    expect(compared).toHaveLength(STORM_CODE_TRIES - 1);
    expect((await confirm(device.deviceid, code)).body.Errors).toEqual({
      code: STORM_MESSAGES.codeUsedUp,
    });
  });

  it('keeps nothing and counts nothing when the SMS cannot be sent', async () => {
    sms.state.status = 503;
    const answer = await addMobile('0664 1234567');
    expect(answer.body.Errors).toEqual({ general: STORM_MESSAGES.smsUnavailable });
    expect(await devices()).toEqual([]);
    sms.state.status = 202;
    for (let i = 0; i < STORM_MOBILE_ADDS_PER_DAY; i++) {
      expect((await addMobile('0664 1234567')).body.Status).toBe(200);
    }
  });

  it('says plainly that no phone number can be added without an SMS gateway', async () => {
    const bare = await createTestApp();
    try {
      const owner = await bare.factory.customer();
      const contract = await bare.factory.contract(owner, {
        kind: 'EigenheimHaushalt',
        features: { Unwetter: true },
      });
      const c = bare.client();
      await c.login(owner.customerNumber, owner.password);
      expect(
        (await c.call('unwetterGetStatus', { vertragsnummer: contract.contractNumber })).body
          .Result,
      ).toMatchObject({ SMS: false });
      const answer = await c.call('unwetterAddMobil', {
        vertragsnummer: contract.contractNumber,
        mobil: '664 1234567',
      });
      expect(answer.body.Errors).toEqual({ general: STORM_MESSAGES.smsUnavailable });
    } finally {
      await bare.close();
    }
  });

  it('with the demo’s SMS outbox, confirms a phone number by the code in the SMS written there', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'sms-outbox-'));
    const demo = await createTestApp({ sms: { kind: 'outbox', dir: outbox, sender: 'Service' } });
    try {
      const owner = await demo.factory.customer();
      const contract = await demo.factory.contract(owner, {
        kind: 'EigenheimHaushalt',
        features: { Unwetter: true },
      });
      const c = demo.client();
      await c.login(owner.customerNumber, owner.password);
      const added = await c.call('unwetterAddMobil', {
        vertragsnummer: contract.contractNumber,
        mobil: '664 1234567',
      });
      const device = added.body.Result as StormDevice;
      const files = await readdir(outbox);
      expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[\w-]+\.txt$/)]);
      const text = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(text).toMatch(/^An: \+436641234567\nVon: Service\nZeit: .+ Uhr\n\n/);
      const code =
        /Code für die Unwetterwarnung im Servicebereich: (\d{6})\./.exec(text)?.[1] ?? '';
      const confirmed = await c.call('unwetterConfirmMobil', {
        vertragsnummer: contract.contractNumber,
        deviceid: device.deviceid,
        code,
      });
      expect(confirmed.body.Result).toEqual([{ ...device, bestaetigt: true }]);
    } finally {
      await demo.close();
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it('removes a device; another contract’s device is answered like a missing one', async () => {
    await setPostcodes(['1070']);
    const device = (await addMobile('0664 1234567')).body.Result as StormDevice;
    const other = await t.factory.customer();
    const theirs = await t.factory.contract(other, {
      kind: 'EigenheimHaushalt',
      features: { Unwetter: true },
    });
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    const remove = (of: ApiClient, vertragsnummer: string, deviceid: string) =>
      of.call('unwetterRemoveDeviceFromContract', { vertragsnummer, deviceid });
    const foreign = await remove(otherClient, theirs.contractNumber, device.deviceid);
    const missing = await remove(
      otherClient,
      theirs.contractNumber,
      'sms-000000000000000000000000',
    );
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.Errors).toEqual({ deviceid: STORM_MESSAGES.deviceNotFound });
    expect((await remove(client, home.contractNumber, device.deviceid)).body.Result).toEqual([]);
  });

  it('registers a push device for the native app, warned for the postcodes', async () => {
    await setPostcodes(['1070', '2380']);
    const answer = await client.call('unwetterRegisterPush', {
      vertragsnummer: home.contractNumber,
      deviceid: 'fcm:dGVzdC1wdXNoLWlk_123',
      devicename: 'Pixel 9',
    });
    expect(answer.body.Result).toEqual([
      {
        vertragsnummer: home.contractNumber,
        deviceid: 'fcm:dGVzdC1wdXNoLWlk_123',
        devicetype: 'push',
        plz: ['1070', '2380'],
        devicename: 'Pixel 9',
        mobil: null,
        bestaetigt: true,
      },
    ]);
  });

  it('ends the storm warning of a contract: postcodes and devices go', async () => {
    await setPostcodes(['1070']);
    await addMobile('0664 1234567');
    const answer = await client.call('unwetterDeactivate', { vertragsnummer: home.contractNumber });
    expect(answer.body.Result).toMatchObject({ Aktiv: false, PLZ: [] });
    expect(await devices()).toEqual([]);
  });
});
