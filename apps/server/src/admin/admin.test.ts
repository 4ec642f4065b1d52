import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  POSTBOX_CONSENT_VERSION,
  type ClaimSummary,
  type PostboxEntry,
} from '@servicebereich/protocol';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../test/data-dir.ts';
import { mailSubject, mailText } from '../../test/mail-text.ts';
import type { FactoryCustomer } from '../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../test/harness.ts';
import { runAdmin } from './admin.ts';

const LEGAL = {
  typ: 'rechtsschutz',
  bereich: 'arbeit',
  gegner: 'Bau & Co GmbH',
  schadendatum: '2026-10-01',
  beschreibung: 'Die letzte Gehaltsabrechnung wurde nicht bezahlt.',
};

let t: TestApp;
let customer: FactoryCustomer;
let lines: string[];

/** The command on the test app's database; `lines` holds what it printed. */
const admin = async (...argv: string[]) => {
  lines = [];
  // The app's clock: its mail sender takes the mails that are due by it.
  return runAdmin(argv, {
    db: t.db,
    now: Date.UTC(2026, 10, 20, 9),
    activationCodeMs: t.config.activationCodeMs,
    config: t.config,
    out: (l) => lines.push(l),
  });
};

describe.skipIf(postgresUnavailable)('npm run admin -- claims', { timeout: 60_000 }, () => {
  let client: ApiClient;
  let contractNumber: string;
  let claimNumber: string;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    const contract = await t.factory.contract(customer, {
      kind: 'Rechtschutz',
      features: { SchadensmeldungRecht: true },
    });
    contractNumber = contract.contractNumber;
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const answer = await client.upload(
      'schadensmeldungMelden',
      { ...LEGAL, vertragsnummer: contractNumber },
      [],
    );
    claimNumber = (answer.body.Result as ClaimSummary).Schadennummer;
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists the claims', async () => {
    expect(await admin('claims', 'list')).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^${claimNumber}  2026-11-20  Rechtsschutzfall  Vertrag \\d+  Eingegangen$`),
      ),
    ]);
  });

  it('moves a claim on with a note, which the customer sees and gets by mail', async () => {
    const note = 'Bitte schick uns den Arbeitsvertrag.\r\nBcc: boese@example.at';
    expect(
      await admin('claims', 'advance', claimNumber, 'unterlagen-angefordert', '--note', note),
    ).toBe(0);
    expect(lines[0]).toContain('steht jetzt auf „Unterlagen angefordert“');
    const detail = await client.call('getSchadensmeldung', { schadennummer: claimNumber });
    expect(detail.body.Result).toMatchObject({
      Status: 'unterlagen-angefordert',
      Verlauf: [
        { Status: 'eingegangen', Notiz: '' },
        { Status: 'unterlagen-angefordert', Zeitpunkt: Date.UTC(2026, 10, 20, 9), Notiz: note },
      ],
    });
    // The desk's mail, the confirmation, and the status mail the sender finds at its next look.
    const mail =
      (await outboxMails(t.dataDir, 3)).find((m) => m.includes('Unterlagen angefordert')) ?? '';
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain('Arbeitsvertrag');
    expect(mail.slice(0, mail.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/im);
  });

  it("mails a customer's status to their address of now, a visitor's to the address they gave", async () => {
    const visitor = t.client('203.0.113.7');
    await visitor.fetchCsrfToken();
    const reported = await visitor.upload(
      'schadensmeldungMeldenGast',
      {
        ...LEGAL,
        vertragsnummer: contractNumber,
        geburtsdatum: customer.birthDate,
        plz: customer.postcode,
        name: 'Anna Berger',
        email: 'anna.privat@example.at',
      },
      [],
    );
    const visitorNumber = (reported.body.Result as ClaimSummary).Schadennummer;
    // The customer's address changed after both reports.
    await t.db
      .updateTable('customers')
      .set({ email: 'anna.neu@example.at' })
      .where('id', '=', customer.id)
      .execute();

    expect(await admin('claims', 'advance', claimNumber, 'in-pruefung')).toBe(0);
    expect(await admin('claims', 'advance', visitorNumber, 'in-pruefung')).toBe(0);
    // Each report's desk mail and confirmation, then the two status mails.
    const statusMails = (await outboxMails(t.dataDir, 6)).filter((m) =>
      m.includes('hat einen neuen'),
    );
    const recipientOf = (number: string) =>
      statusMails
        .find((m) => m.includes(number))
        ?.match(/^To: (.*)$/m)?.[1]
        ?.trim();
    expect(recipientOf(claimNumber)).toBe('anna.neu@example.at');
    expect(recipientOf(visitorNumber)).toBe('anna.privat@example.at');
  });

  it('refuses a status that cannot follow, an unknown claim and a wrong command line', async () => {
    expect(await admin('claims', 'advance', claimNumber, 'abgelehnt')).toBe(0);
    expect(await admin('claims', 'advance', claimNumber, 'in-pruefung')).toBe(1);
    expect(lines[0]).toContain('steht auf „Abgelehnt“');
    expect(await admin('claims', 'advance', 'S-2026-0000000', 'in-pruefung')).toBe(1);
    expect(lines[0]).toBe('Die Schadensmeldung S-2026-0000000 gibt es nicht.');
    expect(await admin('claims', 'advance', claimNumber, 'erledigt')).toBe(2);
    expect(lines[0]).toContain('Unbekannter Status: erledigt');
    expect(await admin('claims', 'advance', claimNumber, 'gutachten', '--note')).toBe(2);
    expect(await admin('unbekannt')).toBe(2);
    expect(lines[0]).toContain('claims advance <Schadennummer> <Status>');
    const history = await t.db.selectFrom('claim_history').select('status').execute();
    expect(history.map((h) => h.status).sort()).toEqual(['abgelehnt', 'eingegangen']);
  });
});

// The factory's appointment is on Monday, 23 November 2026, 10:00 in Vienna; the clock stands on
// Friday, 20 November, 10:00.
describe.skipIf(postgresUnavailable)('npm run admin -- video', { timeout: 60_000 }, () => {
  let agentId: string;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ firstName: 'Anna', lastName: 'Berger' });
    agentId = (await t.factory.adviser({ customerId: customer.id })).agentId;
  });
  afterEach(async () => {
    await t.close();
  });

  async function documentsOnThePage(password: string): Promise<unknown> {
    const browser = await t.visitor();
    await browser.call('checkPagePassword', { page: 'video-termin-abschluss', password });
    const answer = await browser.call('getVideoTerminAbschluss');
    return (answer.body.Result as { Dokumente: string[] }).Dokumente;
  }

  it('lists the booked appointments, soonest first, with the documents asked for', async () => {
    const later = await t.factory.videoAppointment(
      customer,
      { agentId },
      { startsAt: Date.UTC(2026, 10, 24, 13), topic: 'vorsorge', documents: [] },
    );
    const sooner = await t.factory.videoAppointment(customer, { agentId });
    await t.factory.videoAppointment(
      customer,
      { agentId },
      { startsAt: Date.UTC(2026, 10, 25, 9), cancelled: true },
    );
    expect(await admin('video', 'list')).toBe(0);
    expect(lines).toEqual([
      `${sooner.id}  Montag, 23. November 2026, 10:00 Uhr  Mag. Florian Eder (${agentId})  Finanzierung  Unterlagen: Lichtbildausweis; Kaufvertrag`,
      `${later.id}  Dienstag, 24. November 2026, 14:00 Uhr  Mag. Florian Eder (${agentId})  Vorsorge und Pension  Unterlagen: –`,
    ]);
  });

  it('replaces the documents asked for, which the completion page shows, and tells the customer by mail', async () => {
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    expect(
      await admin(
        'video',
        'request-documents',
        appointment.id,
        ' Grundbuchsauszug ',
        'Energieausweis',
        'Grundbuchsauszug',
      ),
    ).toBe(0);
    expect(lines).toEqual([
      'Für den Videotermin am Montag, 23. November 2026, 10:00 Uhr mit Mag. Florian Eder sind jetzt angefordert: Grundbuchsauszug; Energieausweis.',
    ]);
    expect(await documentsOnThePage(appointment.password)).toEqual([
      'Grundbuchsauszug',
      'Energieausweis',
    ]);
    const [mail = ''] = await outboxMails(t.dataDir, 1);
    expect(mailSubject(mail)).toBe(
      'Unterlagen für deinen Videotermin: Montag, 23. November 2026, 10:00 Uhr',
    );
    const text = mailText(mail);
    expect(text).toContain(`To: ${customer.email}`);
    expect(text).toContain(
      'Mag. Florian Eder bittet dich, für deinen Videotermin diese Unterlagen bereitzuhalten:\n- Grundbuchsauszug\n- Energieausweis',
    );
    expect(text).not.toContain(appointment.password);

    expect(await admin('video', 'request-documents', appointment.id, '--keine')).toBe(0);
    expect(lines[0]).toContain('sind keine Unterlagen mehr angefordert.');
    expect(await documentsOnThePage(appointment.password)).toEqual([]);
  });

  it('refuses a cancelled, a long-past and an unknown appointment, and a wrong command line', async () => {
    const cancelled = await t.factory.videoAppointment(customer, { agentId }, { cancelled: true });
    const past = await t.factory.videoAppointment(
      customer,
      { agentId },
      { startsAt: Date.UTC(2026, 10, 19, 8) },
    );
    for (const id of [cancelled.id, past.id, 'unbekannt']) {
      expect(await admin('video', 'request-documents', id, 'Meldezettel')).toBe(1);
      expect(lines).toEqual([`Einen gebuchten Videotermin ${id} gibt es nicht (mehr).`]);
    }
    const open = await t.factory.videoAppointment(
      customer,
      { agentId },
      { startsAt: Date.UTC(2026, 10, 26, 9) },
    );
    const refused = [
      [],
      ['Lohnzettel\r\nBcc: boese@example.at'],
      ['   '],
      ['x'.repeat(201)],
      Array.from({ length: 11 }, (_, i) => `Unterlage ${String(i + 1)}`),
    ];
    for (const documents of refused) {
      expect(await admin('video', 'request-documents', open.id, ...documents)).toBe(2);
      expect(lines[0]).toContain('video request-documents <Termin-ID> <Unterlage>');
    }
    expect(await admin('video', 'verschieben')).toBe(2);
    expect(await admin('video', 'request-documents')).toBe(2);
    const rows = await t.db.selectFrom('video_appointments').select('documents_json').execute();
    expect(rows.map((r) => JSON.parse(r.documents_json) as unknown)).toEqual([
      ['Lichtbildausweis', 'Kaufvertrag'],
      ['Lichtbildausweis', 'Kaufvertrag'],
      ['Lichtbildausweis', 'Kaufvertrag'],
    ]);
    expect(await t.db.selectFrom('mail_queue').select('id').execute()).toEqual([]);
  });
});

describe.skipIf(postgresUnavailable)('npm run admin -- postbox', { timeout: 60_000 }, () => {
  let client: ApiClient;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({
      firstName: 'Anna',
      lastName: 'Berger',
      street: 'Lindengasse',
      houseNumber: '12',
      stairFloorDoor: '3',
      postcode: '1070',
      city: 'Wien',
    });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  async function letterFile(): Promise<string> {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'admin-letter-')), 'Kündigung.pdf');
    await writeFile(file, await pdf.save());
    return file;
  }

  it('delivers a letter marked as legally relevant, which the customer sees so', async () => {
    const file = await letterFile();
    expect(
      await admin(
        'postbox',
        'deliver',
        customer.customerNumber,
        file,
        'Änderung der Bedingungen',
        '--rechtlich-relevant',
      ),
    ).toBe(0);
    expect(lines).toEqual([
      `Brief „Änderung der Bedingungen“ für ${customer.customerNumber} zugestellt, als rechtlich relevant markiert.`,
    ]);
    expect(await admin('postbox', 'deliver', customer.customerNumber, file, 'Kontoauszug')).toBe(0);
    const letters = (await client.call('getPostBoxEntries')).body.Result as PostboxEntry[];
    expect(letters.map((l) => [l.Title, l.RechtlichRelevant]).sort()).toEqual([
      ['Kontoauszug', false],
      ['Änderung der Bedingungen', true],
    ]);
  });

  it('lists the paper copies to send, with the address, and a customer’s consents', async () => {
    expect(await admin('postbox', 'paper-copies')).toBe(0);
    expect(lines).toEqual(['Keine Papierfassungen angefordert.']);
    expect(await admin('postbox', 'consents', customer.customerNumber)).toBe(0);
    expect(lines).toEqual([
      `${customer.customerNumber} hat der elektronischen Zustellung nie zugestimmt.`,
    ]);

    const settings = { benachrichtigung: 'false', email: '' };
    await client.call('setPostBoxSettings', {
      ...settings,
      elektronischezustellung: 'true',
      zustimmungstext: POSTBOX_CONSENT_VERSION,
    });
    await client.call('requestPostBoxPaperCopy');
    t.advance(10 * 60_000);
    await client.call('setPostBoxSettings', { ...settings, elektronischezustellung: 'false' });

    expect(await admin('postbox', 'paper-copies')).toBe(0);
    expect(lines).toEqual([
      `Freitag, 20. November 2026, 10:00 Uhr  ${customer.customerNumber}  Anna Berger  Lindengasse 12/3, 1070 Wien`,
    ]);
    expect(await admin('postbox', 'consents', customer.customerNumber)).toBe(0);
    expect(lines).toEqual([
      `Freitag, 20. November 2026, 10:00 Uhr  Zustimmung  Text ${POSTBOX_CONSENT_VERSION}`,
      `Freitag, 20. November 2026, 10:10 Uhr  Widerruf  Text ${POSTBOX_CONSENT_VERSION}`,
    ]);
  });

  it('refuses a wrong command line and an unknown customer', async () => {
    const file = await letterFile();
    expect(await admin('postbox', 'consents', '0000000000')).toBe(1);
    expect(lines).toEqual(['Keine Kundin und kein Kunde mit der Verfügernummer 0000000000.']);
    expect(await admin('postbox', 'consents', '12345')).toBe(2);
    expect(lines[0]).toMatch(/^Die Verfügernummer besteht aus 10 Ziffern\.\n/);
    expect(await admin('postbox', 'paper-copies', 'alle')).toBe(2);
    expect(await admin('postbox', 'deliver', customer.customerNumber, file)).toBe(2);
    expect(lines[0]).toMatch(/^Bitte gib die PDF-Datei und den Titel des Briefs an\.\n/);
    expect(await admin('postbox', 'versenden')).toBe(2);
    expect(lines[0]).toContain('postbox paper-copies');
    expect(await t.db.selectFrom('postbox_entries').selectAll().execute()).toEqual([]);
  });
});
