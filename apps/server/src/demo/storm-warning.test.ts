import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StormStatus, StormWarning } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { parseCapDocument } from '../features/storm-warning/cap.ts';
import { DEMO_PASSWORD } from './seed.ts';
import { demoAlert, DEMO_STORM_POSTCODES } from './storm-warning.ts';

const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
/** Waits for what the test observes, however long a loaded machine takes. */
const until = { timeout: 20_000, interval: 20 };

describe('the demo alert', () => {
  it('is a CAP alert sent an hour before the start, current from then on, one per day', async () => {
    const recorded = await readFile(new URL('unwetter-demo.xml', import.meta.url), 'utf8');
    const document = await parseCapDocument(demoAlert(recorded, NOW));
    expect(document).toMatchObject({
      kind: 'alert',
      alert: {
        identifier: '2.49.0.0.40.0.AT.DEMO.STU.W-WIEN-0001.2026-11-20',
        sent: NOW - 3_600_000,
        warning: { kind: 'sturm', level: 'orange', onset: NOW, expires: NOW + 24 * 3_600_000 },
      },
    });
  });
});

describe.skipIf(postgresUnavailable)('the demo storm warning', () => {
  let t: TestApp;
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'servicebereich-demo-cap-'));
    t = await createTestApp({
      demoData: true,
      stormWarning: { source: { kind: 'folder', dir: folder }, intervalMs: 3_600_000 },
    });
  });
  afterEach(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('has the Eigenheim contract watch two postcodes with a current warning', async () => {
    const client = t.client();
    await client.login('1000000001', DEMO_PASSWORD);
    const vertragsnummer = '7400263190';
    const status = (await client.call('unwetterGetStatus', { vertragsnummer })).body
      .Result as StormStatus;
    expect(status).toMatchObject({ Aktiv: true, Quelle: true });
    expect(status.PLZ.map((p) => p.plz)).toEqual([...DEMO_STORM_POSTCODES]);
    await vi.waitFor(async () => {
      const answer = await client.call('unwetterGetWarnings', { vertragsnummer });
      const { Warnungen } = answer.body.Result as { Warnungen: StormWarning[] };
      expect(Warnungen.map((w) => [w.Art, w.Stufe, w.PLZ, w.Aktuell])).toEqual([
        ['sturm', 'orange', ['1070', '2380'], true],
      ]);
    }, until);
  });
});
