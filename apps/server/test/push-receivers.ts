import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createHttp2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

// Local receivers speaking the push providers' HTTP APIs, for the real adapters to talk to: each
// checks what a provider checks (the signed tokens, the encryption) and records what it got.

function base64UrlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
}

/** A JWT's claims, when its signature is right for `key` (RS256 or ES256); else null. */
export function verifiedJwt(jwt: string, key: KeyObject): Record<string, unknown> | null {
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const { alg } = base64UrlJson(header);
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(signature, 'base64url'),
  );
  return ok ? { ...base64UrlJson(header), ...base64UrlJson(claims) } : null;
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server | Http2Server, port = 0): Promise<string> {
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

async function close(server: Server | Http2Server): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections();
  server.close();
  await once(server, 'close');
}

/**
 * Google's OAuth token endpoint and FCM HTTP v1 in one: `/token` checks the service account's
 * signed assertion, `/v1/projects/{id}/messages:send` the access token. `answer` replaces the
 * send's answer (status and FCM error code) while set.
 */
export async function startFcmReceiver() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state = {
    tokensIssued: 0,
    answer: null as { status: number; errorCode?: string } | null,
    received: [] as { project: string; message: Record<string, unknown> }[],
  };
  let url = '';
  const server = createServer((request, response) => {
    void body(request).then((data) => {
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.url === '/token') {
        const form = new URLSearchParams(data.toString());
        const claims = verifiedJwt(form.get('assertion') ?? '', publicKey);
        if (claims === null || claims.aud !== `${url}/token`) {
          reply(400, { error: 'invalid_grant' });
          return;
        }
        state.tokensIssued += 1;
        reply(200, { access_token: `access-${String(state.tokensIssued)}`, expires_in: 3600 });
        return;
      }
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '');
      if (match === null || !/^Bearer access-\d+$/.test(request.headers.authorization ?? '')) {
        reply(401, { error: { status: 'UNAUTHENTICATED' } });
        return;
      }
      if (state.answer !== null) {
        const { status, errorCode } = state.answer;
        reply(status, {
          error: {
            status: errorCode ?? 'INTERNAL',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
            ],
          },
        });
        return;
      }
      const { message } = JSON.parse(data.toString()) as { message: Record<string, unknown> };
      state.received.push({ project: match[1] ?? '', message });
      reply(200, { name: `projects/${match[1] ?? ''}/messages/${String(state.received.length)}` });
    });
  });
  url = await listen(server);
  return {
    url,
    state,
    serviceAccount: {
      clientEmail: 'push@servicebereich-test.iam.gserviceaccount.com',
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    close: () => close(server),
  };
}

/**
 * APNs over HTTP/2 (cleartext, as a local test server): `/3/device/{token}` checks the provider
 * token's ES256 signature, key id and team, and the topic. `answer` replaces the answer while set.
 */
export async function startApnsReceiver(keyId: string, teamId: string, topic: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const state = {
    answer: null as { status: number; reason: string } | null,
    received: [] as { token: string; headers: Record<string, unknown>; payload: unknown }[],
  };
  const server = createHttp2Server();
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const reply = (status: number, json?: unknown) => {
        stream.respond({ ':status': status, 'content-type': 'application/json' });
        stream.end(json === undefined ? '' : JSON.stringify(json));
      };
      const match = /^\/3\/device\/([0-9a-f]+)$/.exec(String(headers[':path']));
      const jwt = String(headers.authorization).replace(/^bearer /, '');
      const claims = verifiedJwt(jwt, publicKey);
      if (claims === null || claims.kid !== keyId || claims.iss !== teamId) {
        reply(403, { reason: 'InvalidProviderToken' });
        return;
      }
      if (headers[':method'] !== 'POST' || match === null || headers['apns-topic'] !== topic) {
        reply(400, { reason: 'BadPath' });
        return;
      }
      if (state.answer !== null) {
        reply(state.answer.status, { reason: state.answer.reason });
        return;
      }
      state.received.push({
        token: match[1] ?? '',
        headers: { ...headers },
        payload: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
      });
      reply(200);
    });
  });
  const url = await listen(server);
  return {
    url,
    state,
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    close: () => close(server),
  };
}

/**
 * A Web Push service with one browser's subscription: it checks the VAPID token against the
 * public key the request names, decrypts the payload with the subscription's private key
 * (RFC 8291, aes128gcm) and records it. `status` replaces the answer while set. On `port` where
 * the server under test was told its host (the e2e run), else on a free one.
 */
export async function startWebPushReceiver(port = 0) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16);
  const state = {
    status: null as number | null,
    received: [] as {
      payload: Record<string, string>;
      vapidKey: string;
      headers: IncomingMessage['headers'];
    }[],
  };
  let url = '';
  const server = createServer((request, response) => {
    void body(request).then((data) => {
      const vapid = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(
        request.headers.authorization ?? '',
      );
      const point = Buffer.from(vapid?.[2] ?? '', 'base64url');
      const claims =
        vapid === null || point.length !== 65
          ? null
          : verifiedJwt(
              vapid[1] ?? '',
              createPublicKey({
                key: {
                  kty: 'EC',
                  crv: 'P-256',
                  x: point.subarray(1, 33).toString('base64url'),
                  y: point.subarray(33).toString('base64url'),
                },
                format: 'jwk',
              }),
            );
      if (claims === null || claims.aud !== url) {
        response.writeHead(401).end();
        return;
      }
      if (state.status !== null) {
        response.writeHead(state.status).end();
        return;
      }
      state.received.push({
        payload: JSON.parse(decrypt(data).toString()) as Record<string, string>,
        vapidKey: vapid?.[2] ?? '',
        headers: request.headers,
      });
      response.writeHead(201).end();
    });
  });

  function decrypt(data: Buffer): Buffer {
    const salt = data.subarray(0, 16);
    const idLength = data.readUInt8(20);
    const serverKey = data.subarray(21, 21 + idLength);
    const cipherText = data.subarray(21 + idLength);
    const secret = browser.computeSecret(serverKey);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      browser.getPublicKey(),
      serverKey,
    ]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(-16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 2, then padding zeros.
    return padded.subarray(0, padded.lastIndexOf(2));
  }

  url = await listen(server, port);
  return {
    url,
    host: new URL(url).host,
    state,
    subscription: {
      endpoint: `${url}/push/subscription-1`,
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
    close: () => close(server),
  };
}
