import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is Argon2id (a const enum). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * "ä" typed on one device may arrive as one code point and on another as "a" plus a combining
 * mark; passwords are hashed and checked in NFC, so both are the same password.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), options);
}

async function verifyHash(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Right, wrong, or right but hashed from a form other than NFC: then it should be hashed anew. */
export type PasswordCheck = 'valid' | 'invalid' | 'rehash';

/** The stored hash of a customer who has no password yet (before the activation). */
export const NO_PASSWORD = '';

export async function checkPassword(storedHash: string, password: string): Promise<PasswordCheck> {
  // As long as a wrong password takes, so the answer does not tell who has activated.
  if (storedHash === NO_PASSWORD) return verifyAgainstDummy(password).then(() => 'invalid');
  const nfc = password.normalize('NFC');
  if (await verifyHash(storedHash, nfc)) return 'valid';
  // Hashes made before passwords were normalised hold the password as it was typed then.
  if (nfc !== password && (await verifyHash(storedHash, password))) return 'rehash';
  return 'invalid';
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return (await checkPassword(storedHash, password)) !== 'invalid';
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of nothing anyone knows, so an unknown customer number costs the same
 * time as a wrong password and the answer gives away nothing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`no customer ${String(Math.random())}`);
  await checkPassword(await dummyHash, password);
  return false;
}
