import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BIC_MISMATCH, BIC_MISSING, encodeForm, type FormValue } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailText } from '../../../test/mail-text.ts';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type TestApp,
} from '../../../test/harness.ts';

const NOT_FOUND = 'Der Vertrag wurde nicht gefunden.';
const CONFIRM_FIRST = { passwort: 'Bitte bestätige die Änderung mit deinem Passwort.' };
const WRONG_PASSWORD = {
  passwort: 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.',
};

/** The demo customer's old account, and the one she moves to. */
const OLD_IBAN = 'AT611904300234573201';
const NEW_IBAN = 'AT073200000001234573';
const OLD_ACCOUNT = {
  PaymentMode: 'DIRECTDEBIT',
  AccountHolderName: 'Anna Berger',
  BankName: 'Erste Bank der oesterreichischen Sparkassen AG',
  Iban: OLD_IBAN,
  Bic: 'GIBAATWWXXX',
} as const;

const CHANGE = {
  kontoinhaber: ' Anna Berger ',
  iban: 'at07 3200 0000 0123 4573',
  bic: 'rlnwatww',
  abbuchungstag: '25',
};

type Details = Record<string, unknown>;

describe.skipIf(postgresUnavailable)('changing the account of direct debits', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  let client: ReturnType<TestApp['client']>;
  let owner: FactoryCustomer;
  let savings: FactoryContract;
  let flexibleLife: FactoryContract;
  let otherAccount: FactoryContract;
  let foreign: FactoryContract;

  async function details(contract: FactoryContract): Promise<Details> {
    const answer = await client.call('getVertragDetails', {
      vertragsnummer: contract.contractNumber,
    });
    return (answer.body.Result as { Details: Details }).Details;
  }

  function confirm(password = owner.password) {
    return client.call('confirmPassword', { passwort: password });
  }

  /** ChangeSepaLastschrift as the app sends it, the other contracts as `weitereVertraege[]`. */
  function change(values: Record<string, FormValue>) {
    return client.raw({
      query: 'Mode=MeinServicebereich&Function=ChangeSepaLastschrift',
      body: encodeForm({ vertragsnummer: savings.contractNumber, ...CHANGE, ...values }).toString(),
    });
  }

  /** The mails in the outbox folder, once the queue has written `count` of them. */
  const outboxMails = (count: number) =>
    vi.waitFor(
      async () => {
        const dir = path.join(t.dataDir, 'outbox');
        const written = (await readdir(dir).catch(() => [])).filter((f) => !f.startsWith('.'));
        expect(written).toHaveLength(count);
        return Promise.all(
          written.map(async (f) => mailText(await readFile(path.join(dir, f), 'utf8'))),
        );
      },
      { timeout: 20_000, interval: 20 },
    );

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    owner = await t.factory.customer({ firstName: 'Katharina', gender: 'w' });
    savings = await t.factory.contract(owner, { kind: 'Ansparen', details: OLD_ACCOUNT });
    flexibleLife = await t.factory.contract(owner, {
      kind: 'LebenRisiko',
      details: { ...OLD_ACCOUNT, PaymentInterval: 'MONTHLY' },
    });
    otherAccount = await t.factory.contract(owner, {
      kind: 'KFZ',
      details: { ...OLD_ACCOUNT, Iban: 'AT483200000012345864', Bic: 'RLNWATWWXXX' },
    });
    foreign = await t.factory.contract(await t.factory.customer(), {
      kind: 'Ansparen',
      details: OLD_ACCOUNT,
    });
    client = t.client();
    expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a change without the password confirmed first, and changes nothing', async () => {
    const before = await details(savings);
    expect((await change({})).body).toEqual({ Status: 400, Errors: CONFIRM_FIRST });
    expect(await details(savings)).toEqual(before);
  });

  it('changes holder, IBAN, BIC and day after the password; the change is kept', async () => {
    expect((await confirm()).body).toEqual({
      Status: 200,
      Result: { Bestaetigt: true, GueltigSekunden: 300 },
    });
    const answer = await change({});
    expect(answer.body.Status).toBe(200);
    expect((answer.body.Result as { ContractId: string }[]).map((c) => c.ContractId)).toEqual([
      savings.contractNumber,
    ]);
    expect(await details(savings)).toMatchObject({
      AccountHolderName: 'Anna Berger',
      Iban: NEW_IBAN,
      Bic: 'RLNWATWW',
      DirectDebitDay: 25,
      PaymentMode: 'DIRECTDEBIT',
      // The name is the new bank's, from the directory by its BIC.
      BankName: 'Raiffeisenlandesbank Niederösterreich-Wien AG',
    });
    expect((await details(flexibleLife)).Iban).toBe(OLD_IBAN);
  });

  it('takes one confirmation for one change, within five minutes', async () => {
    await confirm();
    expect((await change({})).body.Status).toBe(200);
    expect((await change({ abbuchungstag: '5' })).body.Errors).toEqual(CONFIRM_FIRST);

    await confirm();
    t.advance(5 * 60_000);
    expect((await change({ abbuchungstag: '5' })).body.Errors).toEqual(CONFIRM_FIRST);
    expect((await details(savings)).DirectDebitDay).toBe(25);
  });

  it('answers every wrong password alike and counts it as a failed login', async () => {
    for (const wrong of ['falsch', owner.password.toUpperCase(), `${owner.password} `, 'x']) {
      expect((await confirm(wrong)).body).toEqual({ Status: 400, Errors: WRONG_PASSWORD });
    }
    expect((await confirm('noch falscher')).body).toEqual({ Status: 400, Errors: WRONG_PASSWORD });
    // The fifth failure locked the number: the right password is refused now, here and at login.
    const locked = {
      general:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 1 Minute noch einmal.',
    };
    expect((await confirm()).body.Errors).toEqual(locked);
    expect((await t.client().login(owner.customerNumber, owner.password)).body.Errors).toEqual(
      locked,
    );
    expect((await change({})).body.Errors).toEqual(CONFIRM_FIRST);
    const refusals = log.security().filter((entry) => entry.security === 'reauthentication');
    expect(refusals.map((entry) => entry.outcome)).toEqual([
      'wrong-credentials',
      'wrong-credentials',
      'wrong-credentials',
      'wrong-credentials',
      'lockout',
      'locked',
    ]);
    expect(refusals[0]?.customerNumber).toBe(`XXXXXXX${owner.customerNumber.slice(-3)}`);
  });

  it('changes every chosen contract that debits the same account, in one call', async () => {
    await confirm();
    const answer = await change({
      weitereVertraege: [flexibleLife.contractNumber, savings.contractNumber],
    });
    expect((answer.body.Result as { ContractId: string }[]).map((c) => c.ContractId)).toEqual([
      savings.contractNumber,
      flexibleLife.contractNumber,
    ]);
    for (const contract of [savings, flexibleLife]) {
      expect(await details(contract)).toMatchObject({ Iban: NEW_IBAN, DirectDebitDay: 25 });
    }
    expect((await details(otherAccount)).Iban).toBe('AT483200000012345864');
  });

  it("refuses another customer's contract or one of another account, and changes none", async () => {
    await confirm();
    const theirs = await change({
      weitereVertraege: [flexibleLife.contractNumber, foreign.contractNumber],
    });
    expect(theirs.body).toEqual({ Status: 400, Errors: { weitereVertraege: NOT_FOUND } });
    const missing = await change({ weitereVertraege: ['1234567890'] });
    expect(missing.body).toEqual(theirs.body);
    const other = await change({ weitereVertraege: [otherAccount.contractNumber] });
    expect(other.body).toEqual({
      Status: 400,
      Errors: { weitereVertraege: 'Diese Verträge werden nicht vom selben Konto abgebucht.' },
    });
    const named = await change({ vertragsnummer: foreign.contractNumber });
    expect(named.body).toEqual({ Status: 400, Errors: { vertragsnummer: NOT_FOUND } });
    for (const contract of [savings, flexibleLife]) {
      expect((await details(contract)).Iban).toBe(OLD_IBAN);
    }
    expect(
      log
        .security()
        .filter((e) => e.security === 'refused-id')
        .map((e) => e.parameter),
    ).toEqual(['weitereVertraege', 'weitereVertraege', 'vertragsnummer']);
    // A refused change gave its confirmation back: the corrected one goes through.
    expect((await change({ weitereVertraege: [flexibleLife.contractNumber] })).body.Status).toBe(
      200,
    );
  });

  it('tells the customer by mail, with the IBANs masked', async () => {
    await confirm();
    await change({ weitereVertraege: [flexibleLife.contractNumber] });
    const [mail = ''] = await outboxMails(1);
    expect(mail).toContain(`To: ${owner.email}`);
    for (const line of [
      'Liebe Katharina,',
      'am 20.11.2026 hast du im Servicebereich das Konto geändert',
      'Bisheriges Konto: AT61 •••• •••• •••• 3201',
      'Neues Konto: AT07 •••• •••• •••• 4573, Raiffeisenlandesbank Niederösterreich-Wien AG',
      'Abbuchungstag: 25. des Monats',
      `- Bausparvertrag, Vertragsnummer ${savings.details.ContractIdFormatted} (Servicebereich Bausparkasse AG, Gläubiger-ID AT57ZZZ09990000101)`,
      `- FlexibleLife, Vertragsnummer ${flexibleLife.details.ContractIdFormatted} (Servicebereich Versicherung AG, Gläubiger-ID AT46ZZZ09990000202)`,
      'Warst du das nicht? Dann ruf bitte sofort unseren Kundenservice unter +43 5 70 70-100 an',
    ]) {
      expect(mail).toContain(line);
    }
    for (const secret of [OLD_IBAN, NEW_IBAN, '1904 3002', '3200 0000 0123']) {
      expect(mail).not.toContain(secret);
    }
  });

  it('keeps the bank name while the account stays at the same bank', async () => {
    await confirm();
    // Another account at the old bank, by a BIC the directory does not list on its own.
    await change({ iban: 'AT402011100000012345', bic: 'GIBAATWWXYZ' });
    expect((await details(savings)).BankName).toBe(OLD_ACCOUNT.BankName);
    await confirm();
    await change({ iban: 'AT611904300234573201', bic: 'ABCDATWWXXX' });
    expect((await details(savings)).BankName).toBeUndefined();
  });

  it("refuses a BIC that is not the one of the IBAN's bank, where the directory knows it", async () => {
    await confirm();
    const before = await details(savings);
    expect((await change({ bic: 'GIBAATWW' })).body).toEqual({
      Status: 400,
      Errors: { bic: BIC_MISMATCH },
    });
    expect((await change({ bic: ' ' })).body).toEqual({
      Status: 400,
      Errors: { bic: BIC_MISSING },
    });
    expect(await details(savings)).toEqual(before);
  });

  it('writes neither the password nor an IBAN to the log', async () => {
    await confirm('falsch');
    await confirm();
    await change({ weitereVertraege: [flexibleLife.contractNumber] });
    await outboxMails(1);
    const text = log.text();
    expect(text).toContain('ChangeSepaLastschrift');
    for (const secret of [owner.password, 'falsch', OLD_IBAN, NEW_IBAN, 'AT07 3200', 'at07']) {
      expect(mentions(text, secret), secret).toBe(false);
    }
  });
});
