import {
  ACTIVATION_MESSAGES,
  ERROR_KEYS,
  PASSWORD_MESSAGES,
  type Checklist,
  type Contract,
  type Params,
  type CALLS,
} from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { ApiError, fieldError, generalError, MESSAGES } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { SessionStore } from '../../http/session-store.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';
import { hashPassword } from '../../security/passwords.ts';
import { logSecurityEvent, type LoginRefusal } from '../../security/security-log.ts';
import { accountActivatedMail } from './account-mails.ts';
import type { ActivationCodes } from './activation-codes.ts';
import type { LoginGuard } from './login-guard.ts';

/** Activation attempts count per number apart from logins: guessing codes locks no login. */
const ACTIVATION_GUARD_PREFIX = 'aktivierung:';

export type ActivationDeps = {
  db: Kysely<Tables>;
  codes: ActivationCodes;
  guard: LoginGuard;
  sessionStore: SessionStore;
  mails: MailOutbox;
  /** Per-IP throttle, shared with logins. */
  allowAttempt: (request: FastifyRequest) => Promise<boolean>;
  loginOverview: (
    customerId: string,
    includeClaims: boolean,
  ) => Promise<{ vertraege: Contract[]; checklists: Checklist[] }>;
};

const activateError = (message: string) => new ApiError({ [ERROR_KEYS.activate]: message });

export function activationHandlers(
  deps: ActivationDeps,
): Pick<Handlers, 'checkActivationCode' | 'activate'> {
  const { guard, codes } = deps;

  /**
   * Number, code and birth date, checked as a login attempt is (per address, per number, the
   * global throttle). Every mismatch gets one answer; used and expired only once all three match.
   */
  async function matchingCode(params: Params<typeof CALLS.checkActivationCode>, ctx: CallContext) {
    const { verfuegernummer, aktivierungscode, geburtsdatum } = params;
    const refused = (refusal: LoginRefusal) => {
      logSecurityEvent(ctx.request, {
        event: 'activation',
        customerNumber: verfuegernummer,
        ...refusal,
      });
    };
    if (!(await deps.allowAttempt(ctx.request))) {
      refused({ outcome: 'rate-limited' });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    const of = {
      customerNumber: ACTIVATION_GUARD_PREFIX + verfuegernummer,
      address: ctx.request.ip,
      now: ctx.now,
    };
    const attempt = await guard.reserve(of);
    const minutesUntil = (instant: number) => Math.ceil((instant - ctx.now) / 60_000);
    if (attempt.kind === 'throttled') {
      refused({ outcome: 'throttled', waitSeconds: Math.ceil((attempt.retryAt - ctx.now) / 1000) });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    if (attempt.kind === 'locked') {
      const lockedMinutes = minutesUntil(attempt.lockedUntil);
      refused({ outcome: 'locked', lockedMinutes });
      throw activateError(ACTIVATION_MESSAGES.locked(lockedMinutes));
    }
    const found = await codes.find(verfuegernummer, aktivierungscode);
    if (found === undefined || found.birth_date !== geburtsdatum) {
      const lockedUntil = await guard.failed(of);
      refused(
        lockedUntil > ctx.now
          ? { outcome: 'lockout', lockedMinutes: minutesUntil(lockedUntil) }
          : { outcome: 'wrong-credentials' },
      );
      throw activateError(ACTIVATION_MESSAGES.mismatch);
    }
    await guard.succeeded(of);
    if (found.used_at !== null) throw activateError(ACTIVATION_MESSAGES.used);
    if (found.expires_at <= ctx.now) throw activateError(ACTIVATION_MESSAGES.expired);
    return found;
  }

  return {
    checkActivationCode: async (params, ctx) => {
      await matchingCode(params, ctx);
      return { Gueltig: true as const };
    },

    activate: async (params, ctx) => {
      if (isCommonPassword(params.passwordnew)) {
        throw fieldError('passwordnew', PASSWORD_MESSAGES.common);
      }
      const found = await matchingCode(params, ctx);
      const passwordHash = await hashPassword(params.passwordnew);
      const redeemed = await deps.db.transaction().execute(async (trx) => {
        if (!(await codes.redeemIn(trx, found.code_hash, ctx.now))) return false;
        await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash })
          .where('id', '=', found.customer_id)
          .execute();
        await deps.sessionStore.removeAllOf(found.customer_id, trx);
        await deps.mails.queueIn(trx, accountActivatedMail(found, ctx.now), ctx.now);
        return true;
      });
      // Another request redeemed it between the check and here.
      if (!redeemed) throw activateError(ACTIVATION_MESSAGES.used);
      deps.mails.sendSoon();
      const session = await ctx.sessions.start(found.customer_id);
      const overview = await deps.loginOverview(found.customer_id, true);
      return { ...overview, vorname: found.first_name, CSRFToken: session.csrfToken };
    },
  };
}
