import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { metricValue } from '../../test/metrics-text.ts';
import { startMetricsServer } from './metrics-server.ts';

const TOKEN = 'metrics-token-for-the-test';
const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

describe.skipIf(postgresUnavailable)('the metrics', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeEach(async () => {
    t = await createTestApp();
    server = await startMetricsServer(t.app.metrics, { host: '127.0.0.1', port: 0, token: TOKEN });
  });
  afterEach(async () => {
    await server.close();
    await t.close();
  });

  const scrape = async () => {
    const answer = await fetch(server.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('count answers by call, failed logins, lockouts and uploaded bytes', async () => {
    const customer = await t.factory.customer();
    const client = t.client();
    for (let i = 0; i < 5; i++) await client.login(customer.customerNumber, 'falsch-falsch');
    await client.login(customer.customerNumber, customer.password);
    await client.fetchCsrfToken();
    const anna = await t.factory.customer();
    const uploader = t.client();
    await uploader.login(anna.customerNumber, anna.password);
    const photo = await jpeg({ width: 200, height: 150 });
    expect(
      (await uploader.upload('addDokboxFile', FIELDS, [{ name: 'a.jpg', data: photo }])).statusCode,
    ).toBe(200);

    const text = await scrape();
    const value = (series: string) => metricValue(text, series);
    expect(value('servicebereich_responses_total{call="getCsrfToken",status="200"}')).toBe(3);
    expect(value('servicebereich_request_duration_seconds_count{call="getCsrfToken"}')).toBe(3);
    // Five wrong passwords, then the right one while locked.
    expect(value('servicebereich_responses_total{call="login",status="400"}')).toBe(6);
    expect(value('servicebereich_responses_total{call="login",status="200"}')).toBe(1);
    expect(
      value('servicebereich_login_failures_total{event="login",outcome="wrong-credentials"}'),
    ).toBe(4);
    expect(value('servicebereich_login_failures_total{event="login",outcome="lockout"}')).toBe(1);
    expect(value('servicebereich_login_failures_total{event="login",outcome="locked"}')).toBe(1);
    expect(value('servicebereich_login_lockouts_total')).toBe(1);
    expect(value('servicebereich_upload_bytes_total')).toBe(photo.length);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // Labels name calls and outcomes, never a customer.
    expect(text).not.toContain(customer.customerNumber);
  });

  it('are served only with the token, and never on the public port', async () => {
    expect((await fetch(server.url)).status).toBe(401);
    const wrong = await fetch(server.url, { headers: { authorization: 'Bearer falsch' } });
    expect(wrong.status).toBe(401);
    expect((await fetch(server.url.replace('/metrics', '/other'))).status).toBe(404);
    const publicPort = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.statusCode).toBe(404);
    expect(publicPort.body).not.toContain('servicebereich_');
  });
});
