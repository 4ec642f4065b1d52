import { beforeEach, describe, expect, it } from 'vitest';
import type { FactoryContract } from '../../../test/factory.ts';
import {
  postgresUnavailable,
  useTestWorld,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';

const NOT_FOUND = { vertragsnummer: 'Der Vertrag wurde nicht gefunden.' };
// The harness clock: Friday, 20 November 2026.
const TODAY = '2026-11-20';

type Details = Record<string, unknown>;

/** A logged-in customer with a savings, a loan and a motor contract; another's savings contract. */
async function ownerOfContracts(t: TestApp) {
  const owner = await t.factory.customer();
  const savings = await t.factory.contract(owner, {
    kind: 'Ansparen',
    details: { Balance: 250_000 },
  });
  const loan = await t.factory.contract(owner, { kind: 'Finanzierung' });
  const motor = await t.factory.contract(owner, { kind: 'KFZ' });
  const foreign = await t.factory.contract(await t.factory.customer(), { kind: 'Ansparen' });
  const client = t.client();
  expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  return { client, savings, loan, motor, foreign };
}

describe.skipIf(postgresUnavailable)('contract changes', () => {
  // Built once; each test books on its own copy.
  const world = useTestWorld({}, ownerOfContracts);
  let t: ReturnType<typeof world>;
  let client: ApiClient;
  let savings: FactoryContract;
  let loan: FactoryContract;
  let motor: FactoryContract;
  let foreign: FactoryContract;

  async function details(contract: FactoryContract): Promise<Details> {
    const answer = await client.call('getVertragDetails', {
      vertragsnummer: contract.contractNumber,
    });
    return (answer.body.Result as { Details: Details }).Details;
  }

  async function bookings(contract: FactoryContract) {
    const answer = await client.call('getVertragUmsaetze', {
      vertragsnummer: contract.contractNumber,
      jahr: '2026',
    });
    return (answer.body.Result as { Entries: { Text: string; Amount: number }[] }).Entries;
  }

  beforeEach(() => {
    t = world();
    ({ client, savings, loan, motor, foreign } = t.state);
  });

  describe('deposits and payouts', () => {
    it('books a deposit and raises the balance', async () => {
      const answer = await client.call('einzahlung', {
        vertragsnummer: savings.contractNumber,
        betrag: '1.000,50',
        confirmation: 'true',
      });
      expect(answer.body.Result).toEqual({ Betrag: 100_050, Saldo: 350_050, Buchungsdatum: TODAY });
      expect((await details(savings)).Balance).toBe(350_050);
      expect(await bookings(savings)).toEqual([
        { BookingDate: TODAY, ValueDate: TODAY, Text: 'Sondereinzahlung', Amount: 100_050 },
      ]);
    });

    it('books a payout up to the balance', async () => {
      const payout = await client.call('auszahlung', {
        vertragsnummer: savings.contractNumber,
        betrag: '500,00',
        confirmation: 'true',
      });
      expect(payout.body.Result).toEqual({ Betrag: 50_000, Saldo: 200_000, Buchungsdatum: TODAY });
      expect((await details(savings)).Balance).toBe(200_000);
    });

    it.each([
      ['einzahlung', '1.000,00', { Betrag: 100_000, Saldo: 350_000, Buchungsdatum: TODAY }],
      ['auszahlung', '2.500,00', { Betrag: 250_000, Saldo: 0, Buchungsdatum: TODAY }],
    ] as const)('checks a %s %j without booking it', async (call, betrag, expected) => {
      const answer = await client.call(call, {
        vertragsnummer: savings.contractNumber,
        betrag,
        confirmation: 'false',
      });
      expect(answer.body).toEqual({ Status: 200, Result: expected });
      expect(await bookings(savings)).toEqual([]);
      expect((await details(savings)).Balance).toBe(250_000);
    });

    it.each([
      ['auszahlung', '999.999,00', 'Der Betrag ist höher als dein Guthaben.'],
      ['auszahlung', '2.500,01', 'Der Betrag ist höher als dein Guthaben.'],
      ['auszahlung', '0,00', 'Bitte gib einen Betrag über 0 ein.'],
      ['einzahlung', '100.000,01', 'Der Betrag darf höchstens 100.000,00 € betragen.'],
    ] as const)('refuses a %s of %j at the check', async (call, betrag, message) => {
      const answer = await client.call(call, {
        vertragsnummer: savings.contractNumber,
        betrag,
        confirmation: 'false',
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { betrag: message } });
    });

    it('checks that the contract takes the order', async () => {
      const answer = await client.call('auszahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '10,00',
        confirmation: 'false',
      });
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: 'Von diesem Vertrag ist keine Auszahlung möglich.' },
      });
    });

    it('refuses a checked payout that the balance no longer covers, and says why', async () => {
      const payout = { vertragsnummer: savings.contractNumber, betrag: '2.000,00' };
      const check = await client.call('auszahlung', { ...payout, confirmation: 'false' });
      expect(check.body.Status).toBe(200);
      // Between the check and the order, another payout lowers the balance.
      await client.call('auszahlung', {
        vertragsnummer: savings.contractNumber,
        betrag: '1.000,00',
        confirmation: 'true',
      });
      const order = await client.call('auszahlung', { ...payout, confirmation: 'true' });
      expect(order.body).toEqual({
        Status: 400,
        Errors: {
          betrag:
            'Dein Guthaben hat sich seit der Prüfung geändert und reicht für diesen Betrag ' +
            'nicht mehr. Der Auftrag wurde nicht ausgeführt. Bitte prüfe den Betrag noch einmal.',
        },
      });
      expect((await details(savings)).Balance).toBe(150_000);
    });

    it.each([
      ['-5,00', 'Bitte gib einen Betrag über 0 ein.'],
      ['0,00', 'Bitte gib einen Betrag über 0 ein.'],
      ['100.000,01', 'Der Betrag darf höchstens 100.000,00 € betragen.'],
      ['99999999999999', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
      ['1.000,000', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
      ['1e5', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
      ['', 'Bitte gib einen Betrag ein.'],
    ])('refuses the deposit amount %j and books nothing', async (betrag, message) => {
      const answer = await client.call('einzahlung', {
        vertragsnummer: savings.contractNumber,
        betrag,
        confirmation: 'true',
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { betrag: message } });
      expect(await bookings(savings)).toEqual([]);
      expect((await details(savings)).Balance).toBe(250_000);
    });

    it('needs the confirmation', async () => {
      const answer = await client.call('einzahlung', {
        vertragsnummer: savings.contractNumber,
        betrag: '10,00',
      });
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { confirmation: 'Bitte bestätige den Auftrag.' },
      });
    });

    it('books a double submit once and answers both alike', async () => {
      const order = {
        vertragsnummer: savings.contractNumber,
        betrag: '10,00',
        confirmation: 'true',
      };
      const [first, second] = await Promise.all([
        client.call('einzahlung', order),
        client.call('einzahlung', order),
      ]);
      expect(second.body).toEqual(first.body);
      expect(await bookings(savings)).toHaveLength(1);
      expect((await details(savings)).Balance).toBe(251_000);
      // The same order later is a new one.
      t.advance(3 * 60_000);
      await client.call('einzahlung', order);
      expect(await bookings(savings)).toHaveLength(2);
    });

    it('takes deposits only on savings contracts, and no foreign ones', async () => {
      const onLoan = await client.call('einzahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '10,00',
        confirmation: 'true',
      });
      expect(onLoan.body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: 'Auf diesen Vertrag ist keine Einzahlung möglich.' },
      });
      const theirs = await client.call('auszahlung', {
        vertragsnummer: foreign.contractNumber,
        betrag: '10,00',
        confirmation: 'true',
      });
      expect(theirs.body).toEqual({ Status: 400, Errors: NOT_FOUND });
    });
  });

  describe('spontaneous repayment', () => {
    it('checks without booking, then books with the confirmation', async () => {
      const check = await client.call('spontanZahlungCheck', {
        vertragsnummer: loan.contractNumber,
        betrag: '5.000,00',
      });
      const expected = {
        Betrag: 500_000,
        Restschuld: 24_000_000,
        RestschuldNeu: 23_500_000,
        Gebuehr: 0,
        // Friday the 20th: the next business day is Monday.
        Wertstellung: '2026-11-23',
      };
      expect(check.body.Result).toEqual(expected);
      expect((await details(loan)).Balance).toBe(-24_000_000);

      const pay = await client.call('spontanZahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '5.000,00',
        confirmation: 'true',
      });
      expect(pay.body.Result).toEqual(expected);
      expect((await details(loan)).Balance).toBe(-23_500_000);
      expect(await bookings(loan)).toMatchObject([{ Text: 'Sondertilgung', Amount: 500_000 }]);
      // A retry of the same repayment is answered, not booked again.
      const retry = await client.call('spontanZahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '5.000,00',
        confirmation: 'true',
      });
      expect(retry.body.Result).toEqual(expected);
      expect((await details(loan)).Balance).toBe(-23_500_000);
    });

    it.each([
      ['240.000,01', 'Der Betrag ist höher als die offene Restschuld.'],
      ['0', 'Bitte gib einen Betrag über 0 ein.'],
      ['-1,00', 'Bitte gib einen Betrag über 0 ein.'],
      ['1e5', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
    ])('refuses %j at the check', async (betrag, message) => {
      const answer = await client.call('spontanZahlungCheck', {
        vertragsnummer: loan.contractNumber,
        betrag,
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { betrag: message } });
    });

    it.each([
      ['0', 'Bitte gib einen Betrag über 0 ein.'],
      ['1e5', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
    ])('refuses %j at the order and books nothing', async (betrag, message) => {
      const answer = await client.call('spontanZahlung', {
        vertragsnummer: loan.contractNumber,
        betrag,
        confirmation: 'true',
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { betrag: message } });
      expect((await details(loan)).Balance).toBe(-24_000_000);
    });

    it('refuses a checked repayment above the debt as it is by the order, and says why', async () => {
      const repayment = { vertragsnummer: loan.contractNumber, betrag: '240.000,00' };
      expect((await client.call('spontanZahlungCheck', repayment)).body.Status).toBe(200);
      // Between the check and the order, another repayment lowers the debt.
      await client.call('spontanZahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '1,00',
        confirmation: 'true',
      });
      const order = await client.call('spontanZahlung', { ...repayment, confirmation: 'true' });
      expect(order.body).toEqual({
        Status: 400,
        Errors: {
          betrag:
            'Deine offene Restschuld hat sich seit der Prüfung geändert und ist jetzt niedriger ' +
            'als dieser Betrag. Die Rückzahlung wurde nicht ausgeführt. Bitte prüfe den Betrag ' +
            'noch einmal.',
        },
      });
      expect((await details(loan)).Balance).toBe(-23_999_900);
      // Once the loan is repaid, the check says there is nothing to repay.
      await client.call('spontanZahlung', {
        vertragsnummer: loan.contractNumber,
        betrag: '239.999,00',
        confirmation: 'true',
      });
      expect((await client.call('spontanZahlungCheck', repayment)).body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: 'Für diesen Vertrag ist keine Sondertilgung möglich.' },
      });
    });

    it('is only for loans, and never for a foreign one', async () => {
      const onSavings = await client.call('spontanZahlungCheck', {
        vertragsnummer: savings.contractNumber,
        betrag: '10,00',
      });
      expect(onSavings.body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: 'Für diesen Vertrag ist keine Sondertilgung möglich.' },
      });
      const theirs = await client.call('spontanZahlungCheck', {
        vertragsnummer: foreign.contractNumber,
        betrag: '10,00',
      });
      expect(theirs.body).toEqual({ Status: 400, Errors: NOT_FOUND });
    });
  });

  describe('motor inspection', () => {
    const request = {
      wunschdatum: '2026-11-25',
      tageszeit: 'vormittag',
      telefon: '+43 664 1234567',
    };

    it('records a request for a workday ahead', async () => {
      const answer = await client.call('kfzBegutachtung', {
        vertragsnummer: motor.contractNumber,
        ...request,
        nachricht: 'Bitte vorher anrufen.',
      });
      expect(answer.body).toEqual({
        Status: 200,
        Result: { Angefragt: true, Wunschdatum: '2026-11-25' },
      });
      const rows = await t.db.selectFrom('motor_inspection_requests').selectAll().execute();
      expect(rows).toMatchObject([
        {
          contract_number: motor.contractNumber,
          time_of_day: 'vormittag',
          message: 'Bitte vorher anrufen.',
        },
      ]);
    });

    it('records a repeated request for the same slot once', async () => {
      const params = { vertragsnummer: motor.contractNumber, ...request };
      const [first, second] = await Promise.all([
        client.call('kfzBegutachtung', params),
        client.call('kfzBegutachtung', params),
      ]);
      expect(second.body).toEqual(first.body);
      expect(await t.db.selectFrom('motor_inspection_requests').selectAll().execute()).toHaveLength(
        1,
      );
    });

    it.each([
      ['wunschdatum', '2026-11-20', 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'],
      ['wunschdatum', '2026-11-28', 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'],
      ['wunschdatum', '2027-06-01', 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'],
      ['wunschdatum', '2026-02-30', 'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.'],
      ['wunschdatum', '', 'Bitte wähle deinen Wunschtermin.'],
      ['tageszeit', 'abends', 'Bitte wähle Vormittag oder Nachmittag.'],
      ['telefon', 'ruf an', 'Bitte gib eine gültige Telefonnummer ein.'],
    ])('refuses %s %j', async (field, value, message) => {
      const answer = await client.call('kfzBegutachtung', {
        vertragsnummer: motor.contractNumber,
        ...request,
        [field]: value,
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { [field]: message } });
      expect(await t.db.selectFrom('motor_inspection_requests').selectAll().execute()).toEqual([]);
    });

    it('is only for motor contracts', async () => {
      const answer = await client.call('kfzBegutachtung', {
        vertragsnummer: savings.contractNumber,
        ...request,
      });
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: 'Für diesen Vertrag ist keine Kfz-Begutachtung möglich.' },
      });
    });
  });
});
