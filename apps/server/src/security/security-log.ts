import { maskContractNumber } from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';

/** What became of a login attempt that did not log in. */
export type LoginRefusal =
  | { outcome: 'wrong-credentials' }
  /** Wrong credentials that locked the number. */
  | { outcome: 'lockout'; lockedMinutes: number }
  /** Refused unchecked: the number is locked. */
  | { outcome: 'locked'; lockedMinutes: number }
  /** Refused unchecked: this address tried too often within a minute. */
  | { outcome: 'rate-limited' }
  /** Refused unchecked: failed logins of all numbers are above their rate, this address failed. */
  | { outcome: 'throttled'; waitSeconds: number };

export type SecurityEvent =
  | ({ event: 'login'; customerNumber: string } & LoginRefusal)
  /** A biometric login whose device secret was unknown, used before or revoked. */
  | ({ event: 'device-login'; customerNumber: string } & LoginRefusal)
  /**
   * A passkey login that did not log in (an unknown or removed passkey, another customer's, a
   * used or expired challenge, a wrong origin, a counter gone back); without a number when the
   * passkey is unknown.
   */
  | ({ event: 'passkey-login'; customerNumber: string | null } & LoginRefusal)
  /** A logged-in customer's password confirmation that failed; it counts as a failed login. */
  | ({ event: 'reauthentication'; customerNumber: string } & LoginRefusal)
  /** A logged-in customer's password change whose current password was wrong; a failed login too. */
  | ({ event: 'password-change'; customerNumber: string } & LoginRefusal)
  /** An activation whose number, code and birth date did not match. */
  | ({ event: 'activation'; customerNumber: string } & LoginRefusal)
  /** A visitor's claim whose contract, birth date and postcode did not name a contract. */
  | ({ event: 'claim-identity'; contractNumber: string } & LoginRefusal)
  /**
   * A meeting password that opened no appointment of the adviser; of no adviser (null) where the
   * completion page's prompt asked for it.
   */
  | ({ event: 'meeting-password'; agentId: string | null } & LoginRefusal)
  /** A customer's call named an id that is not theirs (see RefusedIdError). */
  | { event: 'refused-id'; call: string; parameter: string; customerId: string };

/**
 * One warning per event, with a `security` field naming it so the lines can be routed on their
 * own, and the client's address. Customer and contract numbers are masked as in analytics
 * (SPEC 9); nothing that is a secret (a password, a token) is ever passed in.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent): void {
  const { event: name, ...details } =
    event.event === 'login' ||
    event.event === 'device-login' ||
    event.event === 'reauthentication' ||
    event.event === 'password-change' ||
    event.event === 'activation'
      ? { ...event, customerNumber: maskContractNumber(event.customerNumber) }
      : event.event === 'passkey-login'
        ? {
            ...event,
            customerNumber:
              event.customerNumber === null ? null : maskContractNumber(event.customerNumber),
          }
        : event.event === 'claim-identity'
          ? { ...event, contractNumber: maskContractNumber(event.contractNumber) }
          : event;
  if ('outcome' in event) request.server.metrics.loginRefused(name, event.outcome);
  request.log.warn({ security: name, ...details, address: request.ip }, `security: ${name}`);
}
