import { INVENTORY_MESSAGES, type DokboxFile, type InventoryItem } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import { jpeg, pdf } from '../../../test/files.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { pdfStructure } from '../../../test/pdf-structure.ts';

// The test clock stands at Friday, 20 November 2026, 10:00 in Vienna.

/** The DokBox folder "Mein Hausrat" (migration 034). */
const INVENTORY_FOLDER = '10';

describe.skipIf(postgresUnavailable)('the household inventory', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let household: FactoryContract;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ firstName: 'Katharina', lastName: 'Hofer' });
    household = await t.factory.contract(customer, { kind: 'EigenheimHaushalt' });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const save = (params: Record<string, string>) =>
    client.call('hausratSpeichern', {
      vertragsnummer: household.contractNumber,
      raum: 'Wohnzimmer',
      anzahl: '1',
      ...params,
    });
  const saved = async (params: Record<string, string>) => {
    const answer = await save(params);
    expect(answer.body.Errors).toBeUndefined();
    return answer.body.Result as InventoryItem;
  };
  const list = async () => (await client.call('getHausrat')).body.Result as InventoryItem[];
  const upload = async (name: string, data: Buffer, fileName: string) => {
    const answer = await client.upload(
      'addDokboxFile',
      { date: '2026-11-20', name, categoryId: INVENTORY_FOLDER, desc: '' },
      [{ name: fileName, data }],
    );
    expect(answer.body.Errors).toBeUndefined();
    const [file] = answer.body.Result as DokboxFile[];
    if (file === undefined) throw new Error('the upload answers its file');
    return file;
  };

  it('keeps an item with its price, pieces, photo and receipt from the DokBox, and changes it', async () => {
    const photo = await upload(
      'Mein Hausrat – Fernseher',
      await jpeg({ width: 320, height: 240 }),
      'tv.jpg',
    );
    const receipt = await upload('Mein Hausrat – Fernseher', await pdf(), 'Rechnung.pdf');
    const item = await saved({
      bezeichnung: ' OLED-Fernseher ',
      kaufdatum: '2023-11-24',
      preis: '2.499,00',
      anzahl: '2',
      notiz: 'Seriennummer 4711',
      fotoId: photo.fileId,
      belegId: receipt.fileId,
    });
    expect(item).toMatchObject({
      Vertragsnummer: household.contractNumber,
      Bezeichnung: 'OLED-Fernseher',
      Raum: 'Wohnzimmer',
      Kaufdatum: '2023-11-24',
      Preis: 249_900,
      Anzahl: 2,
      Notiz: 'Seriennummer 4711',
      Foto: { fileId: photo.fileId, fileCategoryId: 10 },
      Beleg: { fileId: receipt.fileId, fileName: 'Rechnung.pdf' },
    });
    const changed = await saved({ id: item.Id, bezeichnung: 'Fernseher', raum: 'Schlafzimmer' });
    expect(changed).toMatchObject({ Id: item.Id, Raum: 'Schlafzimmer', Preis: null, Foto: null });
    expect(await list()).toEqual([changed]);
  });

  it('keeps an item without a contract, and one whose receipt was deleted in the DokBox', async () => {
    const receipt = await upload('Mein Hausrat – Rad', await pdf(), 'Rad.pdf');
    await saved({ vertragsnummer: '', bezeichnung: 'Rennrad', belegId: receipt.fileId });
    await client.call('deleteDokboxFile', { fileId: receipt.fileId });
    expect(await list()).toEqual([
      expect.objectContaining({ Bezeichnung: 'Rennrad', Vertragsnummer: null, Beleg: null }),
    ]);
  });

  it('says in German what is wrong with an entry', async () => {
    const errors = async (params: Record<string, string>) => (await save(params)).body.Errors;
    expect(await errors({ bezeichnung: '' })).toEqual({ bezeichnung: INVENTORY_MESSAGES.name });
    expect(await errors({ bezeichnung: 'Sofa', raum: 'Dachboden' })).toEqual({
      raum: INVENTORY_MESSAGES.room,
    });
    expect(await errors({ bezeichnung: 'Sofa', preis: '12.34' })).toEqual({
      preis: INVENTORY_MESSAGES.price,
    });
    expect(await errors({ bezeichnung: 'Sofa', preis: '-1,00' })).toEqual({
      preis: INVENTORY_MESSAGES.priceNegative,
    });
    expect(await errors({ bezeichnung: 'Sofa', preis: '10.000.000,01' })).toEqual({
      preis: INVENTORY_MESSAGES.priceTooHigh,
    });
    expect(await errors({ bezeichnung: 'Sofa', anzahl: '0' })).toEqual({
      anzahl: INVENTORY_MESSAGES.quantity,
    });
    expect(await errors({ bezeichnung: 'Sofa', kaufdatum: '2026-11-21' })).toEqual({
      kaufdatum: INVENTORY_MESSAGES.purchaseDateFuture,
    });
    expect(await errors({ bezeichnung: 'Sofa', kaufdatum: '31.02.2024' })).toEqual({
      kaufdatum: INVENTORY_MESSAGES.purchaseDate,
    });
  });

  it("refuses another customer's item, file and contract, and a contract that is no household insurance", async () => {
    const other = await t.factory.customer({ firstName: 'Otto' });
    const theirs = await t.factory.contract(other, { kind: 'EigenheimHaushalt' });
    const car = await t.factory.contract(customer, { kind: 'KFZ' });
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    const theirFile = (
      (
        await otherClient.upload(
          'addDokboxFile',
          { date: '2026-11-20', name: 'Rechnung', categoryId: INVENTORY_FOLDER, desc: '' },
          [{ name: 'r.pdf', data: await pdf() }],
        )
      ).body.Result as DokboxFile[]
    )[0];
    const theirItem = (
      await otherClient.call('hausratSpeichern', {
        vertragsnummer: theirs.contractNumber,
        bezeichnung: 'Sofa',
        raum: 'Wohnzimmer',
        anzahl: '1',
      })
    ).body.Result as InventoryItem;

    expect(
      (await save({ bezeichnung: 'X', vertragsnummer: theirs.contractNumber })).body.Errors,
    ).toEqual({
      vertragsnummer: INVENTORY_MESSAGES.contract,
    });
    expect(
      (await save({ bezeichnung: 'X', vertragsnummer: car.contractNumber })).body.Errors,
    ).toEqual({
      vertragsnummer: INVENTORY_MESSAGES.contract,
    });
    expect(
      (await save({ bezeichnung: 'X', belegId: theirFile?.fileId ?? '' })).body.Errors,
    ).toEqual({
      belegId: INVENTORY_MESSAGES.file,
    });
    expect((await save({ id: theirItem.Id, bezeichnung: 'Meins' })).body.Errors).toEqual({
      id: INVENTORY_MESSAGES.notFound,
    });
    expect((await client.call('hausratLoeschen', { id: theirItem.Id })).body.Errors).toEqual({
      id: INVENTORY_MESSAGES.notFound,
    });
    expect(await list()).toEqual([]);
    expect((await otherClient.call('getHausrat')).body.Result).toEqual([
      expect.objectContaining({ Bezeichnung: 'Sofa' }),
    ]);
  });

  it('deletes an item and leaves its files in the DokBox', async () => {
    const receipt = await upload('Mein Hausrat – Sofa', await pdf(), 'Sofa.pdf');
    const item = await saved({ bezeichnung: 'Sofa', belegId: receipt.fileId });
    expect((await client.call('hausratLoeschen', { id: item.Id })).body.Result).toEqual({
      Deleted: true,
    });
    expect(await list()).toEqual([]);
    expect(
      (await client.call('getDokboxFile', { fileId: receipt.fileId })).body.Result,
    ).toMatchObject({ fileId: receipt.fileId });
  });

  describe('the export', () => {
    let ids: string[];

    beforeEach(async () => {
      ids = [];
      for (const [bezeichnung, raum, preis] of [
        ['Sofa', 'Wohnzimmer', '1.200,00'],
        ['=Kaffeemaschine; "Deluxe"', 'Küche', '649,90'],
        ['Kamera', 'Arbeitszimmer', ''],
      ] as const) {
        ids.push((await saved({ bezeichnung, raum, preis })).Id);
      }
      await saved({ vertragsnummer: '', bezeichnung: 'Gartengriller', raum: 'Garage' });
    });

    it("gives a household's list as CSV, by room, safe for spreadsheets", async () => {
      const answer = await client.call('exportHausrat', {
        vertragsnummer: household.contractNumber,
        format: 'csv',
      });
      expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.response.headers['content-disposition']).toContain(
        `attachment; filename="Hausrat_${household.contractNumber}_2026-11-20.csv"`,
      );
      expect(answer.response.body).toBe(
        '\uFEFFGegenstand;Raum;Kaufdatum;Anzahl;Preis je Stück in EUR;Wert in EUR;Foto;Beleg;Notiz\r\n' +
          'Sofa;Wohnzimmer;;1;1.200,00;1.200,00;;;\r\n' +
          `"'=Kaffeemaschine; ""Deluxe""";Küche;;1;649,90;649,90;;;\r\n` +
          'Kamera;Arbeitszimmer;;1;;;;;\r\n',
      );
    });

    it('gives a tagged PDF with a table per room, the total and the share of the sum insured', async () => {
      const answer = await client.call('exportHausrat', {
        vertragsnummer: household.contractNumber,
        format: 'pdf',
      });
      expect(answer.response.headers['content-type']).toBe('application/pdf');
      const document = await pdfStructure(answer.response.rawPayload);
      expect(document.lang).toBe('de-AT');
      expect(document.title).toBe('Hausratsliste – Katharina Hofer');
      const texts = (role: string) =>
        document.elements.filter((e) => e.role === role && e.text !== '').map((e) => e.text);
      expect(texts('H1')).toEqual(['Hausratsliste']);
      expect(texts('H2')).toEqual(['Wohnzimmer', 'Küche', 'Arbeitszimmer', 'Gesamt']);
      expect(texts('TH')).toEqual(
        expect.arrayContaining(['Gegenstand', 'Kaufdatum', 'Anzahl', 'Preis je Stück', 'Wert']),
      );
      expect(texts('TFoot')).toContain('Summe Küche 649,90 €');
      expect(document.taggedText).toContain('Höchsthaftungssumme Haushalt 65.000,00 €');
      expect(document.taggedText).toContain('Anteil der Liste 3 %');
      expect(document.taggedText).toContain(
        '1 von 3 Gegenständen hat keinen Preis und ist in der Summe nicht enthalten.',
      );
    });

    it("gives only the picked items, and only the customer's", async () => {
      const [sofa, coffee] = ids;
      const answer = await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ExportHausrat&vertragsnummer=${household.contractNumber}&format=csv&auswahl[]=${sofa ?? ''}&auswahl[]=${coffee ?? ''}`,
      });
      const rows = answer.response.body.split('\r\n');
      expect(rows.slice(1, -1).map((row) => row.split(';')[0])).toEqual([
        'Sofa',
        `"'=Kaffeemaschine`,
      ]);

      const other = await t.factory.customer({ firstName: 'Otto' });
      const otherClient = t.client();
      await otherClient.login(other.customerNumber, other.password);
      const foreign = await otherClient.call('exportHausrat', {
        vertragsnummer: household.contractNumber,
        format: 'csv',
      });
      expect(foreign.body.Errors).toEqual({ vertragsnummer: INVENTORY_MESSAGES.contract });
      const none = await otherClient.call('exportHausrat', { format: 'csv' });
      expect(none.body.Errors).toEqual({ general: INVENTORY_MESSAGES.nothingToExport });
    });
  });
});
