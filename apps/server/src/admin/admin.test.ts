import type { ClaimSummary } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../test/data-dir.ts';
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

describe.skipIf(postgresUnavailable)('npm run admin -- claims', { timeout: 60_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let claimNumber: string;
  let lines: string[];

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

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    const contract = await t.factory.contract(customer, {
      kind: 'Rechtschutz',
      features: { SchadensmeldungRecht: true },
    });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const answer = await client.upload(
      'schadensmeldungMelden',
      { ...LEGAL, vertragsnummer: contract.contractNumber },
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
