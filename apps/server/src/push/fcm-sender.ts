import type { KeyObject } from 'node:crypto';
import { privateKey, signJwt } from './jwt.ts';
import {
  networkPushError,
  notificationData,
  PushError,
  retryableStatus,
  type PushSender,
} from './push-sender.ts';

// Firebase Cloud Messaging, HTTP v1: a service account's signed JWT is exchanged for an OAuth
// access token at its token endpoint (kept until shortly before it expires), then each message is
// `POST {apiUrl}/v1/projects/{projectId}/messages:send`.

export type FcmConfig = {
  projectId: string;
  clientEmail: string;
  /** The service account's private key (PEM). */
  privateKeyPem: string;
  /** Google's OAuth token endpoint, from the service account file unless configured. */
  tokenUrl: string;
  /** `https://fcm.googleapis.com` unless configured. */
  apiUrl: string;
  timeoutMs: number;
};

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** An access token is taken anew this long before it runs out. */
const TOKEN_MARGIN_MS = 5 * 60_000;

type FcmErrorBody = {
  error?: { status?: string; details?: { '@type'?: string; errorCode?: string }[] };
};

export function fcmSender(config: FcmConfig, clock: () => number = Date.now): PushSender {
  const key: KeyObject = privateKey(config.privateKeyPem);
  let access: { token: string; until: number } | null = null;

  async function post(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        method: 'POST',
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw networkPushError(error);
    }
  }

  async function accessToken(): Promise<string> {
    const now = clock();
    if (access !== null && access.until > now) return access.token;
    const seconds = Math.floor(now / 1000);
    const assertion = signJwt(
      { alg: 'RS256', typ: 'JWT' },
      {
        iss: config.clientEmail,
        scope: SCOPE,
        aud: config.tokenUrl,
        iat: seconds,
        exp: seconds + 3600,
      },
      key,
    );
    const answer = await post(config.tokenUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    });
    const body = (await answer.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!answer.ok || typeof body.access_token !== 'string') {
      throw new PushError(`token HTTP ${String(answer.status)}`, retryableStatus(answer.status));
    }
    access = {
      token: body.access_token,
      until: now + (body.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS,
    };
    return access.token;
  }

  return {
    send: async (target, message) => {
      const answer = await post(
        `${config.apiUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`,
        {
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${await accessToken()}`,
          },
          body: JSON.stringify({
            message: {
              token: target.address,
              notification: { title: message.title, body: message.body },
              data: notificationData(message),
              android: {
                priority: message.topic === 'storm' ? 'high' : 'normal',
                notification: {
                  tag: message.topic,
                  ...(message.badge === null ? {} : { notification_count: message.badge }),
                },
              },
            },
          }),
        },
      );
      if (answer.ok) {
        await answer.arrayBuffer().catch(() => undefined);
        return 'sent';
      }
      const body = (await answer.json().catch(() => ({}))) as FcmErrorBody;
      const code =
        body.error?.details?.find((d) => d['@type']?.endsWith('FcmError') === true)?.errorCode ??
        body.error?.status;
      if (answer.status === 404 || code === 'UNREGISTERED') return 'gone';
      // A token refused by the access-token endpoint is taken anew for the next message.
      if (answer.status === 401) access = null;
      throw new PushError(
        code === undefined
          ? `HTTP ${String(answer.status)}`
          : `HTTP ${String(answer.status)} ${code}`,
        retryableStatus(answer.status) || answer.status === 401,
      );
    },
  };
}
