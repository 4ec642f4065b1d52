import { hash, randomBytes, randomInt } from 'node:crypto';
import {
  MEETING_PASSWORD_ALPHABET,
  MEETING_PASSWORD_LENGTH,
  normalizeMeetingPassword,
} from '@servicebereich/protocol';
import { sameToken } from './tokens.ts';

/** A new meeting password from the CSPRNG: 12 characters of a 31-letter alphabet, ~59 bits. */
export function newMeetingPassword(): string {
  return Array.from(
    { length: MEETING_PASSWORD_LENGTH },
    () => MEETING_PASSWORD_ALPHABET[randomInt(MEETING_PASSWORD_ALPHABET.length)],
  ).join('');
}

/**
 * The stored form: SHA-256 over the appointment's id and the password. The password is random
 * and lives a few days at most, so a fast hash suffices; the id as salt keeps one table of guesses
 * from fitting every row.
 */
export function hashMeetingPassword(appointmentId: string, password: string): string {
  return hash('sha256', `${appointmentId}:${normalizeMeetingPassword(password)}`, 'base64url');
}

/** Compared in constant time. */
export function meetingPasswordMatches(
  appointmentId: string,
  storedHash: string,
  password: string,
): boolean {
  return sameToken(hashMeetingPassword(appointmentId, password), storedHash);
}

/** The provider's room name: 128 random bits, so no one finds a room by trying names. */
export function newRoomName(): string {
  return randomBytes(16).toString('hex');
}
