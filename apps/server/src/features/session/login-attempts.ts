import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { generalError, MESSAGES, type ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/handlers.ts';
import { logSecurityEvent, type LoginRefusal } from '../../security/security-log.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { loginLockedMail } from './account-mails.ts';
import type { LoginGuard } from './login-guard.ts';

export const lockedMessage = (minutes: number) =>
  `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`;

/** Who an attempt is for, and what the security log calls it. */
export type AttemptSubject =
  | {
      event: 'login' | 'device-login' | 'reauthentication' | 'password-change';
      customerNumber: string;
    }
  /**
   * A passkey names its customer only when it is known; an unknown one is counted under a key of
   * its own (per address and across all numbers as every attempt), and logged without a number.
   */
  | { event: 'passkey-login'; customerNumber: string | null; guardKey: string };

export type AttemptCustomer = {
  id: string;
  customer_number: string;
  password_hash: string;
  first_name: string;
  gender: 'm' | 'w';
  email: string;
};

export type LoginAttemptDeps = {
  db: Kysely<Tables>;
  guard: LoginGuard;
  /** Per-IP throttle of login attempts; false when this address has tried too often. */
  allowLoginAttempt: (request: FastifyRequest) => Promise<boolean>;
  /** For the mail that tells a customer their number was locked. */
  mails: MailOutbox;
};

/**
 * One login attempt for a customer number (a password at login, at a confirmation or a change;
 * a device secret at the biometric login; a passkey): the same limits (per address, per number,
 * the global throttle), counted before the check, and one security log line for an attempt that
 * fails. Answers the customer, or throws `wrong` for wrong credentials or an unknown number alike.
 */
export function loginAttempts(deps: LoginAttemptDeps) {
  const { guard } = deps;

  async function findCredentials(customerNumber: string | null) {
    if (customerNumber === null) return undefined;
    return deps.db
      .selectFrom('customers')
      .select(['id', 'customer_number', 'password_hash', 'first_name', 'gender', 'email'])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
  }

  return async function checkAttempt(
    subject: AttemptSubject,
    ctx: CallContext,
    wrong: ApiError,
    verify: (customer: AttemptCustomer | undefined) => Promise<'valid' | 'invalid' | 'rehash'>,
  ): Promise<AttemptCustomer & { check: 'valid' | 'rehash' }> {
    const refused = (refusal: LoginRefusal) => {
      // The passkey's guard key stays out of the log: a line names the customer or nobody.
      const { customerNumber } = subject;
      logSecurityEvent(
        ctx.request,
        subject.event === 'passkey-login'
          ? { event: subject.event, customerNumber, ...refusal }
          : { event: subject.event, customerNumber: subject.customerNumber, ...refusal },
      );
    };
    const minutesUntil = (instant: number) => Math.ceil((instant - ctx.now) / 60_000);
    if (!(await deps.allowLoginAttempt(ctx.request))) {
      refused({ outcome: 'rate-limited' });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    const key = 'guardKey' in subject ? subject.guardKey : subject.customerNumber;
    const of = { customerNumber: key, address: ctx.request.ip, now: ctx.now };
    const attempt = await guard.reserve(of);
    if (attempt.kind === 'throttled') {
      refused({
        outcome: 'throttled',
        waitSeconds: Math.ceil((attempt.retryAt - ctx.now) / 1000),
      });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    if (attempt.kind === 'locked') {
      const lockedMinutes = minutesUntil(attempt.lockedUntil);
      refused({ outcome: 'locked', lockedMinutes });
      throw generalError(lockedMessage(lockedMinutes));
    }
    const customer = await findCredentials(subject.customerNumber);
    const check = await verify(customer);
    if (customer === undefined || check === 'invalid') {
      const lockedUntil = await guard.failed(of);
      if (lockedUntil <= ctx.now) {
        refused({ outcome: 'wrong-credentials' });
        throw wrong;
      }
      refused({ outcome: 'lockout', lockedMinutes: minutesUntil(lockedUntil) });
      // The failure that locks the number, so once per lock: the customer learns of it.
      if (customer !== undefined && customer.email !== '') {
        await deps.mails.queue(loginLockedMail(customer, ctx.now, lockedUntil), ctx.now);
      }
      throw wrong;
    }
    await guard.succeeded(of);
    return { ...customer, check };
  };
}

export type CheckAttempt = ReturnType<typeof loginAttempts>;
