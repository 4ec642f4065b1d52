import type { SendMailOptions } from 'nodemailer';
import { writeOutboxFile } from '../files/outbox-file.ts';

export type Mail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = {
  /** Rejects at once when `signal` aborts: the connection is dropped, whatever the server does. */
  send: (mail: Mail, signal?: AbortSignal) => Promise<void>;
  close: () => void;
};

export type MailConfig = {
  from: string;
  /** `smtp://host:port` (or smtps://); without it mails go to the outbox folder. */
  smtpUrl: string | null;
  outboxDir: string;
  timeouts: { connectionMs: number; greetingMs: number; socketMs: number };
};

/**
 * Mails go to the configured SMTP server; without one (development, tests) each mail is written
 * whole as an .eml file to the outbox folder, where a developer can open it. nodemailer is loaded
 * with the first mail, not at start (decision 016).
 */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl !== null) {
    const { smtpUrl } = config;
    const connect = async () => {
      const { default: nodemailer } = await import('nodemailer');
      // Without its own time-outs nodemailer waits minutes for a server that accepts the
      // connection and then says nothing (two minutes to connect, ten of silence).
      return nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: config.timeouts.connectionMs,
        greetingTimeout: config.timeouts.greetingMs,
        socketTimeout: config.timeouts.socketMs,
      });
    };
    let transport: ReturnType<typeof connect> | undefined;
    return {
      send: async (mail, signal) => {
        // nodemailer's types do not know the signal its SMTP transport takes.
        const options: SendMailOptions & { signal?: AbortSignal } = {
          from: config.from,
          ...mail,
          ...(signal === undefined ? {} : { signal }),
        };
        await (await (transport ??= connect())).sendMail(options);
      },
      close: () => {
        void transport?.then((opened) => opened.close());
      },
    };
  }
  return {
    send: async (mail) => {
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      const info = await transport.sendMail({ from: config.from, ...mail });
      // A stream transport with `buffer: true` gives the whole message.
      await writeOutboxFile(config.outboxDir, 'eml', info.message as Buffer);
    },
    // Each mail is written whole before its send resolves; nothing is left open.
    close: () => undefined,
  };
}
