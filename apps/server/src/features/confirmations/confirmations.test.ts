import path from 'node:path';
import {
  CONFIRMATION_MESSAGES,
  type ConfirmationCheck,
  type ConfirmationSummary,
  type DokboxFile,
} from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesIn } from '../../../test/data-dir.ts';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import { pdfPageTexts } from '../../../test/files.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';

// The test clock stands at Friday, 20 November 2026, 10:00 in Vienna.

type Requested = {
  Bestaetigung: ConfirmationSummary;
  Pruefcode: string;
  Prueflink: string;
  Datei: DokboxFile;
};
type Group = { name: string; categoryId: number; description: string; files: DokboxFile[] };

const CAR = {
  kind: 'KFZ',
  details: {
    Name: 'Kfz-Versicherung',
    FromDate: '2023-03-01',
    ToDate: null,
    KfzBezeichnung: 'Škoda Octavia Combi 2.0 TDI',
    KfzKennzeichen: 'W-48213K',
    KfzDeckungen: [
      { Deckung: 'Haftpflicht', Betrag: 4_820 },
      { Deckung: 'Vollkasko', Betrag: 6_190 },
    ],
    GrossAmount: 11_010,
    PaymentInterval: 'MONTHLY',
  },
} as const;

describe.skipIf(postgresUnavailable)('confirmations', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let car: FactoryContract;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ titlePrefix: 'Mag.', firstName: 'Katharina' });
    car = await t.factory.contract(customer, {
      ...CAR,
      contractNumber: '7300418857',
      details: { ...CAR.details, KfzDeckungen: [...CAR.details.KfzDeckungen] },
    });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const request = (vertragsnummer: string, art: string, stichtag?: string) =>
    client.call('bestaetigungAnfordern', {
      vertragsnummer,
      art,
      ...(stichtag === undefined ? {} : { stichtag }),
    });
  const requested = async (vertragsnummer: string, art: string, stichtag?: string) => {
    const answer = await request(vertragsnummer, art, stichtag);
    expect(answer.body.Errors).toBeUndefined();
    return answer.body.Result as Requested;
  };
  const pdfText = async (file: DokboxFile) => {
    const shown = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${file.fileId}`,
    });
    expect(shown.response.headers['content-type']).toBe('application/pdf');
    const [page = ''] = await pdfPageTexts(shown.response.rawPayload);
    // Label and value are apart on the page: one space between them, as between words.
    return page.replace(/\s+/g, ' ');
  };
  const check = async (code: string, from?: ApiClient) => {
    const visitor = from ?? (await t.visitor());
    const answer = await visitor.call('bestaetigungPruefen', { code });
    return { answer, result: answer.body.Result as ConfirmationCheck };
  };
  const stored = () => t.db.selectFrom('confirmations').selectAll().execute();

  it('issues an insurance confirmation as a PDF in the DokBox folder "Bestätigungen"', async () => {
    const result = await requested(car.contractNumber, 'versicherung');
    expect(result.Bestaetigung).toMatchObject({
      Art: 'versicherung',
      Vertragsnummer: '7300418857',
      Stichtag: '2026-11-20',
      Widerrufen: null,
    });
    expect(result.Pruefcode).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(result.Prueflink).toBe(`http://localhost:80/bestaetigung/${result.Pruefcode}`);
    const number = result.Bestaetigung.Nummer;
    expect(result.Datei).toMatchObject({
      fileName: `Versicherungsbestätigung-${number}.pdf`,
      fileDesciption: `Nr. ${number}, Stichtag 20.11.2026`,
      fileDate: '2026-11-20',
      fileCategoryId: 9,
      fileType: 'pdf',
      filePublic: false,
    });

    const dokbox = await client.call('getDokbox');
    expect(
      (dokbox.body.Result as { categories: { id: number; name: string }[] }).categories,
    ).toContainEqual({ id: 9, name: 'Bestätigungen', isusercategory: false });
    const files = await client.call('getDokboxFiles');
    expect((files.body.Result as { groups: Group[] }).groups).toEqual([
      expect.objectContaining({
        name: 'Versicherungsbestätigung Kfz-Versicherung 730-041.885-7',
        categoryId: 9,
        files: [result.Datei],
      }),
    ]);

    const page = await pdfText(result.Datei);
    for (const text of [
      'Servicebereich Versicherung AG',
      'Versicherungsbestätigung',
      `Nr. ${number} · ausgestellt am 20.11.2026`,
      'Versicherungsnehmer/in Mag. Katharina Berger',
      'Polizzennummer 730-041.885-7',
      'Versicherungsbeginn 01.03.2023',
      'Vertragsende unbefristet',
      'Kennzeichen W-48213K',
      'Versicherte Deckungen Haftpflicht, Vollkasko',
      'Prämie 110,10',
      'Wir bestätigen, dass der oben angeführte Versicherungsvertrag am 20.11.2026 aufrecht ist.',
      result.Prueflink,
      result.Pruefcode,
    ]) {
      expect(page).toContain(text);
    }
  });

  it('shows a visitor, without login, what the document shows, and marks the answer noindex', async () => {
    const result = await requested(car.contractNumber, 'versicherung');
    const { answer, result: checked } = await check(result.Pruefcode);
    expect(answer.response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.response.headers['cache-control']).toBe('no-store');
    if (checked.Ergebnis !== 'gueltig') throw new Error(`not valid: ${checked.Ergebnis}`);
    const document = checked.Dokument;
    expect(document).toMatchObject({
      Art: 'versicherung',
      Titel: 'Versicherungsbestätigung',
      Aussteller: 'Servicebereich Versicherung AG',
      Stichtag: '2026-11-20',
      Ausgestellt: '2026-11-20',
      Nummer: result.Bestaetigung.Nummer,
    });
    // Every line of the check is on the document, and nothing else of the customer's is.
    const page = await pdfText(result.Datei);
    for (const fact of document.Angaben) {
      expect(page).toContain(`${fact.Bezeichnung} ${fact.Wert}`.replace(/\s+/g, ' '));
    }
    expect(page).toContain(document.Erklaerung);
    expect(JSON.stringify(checked)).not.toContain(customer.email);
    expect(JSON.stringify(checked)).not.toContain(customer.birthDate);

    // Typed by hand: lower case, without dashes, with O for 0 and I or L for 1.
    const typed = result.Pruefcode.toLowerCase().replaceAll('-', ' ');
    expect((await check(typed)).result).toEqual(checked);
  });

  it('keeps the code only as its hash', async () => {
    const result = await requested(car.contractNumber, 'versicherung');
    const plain = result.Pruefcode.replaceAll('-', '');
    const [row] = await stored();
    expect(JSON.stringify(row)).not.toContain(plain);
    expect(JSON.stringify(row)).not.toContain(result.Pruefcode);
  });

  it('says plainly when no confirmation has the code', async () => {
    await requested(car.contractNumber, 'versicherung');
    expect((await check('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345')).result).toEqual({
      Ergebnis: 'unbekannt',
    });
    expect((await check('kein code')).result).toEqual({ Ergebnis: 'unbekannt' });
    const { answer } = await check('');
    expect(answer.body.Errors).toEqual({ code: CONFIRMATION_MESSAGES.codeMissing });
  });

  it('confirms motor liability with the vehicle and plate; not for a vehicle without a plate', async () => {
    const result = await requested(car.contractNumber, 'kfz-haftpflicht');
    expect(result.Datei.fileName).toBe(
      `Bestätigung-der-Kfz-Haftpflichtversicherung-${result.Bestaetigung.Nummer}.pdf`,
    );
    const page = await pdfText(result.Datei);
    expect(page).toContain('Fahrzeug Škoda Octavia Combi 2.0 TDI');
    expect(page).toContain('Kennzeichen W-48213K');
    expect(page).toContain('Deckung Kfz-Haftpflichtversicherung');
    // The line may break after the hyphen: the reader then gives the two lines apart.
    expect(page).toMatch(
      /für das Fahrzeug mit dem Kennzeichen W-48213K am 20\.11\.2026 eine Kfz-\s?Haftpflichtversicherung/,
    );

    const ebike = await t.factory.contract(customer, {
      kind: 'KFZ',
      details: {
        Name: 'E-Bike-Versicherung',
        KfzBezeichnung: 'KTM Macina',
        KfzKennzeichen: undefined,
      },
    });
    expect((await request(ebike.contractNumber, 'kfz-haftpflicht')).body).toEqual({
      Status: 400,
      Errors: { art: CONFIRMATION_MESSAGES.kindNotOffered },
    });
    expect((await request(ebike.contractNumber, 'versicherung')).body.Status).toBe(200);
  });

  it('confirms no insurance that is not in force today', async () => {
    const ended = await t.factory.contract(customer, {
      kind: 'Rechtschutz',
      details: { FromDate: '2015-01-01', ToDate: '2025-12-31' },
    });
    expect((await request(ended.contractNumber, 'versicherung')).body).toEqual({
      Status: 400,
      Errors: { general: CONFIRMATION_MESSAGES.notInForce },
    });
    expect(await stored()).toEqual([]);
  });

  it("confirms a savings balance at a chosen day's end, from the bookings since", async () => {
    const savings = await t.factory.contract(customer, {
      kind: 'Ansparen',
      details: { Balance: 250_000, FromDate: '2025-01-01' },
    });
    for (const [bookingDate, amount] of [
      ['2025-12-31', 10_000],
      ['2026-01-05', 10_000],
      ['2026-02-05', 12_345],
    ] as const) {
      await t.factory.transaction(savings, { bookingDate, amount });
    }
    const result = await requested(savings.contractNumber, 'kontostand', '2025-12-31');
    expect(result.Bestaetigung).toMatchObject({ Art: 'kontostand', Stichtag: '2025-12-31' });
    const page = await pdfText(result.Datei);
    expect(page).toContain('Servicebereich Bausparkasse AG');
    expect(page).toContain('Kontostandsbestätigung');
    expect(page).toContain('Stichtag 31.12.2025, Tagesende');
    // 2.500,00 € today, less the two bookings after 31 December.
    expect(page).toContain('Kontostand 2.276,55');
    expect(result.Datei.fileDesciption).toBe(
      `Nr. ${result.Bestaetigung.Nummer}, Stichtag 31.12.2025`,
    );
  });

  it('confirms what is owed on a loan at a chosen day', async () => {
    const loan = await t.factory.contract(customer, {
      kind: 'Finanzierung',
      details: { Balance: -24_000_000, FromDate: '2022-04-01' },
    });
    await t.factory.transaction(loan, { bookingDate: '2026-10-15', amount: 100_000 });
    await t.factory.transaction(loan, { bookingDate: '2026-11-15', amount: 100_000 });
    const result = await requested(loan.contractNumber, 'aushaftung', '2026-10-14');
    const page = await pdfText(result.Datei);
    expect(page).toContain('Aushaftungsbestätigung');
    expect(page).toContain('Kreditbetrag 250.000,00');
    expect(page).toContain('Aushaftender Betrag 242.000,00');
    const { result: checked } = await check(result.Pruefcode);
    expect(checked.Ergebnis === 'gueltig' && checked.Dokument.Angaben).toContainEqual({
      Bezeichnung: 'Aushaftender Betrag',
      Wert: '242.000,00\u00a0€',
    });
  });

  it.each([
    ['no day', undefined, CONFIRMATION_MESSAGES.asOfMissing],
    ['an empty day', '', CONFIRMATION_MESSAGES.asOfMissing],
    ['a day to come', '2026-11-21', CONFIRMATION_MESSAGES.asOfFuture],
    [
      'a day before the contract began',
      '2024-12-31',
      CONFIRMATION_MESSAGES.asOfBeforeStart('2025-01-01'),
    ],
    ['no real day', '2026-02-30', CONFIRMATION_MESSAGES.asOfInvalid],
  ])('refuses a balance for %s under its field and stores nothing', async (_case, day, message) => {
    const savings = await t.factory.contract(customer, {
      kind: 'Ansparen',
      details: { FromDate: '2025-01-01' },
    });
    expect((await request(savings.contractNumber, 'kontostand', day)).body).toEqual({
      Status: 400,
      Errors: { stichtag: message },
    });
    expect(await stored()).toEqual([]);
    expect(await filesIn(path.join(t.dataDir, 'files', 'blobs'))).toEqual([]);
  });

  it('refuses a kind the contract does not offer', async () => {
    const fundPlan = await t.factory.contract(customer, { kind: 'Andere' });
    expect((await request(fundPlan.contractNumber, 'kontostand', '2026-11-01')).body).toEqual({
      Status: 400,
      Errors: { art: CONFIRMATION_MESSAGES.kindNotOffered },
    });
    expect((await request(car.contractNumber, 'aushaftung', '2026-11-01')).body.Errors).toEqual({
      art: CONFIRMATION_MESSAGES.kindNotOffered,
    });
  });

  it('lists the confirmations of a contract, newest first, and revokes one for good', async () => {
    const first = await requested(car.contractNumber, 'versicherung');
    t.advance(60_000);
    const second = await requested(car.contractNumber, 'kfz-haftpflicht');
    const list = async () =>
      (await client.call('getBestaetigungen', { vertragsnummer: car.contractNumber })).body
        .Result as ConfirmationSummary[];
    expect(await list()).toEqual([second.Bestaetigung, first.Bestaetigung]);

    // The next day, in a new session.
    t.advance(24 * 60 * 60_000);
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const revoked = await client.call('bestaetigungWiderrufen', { id: first.Bestaetigung.Id });
    const at = Date.UTC(2026, 10, 21, 9, 1);
    expect(revoked.body.Result).toEqual({ ...first.Bestaetigung, Widerrufen: at });
    expect(await list()).toEqual([second.Bestaetigung, { ...first.Bestaetigung, Widerrufen: at }]);

    // The check now says so, and shows none of the document's lines any more.
    const { result: checked } = await check(first.Pruefcode);
    expect(checked).toEqual({
      Ergebnis: 'widerrufen',
      Titel: 'Versicherungsbestätigung',
      Nummer: first.Bestaetigung.Nummer,
      Ausgestellt: '2026-11-20',
      Widerrufen: '2026-11-21',
    });
    expect((await check(second.Pruefcode)).result.Ergebnis).toBe('gueltig');

    // Revoked again, it stays revoked since the first time.
    t.advance(60_000);
    const again = await client.call('bestaetigungWiderrufen', { id: first.Bestaetigung.Id });
    expect((again.body.Result as ConfirmationSummary).Widerrufen).toBe(at);
  });

  it("answers another customer's contract or confirmation like one that does not exist", async () => {
    const mine = await requested(car.contractNumber, 'versicherung');
    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);

    for (const [name, params] of [
      ['bestaetigungAnfordern', { vertragsnummer: car.contractNumber, art: 'versicherung' }],
      ['getBestaetigungen', { vertragsnummer: car.contractNumber }],
    ] as const) {
      expect((await otherClient.call(name, params)).body).toEqual({
        Status: 400,
        Errors: { vertragsnummer: CONFIRMATION_MESSAGES.contractNotFound },
      });
    }
    expect(
      (await otherClient.call('bestaetigungWiderrufen', { id: mine.Bestaetigung.Id })).body,
    ).toEqual({ Status: 400, Errors: { id: CONFIRMATION_MESSAGES.notFound } });
    expect((await check(mine.Pruefcode)).result.Ergebnis).toBe('gueltig');
    expect(await stored()).toHaveLength(1);
  });

  it('issues, lists and revokes nothing for a visitor', async () => {
    const mine = await requested(car.contractNumber, 'versicherung');
    const visitor = await t.visitor();
    for (const [name, params] of [
      ['bestaetigungAnfordern', { vertragsnummer: car.contractNumber, art: 'versicherung' }],
      ['getBestaetigungen', { vertragsnummer: car.contractNumber }],
      ['bestaetigungWiderrufen', { id: mine.Bestaetigung.Id }],
    ] as const) {
      expect((await visitor.call(name, params)).body.Errors).toEqual({
        notloggedin: expect.any(String) as unknown,
      });
    }
  });

  it('checks at most 20 codes a minute from one address', async () => {
    const { Pruefcode } = await requested(car.contractNumber, 'versicherung');
    const visitor = await t.visitor();
    for (let i = 0; i < 19; i++) {
      expect((await check('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', visitor)).answer.statusCode).toBe(
        200,
      );
    }
    expect((await check(Pruefcode, visitor)).result.Ergebnis).toBe('gueltig');
    const refused = (await check(Pruefcode, visitor)).answer;
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({
      Status: 400,
      Errors: { general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.' },
    });
    expect(refused.response.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Another address is counted on its own.
    expect((await check(Pruefcode)).result.Ergebnis).toBe('gueltig');
  });
});
