import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { KeyObject } from 'node:crypto';
import { privateKey, signJwt } from './jwt.ts';
import { networkPushError, PushError, retryableStatus, type PushSender } from './push-sender.ts';

// Apple Push Notification service: HTTP/2 to `{host}/3/device/{token}` with a provider token, a
// JWT signed with the team's .p8 key (ES256), which Apple wants renewed between 20 and 60 minutes;
// one connection, opened again when it closes.

export type ApnsConfig = {
  /** The .p8 key (PEM). */
  keyPem: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id. */
  topic: string;
  /** `https://api.push.apple.com` (or the sandbox) unless configured. */
  host: string;
  timeoutMs: number;
};

/** A provider token is signed anew after this long. */
const JWT_RENEW_MS = 40 * 60_000;
/** Reasons that mean the token names no device of this app any more. */
const GONE_REASONS = new Set(['Unregistered', 'BadDeviceToken', 'DeviceTokenNotForTopic']);

export function apnsSender(config: ApnsConfig, clock: () => number = Date.now): PushSender {
  const key: KeyObject = privateKey(config.keyPem);
  let jwt: { token: string; signedAt: number } | null = null;
  let session: ClientHttp2Session | null = null;

  function providerToken(): string {
    const now = clock();
    if (jwt === null || now - jwt.signedAt > JWT_RENEW_MS) {
      jwt = {
        token: signJwt(
          { alg: 'ES256', kid: config.keyId },
          { iss: config.teamId, iat: Math.floor(now / 1000) },
          key,
        ),
        signedAt: now,
      };
    }
    return jwt.token;
  }

  function connection(): ClientHttp2Session {
    if (session === null || session.closed || session.destroyed) {
      const opened = connect(config.host);
      opened.on('error', () => {
        // The request under way fails with it; the next one connects again.
      });
      opened.on('close', () => {
        if (session === opened) session = null;
      });
      opened.unref();
      session = opened;
    }
    return session;
  }

  function post(
    token: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      let request;
      try {
        request = connection().request({
          [constants.HTTP2_HEADER_METHOD]: 'POST',
          [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
          'content-type': 'application/json',
          ...headers,
        });
      } catch (error) {
        reject(networkPushError(error));
        return;
      }
      request.setTimeout(config.timeoutMs, () => {
        request.close(constants.NGHTTP2_CANCEL);
        reject(new PushError('timeout', true));
      });
      let status = 0;
      const chunks: Buffer[] = [];
      request.on('response', (answer) => {
        status = Number(answer[constants.HTTP2_HEADER_STATUS]);
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        resolve({ status, text: Buffer.concat(chunks).toString() });
      });
      request.on('error', (error) => {
        reject(networkPushError(error));
      });
      request.end(body);
    });
  }

  return {
    send: async (target, message) => {
      const answer = await post(
        target.address,
        {
          authorization: `bearer ${providerToken()}`,
          'apns-topic': config.topic,
          'apns-push-type': 'alert',
          'apns-priority': message.topic === 'storm' ? '10' : '5',
          'apns-collapse-id': message.topic,
        },
        JSON.stringify({
          aps: {
            alert: { title: message.title, body: message.body },
            sound: 'default',
            ...(message.badge === null ? {} : { badge: message.badge }),
          },
          screen: message.screen,
          topic: message.topic,
        }),
      );
      if (answer.status === 200) return 'sent';
      const reason = (() => {
        try {
          return (JSON.parse(answer.text) as { reason?: string }).reason;
        } catch {
          return undefined;
        }
      })();
      if (answer.status === 410 || (reason !== undefined && GONE_REASONS.has(reason)))
        return 'gone';
      // An expired or refused provider token is signed anew for the next message.
      if (answer.status === 403) jwt = null;
      throw new PushError(
        `HTTP ${String(answer.status)}${reason === undefined ? '' : ` ${reason}`}`,
        retryableStatus(answer.status) || reason === 'ExpiredProviderToken',
      );
    },
    close: () => {
      const open = session;
      session = null;
      if (open === null || open.closed) return Promise.resolve();
      return new Promise((resolve) => {
        open.close(() => {
          resolve();
        });
      });
    },
  };
}
