import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createTestApp,
  postgresUnavailable,
  testDatabase,
  type TestApp,
} from '../../test/harness.ts';
import { NoDatabaseError, openDatabase } from '../db/database.ts';
import { runAdmin } from './admin.ts';

// What the back office types wrong gets one German line and exit code 2, never a stack trace,
// and the command creates no database: only the server does.

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-admin-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …` as the back office runs it, on the data folder of this test. */
function adminProcess(argv: string[], settings: Record<string, string> = {}) {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  return spawnSync(process.execPath, [path.join(import.meta.dirname, 'admin.ts'), ...argv], {
    env: { ...env, DATA_DIR: dataDir, ...settings },
    encoding: 'utf8',
  });
}

describe.runIf(testDatabase === 'sqlite')('the admin command line', { timeout: 60_000 }, () => {
  it("refuses an area that is a name of every object's, with the help text", () => {
    for (const argv of [['constructor'], ['__proto__', 'x'], ['toString']]) {
      const answer = adminProcess(argv);
      expect(answer.status).toBe(2);
      expect(answer.stdout.split('\n')[0]).toBe(`Den Bereich „${argv[0] ?? ''}“ gibt es nicht.`);
      expect(answer.stdout).toContain('Aufruf: npm run admin -- <Bereich> <Befehl> …');
      expect(answer.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('creates no database where there is none, and says where it looked', async () => {
    const answer = adminProcess(['claims', 'list']);
    expect(answer.status).toBe(2);
    expect(answer.stdout).toBe('');
    expect(answer.stderr).toBe(
      `Keine Datenbank in ${path.resolve(dataDir, 'servicebereich.sqlite')}: der Befehl arbeitet auf der Datenbank des Servers, die er bei seinem ersten Start anlegt (DATA_DIR, DATABASE_URL).\n`,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a configuration the server would refuse, in German lines that name the variable', () => {
    const refused: [Record<string, string>, string][] = [
      [{ PORT: '99999' }, 'PORT: erwartet: eine ganze Zahl von 0 bis 65535'],
      [{ NODE_ENV: 'prod' }, 'NODE_ENV: erwartet: einer der Werte development, production, test'],
      [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: erwartet: false, die Zahl der Proxys'],
      [{ EBIKE_TRACKER_URL: 'https://tracker.example' }, 'EBIKE_TRACKER_API_KEY: mit'],
      [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: nur gemeinsam'],
      [
        { NODE_ENV: 'production', DEMO_STAND_INS: 'true' },
        'DEMO_STAND_INS: die Stellvertreter für das SMS-Gateway',
      ],
    ];
    for (const [settings, line] of refused) {
      const answer = adminProcess(['claims', 'list'], settings);
      expect(answer.status).toBe(2);
      expect(answer.stdout).toBe('');
      expect(answer.stderr).toMatch(/^Ungültige Konfiguration:\n[^\n]+\n$/);
      expect(answer.stderr).toContain(`\n${line}`);
    }
  });

  it('ends quietly when its reader stops reading, as `| head` does', async () => {
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'admin.ts')], {
      env: { ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Closed before the command writes its help text.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const [code] = (await once(child, 'close')) as [number | null];
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('shows the help text without a database', async () => {
    const answer = adminProcess([]);
    expect(answer.status).toBe(0);
    expect(answer.stdout).toContain('claims advance <Schadennummer> <Status>');
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe.skipIf(postgresUnavailable)('a database', () => {
  it.runIf(testDatabase === 'sqlite')('file that is not there is not created', async () => {
    const file = path.join(dataDir, 'servicebereich.sqlite');
    await expect(openDatabase({ kind: 'sqlite', file }, { mustExist: true })).rejects.toThrow(
      NoDatabaseError,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it.runIf(testDatabase === 'postgres')(
    'without the tables of a server is not set up',
    async () => {
      const empty = await createPostgresDatabase({ empty: true });
      try {
        await expect(
          openDatabase({ kind: 'postgres', url: empty.url }, { mustExist: true }),
        ).rejects.toThrow(NoDatabaseError);
      } finally {
        await empty.drop();
      }
    },
  );
});

describe.runIf(testDatabase === 'sqlite')('npm run admin -- backup', { timeout: 60_000 }, () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('into a folder that is not there says so', async () => {
    t = await createTestApp();
    const lines: string[] = [];
    const folder = path.join(dataDir, 'gibt-es-nicht');
    const code = await runAdmin(['backup', path.join(folder, 'sicherung.sqlite')], {
      db: t.db,
      now: Date.now(),
      activationCodeMs: t.config.activationCodeMs,
      config: { ...t.config, database: t.database.target },
      out: (line) => lines.push(line),
    });
    expect([code, lines]).toEqual([2, [`Den Ordner ${folder} gibt es nicht; lege ihn zuerst an.`]]);
  });
});
