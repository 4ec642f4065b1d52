import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

// The JSON Web Tokens the push providers want: RS256 for Google's OAuth token endpoint (a
// service account's key), ES256 for APNs (the .p8 key). Small enough not to need a library.

function base64Url(value: Buffer | string): string {
  return Buffer.from(value).toString('base64url');
}

export function privateKey(pem: string): KeyObject {
  return createPrivateKey(pem);
}

export function signJwt(
  header: Record<string, string>,
  claims: Record<string, string | number>,
  key: KeyObject,
): string {
  const input = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(claims))}`;
  const signature =
    header.alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(input), key);
  return `${input}.${base64Url(signature)}`;
}
