import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type TestApp,
} from '../../test/harness.ts';

/** pino's levels as they stand in a line. */
const DEBUG = 20;
const INFO = 30;

describe.skipIf(postgresUnavailable)('the access log', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'debug' }, { logStream: log.stream });
  });
  afterEach(async () => {
    await t.close();
  });

  /** The level of the one answer line of the request that got `answer`. */
  const levelOf = (answer: { headers: Record<string, unknown> }) => {
    const id = String(answer.headers['x-request-id']);
    const lines = log
      .entries()
      .filter((e) => e.reqId === id && typeof e.status === 'number' && 'responseTime' in e);
    expect(lines).toHaveLength(1);
    return lines[0]?.level;
  };

  it('writes every answer at info, a successful Ping and a health check at debug', async () => {
    const customer = await t.factory.customer();
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);

    const contracts = await client.call('getVertraege');
    expect(contracts.statusCode).toBe(200);
    expect(levelOf(contracts.response)).toBe(INFO);

    const ping = await client.call('ping');
    expect(ping.statusCode).toBe(200);
    expect(levelOf(ping.response)).toBe(DEBUG);

    const health = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(levelOf(health)).toBe(DEBUG);

    const stranger = t.client();
    const refused = await stranger.call('ping');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(levelOf(refused.response)).toBe(INFO);
  });
});
