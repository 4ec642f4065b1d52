import { formatViennaDateTime } from '@servicebereich/protocol';
import { writeOutboxFile } from '../../files/outbox-file.ts';

// The SMS provider, behind one small interface: a JSON API over HTTPS, as most SMS gateways offer
// it. POST to the configured address with `{"to": "+43…", "from": "<sender>", "text": "…"}`,
// `Authorization: Bearer <token>` when a token is configured; any 2xx answer means accepted.
// With the demo data and no gateway, the SMS outbox stands in for it (decision 042).

export type Sms = { to: string; text: string };

export type SmsGateway = { send: (sms: Sms) => Promise<void> };

export type SmsGatewayConfig = {
  kind: 'gateway';
  url: string;
  token: string | null;
  /** The sender name the phone shows (at most 11 letters and digits). */
  sender: string;
  timeoutMs: number;
};

/** A refused or failed send; `reason` is an HTTP status or an error code, never the answer's text. */
export class SmsError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(`SMS not sent: ${reason}`);
    this.reason = reason;
  }
}

export function httpSmsGateway(config: SmsGatewayConfig): SmsGateway {
  return {
    send: async (sms) => {
      let answer: Response;
      try {
        answer = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.token === null ? {} : { authorization: `Bearer ${config.token}` }),
          },
          body: JSON.stringify({ to: sms.to, from: config.sender, text: sms.text }),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const { name, cause } = error as { name?: string; cause?: { code?: string } };
        throw new SmsError(cause?.code ?? name ?? 'network');
      }
      // The body is not needed, but read so the connection is free again.
      await answer.arrayBuffer().catch(() => undefined);
      if (!answer.ok) throw new SmsError(`HTTP ${answer.status}`);
    },
  };
}

/**
 * The demo's stand-in for a gateway: each SMS a text file in the folder (recipient, sender, time
 * and text), as the mail outbox keeps mails; nothing is sent. Never in production (config.ts).
 */
export function outboxSmsGateway(config: { dir: string; sender: string }): SmsGateway {
  return {
    send: async (sms) => {
      const lines = [
        `An: ${sms.to}`,
        `Von: ${config.sender}`,
        `Zeit: ${formatViennaDateTime(Date.now())}`,
        '',
        sms.text,
        '',
      ];
      await writeOutboxFile(config.dir, 'txt', lines.join('\n'));
    },
  };
}
