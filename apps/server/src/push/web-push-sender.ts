import {
  networkPushError,
  notificationData,
  PushError,
  retryableStatus,
  type PushSender,
} from './push-sender.ts';

// Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted for the subscription
// (RFC 8291, aes128gcm). The `web-push` package makes the request (keys, encryption, headers),
// loaded with the first message, not at start (decision 016); it is sent with fetch, with a
// time-out and without following redirects.

export type WebPushConfig = {
  /** The VAPID key pair, base64url as `web-push generate-vapid-keys` prints it. */
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push service to reach: `mailto:` or `https:`. */
  subject: string;
  /**
   * The push services' hosts a subscription may name (`*.example` for subdomains): the server
   * posts to the endpoint a browser gave, so only to these.
   */
  hosts: readonly string[];
  timeoutMs: number;
};

/** How long a push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a subscription's endpoint may be posted to: one of the configured push services'
 * hosts, over https (plain http only to a configured receiver on this machine).
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return (
    secure &&
    url.username === '' &&
    url.password === '' &&
    hosts.some((allowed) =>
      allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
    )
  );
}

export function webPushSender(config: WebPushConfig): PushSender {
  return {
    send: async (target, message) => {
      if (!allowedEndpoint(target.address, config.hosts)) {
        throw new PushError('endpoint host not allowed', false);
      }
      const { default: webPush } = await import('web-push');
      const request = webPush.generateRequestDetails(
        {
          endpoint: target.address,
          keys: { p256dh: target.p256dh ?? '', auth: target.auth ?? '' },
        },
        JSON.stringify(notificationData(message)),
        {
          vapidDetails: {
            subject: config.subject,
            publicKey: config.publicKey,
            privateKey: config.privateKey,
          },
          TTL: TTL_SECONDS,
          urgency: message.topic === 'storm' ? 'high' : 'normal',
          topic: message.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      let answer: Response;
      try {
        answer = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw networkPushError(error);
      }
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.ok) return 'sent';
      if (answer.status === 404 || answer.status === 410) return 'gone';
      throw new PushError(`HTTP ${String(answer.status)}`, retryableStatus(answer.status));
    },
  };
}
