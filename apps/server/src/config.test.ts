import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog, createTestApp, postgresUnavailable, testDatabase } from '../test/harness.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { loadConfig } from './config.ts';

describe('a bad value', () => {
  it('is named with what it should be', () => {
    expect(() => loadConfig({ PORT: '99999' })).toThrow(
      'PORT: erwartet: eine ganze Zahl von 0 bis 65535',
    );
    expect(() => loadConfig({ PORT: 'achtzig' })).toThrow(
      'PORT: erwartet: eine ganze Zahl von 0 bis 65535',
    );
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(
      'NODE_ENV: erwartet: einer der Werte development, production, test',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db' })).toThrow(
      'DATABASE_URL: erwartet: eine URL, deren Schema ^postgres(ql)?$ entspricht',
    );
    expect(() => loadConfig({ HOST: '' })).toThrow('HOST: erwartet: ein Wert, kein leerer');
  });

  it('ends the start with its name and what it should be, without a stack trace', () => {
    const start = spawnSync(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: '99999' },
      encoding: 'utf8',
    });
    expect(start.status).toBe(2);
    expect(start.stderr).toBe(
      'Ungültige Konfiguration:\nPORT: erwartet: eine ganze Zahl von 0 bis 65535\n',
    );
  });
});

describe('the log format', () => {
  it('is readable lines in development and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the operations settings', () => {
  it('serve no metrics without a port, and off the loopback address only with a token', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
      token: null,
    });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() =>
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'kurz' }),
    ).toThrow(/METRICS_TOKEN/);
    const token = 'ein-langes-geheimnis';
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics,
    ).toEqual({ host: '0.0.0.0', port: 9464, token });
  });

  it('keep files on disk unless a bucket is named whole, with both keys or neither', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'disk' });
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'dateien' })).toThrow(/S3_REGION/);
    const bucket = { BLOB_STORE: 's3', S3_BUCKET: 'dateien', S3_REGION: 'eu-central-1' };
    expect(() => loadConfig({ ...bucket, S3_ACCESS_KEY_ID: 'schluessel' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'schluessel',
        S3_SECRET_ACCESS_KEY: 'geheim',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'prod/',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'dateien',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'schluessel', secretAccessKey: 'geheim' },
      forcePathStyle: true,
      prefix: 'prod/',
    });
    expect(() => loadConfig({ ...bucket, S3_PREFIX: '../' })).toThrow(/S3_PREFIX/);
  });

  it('bind passkeys to the host name the browser uses unless PASSKEY_RP_ID names one', () => {
    expect(loadConfig({}).passkeyRpId).toBeNull();
    expect(loadConfig({ PASSKEY_RP_ID: 'servicebereich.at' }).passkeyRpId).toBe(
      'servicebereich.at',
    );
    expect(() => loadConfig({ PASSKEY_RP_ID: 'https://servicebereich.at' })).toThrow(
      /PASSKEY_RP_ID/,
    );
  });

  it('trust no proxy unless told which: by their addresses or their number, never all', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
    });
    for (const value of ['true', '10.0.0.0/33', 'proxy.intern', '10.0.0.1,', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: erwartet: false, die Zahl der Proxys .* nicht true/,
      );
    }
  });

  it('give requests under way 30 s after SIGTERM unless told otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(30_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).shutdownGraceMs).toBe(5_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe.skipIf(testDatabase === 'postgres')('the server log in a terminal', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';

  afterEach(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['development', 'a readable line', false],
    ['production', 'a JSON object', true],
  ])(
    'in %s writes each entry as %s',
    async (environment, _label, json) => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-log-'));
      server = await startServerProcess({
        NODE_ENV: environment,
        DEMO_DATA: 'false',
        DATA_DIR: dataDir,
      });
      const line = server.lines.find((l) => l.includes('Server listening at'));
      expect(line).toBeDefined();
      if (json) {
        const entry = JSON.parse(line ?? '') as { level: number; msg: string };
        expect(entry.level).toBe(30);
        expect(entry.msg).toMatch(/^Server listening at http:/);
      } else {
        expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:/);
      }
    },
    60_000,
  );
});

describe('the e-bike tracker provider', () => {
  const key = { EBIKE_TRACKER_API_KEY: 'provider-key' };

  it('is none without an address, and takes an https address with its key', () => {
    expect(loadConfig({ DEMO_DATA: 'false' }).ebikeTracker).toBeNull();
    expect(
      loadConfig({ ...key, EBIKE_TRACKER_URL: 'https://tracker.example/api/' }).ebikeTracker,
    ).toMatchObject({
      provider: { kind: 'http', url: 'https://tracker.example/api', apiKey: 'provider-key' },
      pollMs: 60_000,
    });
  });

  it('refuses an address without a key, and plain http to another machine', () => {
    expect(() => loadConfig({ EBIKE_TRACKER_URL: 'https://tracker.example' })).toThrow(
      /EBIKE_TRACKER_API_KEY: mit EBIKE_TRACKER_URL erforderlich/,
    );
    expect(() => loadConfig({ ...key, EBIKE_TRACKER_URL: 'http://tracker.example' })).toThrow(
      /EBIKE_TRACKER_URL: http:\/\/ nur auf diesem Rechner/,
    );
    expect(
      loadConfig({ ...key, EBIKE_TRACKER_URL: 'http://127.0.0.1:4010' }).ebikeTracker?.provider,
    ).toEqual({ kind: 'http', url: 'http://127.0.0.1:4010', apiKey: 'provider-key' });
  });
});

describe('the stand-ins for providers', () => {
  it('come with the demo data where no provider is configured: the SMS outbox and a simulated tracker provider', () => {
    const config = loadConfig({ DATA_DIR: '/srv/demo' });
    expect(config.sms).toEqual({ kind: 'outbox', dir: '/srv/demo/sms-outbox', sender: 'Service' });
    expect(config.ebikeTracker?.provider).toEqual({ kind: 'stand-in', activationMs: 20_000 });
  });

  it('give way to the providers configured, and are off without demo data or when switched off', () => {
    const configured = loadConfig({
      SMS_API_URL: 'https://sms.example/send',
      EBIKE_TRACKER_URL: 'https://tracker.example',
      EBIKE_TRACKER_API_KEY: 'provider-key',
    });
    expect(configured.sms?.kind).toBe('gateway');
    expect(configured.ebikeTracker?.provider.kind).toBe('http');
    for (const env of [{ DEMO_DATA: 'false' }, { DEMO_STAND_INS: 'false' }]) {
      const config = loadConfig(env);
      expect(config.sms).toBeNull();
      expect(config.ebikeTracker).toBeNull();
    }
  });

  it.skipIf(postgresUnavailable)('are named in the start-up log as what they are', async () => {
    const log = captureLog();
    const stood = loadConfig({ DATA_DIR: tmpdir() });
    const t = await createTestApp(
      { logLevel: 'warn', sms: stood.sms, ebikeTracker: stood.ebikeTracker },
      { logStream: log.stream },
    );
    try {
      await t.app.ready();
      const said = log.entries().map((entry) => entry.msg);
      expect(said).toContain(
        'demo stand-in: SMS are written to the SMS outbox folder, nothing is sent',
      );
      expect(said).toContain(
        'demo stand-in: e-bike tracker activations are confirmed by a simulated provider',
      );
    } finally {
      await t.close();
    }
  });

  it('never run in production: not with its demo data, and asked for, the server refuses to start', () => {
    const production = loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' });
    expect(production.sms).toBeNull();
    expect(production.ebikeTracker).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_STAND_INS: 'true' })).toThrow(
      /DEMO_STAND_INS: die Stellvertreter .* nie in Produktion/,
    );
  });
});
