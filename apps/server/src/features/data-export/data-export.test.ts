import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { jpeg, pdf } from '../../../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { unzip } from '../../../test/zip.ts';
import { insertVideoAppointment } from '../../db/records.ts';
import { ebikeRepository } from '../ebike/ebike-repository.ts';

type ExportJson = {
  Erstellt: string;
  Profil: Record<string, unknown>;
  Vertraege: {
    contract_number: string;
    details: unknown;
    Umsaetze: unknown[];
    EbikeTracker: unknown[];
  }[];
  Postfach: { Briefe: { title: string; Datei: string }[] };
  DokBox: { file_name: string; category_name: string; Datei: string }[];
  Unterlagen: unknown[];
  Schadensmeldungen: unknown[];
  Videotermine: unknown[];
  my21: { started_on: string; Erledigt: { day: number }[] } | null;
  AngemeldeteGeraete: { user_agent: string | null; last_seen_at: string }[];
  Biometrie: unknown[];
  Passkeys: unknown[];
  Mitteilungen: { Themen: unknown; Geraete: unknown[] };
  EmailAenderungen: unknown[];
};

describe.skipIf(postgresUnavailable)('Meine Daten', { timeout: 30_000 }, () => {
  let t: TestApp;
  let owner: FactoryCustomer;

  beforeEach(async () => {
    t = await createTestApp();
    owner = await t.factory.customer({ firstName: 'Anna', lastName: 'Berger' });
  });
  afterEach(async () => {
    await t.close();
  });

  const exportOf = async (customer: FactoryCustomer) => {
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const answer = await client.call('getMeineDaten');
    return { answer, client };
  };

  it("gives everything of the customer's, and nothing of another's, as one ZIP of known size", async () => {
    const savings = await t.factory.contract(owner, { kind: 'Ansparen' });
    await t.factory.transaction(savings, { text: 'Einzahlung Oktober', amount: 25_000 });
    await t.factory.postboxEntry(owner, { title: 'Jahreskontoauszug 2025' });
    await t.factory.postboxEntry(owner, {
      title: 'Jahreskontoauszug 2024',
      fileName: 'Jahreskontoauszug 2025.pdf',
    });
    const other = await t.factory.customer({ firstName: 'Otto', lastName: 'Fremd' });
    const foreign = await t.factory.contract(other, { kind: 'Finanzierung' });
    await t.factory.postboxEntry(other, { title: 'Fremder Brief' });

    const { answer, client } = await exportOf(owner);
    const photo = await jpeg({ width: 320, height: 240 });
    const invoice = await pdf();
    await client.upload(
      'addDokboxFile',
      { date: '2026-10-03', name: 'Wasserschaden', categoryId: '4', desc: '' },
      [
        { name: 'küche.jpg', data: photo },
        { name: '../../etc/Rechnung.pdf', data: invoice },
      ],
    );
    await client.call('startMy21');
    await client.call('setMy21Erledigt', { tag: '1', erledigt: 'true' });
    const withFiles = await client.call('getMeineDaten');

    expect(answer.statusCode).toBe(200);
    expect(withFiles.response.headers['content-type']).toBe('application/zip');
    expect(withFiles.response.headers['content-disposition']).toMatch(
      /^attachment; filename="Meine-Daten-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(withFiles.response.headers['content-length']).toBe(
      String(withFiles.response.rawPayload.length),
    );

    const archive = await unzip(withFiles.response.rawPayload);
    expect(archive.get('LIESMICH.txt')?.toString('utf8')).toContain('Meine Daten');
    const data = JSON.parse(archive.get('meine-daten.json')?.toString('utf8') ?? '') as ExportJson;

    expect(data.Profil).toMatchObject({
      customer_number: owner.customerNumber,
      first_name: 'Anna',
      last_name: 'Berger',
    });
    expect(data.Vertraege.map((c) => c.contract_number)).toEqual([savings.contractNumber]);
    expect(data.Vertraege[0]?.Umsaetze).toEqual([
      expect.objectContaining({ text: 'Einzahlung Oktober', amount_cents: 25_000 }),
    ]);
    expect(data.Vertraege[0]?.details).toEqual(expect.any(Object));

    // Two letters of the same file name each keep their own file.
    const letters = data.Postfach.Briefe;
    expect(letters.map((l) => l.Datei).sort()).toEqual([
      'Postfach/Jahreskontoauszug 2025 (2).pdf',
      'Postfach/Jahreskontoauszug 2025.pdf',
    ]);
    for (const letter of letters) {
      expect(archive.get(letter.Datei)?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // DokBox files by category, a name with folders in it reduced to the name.
    const photoEntry = data.DokBox.find((f) => f.file_name === 'küche.jpg');
    expect(photoEntry?.Datei).toMatch(/^DokBox\/[^/]+\/küche\.jpg$/);
    // Stored as the upload pipeline keeps photos (without their metadata).
    expect(archive.get(photoEntry?.Datei ?? '')?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const invoiceEntry = data.DokBox.find((f) => f.Datei.endsWith('Rechnung.pdf'));
    expect(invoiceEntry?.Datei).toMatch(/^DokBox\/[^/]+\/Rechnung\.pdf$/);
    expect(archive.get(invoiceEntry?.Datei ?? '')?.equals(invoice)).toBe(true);

    expect(data.my21).toMatchObject({ started_on: '2026-11-20', Erledigt: [{ day: 1 }] });
    expect(data.AngemeldeteGeraete).toHaveLength(1);
    expect(data.AngemeldeteGeraete[0]?.last_seen_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const text = archive.get('meine-daten.json')?.toString('utf8') ?? '';
    expect(text).not.toContain(foreign.contractNumber);
    expect(text).not.toContain('Fremder Brief');
    expect(text).not.toContain('Otto');
    expect([...archive.keys()].every((name) => !name.includes('..'))).toBe(true);
  });

  it('leaves out every secret: password hashes, session and share tokens, storage names, rooms', async () => {
    const { client } = await exportOf(owner);
    const adviser = await t.factory.adviser({ customerId: owner.id });
    await insertVideoAppointment(
      t.db,
      {
        id: '6f1d2c3b-4a59-4e8f-9a7b-0c1d2e3f4a5b',
        agentId: adviser.agentId,
        customerId: owner.id,
        contractNumber: null,
        topic: 'vorsorge',
        message: '',
        startsAt: Date.UTC(2026, 11, 1, 9),
        endsAt: Date.UTC(2026, 11, 1, 9, 30),
        roomName: 'raum-name-im-export',
        meetingPasswordHash: 'passwort-hash-im-export',
        documents: [],
      },
      Date.UTC(2026, 10, 20, 9),
    );
    await client.upload(
      'addDokboxFile',
      { date: '2026-10-03', name: 'Geteilt', categoryId: '4', desc: '' },
      [{ name: 'foto.jpg', data: await jpeg({ width: 100, height: 100 }) }],
    );
    const answer = await client.call('getMeineDaten');
    const archive = await unzip(answer.response.rawPayload);
    const text = archive.get('meine-daten.json')?.toString('utf8') ?? '';
    for (const column of [
      'password_hash',
      'id_hash',
      'csrf_token',
      'share_token',
      'blob_hash',
      'thumb_hash',
      'meeting_password_hash',
      'room_name',
    ]) {
      expect(text).not.toContain(`"${column}"`);
    }
    expect(text).toContain('"topic": "vorsorge"');
    expect(text).not.toContain('raum-name-im-export');
    expect(text).not.toContain('passwort-hash-im-export');
    expect(text).not.toContain(client.csrfToken ?? 'no token');
    expect(text).not.toMatch(/\$argon2/);
  });

  it('holds the e-bike tracker of a contract', async () => {
    const ebike = await t.factory.contract(owner, {
      kind: 'KFZ',
      features: { EbikeTracker: true },
    });
    await ebikeRepository(t.db, t.database.dialect).request(
      {
        contractNumber: ebike.contractNumber,
        customerId: owner.id,
        trackerId: '356938035643809',
        frameNumber: 'WBK1234567X',
        reference: 'd7d1c3c0-5d0e-4a47-9a7e-2f0d9b0c1e11',
      },
      Date.UTC(2026, 10, 20, 9),
      () => Promise.resolve(),
    );
    const { client } = await exportOf(owner);
    const archive = await unzip((await client.call('getMeineDaten')).response.rawPayload);
    const data = JSON.parse(archive.get('meine-daten.json')?.toString('utf8') ?? '') as ExportJson;
    expect(data.Vertraege[0]?.EbikeTracker).toEqual([
      expect.objectContaining({
        status: 'angefragt',
        tracker_id: '356938035643809',
        frame_number: 'WBK1234567X',
        requested_at: '2026-11-20T09:00:00.000Z',
      }),
    ]);
  });

  it("holds the login's devices, push settings, e-mail changes and storm warning settings, none of their keys", async () => {
    const home = await t.factory.contract(owner, { kind: 'EigenheimHaushalt' });
    const at = Date.UTC(2026, 10, 20, 9);
    await t.db
      .insertInto('device_credentials')
      .values({
        id: '0b7f9a52-1c1e-4f55-9c1f-0d7d1b1e2a01',
        customer_id: owner.id,
        device_id: 'geraet-1',
        device_name: 'Pixel 8',
        secret_hash: 'geraete-geheimnis-hash',
        previous_secret_hash: null,
        created_at: at,
        last_used_at: at,
      })
      .execute();
    await t.db
      .insertInto('passkeys')
      .values({
        id: '0b7f9a52-1c1e-4f55-9c1f-0d7d1b1e2a02',
        customer_id: owner.id,
        credential_id: 'passkey-credential-id',
        user_handle: 'passkey-user-handle',
        public_key: 'passkey-oeffentlicher-schluessel',
        counter: 0,
        transports: '["internal"]',
        device_name: 'Laptop',
        browser: 'Chrome',
        created_at: at,
        last_used_at: at,
      })
      .execute();
    await t.db
      .insertInto('push_registrations')
      .values({
        id: '0b7f9a52-1c1e-4f55-9c1f-0d7d1b1e2a03',
        customer_id: owner.id,
        installation_id: 'installation-1',
        kind: 'webpush',
        address: 'https://push.example/push-adresse',
        p256dh: 'push-p256dh-schluessel',
        auth: 'push-auth-geheimnis',
        session_hash: 'push-sitzung-hash',
        created_at: at,
        last_used_at: at,
      })
      .execute();
    await t.db
      .insertInto('push_preferences')
      .values({ customer_id: owner.id, postbox: 1, claims: 0, storm: 1, updated_at: at })
      .execute();
    await t.db
      .insertInto('storm_settings')
      .values({
        contract_number: home.contractNumber,
        active: 1,
        email: 1,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto('storm_postcodes')
      .values({ contract_number: home.contractNumber, postcode: '1070', position: 0 })
      .execute();

    const { client } = await exportOf(owner);
    const archive = await unzip((await client.call('getMeineDaten')).response.rawPayload);
    const text = archive.get('meine-daten.json')?.toString('utf8') ?? '';
    const data = JSON.parse(text) as ExportJson & {
      Vertraege: { Unwetterwarnung: { Einstellungen: unknown[]; Postleitzahlen: unknown[] } }[];
    };
    expect(data.Biometrie).toEqual([
      {
        device_name: 'Pixel 8',
        created_at: '2026-11-20T09:00:00.000Z',
        last_used_at: '2026-11-20T09:00:00.000Z',
      },
    ]);
    expect(data.Passkeys).toEqual([
      expect.objectContaining({ device_name: 'Laptop', browser: 'Chrome' }),
    ]);
    expect(data.Mitteilungen.Geraete).toEqual([expect.objectContaining({ kind: 'webpush' })]);
    expect(data.Mitteilungen.Themen).toEqual(
      expect.objectContaining({ postbox: 1, claims: 0, storm: 1 }),
    );
    const [contract] = data.Vertraege;
    expect(contract?.Unwetterwarnung.Einstellungen).toEqual([
      expect.objectContaining({ active: 1, email: 1 }),
    ]);
    expect(contract?.Unwetterwarnung.Postleitzahlen).toEqual([
      expect.objectContaining({ postcode: '1070' }),
    ]);
    for (const secret of [
      'geraete-geheimnis-hash',
      'passkey-credential-id',
      'passkey-user-handle',
      'passkey-oeffentlicher-schluessel',
      'push-adresse',
      'push-p256dh-schluessel',
      'push-auth-geheimnis',
      'push-sitzung-hash',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('holds the confirmations of a contract, without their verification codes', async () => {
    const car = await t.factory.contract(owner, { kind: 'KFZ' });
    const { client } = await exportOf(owner);
    const requested = await client.call('bestaetigungAnfordern', {
      vertragsnummer: car.contractNumber,
      art: 'kfz-haftpflicht',
    });
    const { Pruefcode } = requested.body.Result as { Pruefcode: string };
    await client.call('bestaetigungWiderrufen', {
      id: (requested.body.Result as { Bestaetigung: { Id: string } }).Bestaetigung.Id,
    });
    const archive = await unzip((await client.call('getMeineDaten')).response.rawPayload);
    const text = archive.get('meine-daten.json')?.toString('utf8') ?? '';
    const data = JSON.parse(text) as {
      Vertraege: { Bestaetigungen: Record<string, unknown>[] }[];
    };
    expect(data.Vertraege[0]?.Bestaetigungen).toEqual([
      expect.objectContaining({
        kind: 'kfz-haftpflicht',
        as_of: '2026-11-20',
        revoked_at: '2026-11-20T09:00:00.000Z',
        document: expect.objectContaining({
          Titel: 'Bestätigung der Kfz-Haftpflichtversicherung',
        }) as unknown,
      }),
    ]);
    expect(text).not.toContain('code_hash');
    expect(text).not.toContain(Pruefcode.replaceAll('-', ''));
  });

  it('holds the household inventory', async () => {
    const home = await t.factory.contract(owner, { kind: 'EigenheimHaushalt' });
    const { client } = await exportOf(owner);
    await client.call('hausratSpeichern', {
      vertragsnummer: home.contractNumber,
      bezeichnung: 'Ecksofa',
      raum: 'Wohnzimmer',
      preis: '4.290,00',
      anzahl: '1',
    });
    const archive = await unzip((await client.call('getMeineDaten')).response.rawPayload);
    const data = JSON.parse(archive.get('meine-daten.json')?.toString('utf8') ?? '') as {
      Hausrat: Record<string, unknown>[];
    };
    expect(data.Hausrat).toEqual([
      expect.objectContaining({
        contract_number: home.contractNumber,
        name: 'Ecksofa',
        room: 'Wohnzimmer',
        price_cents: 429_000,
        created_at: '2026-11-20T09:00:00.000Z',
      }),
    ]);
  });

  it('answers only a logged-in customer', async () => {
    const answer = await t.client().call('getMeineDaten');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { notloggedin: expect.any(String) as string },
    });
  });
});
