import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/harness.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { loadConfig } from './config.ts';

describe('the log format', () => {
  it('is readable lines in development and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
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
    expect(loadConfig({}).ebikeTracker).toBeNull();
    expect(
      loadConfig({ ...key, EBIKE_TRACKER_URL: 'https://tracker.example/api/' }).ebikeTracker,
    ).toMatchObject({ url: 'https://tracker.example/api', apiKey: 'provider-key', pollMs: 60_000 });
  });

  it('refuses an address without a key, and plain http to another machine', () => {
    expect(() => loadConfig({ EBIKE_TRACKER_URL: 'https://tracker.example' })).toThrow(
      /EBIKE_TRACKER_API_KEY: required with EBIKE_TRACKER_URL/,
    );
    expect(() => loadConfig({ ...key, EBIKE_TRACKER_URL: 'http://tracker.example' })).toThrow(
      /EBIKE_TRACKER_URL: http:\/\/ only on this machine/,
    );
    expect(
      loadConfig({ ...key, EBIKE_TRACKER_URL: 'http://127.0.0.1:4010' }).ebikeTracker?.url,
    ).toBe('http://127.0.0.1:4010');
  });
});
