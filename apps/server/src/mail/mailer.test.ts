import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { testConfig } from '../../test/harness.ts';
import { createMailer } from './mailer.ts';

const MAIL = {
  to: 'berater@example.at',
  subject: 'Prüfung',
  text: 'Grüß Gott!',
  attachments: [],
};

describe('the SMTP transport', () => {
  let smtp: TestSmtpServer | undefined;

  afterEach(async () => {
    await smtp?.close();
  });

  function mailerFor(server: TestSmtpServer) {
    return createMailer({
      ...testConfig().mail,
      smtpUrl: server.url,
      outboxDir: tmpdir(),
      timeouts: { connectionMs: 2_000, greetingMs: 200, socketMs: 300 },
    });
  }

  it('gives up on a server that accepts the connection and never greets', async () => {
    smtp = await startSmtpServer('stall');
    await expect(mailerFor(smtp).send(MAIL)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(smtp.state.connections).toBe(1);
  });

  it('gives up on a server that greets and then stops answering', async () => {
    smtp = await startSmtpServer('stall-after-greeting');
    await expect(mailerFor(smtp).send(MAIL)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(smtp.state.received).toEqual([]);
  });

  it('delivers to a server that answers', async () => {
    smtp = await startSmtpServer('deliver');
    await mailerFor(smtp).send(MAIL);
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]).toContain('To: berater@example.at');
  });
});
