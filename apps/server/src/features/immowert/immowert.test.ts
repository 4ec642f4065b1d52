import path from 'node:path';
import {
  IMMOWERT_MESSAGES,
  PROFILE_MESSAGES,
  valueProperty,
  type DokboxFile,
  type ImmoWertResult,
} from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesIn } from '../../../test/data-dir.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { pdfPageTexts } from '../../../test/files.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';

/** A flat in Vienna as the form sends it; the test clock stands at 20 November 2026. */
const FLAT = {
  objektart: 'wohnung',
  strasse: 'Mariahilfer Straße',
  hausnummer: '1',
  plz: '1060',
  ort: 'Wien',
  baujahr: '1998',
  wohnflaeche: '78,5',
  zustand: 'gepflegt',
};

type Group = { name: string; categoryId: number; description: string; files: DokboxFile[] };

describe.skipIf(postgresUnavailable)('ImmoWert', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const value = (fields: Record<string, string> = {}) =>
    client.call('immoWertBewertung', { ...FLAT, ...fields });
  const groups = async () =>
    ((await client.call('getDokboxFiles')).body.Result as { groups: Group[] }).groups;

  it('values the property and keeps the valuation as the one PDF of an ImmoWert entry', async () => {
    const answer = await value();
    expect(answer.body.Status).toBe(200);
    const result = answer.body.Result as ImmoWertResult;
    expect(result.Bewertung).toEqual(
      valueProperty({
        type: 'wohnung',
        state: 'Wien',
        statutoryCity: false,
        buildingYear: 1998,
        livingArea: 78.5,
        condition: 'gepflegt',
        year: 2026,
      }),
    );
    expect(result.Datei).toMatchObject({
      fileName: 'ImmoWert-Bewertung-2026-11-20.pdf',
      fileDesciption: '1998###78,5',
      fileDate: '2026-11-20',
      fileCategoryId: 4,
      fileType: 'pdf',
      filePublic: false,
    });
    expect(result.Datei.fileThumbnailUrl).not.toBe('');

    // In the DokBox as the special-name rules want it: "ImmoWert - " and Baujahr###Wohnfläche.
    expect(await groups()).toEqual([
      {
        name: 'ImmoWert - Wohnung, Mariahilfer Straße 1, 1060 Wien',
        categoryId: 4,
        description: '1998###78,5',
        date: '2026-11-20',
        ispublic: false,
        files: [result.Datei],
      },
    ]);

    const shown = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${result.Datei.fileId}`,
    });
    expect(shown.response.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPageTexts(shown.response.rawPayload);
    expect(page).toContain('Bewertung deiner Immobilie');
    expect(page).toContain('Mariahilfer Straße 1, 1060 Wien');
    expect(page).toContain('390.000,00 €');
    expect(page).toContain('351.000,00 € bis 429.000,00 €');
    expect(page).toContain('4.968,00 €');
    expect(page).toContain('Sie ist kein Gutachten');
  });

  it('keeps one file per entry: a valuation of the same property that day replaces the earlier', async () => {
    const first = (await value()).body.Result as ImmoWertResult;
    const second = (await value({ zustand: 'neuwertig' })).body.Result as ImmoWertResult;
    expect(second.Bewertung.Schaetzwert).toBeGreaterThan(first.Bewertung.Schaetzwert);
    const [entry, ...more] = await groups();
    expect(more).toEqual([]);
    expect(entry?.files.map((f) => f.fileId)).toEqual([second.Datei.fileId]);
    // Another property is an entry of its own.
    await value({ hausnummer: '3' });
    expect((await groups()).map((g) => g.name).sort()).toEqual([
      'ImmoWert - Wohnung, Mariahilfer Straße 1, 1060 Wien',
      'ImmoWert - Wohnung, Mariahilfer Straße 3, 1060 Wien',
    ]);
  });

  it('keeps title, folder and description of the entry as the DokBox locks them', async () => {
    const { Datei } = (await value()).body.Result as ImmoWertResult;
    const renamed = await client.upload(
      'modifyDokboxFile',
      {
        fileId: Datei.fileId,
        date: Datei.fileDate,
        name: 'Meine Wohnung',
        categoryId: '4',
        desc: Datei.fileDesciption,
      },
      [],
    );
    expect(renamed.body.Status).toBe(400);
    expect(Object.keys(renamed.body.Errors ?? {})).toEqual(['name']);
  });

  it.each([
    ['an unknown postcode', { plz: '1999' }, { plz: PROFILE_MESSAGES.postcodeUnknown }],
    [
      'a place of another postcode',
      { plz: '8010', ort: 'Linz' },
      {
        ort: PROFILE_MESSAGES.cityMismatch('8010', [
          'Graz',
          'Eggersdorf bei Graz',
          'Kainbach bei Graz',
        ]),
      },
    ],
    [
      'a building year to come',
      { baujahr: '2027' },
      { baujahr: IMMOWERT_MESSAGES.buildingYearFuture(2026) },
    ],
    [
      'a living area out of range',
      { wohnflaeche: '5' },
      { wohnflaeche: IMMOWERT_MESSAGES.livingAreaRange },
    ],
  ])('refuses %s under its field and stores nothing', async (_case, fields, errors) => {
    expect((await value(fields)).body).toEqual({ Status: 400, Errors: errors });
    expect(await groups()).toEqual([]);
    expect(await filesIn(path.join(t.dataDir, 'files', 'blobs'))).toEqual([]);
  });

  it('takes the place as customers write it and the statutory city it lies in', async () => {
    const answer = await value({ plz: '3100', ort: 'St. Poelten', objektart: 'reihenhaus' });
    expect((answer.body.Result as ImmoWertResult).Bewertung).toMatchObject({
      Bundesland: 'Niederösterreich',
      Statutarstadt: true,
      Lagefaktor: 1.2,
      Objektfaktor: 0.95,
    });
  });

  it('values nothing for a visitor', async () => {
    const visitor = t.client();
    await visitor.fetchCsrfToken();
    const answer = await visitor.call('immoWertBewertung', FLAT);
    expect(answer.body.Errors).toEqual({ notloggedin: expect.any(String) as unknown });
  });
});
