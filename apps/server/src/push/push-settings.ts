import { z } from 'zod/mini';
import { commaList, ConfigError, integer, providerUrl, readSecretFile } from '../config-values.ts';
import type { ApnsConfig } from './apns-sender.ts';
import type { FcmConfig } from './fcm-sender.ts';
import type { WebPushConfig } from './web-push-sender.ts';

/** The push services browsers subscribe at (Chrome, Firefox, Safari, Edge). */
const WEB_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** The three push providers' credentials and addresses: FCM, APNs, Web Push. */
export const pushEnv = z.object({
  FCM_SERVICE_ACCOUNT_FILE: z.optional(z.string().check(z.minLength(1))),
  FCM_PROJECT_ID: z.optional(z.string().check(z.regex(/^[a-z0-9-]{4,40}$/))),
  FCM_API_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.optional(z.url({ protocol: /^https?$/ })),
  APNS_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  APNS_KEY_ID: z.optional(z.string().check(z.regex(/^[A-Z0-9]{10}$/))),
  APNS_TEAM_ID: z.optional(z.string().check(z.regex(/^[A-Z0-9]{10}$/))),
  APNS_TOPIC: z._default(z.string().check(z.minLength(1)), 'at.servicebereich.app'),
  APNS_HOST: z._default(z.url({ protocol: /^https?$/ }), 'https://api.push.apple.com'),
  VAPID_PUBLIC_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/))),
  VAPID_PRIVATE_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))),
  VAPID_SUBJECT: z._default(
    z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/)),
    'mailto:servicebereich@servicebereich.example',
  ),
  WEB_PUSH_HOSTS: z.optional(commaList),
  PUSH_TIMEOUT_SECONDS: z._default(integer(1, 60), 10),
});

export type PushSettings = {
  /** The push providers; each null when not configured (that kind of device gets nothing). */
  push: {
    /** How often the push outbox is looked at: a notification is on its way within seconds. */
    sendEveryMs: number;
    fcm: FcmConfig | null;
    apns: ApnsConfig | null;
    webPush: WebPushConfig | null;
  };
};

type ServiceAccount = {
  project_id?: string;
  client_email?: string;
  private_key?: string;
  token_uri?: string;
};

/** The service account key in FCM_SERVICE_ACCOUNT_FILE, with the parts the sender signs with. */
function serviceAccountOf(file: string | undefined): ServiceAccount | null {
  if (file === undefined) return null;
  const serviceAccount = JSON.parse(
    readSecretFile('FCM_SERVICE_ACCOUNT_FILE', file),
  ) as ServiceAccount;
  if (
    typeof serviceAccount.client_email !== 'string' ||
    typeof serviceAccount.private_key !== 'string'
  ) {
    throw new ConfigError([
      'FCM_SERVICE_ACCOUNT_FILE: erwartet: ein Dienstkonto-Schlüssel (client_email, private_key)',
    ]);
  }
  return serviceAccount;
}

export function pushSettings(e: z.infer<typeof pushEnv>): PushSettings {
  const timeoutMs = e.PUSH_TIMEOUT_SECONDS * 1000;
  const serviceAccount = serviceAccountOf(e.FCM_SERVICE_ACCOUNT_FILE);
  const apnsParts = [e.APNS_KEY_FILE, e.APNS_KEY_ID, e.APNS_TEAM_ID];
  if (apnsParts.some((v) => v !== undefined) && apnsParts.some((v) => v === undefined)) {
    throw new ConfigError(['APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID: nur gemeinsam']);
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: nur gemeinsam']);
  }
  return {
    push: {
      sendEveryMs: 5_000,
      fcm:
        serviceAccount === null
          ? null
          : {
              projectId: e.FCM_PROJECT_ID ?? serviceAccount.project_id ?? '',
              clientEmail: serviceAccount.client_email ?? '',
              privateKeyPem: serviceAccount.private_key ?? '',
              tokenUrl: providerUrl(
                'FCM_TOKEN_URL',
                e.FCM_TOKEN_URL ??
                  serviceAccount.token_uri ??
                  'https://oauth2.googleapis.com/token',
              ),
              apiUrl: providerUrl('FCM_API_URL', e.FCM_API_URL),
              timeoutMs,
            },
      apns:
        e.APNS_KEY_FILE === undefined || e.APNS_KEY_ID === undefined || e.APNS_TEAM_ID === undefined
          ? null
          : {
              keyPem: readSecretFile('APNS_KEY_FILE', e.APNS_KEY_FILE),
              keyId: e.APNS_KEY_ID,
              teamId: e.APNS_TEAM_ID,
              topic: e.APNS_TOPIC,
              host: providerUrl('APNS_HOST', e.APNS_HOST),
              timeoutMs,
            },
      webPush:
        e.VAPID_PUBLIC_KEY === undefined || e.VAPID_PRIVATE_KEY === undefined
          ? null
          : {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              subject: e.VAPID_SUBJECT,
              hosts: e.WEB_PUSH_HOSTS ?? WEB_PUSH_HOSTS,
              timeoutMs,
            },
    },
  };
}
