import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { compareVersions } from './general-handlers.ts';

describe.skipIf(postgresUnavailable)('general calls', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  beforeEach(async () => {
    t = await createTestApp({
      maintenance: { general: 'Wartung am Sonntag von 6 bis 8 Uhr.', app: '' },
      appVersions: {
        android: { minimum: '2.4.0', storeUrl: 'https://play.example.at/servicebereich' },
        ios: { minimum: '2.3.1', storeUrl: null },
        web: { minimum: '1.0.0', storeUrl: null },
      },
    });
    client = t.client();
    await client.fetchCsrfToken();
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists professions in the grammatical gender asked for', async () => {
    const male = (await client.call('beruf', { geschlecht: 'm' })).body.Result as {
      Value: string;
      Text: string;
    }[];
    const female = (await client.call('beruf', { geschlecht: 'w' })).body.Result as typeof male;
    expect(male.find((o) => o.Value === 'arzt')?.Text).toBe('Arzt');
    expect(female.find((o) => o.Value === 'arzt')?.Text).toBe('Ärztin');
    expect(male.map((o) => o.Value)).toEqual(female.map((o) => o.Value));
    const invalid = await client.call('beruf', { geschlecht: 'x' });
    expect(invalid.body.Errors).toEqual({ geschlecht: 'Bitte wähle Herr oder Frau.' });
  });

  it('lists academic titles before and after the name', async () => {
    const result = (await client.call('titelV2')).body.Result as {
      Vorgestellt: { Text: string }[];
      Nachgestellt: { Text: string }[];
    };
    expect(result.Vorgestellt.map((o) => o.Text)).toContain('Mag.');
    expect(result.Nachgestellt.map((o) => o.Text)).toContain('MSc');
  });

  it('tells an app below the configured minimum version to update', async () => {
    const old = await client.call('checkAppVersion', { version: '2.3.9', platform: 'android' });
    expect(old.body.Result).toEqual({
      UpdateRequired: true,
      MinimumVersion: '2.4.0',
      StoreUrl: 'https://play.example.at/servicebereich',
    });
    const current = await client.call('checkAppVersion', { version: '2.10', platform: 'android' });
    expect((current.body.Result as { UpdateRequired: boolean }).UpdateRequired).toBe(false);
    const ios = await client.call('checkAppVersion', { version: '2.3.1', platform: 'ios' });
    expect((ios.body.Result as { UpdateRequired: boolean }).UpdateRequired).toBe(false);
    const unknown = await client.call('checkAppVersion', { version: '1.0', platform: 'windows' });
    expect(unknown.body.Errors).toEqual({ platform: 'Die Plattform ist ungültig.' });
  });

  it('compares versions by number, not by text', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
  });

  it('answers the configured maintenance texts, empty when there is none', async () => {
    expect((await client.call('isMaintenance')).body.Result).toEqual({
      Text: 'Wartung am Sonntag von 6 bis 8 Uhr.',
    });
    expect((await client.call('isMaintenanceApp')).body.Result).toEqual({ Text: '' });
  });
});
