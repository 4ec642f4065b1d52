import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

type Options = { challenge: string; [key: string]: unknown };

/** What a test may change about a ceremony to see the server refuse it. */
export type CeremonyOverrides = {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (by default one more than the last). */
  counter?: number;
  /** The user handle to report (by default the one the passkey was created for). */
  userHandle?: string;
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/**
 * A passkey authenticator in software, as a browser with a platform authenticator answers: an
 * ES256 key, attestation "none", user presence and verification, a signature counter. It lets
 * server tests make the real WebAuthn answers the server's library checks.
 */
export function softwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  // The COSE key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  function authenticatorData(rpId: string, signCount: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    // User present (0x01) and verified (0x04); 0x40: attested credential data follows.
    const flags = Buffer.from([attested ? 0x45 : 0x05]);
    const parts = [sha256(rpId), flags, count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  function clientData(type: string, options: Options, origin: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }),
    );
  }

  const id = credentialId.toString('base64url');

  /** The answer as the browser's library hands it on. */
  function credential<R extends object>(response: R) {
    return { id, rawId: id, type: 'public-key', clientExtensionResults: {}, response };
  }

  return {
    id,

    /** Answers `navigator.credentials.create()` for the server's registration options. */
    create(options: Options, overrides: CeremonyOverrides = {}) {
      const user = options.user as { id: string };
      userHandle = user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(overrides.rpId ?? defaults.rpId, 0, true)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return credential({
        clientDataJSON: clientData(
          'webauthn.create',
          options,
          overrides.origin ?? defaults.origin,
        ).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal', 'hybrid'],
      });
    },

    /** Answers `navigator.credentials.get()` for the server's login options. */
    get(options: Options, overrides: CeremonyOverrides = {}) {
      counter = overrides.counter ?? counter + 1;
      const data = authenticatorData(overrides.rpId ?? defaults.rpId, counter, false);
      const json = clientData('webauthn.get', options, overrides.origin ?? defaults.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(json)]), privateKey);
      return credential({
        clientDataJSON: json.toString('base64url'),
        authenticatorData: data.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: overrides.userHandle ?? userHandle,
      });
    },

    /** The user handle the passkey was created for. */
    userHandle: () => userHandle,
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
