import { EMAIL_CONFIRMATION_PATH, PROFILE_MESSAGES } from '@servicebereich/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../../test/data-dir.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  mentions,
  postgresUnavailable,
  useTestWorld,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { EMAIL_CHANGE_LIFETIME_MS, EMAIL_CHANGES_PER_DAY } from './profile-handlers.ts';

/** What the profile form sends: every editable field. */
const FORM = {
  titelvorne: 'Mag.',
  titelhinten: 'MSc',
  email: 'kundin@example.at',
  mobil: '0664 1234567',
  strasse: 'Landstraßer Hauptstraße',
  hausnummer: '12',
  stiegestocktuer: '1/4/17',
  plz: '1030',
  ort: 'Wien',
  beruf: 'lehrer',
  beschaeftigungsart: 'Teilzeit',
};

/** A logged-in customer with a title. */
async function titledCustomer(t: TestApp) {
  const customer = await t.factory.customer({
    firstName: 'Jürgen',
    lastName: 'Öztürk',
    gender: 'm',
    titlePrefix: 'DI',
  });
  const client = t.client();
  await client.login(customer.customerNumber, customer.password);
  return { customer, client };
}

describe.skipIf(postgresUnavailable)('profile', () => {
  let log: ReturnType<typeof captureLog>;
  // Built once; each test changes its own copy, with a log of its own.
  const world = useTestWorld({ logLevel: 'info' }, titledCustomer, () => {
    log = captureLog();
    return { logStream: log.stream };
  });
  let t: ReturnType<typeof world>;
  let customer: FactoryCustomer;
  let client: ApiClient;

  const address = async (of = client) =>
    (await of.call('getUserAddress')).body.Result as Record<string, string>;
  const update = (changes: Record<string, string>, of = client) =>
    of.call('updateUserData', { ...FORM, email: customer.email, ...changes });

  /** The confirmation link's token from the mail to `to`, among the `count` mails written. */
  async function mailedToken(to: string, count: number): Promise<string> {
    const mails = (await outboxMails(t.dataDir, count)).map(mailText);
    const mail = mails.find((m) => m.includes(`To: ${to}`)) ?? '';
    const link = new RegExp(`${EMAIL_CONFIRMATION_PATH}#([A-Za-z0-9_-]{43})`).exec(mail);
    return link?.[1] ?? '';
  }

  /** After the clock moved a day, past the session's idle time. */
  async function loginAgain(): Promise<void> {
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  }

  beforeEach(() => {
    t = world();
    ({ customer, client } = t.state);
  });

  it("answers the logged-in customer's address data", async () => {
    await t.factory.customer({ firstName: 'Andere' });
    expect(await address()).toMatchObject({
      verfuegernummer: customer.customerNumber,
      geschlecht: 'm',
      titelvorne: 'DI',
      vorname: 'Jürgen',
      nachname: 'Öztürk',
      strasse: 'Mariahilfer Straße',
      plz: '1060',
      ort: 'Wien',
    });
  });

  it('saves the editable fields, the mobile number in E.164', async () => {
    const answer = await update({});
    const expected = { ...FORM, email: customer.email, mobil: '+436641234567' };
    expect(answer.body).toEqual({
      Status: 200,
      Result: expect.objectContaining(expected) as unknown,
    });
    expect(await address()).toMatchObject({ ...expected, vorname: 'Jürgen' });
  });

  it.each([
    ['0043 (664) 765-4321', '+436647654321'],
    ['+49 151 23456789', '+4915123456789'],
    ['', ''],
  ])('writes the mobile number %s as %s', async (mobil, stored) => {
    expect((await update({ mobil })).body.Status).toBe(200);
    expect((await address()).mobil).toBe(stored);
  });

  it.each([
    [
      'a postcode of 3 digits',
      { plz: '103' },
      'plz',
      'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
    ],
    ['a postcode Austria does not have', { plz: '1400' }, 'plz', PROFILE_MESSAGES.postcodeUnknown],
    [
      'a place of another postcode',
      { plz: '8020', ort: 'Wien' },
      'ort',
      PROFILE_MESSAGES.cityMismatch('8020', ['Graz']),
    ],
    [
      'an e-mail address without domain',
      { email: 'kundin@' },
      'email',
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    ],
    [
      'an Austrian landline as mobile number',
      { mobil: '01 5321234' },
      'mobil',
      PROFILE_MESSAGES.mobile,
    ],
    [
      'a line break in the street',
      { strasse: 'Haupt\nstraße' },
      'strasse',
      PROFILE_MESSAGES.controlCharacters,
    ],
    ['a text turned around', { ort: 'Wien\u202E' }, 'ort', PROFILE_MESSAGES.controlCharacters],
    [
      'a street of 101 characters',
      { strasse: 'x'.repeat(101) },
      'strasse',
      PROFILE_MESSAGES.tooLong(100),
    ],
    ['a profession not on the list', { beruf: 'Astronaut' }, 'beruf', PROFILE_MESSAGES.profession],
    [
      'a title not on the list',
      { titelvorne: 'Kaiser' },
      'titelvorne',
      PROFILE_MESSAGES.titlePrefix,
    ],
    ['an empty street', { strasse: ' ' }, 'strasse', 'Bitte gib deine Straße ein.'],
  ])('refuses %s under its field and changes nothing', async (_case, changes, field, message) => {
    const before = await address();
    const answer = await update(changes);
    expect(answer.body).toEqual({ Status: 400, Errors: { [field]: message } });
    expect(await address()).toEqual(before);
  });

  it('takes the place in any usual spelling, and an address kept as it was unchecked', async () => {
    expect((await update({ plz: '3100', ort: 'St. Poelten' })).body.Status).toBe(200);
    await t.db.updateTable('customers').set({ postcode: '1400', city: 'Wien-UNO-City' }).execute();
    expect((await update({ plz: '1400', ort: 'Wien-UNO-City' })).body.Status).toBe(200);
  });

  it('answers every problem at once, by field', async () => {
    const answer = await update({ plz: '12', email: 'x', beruf: 'x' });
    expect(Object.keys(answer.body.Errors ?? {}).sort()).toEqual(['beruf', 'email', 'plz']);
  });

  it('refuses a change of name, birth date or gender and changes nothing', async () => {
    const before = await address();
    const answer = await update({
      vorname: 'Hans',
      nachname: 'Öztürk',
      geburtsdatum: '1970-01-01',
      geschlecht: 'w',
      strasse: 'Andere Gasse',
    });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: {
        vorname: PROFILE_MESSAGES.readOnly.vorname,
        geburtsdatum: PROFILE_MESSAGES.readOnly.geburtsdatum,
        geschlecht: PROFILE_MESSAGES.readOnly.geschlecht,
      },
    });
    expect(await address()).toEqual(before);
    // The same values, as an app that sends the whole profile does, are fine.
    const same = await update({
      vorname: 'Jürgen',
      nachname: 'Öztürk',
      geburtsdatum: customer.birthDate,
      geschlecht: 'm',
      verfuegernummer: customer.customerNumber,
    });
    expect(same.body.Status).toBe(200);
  });

  it('refuses fields the profile does not have, instead of dropping them', async () => {
    const before = await address();
    for (const field of ['id', 'customer_id', 'password_hash', 'email_bestaetigt']) {
      const answer = await update({ [field]: 'x', strasse: 'Andere Gasse' });
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { general: PROFILE_MESSAGES.unknownFields },
      });
    }
    expect(await address()).toEqual(before);
  });

  it("cannot touch another customer's data", async () => {
    const other = await t.factory.customer();
    const otherClient = t.client('10.0.0.2');
    await otherClient.login(other.customerNumber, other.password);
    const before = await address(otherClient);

    const answer = await update({ verfuegernummer: other.customerNumber, strasse: 'Andere Gasse' });
    expect(answer.body.Errors).toEqual({
      verfuegernummer: PROFILE_MESSAGES.readOnly.verfuegernummer,
    });
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'refused-id', parameter: 'verfuegernummer' }),
    );
    expect((await update({ strasse: 'Eigene Gasse' })).body.Status).toBe(200);
    expect(await address(otherClient)).toEqual(before);
    expect((await otherClient.call('getEmailChange')).body.Result).toEqual({ Ausstehend: null });
  });

  it('is refused without a login', async () => {
    const visitor = t.client();
    await visitor.fetchCsrfToken();
    expect((await update({}, visitor)).body.Errors).toHaveProperty('notloggedin');
    expect((await visitor.call('getEmailChange')).body.Errors).toHaveProperty('notloggedin');
  });

  describe('a new e-mail address', () => {
    const NEW = 'neu@example.at';

    it('takes effect once confirmed by the link mailed to it; the old address is told', async () => {
      const answer = await update({ email: NEW });
      expect((answer.body.Result as { email: string }).email).toBe(customer.email);
      expect((await address()).email).toBe(customer.email);
      expect((await client.call('getEmailChange')).body.Result).toEqual({
        Ausstehend: {
          email: NEW,
          GueltigBis: new Date(Date.UTC(2026, 10, 21, 9, 0, 0)).toISOString(),
        },
      });

      const mails = await outboxMails(t.dataDir, 2);
      const toNew = mails.find((m) => mailText(m).includes(`To: ${NEW}`)) ?? '';
      const toOld = mails.find((m) => mailText(m).includes(`To: ${customer.email}`)) ?? '';
      expect(mailSubject(toNew)).toBe('Bitte bestätige deine neue E-Mail-Adresse');
      expect(mailText(toNew)).toContain('Lieber Jürgen,');
      expect(mailText(toNew)).toContain('bis 21.11.2026 um 10:00 Uhr');
      expect(mailSubject(toOld)).toBe('Deine E-Mail-Adresse soll geändert werden');
      expect(mailText(toOld)).toContain(`die neue E-Mail-Adresse ${NEW} angegeben`);
      expect(mailText(toOld)).not.toContain(EMAIL_CONFIRMATION_PATH);

      const token = await mailedToken(NEW, 2);
      expect(mentions(log.text(), token)).toBe(false);
      // The link works without a session: the mail may be read on another device.
      const visitor = t.client();
      await visitor.fetchCsrfToken();
      expect((await visitor.call('confirmEmailChange', { token })).body).toEqual({
        Status: 200,
        Result: { Bestaetigt: true, email: NEW },
      });
      expect((await address()).email).toBe(NEW);
      expect((await client.call('getEmailChange')).body.Result).toEqual({ Ausstehend: null });

      // Once only.
      expect((await visitor.call('confirmEmailChange', { token })).body).toEqual({
        Status: 400,
        Errors: { token: PROFILE_MESSAGES.linkUsed },
      });
    });

    it('expires after 24 hours', async () => {
      await update({ email: NEW });
      const token = await mailedToken(NEW, 2);
      t.advance(EMAIL_CHANGE_LIFETIME_MS);
      await loginAgain();
      expect((await client.call('getEmailChange')).body.Result).toEqual({ Ausstehend: null });
      expect((await client.call('confirmEmailChange', { token })).body).toEqual({
        Status: 400,
        Errors: { token: PROFILE_MESSAGES.linkExpired },
      });
      expect((await address()).email).toBe(customer.email);
    });

    it('is replaced by a newer one, and withdrawn by going back to the address in use', async () => {
      await update({ email: NEW });
      const first = await mailedToken(NEW, 2);
      // Saved again with the pending address (the form shows it), nothing new is sent.
      expect((await update({ email: NEW, strasse: 'Andere Gasse' })).body.Status).toBe(200);
      await update({ email: 'zweite@example.at' });
      const second = await mailedToken('zweite@example.at', 4);
      expect((await client.call('confirmEmailChange', { token: first })).body.Errors).toEqual({
        token: PROFILE_MESSAGES.linkExpired,
      });

      await update({ email: customer.email });
      expect((await client.call('getEmailChange')).body.Result).toEqual({ Ausstehend: null });
      expect((await client.call('confirmEmailChange', { token: second })).body.Errors).toEqual({
        token: PROFILE_MESSAGES.linkExpired,
      });
      expect((await address()).email).toBe(customer.email);
    });

    it(`is limited to ${String(EMAIL_CHANGES_PER_DAY)} a day`, async () => {
      for (let i = 0; i < EMAIL_CHANGES_PER_DAY; i++) {
        expect((await update({ email: `neu${String(i)}@example.at` })).body.Status).toBe(200);
      }
      expect((await update({ email: 'eine-zu-viel@example.at' })).body.Errors).toEqual({
        email: PROFILE_MESSAGES.emailChangesPerDay,
      });
      t.advance(24 * 60 * 60_000);
      await loginAgain();
      expect((await update({ email: 'morgen@example.at' })).body.Status).toBe(200);
    });

    it.each([
      ['a malformed token', 'kurz'],
      ['an unknown token', 'A'.repeat(43)],
    ])('refuses %s', async (_case, token) => {
      expect((await client.call('confirmEmailChange', { token })).body).toEqual({
        Status: 400,
        Errors: { token: PROFILE_MESSAGES.linkInvalid },
      });
    });
  });
});
