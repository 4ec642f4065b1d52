import path from 'node:path';
import type { ClaimDetail, ClaimSummary } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import { HTML_AS_PDF, jpeg, pdf } from '../../../test/files.ts';
import {
  captureLog,
  createTestApp,
  multipartBody,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
  type UploadFields,
  type UploadFile,
} from '../../../test/harness.ts';
import { MESSAGES } from '../../http/api-error.ts';
import { CLAIM_MESSAGES } from './claim-handlers.ts';
import { filesIn, outboxMails } from '../../../test/data-dir.ts';
import { mailText } from '../../../test/mail-text.ts';
import { metricValue } from '../../../test/metrics-text.ts';
import { sweepBlobs } from '../../files/blob-repository.ts';
import { diskBlobStore } from '../../files/blob-store.ts';

/** A motor claim as the form sends it; the clock of the tests stands at 20 November 2026. */
const MOTOR = {
  typ: 'kfz',
  schadendatum: '2026-11-18',
  schadenzeit: '17:45',
  schadenort: 'Wien, Gürtel/Westbahnstraße',
  hergang: 'vorrang',
  beschreibung: 'Der andere Wagen hat mir beim Linksabbiegen den Vorrang genommen.',
  kilometerstand: '48210',
  kennzeichen: 'w-48213k',
  gegnerName: 'Max Muster',
  gegnerKennzeichen: 'W-1234B',
  gegnerVersicherung: 'Donau Versicherung',
  polizei: 'false',
};

const HOUSEHOLD = {
  typ: 'haushalt',
  schadenart: 'wasser',
  schadendatum: '2026-11-02',
  schadenort: 'Küche',
  beschreibung: 'Die Leitung unter der Spüle ist gebrochen.',
  kontoinhaber: 'Anna Berger',
  iban: 'AT61 1904 3002 3457 3201',
};

/** A household claim of two damaged items. */
const TWO_ITEMS = {
  ...HOUSEHOLD,
  'gegenstand[]': ['Geschirrspüler', 'Teppich'],
  'anschaffungsjahr[]': ['2021', '2018'],
  'wert[]': ['1.249,90', '300,00'],
};

describe.skipIf(postgresUnavailable)('claims', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let motor: FactoryContract;
  let household: FactoryContract;
  let client: ApiClient;
  let log: ReturnType<typeof captureLog>;

  beforeEach(async () => {
    // The forms refuse days and times after now: now is the test clock's time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 20, 9) });
    log = captureLog();
    t = await createTestApp({ logLevel: 'warn' }, { logStream: log.stream });
    customer = await t.factory.customer({ birthDate: '1990-05-14', postcode: '1060' });
    motor = await t.factory.contract(customer, {
      kind: 'KFZ',
      features: { SchadensmeldungKfz: true },
    });
    household = await t.factory.contract(customer, {
      kind: 'EigenheimHaushalt',
      features: { SchadensmeldungHaushalt: true },
    });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const storedFiles = () => filesIn(path.join(t.dataDir, 'files', 'blobs'));
  /**
   * The blob files left once the sweep removed what refused requests handed to it. The sweep
   * compares the time a file was queued with the time it was written, so a test that asks for
   * it runs on the real clock (`vi.useRealTimers()` first).
   */
  const filesAfterSweep = async () => {
    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 120_000,
    );
    return storedFiles();
  };
  const claimRows = () => t.db.selectFrom('claims').selectAll().execute();
  const mailTo = (mails: string[], address: string) => {
    const found = mails.find((m) => m.includes(`\nTo: ${address}`));
    if (found === undefined) throw new Error(`no mail to ${address}`);
    return found;
  };
  const report = (fields: UploadFields, files: readonly UploadFile[] = []) =>
    client.upload('schadensmeldungMelden', fields, files);

  it('takes a motor claim with photos, answers its number and mails the desk and the customer', async () => {
    const answer = await report({ ...MOTOR, vertragsnummer: motor.contractNumber }, [
      { name: 'unfallbericht.pdf', data: await pdf('Europäischer Unfallbericht') },
      { name: 'schaden.jpg', data: await jpeg({ orientation: 6 }) },
    ]);
    expect(answer.body.Status).toBe(200);
    const summary = answer.body.Result as ClaimSummary;
    expect(summary).toEqual({
      Schadennummer: expect.stringMatching(/^S-2026-\d{7}$/) as unknown,
      Typ: 'kfz',
      Vertragsnummer: motor.contractNumber,
      Status: 'eingegangen',
      Eingegangen: '2026-11-20',
      Schadendatum: '2026-11-18',
    });
    // The internal id is not the number.
    const [row] = await claimRows();
    expect(row?.id).not.toContain(summary.Schadennummer);

    expect((await client.call('getSchadensmeldungen')).body.Result).toEqual([summary]);
    const detail = await client.call('getSchadensmeldung', {
      schadennummer: summary.Schadennummer,
    });
    expect(detail.body.Result).toMatchObject({
      ...summary,
      Angaben: { kennzeichen: 'W-48213K', kilometerstand: 48210, polizei: false, zeuge: [] },
      Verlauf: [{ Status: 'eingegangen', Zeitpunkt: Date.UTC(2026, 10, 20, 9), Notiz: '' }],
      Dokumente: [
        { Dateiname: 'unfallbericht.pdf', Dateityp: 'pdf', Hochgeladen: '2026-11-20' },
        { Dateiname: 'schaden.jpg', Dateityp: 'jpg', Hochgeladen: '2026-11-20' },
      ],
    });

    const mails = await outboxMails(t.dataDir, 2);
    const desk = mailTo(mails, t.config.mail.claimsEmail);
    expect(desk).toContain(
      `Subject: Schadensmeldung ${summary.Schadennummer}: Kfz-Schaden, Vertrag ${motor.contractNumber}`,
    );
    expect(mailText(desk)).toContain('Adresse: Mariahilfer Straße 1/2/3, 1060 Wien');
    expect(desk).toContain(`Reply-To: ${customer.email}`);
    expect(desk).toContain('filename=unfallbericht.pdf');
    expect(desk).toContain('filename=schaden.jpg');
    const confirmation = mailTo(mails, customer.email);
    expect(confirmation).toContain(`Subject: Deine Schadensmeldung ${summary.Schadennummer}`);
  });

  it('takes a household claim with the damaged items and their values in cents', async () => {
    const answer = await report({
      ...HOUSEHOLD,
      vertragsnummer: household.contractNumber,
      'gegenstand[]': 'Geschirrspüler',
      'anschaffungsjahr[]': '2021',
      'wert[]': '1.249,90',
    });
    expect(answer.body.Status).toBe(200);
    const { Schadennummer } = answer.body.Result as ClaimSummary;
    const detail = await client.call('getSchadensmeldung', { schadennummer: Schadennummer });
    expect(detail.body.Result).toMatchObject({
      Angaben: {
        gegenstand: ['Geschirrspüler'],
        anschaffungsjahr: [2021],
        wert: [124_990],
        iban: 'AT611904300234573201',
      },
    });
  });

  it("keeps each damaged item's receipt with the claim and names it in the desk's mail", async () => {
    const answer = await report(
      {
        ...TWO_ITEMS,
        vertragsnummer: household.contractNumber,
        // The second item's receipt is the request's second file.
        'beleg[]': ['', '1'],
      },
      [
        { name: 'kueche.jpg', data: await jpeg() },
        { name: 'teppich-rechnung.pdf', data: await pdf('Rechnung Teppich') },
      ],
    );
    expect(answer.body.Status).toBe(200);
    const { Schadennummer } = answer.body.Result as ClaimSummary;
    const detail = await client.call('getSchadensmeldung', { schadennummer: Schadennummer });
    const result = detail.body.Result as ClaimDetail;
    expect(result.Dokumente.map(({ Zeitpunkt: _, ...shown }) => shown)).toEqual([
      { Dateiname: 'kueche.jpg', Dateityp: 'jpg', Hochgeladen: '2026-11-20' },
      {
        Dateiname: 'teppich-rechnung.pdf',
        Dateityp: 'pdf',
        Hochgeladen: '2026-11-20',
        Gegenstand: 1,
      },
    ]);
    expect(result.Angaben).not.toHaveProperty('beleg');

    const desk = mailText(mailTo(await outboxMails(t.dataDir, 2), t.config.mail.claimsEmail));
    expect(desk).toContain(
      '1. Geschirrspüler, angeschafft 2021, Wert 1.249,90\u00A0€, Beleg: keiner',
    );
    expect(desk).toContain(
      '2. Teppich, angeschafft 2018, Wert 300,00\u00A0€, Beleg: teppich-rechnung.pdf',
    );
  });

  it.each([
    ['a receipt that is not among the files', { 'beleg[]': ['', '2'] }],
    ['one file as the receipt of two items', { 'beleg[]': ['0', '0'] }],
    ['receipts that do not fit the items', { 'beleg[]': ['0'] }],
  ])('refuses a household claim with %s and stores nothing', async (_case, change) => {
    vi.useRealTimers();
    const answer = await report(
      { ...TWO_ITEMS, vertragsnummer: household.contractNumber, ...change },
      [
        { name: 'kueche.jpg', data: await jpeg() },
        { name: 'rechnung.pdf', data: await pdf('Rechnung') },
      ],
    );
    expect(answer.body).toEqual({ Status: 400, Errors: { beleg: expect.any(String) as unknown } });
    expect(await claimRows()).toEqual([]);
    expect(await filesAfterSweep()).toEqual([]);
  });

  it.each([
    ['a day in the future', { schadendatum: '2026-12-24' }, 'schadendatum'],
    // 10:00 in Vienna; the few minutes a device's clock may run ahead are allowed.
    ['a time later today', { schadendatum: '2026-11-20', schadenzeit: '10:06' }, 'schadenzeit'],
    ['a day that does not exist', { schadendatum: '2026-02-29' }, 'schadendatum'],
    ['police without a station', { polizei: 'true' }, 'polizeiDienststelle'],
  ])('refuses a motor claim with %s and stores nothing', async (_case, change, field) => {
    const answer = await report({ ...MOTOR, ...change, vertragsnummer: motor.contractNumber }, [
      { name: 'schaden.jpg', data: await jpeg() },
    ]);
    expect(answer.body.Status).toBe(400);
    expect(Object.keys(answer.body.Errors ?? {})).toContain(field);
    expect(await claimRows()).toEqual([]);
  });

  it("takes a time a few minutes after the server's, as a device's clock may run ahead", async () => {
    const answer = await report({
      ...MOTOR,
      schadendatum: '2026-11-20',
      schadenzeit: '10:04',
      vertragsnummer: motor.contractNumber,
    });
    expect(answer.body.Status).toBe(200);
  });

  it('takes a parking damage without the mileage, asks for it after a drive and for an empty plate', async () => {
    const { kilometerstand: _mileage, ...withoutMileage } = MOTOR;
    const parked = await report({
      ...withoutMileage,
      hergang: 'parkschaden',
      vertragsnummer: motor.contractNumber,
    });
    expect(parked.body.Status).toBe(200);

    const driven = await report({ ...withoutMileage, vertragsnummer: motor.contractNumber });
    expect(driven.body).toEqual({
      Status: 400,
      Errors: { kilometerstand: 'Bitte gib den Kilometerstand an.' },
    });
    const noPlate = await report({
      ...MOTOR,
      kennzeichen: '',
      vertragsnummer: motor.contractNumber,
    });
    expect(noPlate.body).toEqual({
      Status: 400,
      Errors: { kennzeichen: 'Bitte gib das Kennzeichen an.' },
    });
    expect(await claimRows()).toHaveLength(1);
  });

  it.each([
    ['an amount in the wrong format', { 'wert[]': '1,249.90' }, 'wert'],
    ['an amount of zero', { 'wert[]': '0,00' }, 'wert'],
    ['an IBAN with wrong check digits', { iban: 'AT62 1904 3002 3457 3201' }, 'iban'],
    [
      'a burglary without the police file number',
      { schadenart: 'einbruch' },
      'polizeiAktenzeichen',
    ],
  ])('refuses a household claim with %s', async (_case, change, field) => {
    const answer = await report({
      ...HOUSEHOLD,
      vertragsnummer: household.contractNumber,
      'gegenstand[]': 'Geschirrspüler',
      'anschaffungsjahr[]': '2021',
      'wert[]': '1.249,90',
      ...change,
    });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { [field]: expect.any(String) as unknown },
    });
    expect(await claimRows()).toEqual([]);
  });

  it('refuses 11 files, a disguised file and an oversized one, and keeps nothing', async () => {
    const photo = await jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `foto-${i}.jpg`, data: photo }));
    const fields = { ...MOTOR, vertragsnummer: motor.contractNumber };
    expect((await report(fields, eleven)).body.Errors).toEqual({
      file: 'Du kannst höchstens 10 Dateien auf einmal hochladen.',
    });
    expect(
      (
        await report(fields, [
          { name: 'foto.jpg', data: photo },
          { name: 'bericht.pdf', data: HTML_AS_PDF },
        ])
      ).body.Errors,
    ).toEqual({
      file: 'Die Datei „bericht.pdf“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.',
    });
    const big = Buffer.concat([await pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await report(fields, [{ name: 'gross.pdf', data: big }])).body.Errors).toEqual({
      file: 'Die Datei „gross.pdf“ ist zu groß (höchstens 20 MB).',
    });
    expect(await claimRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it("answers another customer's contract and a type the contract does not allow like a missing contract", async () => {
    vi.useRealTimers();
    const other = await t.factory.customer();
    const theirs = await t.factory.contract(other, {
      kind: 'KFZ',
      features: { SchadensmeldungKfz: true },
    });
    const photo = [{ name: 'schaden.jpg', data: await jpeg() }];
    const missing = await report({ ...MOTOR, vertragsnummer: '9999999999' }, photo);
    expect(missing.body).toEqual({
      Status: 400,
      Errors: { vertragsnummer: CLAIM_MESSAGES.contractNotFound },
    });
    expect((await report({ ...MOTOR, vertragsnummer: theirs.contractNumber }, photo)).body).toEqual(
      missing.body,
    );
    // A household contract takes no motor claim, a motor contract no household claim.
    expect(
      (await report({ ...MOTOR, vertragsnummer: household.contractNumber }, photo)).body,
    ).toEqual(missing.body);
    expect((await report({ ...HOUSEHOLD, vertragsnummer: motor.contractNumber })).body).toEqual(
      missing.body,
    );
    expect(await claimRows()).toEqual([]);
    expect(await t.db.selectFrom('blobs').selectAll().execute()).toEqual([]);
    expect(await filesAfterSweep()).toEqual([]);
    expect(log.security().filter((e) => e.security === 'refused-id')).toHaveLength(4);
  });

  it('refuses 11 further files, a disguised one and none for an own claim, and keeps nothing', async () => {
    const { Schadennummer } = (await report({ ...MOTOR, vertragsnummer: motor.contractNumber }))
      .body.Result as ClaimSummary;
    const add = (files: readonly UploadFile[]) =>
      client.upload('addSchadensmeldungDokumente', { schadennummer: Schadennummer }, files);
    const photo = await jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `foto-${i}.jpg`, data: photo }));
    expect((await add(eleven)).body).toEqual({
      Status: 400,
      Errors: { file: 'Du kannst höchstens 10 Dateien auf einmal hochladen.' },
    });
    expect(
      (
        await add([
          { name: 'foto.jpg', data: photo },
          { name: 'rechnung.pdf', data: HTML_AS_PDF },
        ])
      ).body,
    ).toEqual({
      Status: 400,
      Errors: {
        file: 'Die Datei „rechnung.pdf“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.',
      },
    });
    expect((await add([])).body).toEqual({
      Status: 400,
      Errors: { file: 'Bitte wähle eine Datei aus.' },
    });
    const detail = await client.call('getSchadensmeldung', { schadennummer: Schadennummer });
    expect(detail.body.Result).toMatchObject({ Dokumente: [] });
    expect(await t.db.selectFrom('claim_files').selectAll().execute()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    // Only the report's own two mails went out, and no mail of further documents waits: the
    // queue lets a mail go once its sending has returned, which may be just after it arrived.
    const mails = await outboxMails(t.dataDir, 2);
    expect(mails.filter((m) => m.includes('weitere Unterlagen'))).toEqual([]);
    await vi.waitFor(
      async () => {
        expect(await t.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(await outboxMails(t.dataDir, 2)).toHaveLength(2);
  });

  it('lists, shows and takes documents only for own claims', async () => {
    const mine = (await report({ ...MOTOR, vertragsnummer: motor.contractNumber })).body
      .Result as ClaimSummary;
    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    expect((await otherClient.call('getSchadensmeldungen')).body.Result).toEqual([]);
    const notFound = {
      Status: 400,
      Errors: { schadennummer: CLAIM_MESSAGES.claimNotFound },
    };
    expect(
      (await otherClient.call('getSchadensmeldung', { schadennummer: mine.Schadennummer })).body,
    ).toEqual(notFound);
    const photo = [{ name: 'nachtrag.jpg', data: await jpeg() }];
    expect(
      (
        await otherClient.upload(
          'addSchadensmeldungDokumente',
          { schadennummer: mine.Schadennummer },
          photo,
        )
      ).body,
    ).toEqual(notFound);
    expect(await t.db.selectFrom('claim_files').selectAll().execute()).toEqual([]);

    const reported = (
      (await client.call('getSchadensmeldung', { schadennummer: mine.Schadennummer })).body
        .Result as ClaimDetail
    ).Verlauf[0]?.Zeitpunkt;
    t.advance(60_000);
    const added = await client.upload(
      'addSchadensmeldungDokumente',
      { schadennummer: mine.Schadennummer.toLowerCase() },
      [...photo, { name: 'rechnung.pdf', data: await pdf('Rechnung') }],
    );
    expect(added.body.Status).toBe(200);
    // Each with the moment it came, so the app can tell documents sent after a request.
    expect(added.body.Result).toMatchObject({
      Dokumente: [
        { Dateiname: 'nachtrag.jpg', Zeitpunkt: (reported ?? 0) + 60_000 },
        { Dateiname: 'rechnung.pdf', Zeitpunkt: (reported ?? 0) + 60_001 },
      ],
    });
    const mails = await outboxMails(t.dataDir, 3);
    const documents = mails.find((m) => m.includes('weitere Unterlagen'));
    expect(documents).toContain('filename=rechnung.pdf');
  });

  it('takes accident and hospital claims on accident and health contracts only', async () => {
    const health = await t.factory.contract(customer, { kind: 'UnfallKrankheit' });
    const accident = {
      typ: 'unfall',
      vertragsnummer: health.contractNumber,
      schadendatum: '2026-11-14',
      schadenzeit: '08:10',
      schadenort: 'Schipiste Planai',
      verletzung: 'Knöchel gebrochen',
      behandlung: 'Gips, sechs Wochen',
      arzt: 'Klinikum Schladming',
    };
    expect((await report(accident)).body.Status).toBe(200);
    expect(
      (await report({ ...accident, vertragsnummer: motor.contractNumber })).body.Errors,
    ).toEqual({
      vertragsnummer: CLAIM_MESSAGES.contractNotFound,
    });
    const hospital = {
      typ: 'krankenhaus',
      vertragsnummer: health.contractNumber,
      versichertePerson: 'Anna Berger',
      krankenhaus: 'Klinikum Schladming',
      aufnahmedatum: '2026-11-14',
      entlassungsdatum: '2026-11-12',
      diagnose: 'Sprunggelenksfraktur',
    };
    expect((await report(hospital)).body.Errors).toEqual({
      entlassungsdatum: 'Die Entlassung kann nicht vor der Aufnahme liegen.',
    });
    const stay = await report({ ...hospital, entlassungsdatum: '2026-11-17' });
    expect(stay.body.Result).toMatchObject({ Typ: 'krankenhaus', Schadendatum: '2026-11-14' });
  });

  it('needs a login for all but the visitor’s report', async () => {
    const visitor = t.client();
    await visitor.fetchCsrfToken();
    expect((await visitor.call('getSchadensmeldungen')).body.Errors).toHaveProperty('notloggedin');
    expect(
      (
        await visitor.upload(
          'schadensmeldungMelden',
          { ...MOTOR, vertragsnummer: motor.contractNumber },
          [],
        )
      ).body.Errors,
    ).toHaveProperty('notloggedin');
  });

  describe('from a visitor', () => {
    const VISITOR = { name: 'Anna Berger', email: 'anna.privat@example.at' };
    let visitor: ApiClient;

    beforeEach(async () => {
      visitor = t.client('203.0.113.7');
      await visitor.fetchCsrfToken();
    });

    const identity = () => ({
      vertragsnummer: motor.contractNumber,
      geburtsdatum: '1990-05-14',
      plz: '1060',
      ...VISITOR,
    });

    it('takes a claim when policy number, birth date and postcode fit, and confirms it to the address given', async () => {
      const answer = await visitor.upload(
        'schadensmeldungMeldenGast',
        { ...MOTOR, ...identity() },
        [{ name: 'schaden.jpg', data: await jpeg() }],
      );
      expect(answer.body.Status).toBe(200);
      const { Schadennummer } = answer.body.Result as ClaimSummary;
      // The claim is the customer's: it shows in their list.
      expect((await client.call('getSchadensmeldungen')).body.Result).toMatchObject([
        { Schadennummer },
      ]);
      const mails = await outboxMails(t.dataDir, 2);
      expect(mailTo(mails, VISITOR.email)).toContain(
        `Subject: Deine Schadensmeldung ${Schadennummer}`,
      );
      expect(mailTo(mails, t.config.mail.claimsEmail)).toContain(
        'Gemeldet ohne Anmeldung von: Anna Berger',
      );
    });

    it('asks for an identity left empty rather than calling it invalid', async () => {
      const answer = await visitor.upload(
        'schadensmeldungMeldenGast',
        { ...MOTOR, ...identity(), vertragsnummer: '', geburtsdatum: '', plz: '', email: '' },
        [],
      );
      expect(answer.body).toEqual({
        Status: 400,
        Errors: {
          vertragsnummer: 'Bitte gib deine Polizzennummer an.',
          geburtsdatum: 'Bitte gib dein Geburtsdatum an.',
          plz: 'Bitte gib deine Postleitzahl an.',
          email: 'Bitte gib deine E-Mail-Adresse an.',
        },
      });
      expect(await claimRows()).toEqual([]);
    });

    it.each([
      ['birth date', { geburtsdatum: '1990-05-15' }],
      ['postcode', { plz: '1070' }],
      ['policy number', { vertragsnummer: '9999999999' }],
      ['claim type', { typ: 'rechtsschutz', bereich: 'verkehr', gegner: 'X', beschreibung: 'Y' }],
    ])(
      'answers a wrong %s with the one generic error, without reading a byte of its files',
      async (_case, change) => {
        const answer = await visitor.upload(
          'schadensmeldungMeldenGast',
          { ...MOTOR, ...identity(), ...change },
          [
            { name: 'schaden.jpg', data: await jpeg() },
            { name: 'polizei.pdf', data: await pdf() },
          ],
        );
        expect(answer.body).toEqual({ Status: 400, Errors: { general: CLAIM_MESSAGES.identity } });
        expect(await claimRows()).toEqual([]);
        expect(await t.db.selectFrom('blobs').selectAll().execute()).toEqual([]);
        // Neither received nor stored, so nothing is left to sweep.
        expect(metricValue(await t.app.metrics.text(), 'servicebereich_upload_bytes_total')).toBe(
          0,
        );
        expect(await storedFiles()).toEqual([]);
        expect(await filesIn(path.join(t.dataDir, 'files', 'tmp'))).toEqual([]);
        expect(log.security()).toContainEqual(
          expect.objectContaining({ security: 'claim-identity', outcome: 'wrong-credentials' }),
        );
      },
    );

    it('refuses a field sent after a file, and keeps nothing of the claim', async () => {
      const { body, contentType } = multipartBody(
        { ...MOTOR, ...identity() },
        [{ name: 'schaden.jpg', data: await jpeg() }],
        'file',
      );
      const boundary = contentType.slice(contentType.indexOf('boundary=') + 'boundary='.length);
      const end = Buffer.from(`--${boundary}--\r\n`);
      const late = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="kennzeichen"\r\n\r\nW-1B\r\n`,
      );
      const answer = await visitor.raw({
        query: 'Mode=Schadensmeldung&Function=MeldenGast',
        body: Buffer.concat([body.subarray(0, body.length - end.length), late, end]),
        headers: { 'content-type': contentType },
      });
      expect(answer.body).toEqual({ Status: 400, Errors: { kennzeichen: MESSAGES.badBody } });
      expect(await claimRows()).toEqual([]);
      expect(await filesIn(path.join(t.dataDir, 'files', 'tmp'))).toEqual([]);
    });

    it('locks a policy number after 5 wrong identities, even for the right one', async () => {
      const wrong = { ...MOTOR, ...identity(), plz: '9999' };
      for (let i = 0; i < 5; i++) {
        expect((await visitor.upload('schadensmeldungMeldenGast', wrong, [])).body.Errors).toEqual({
          general: CLAIM_MESSAGES.identity,
        });
      }
      const right = await visitor.upload(
        'schadensmeldungMeldenGast',
        { ...MOTOR, ...identity() },
        [],
      );
      expect(right.body.Errors).toEqual({ general: CLAIM_MESSAGES.locked(1) });
      expect(await claimRows()).toEqual([]);
      const events = log.security().filter((e) => e.security === 'claim-identity');
      expect(events.at(-1)).toMatchObject({ outcome: 'locked', address: '203.0.113.7' });
      // The contract number is masked in the log.
      expect(JSON.stringify(events)).not.toContain(motor.contractNumber);
      t.advance(61_000);
      expect(
        (await visitor.upload('schadensmeldungMeldenGast', { ...MOTOR, ...identity() }, [])).body
          .Status,
      ).toBe(200);
    });

    /**
     * An app of its own with the given limits and a motor contract; `attempt` reports a claim
     * from an address, with the holder's postcode or a wrong one.
     */
    async function limitedApp(overrides: Partial<TestApp['config']>) {
      const limited = await createTestApp(
        { logLevel: 'warn', ...overrides },
        { logStream: log.stream },
      );
      const holder = await limited.factory.customer({ birthDate: '1990-05-14', postcode: '1060' });
      const car = await limited.factory.contract(holder, {
        kind: 'KFZ',
        features: { SchadensmeldungKfz: true },
      });
      const attempt = async (address: string, fits: boolean) => {
        const from = limited.client(address);
        await from.fetchCsrfToken();
        return from.upload(
          'schadensmeldungMeldenGast',
          {
            ...MOTOR,
            ...identity(),
            vertragsnummer: car.contractNumber,
            plz: fits ? '1060' : '9999',
          },
          [{ name: 'schaden.jpg', data: await jpeg() }],
        );
      };
      return { limited, attempt };
    }

    const TOO_MANY = { general: MESSAGES.tooManyRequests };

    it('counts identity checks and logins of one address against one limit', async () => {
      const { limited, attempt } = await limitedApp({ loginRateLimitPerMinute: 3 });
      try {
        const address = '203.0.113.9';
        const login = limited.client(address);
        expect((await login.login('3000000001', 'Falsch-2026')).statusCode).toBe(400);
        for (let i = 0; i < 2; i++) {
          expect((await attempt(address, false)).body.Errors).toEqual({
            general: CLAIM_MESSAGES.identity,
          });
        }
        // The fourth attempt of the minute is refused before the identity is looked at.
        const refused = await attempt(address, true);
        expect(refused.statusCode).toBe(429);
        expect(refused.body.Errors).toEqual(TOO_MANY);
        expect((await login.login('3000000001', 'Falsch-2026')).statusCode).toBe(429);
        expect(await limited.db.selectFrom('claims').selectAll().execute()).toEqual([]);
        expect(log.security()).toContainEqual(
          expect.objectContaining({
            security: 'claim-identity',
            outcome: 'rate-limited',
            address,
          }),
        );
        // Another address is not held back.
        expect((await attempt('203.0.113.10', true)).body.Status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('makes addresses that failed wait while failures across all contracts are many', async () => {
      const { limited, attempt } = await limitedApp({ loginGlobalFailuresPerMinute: 3 });
      try {
        const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
        for (const address of addresses) {
          expect((await attempt(address, false)).body.Errors).toEqual({
            general: CLAIM_MESSAGES.identity,
          });
        }
        // Three failures in the last minute: an address that failed waits a second.
        const waiting = await attempt('192.0.2.1', true);
        expect(waiting.statusCode).toBe(429);
        expect(waiting.body.Errors).toEqual(TOO_MANY);
        expect(log.security()).toContainEqual(
          expect.objectContaining({
            security: 'claim-identity',
            outcome: 'throttled',
            address: '192.0.2.1',
            waitSeconds: 1,
          }),
        );
        // An address without failures is not held back, and the one that waited goes on after.
        expect((await attempt('198.51.100.1', true)).body.Status).toBe(200);
        limited.advance(1_000);
        expect((await attempt('192.0.2.1', true)).body.Status).toBe(200);
        expect(await limited.db.selectFrom('claims').selectAll().execute()).toHaveLength(2);
      } finally {
        await limited.close();
      }
    });

    it('keeps headers free of what the visitor typed and sends HTML as plain text', async () => {
      const injected = await visitor.upload(
        'schadensmeldungMeldenGast',
        { ...MOTOR, ...identity(), email: 'anna@example.at\r\nBcc: boese@example.at' },
        [],
      );
      expect(Object.keys(injected.body.Errors ?? {})).toEqual(['email']);
      const answer = await visitor.upload(
        'schadensmeldungMeldenGast',
        {
          ...MOTOR,
          ...identity(),
          name: 'Anna\r\nBcc: boese@example.at',
          beschreibung: '<script>alert(1)</script><b>fett</b>',
        },
        [],
      );
      expect(answer.body.Status).toBe(200);
      const mails = await outboxMails(t.dataDir, 2);
      for (const mail of mails) {
        const headers = mail.slice(0, mail.indexOf('\r\n\r\n'));
        expect(headers).not.toMatch(/^Bcc:/im);
        expect(headers).not.toContain('boese@example.at');
        expect(mail).toContain('Content-Type: text/plain');
        expect(mail).not.toContain('text/html');
      }
    });
  });
});
