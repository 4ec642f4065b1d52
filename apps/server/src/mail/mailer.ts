import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = { send: (mail: Mail) => Promise<void> };

export type MailConfig = {
  from: string;
  /** `smtp://host:port` (or smtps://); without it mails go to the outbox folder. */
  smtpUrl: string | null;
  outboxDir: string;
};

/**
 * Mails go to the configured SMTP server; without one (development, tests) each mail is written
 * whole as an .eml file to the outbox folder, where a developer can open it.
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl !== null) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.from, ...mail });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      // Written under a temporary name first, so a reader never sees half a mail.
      const partial = path.join(config.outboxDir, `.${name}`);
      const handle = await open(partial, 'wx');
      try {
        await handle.writeFile(info.message);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, path.join(config.outboxDir, name));
    },
  };
}
