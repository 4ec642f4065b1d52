import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes, so a copy of the database hands out no session. */
export function hashToken(token: string): string {
  // One call, without the Hash object createHash builds for data that comes in pieces.
  return hash('sha256', token, 'base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
