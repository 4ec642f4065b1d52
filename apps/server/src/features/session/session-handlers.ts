import {
  deviceLoginMissing,
  PASSWORD_MESSAGES,
  PASSWORD_WRONG,
  type Checklist,
  type Contract,
} from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import {
  fieldError,
  generalError,
  MESSAGES,
  refusedId,
  type ApiError,
} from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { SessionStore } from '../../http/session-store.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { PushRepository } from '../../push/push-repository.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';
import { checkPassword, hashPassword, verifyAgainstDummy } from '../../security/passwords.ts';
import {
  REAUTHENTICATION_LIFETIME_MS,
  type Reauthentications,
} from '../../security/reauthentications.ts';
import { logSecurityEvent, type LoginRefusal } from '../../security/security-log.ts';
import { passwordChangedMail } from './account-mails.ts';
import {
  DOWNLOAD_TOKEN_LIFETIME_MS,
  type DownloadTarget,
  type downloadTokens,
} from './download-tokens.ts';
import type { DeviceLogins } from './device-logins.ts';
import type { LoginGuard } from './login-guard.ts';
import { describeUserAgent } from './user-agent.ts';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Die Verfügernummer oder das Passwort ist nicht korrekt.',
  deviceLoginSetupLate:
    'Bitte melde dich neu mit deinem Passwort an, um die Anmeldung mit Biometrie einzurichten.',
  locked: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
} as const;

/** How long after the login of its session a device may be set up for the biometric login. */
export const DEVICE_LOGIN_SETUP_MS = 10 * 60_000;

export const CHANGE_PASSWORD_MESSAGES = {
  foreignNumber: 'Die Verfügernummer passt nicht zu deiner Anmeldung.',
} as const;

export const DOWNLOAD_MESSAGES = {
  notFound: 'Die Datei wurde nicht gefunden.',
} as const;

export type SessionFeatureDeps = {
  db: Kysely<Tables>;
  tokens: ReturnType<typeof downloadTokens>;
  guard: LoginGuard;
  deviceLogins: DeviceLogins;
  pushes: PushRepository;
  reauthentications: Reauthentications;
  sessionStore: SessionStore;
  mails: MailOutbox;
  /** Whether the file a download token is asked for is the customer's. */
  ownsDownload: (customerId: string, target: DownloadTarget) => Promise<boolean>;
  /** Per-IP throttle of login attempts; false when this address has tried too often. */
  allowLoginAttempt: (request: FastifyRequest) => Promise<boolean>;
  /** What the app stores at login: the contracts and the credit checklists. */
  loginOverview: (
    customerId: string,
    includeClaims: boolean,
  ) => Promise<{ vertraege: Contract[]; checklists: Checklist[] }>;
};

type SessionHandlers = Pick<
  Handlers,
  | 'getCsrfToken'
  | 'ping'
  | 'login'
  | 'registerDeviceLogin'
  | 'deviceLogin'
  | 'confirmPassword'
  | 'changePassword'
  | 'isLoggedIn'
  | 'logout'
  | 'getTokenId'
>;

/** The first name of a customer, which the page of a logged-in session carries. */
export async function customerFirstName(
  db: SessionFeatureDeps['db'],
  customerId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('first_name')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.first_name;
}

type Customer = { id: string; password_hash: string; first_name: string };

export function sessionHandlers(deps: SessionFeatureDeps): SessionHandlers {
  const { guard } = deps;

  async function findCredentials(customerNumber: string): Promise<Customer | undefined> {
    return deps.db
      .selectFrom('customers')
      .select(['id', 'password_hash', 'first_name'])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
  }

  async function savePasswordHash(customerId: string, passwordHash: string): Promise<void> {
    await deps.db
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('id', '=', customerId)
      .execute();
  }

  /**
   * One login attempt for a customer number (a password at login, at a confirmation or a change;
   * a device secret at the biometric login): the same limits (per address, per number, the global
   * throttle), counted before the check, and one security log line for an attempt that fails.
   * Answers the customer, or throws `wrong` for wrong credentials or an unknown number alike.
   */
  async function checkAttempt(
    event: 'login' | 'device-login' | 'reauthentication' | 'password-change',
    customerNumber: string,
    ctx: CallContext,
    wrong: ApiError,
    verify: (customer: Customer | undefined) => Promise<'valid' | 'invalid' | 'rehash'>,
  ): Promise<Customer & { check: 'valid' | 'rehash' }> {
    const refused = (refusal: LoginRefusal) => {
      logSecurityEvent(ctx.request, { event, customerNumber, ...refusal });
    };
    const minutesUntil = (instant: number) => Math.ceil((instant - ctx.now) / 60_000);
    if (!(await deps.allowLoginAttempt(ctx.request))) {
      refused({ outcome: 'rate-limited' });
      throw generalError(MESSAGES.tooManyRequests, 429);
    }
    const of = { customerNumber, address: ctx.request.ip, now: ctx.now };
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
      throw generalError(LOGIN_MESSAGES.locked(lockedMinutes));
    }
    const customer = await findCredentials(customerNumber);
    const check = await verify(customer);
    if (customer === undefined || check === 'invalid') {
      refused(
        attempt.lockedUntil > ctx.now
          ? { outcome: 'lockout', lockedMinutes: minutesUntil(attempt.lockedUntil) }
          : { outcome: 'wrong-credentials' },
      );
      throw wrong;
    }
    await guard.succeeded(of);
    return { ...customer, check };
  }

  /** `checkAttempt` with a password. */
  async function checkPasswordAttempt(
    event: 'login' | 'reauthentication' | 'password-change',
    customerNumber: string,
    password: string,
    ctx: CallContext,
    wrong: ApiError,
  ): Promise<Customer> {
    const customer = await checkAttempt(event, customerNumber, ctx, wrong, (found) =>
      found === undefined
        ? verifyAgainstDummy(password).then(() => 'invalid' as const)
        : checkPassword(found.password_hash, password),
    );
    if (customer.check === 'rehash') {
      await savePasswordHash(customer.id, await hashPassword(password));
    }
    return customer;
  }

  return {
    getCsrfToken: async (_params, ctx) => {
      const session = ctx.session ?? (await ctx.sessions.start(null));
      return { CSRFToken: session.csrfToken };
    },

    ping: () => Promise.resolve({ LoggedIn: true as const }),

    login: async ({ verfuegernummer, passwort, includeschadensmeldung }, ctx) => {
      const customer = await checkPasswordAttempt(
        'login',
        verfuegernummer,
        passwort,
        ctx,
        generalError(LOGIN_MESSAGES.wrongCredentials),
      );
      const session = await ctx.sessions.start(customer.id);
      const overview = await deps.loginOverview(customer.id, includeschadensmeldung);
      return { ...overview, vorname: customer.first_name, CSRFToken: session.csrfToken };
    },

    registerDeviceLogin: async ({ installationid }, ctx) => {
      // Only right after a password login: a session taken over later gains no lasting login.
      if (ctx.now - ctx.session.createdAt > DEVICE_LOGIN_SETUP_MS) {
        throw generalError(LOGIN_MESSAGES.deviceLoginSetupLate);
      }
      const name = describeUserAgent(ctx.request.headers['user-agent'] ?? null).device;
      return {
        DeviceSecret: await deps.deviceLogins.register(
          ctx.customerId,
          installationid,
          name,
          ctx.now,
        ),
      };
    },

    deviceLogin: async (
      { verfuegernummer, installationid, secret, includeschadensmeldung },
      ctx,
    ) => {
      const wrong = generalError(deviceLoginMissing(verfuegernummer));
      const customer = await checkAttempt('device-login', verfuegernummer, ctx, wrong, (found) =>
        found === undefined
          ? Promise.resolve('invalid' as const)
          : deps.deviceLogins
              .check(found.id, installationid, secret)
              .then((check) => (check === 'valid' ? 'valid' : 'invalid')),
      );
      const next = await deps.deviceLogins.rotate(customer.id, installationid, secret, ctx.now);
      if (next === null) throw wrong;
      const session = await ctx.sessions.start(customer.id);
      const overview = await deps.loginOverview(customer.id, includeschadensmeldung);
      return {
        ...overview,
        vorname: customer.first_name,
        CSRFToken: session.csrfToken,
        DeviceSecret: next,
      };
    },

    confirmPassword: async ({ passwort }, ctx) => {
      const row = await deps.db
        .selectFrom('customers')
        .select('customer_number')
        .where('id', '=', ctx.customerId)
        .executeTakeFirstOrThrow();
      await checkPasswordAttempt(
        'reauthentication',
        row.customer_number,
        passwort,
        ctx,
        fieldError('passwort', PASSWORD_WRONG),
      );
      await deps.reauthentications.record(ctx.session.idHash, 'password', ctx.now);
      return {
        Bestaetigt: true as const,
        GueltigSekunden: REAUTHENTICATION_LIFETIME_MS / 1000,
      };
    },

    changePassword: async ({ verfuegernummer, passwordold, passwordnew }, ctx) => {
      const customer = await deps.db
        .selectFrom('customers')
        .select(['customer_number', 'first_name', 'gender', 'email'])
        .where('id', '=', ctx.customerId)
        .executeTakeFirstOrThrow();
      if (verfuegernummer !== customer.customer_number) {
        throw refusedId('verfuegernummer', CHANGE_PASSWORD_MESSAGES.foreignNumber);
      }
      if (isCommonPassword(passwordnew)) throw fieldError('passwordnew', PASSWORD_MESSAGES.common);
      await checkPasswordAttempt(
        'password-change',
        customer.customer_number,
        passwordold,
        ctx,
        fieldError('passwordold', PASSWORD_WRONG),
      );
      const passwordHash = await hashPassword(passwordnew);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash })
          .where('id', '=', ctx.customerId)
          .execute();
        // Whoever else holds a session or a device's biometric login (a stolen one too) is
        // logged out with the old password.
        await deps.sessionStore.removeAllOf(ctx.customerId, trx);
        await deps.deviceLogins.removeAllOf(ctx.customerId, trx);
        // Push notifications only to the device that changed the password.
        await deps.pushes.removeAllBut(ctx.customerId, ctx.session.idHash, trx);
        await deps.mails.queueIn(trx, passwordChangedMail(customer, ctx.now), ctx.now);
      });
      deps.mails.sendSoon();
      const session = await ctx.sessions.start(ctx.customerId);
      await deps.pushes.moveToSession(ctx.session.idHash, session.idHash);
      return { Changed: true as const, CSRFToken: session.csrfToken };
    },

    isLoggedIn: (_params, ctx) =>
      Promise.resolve({ LoggedIn: ctx.session !== null && ctx.session.customerId !== null }),

    logout: async (_params, ctx) => {
      // The devices this session registered get no more push notifications.
      if (ctx.session !== null) await deps.pushes.removeForSession(ctx.session.idHash);
      await ctx.sessions.end();
      return { LoggedIn: false as const };
    },

    getTokenId: async ({ call, fileid, Thumb }, ctx) => {
      const target = { call, fileId: fileid, thumb: Thumb };
      if (!(await deps.ownsDownload(ctx.customerId, target))) {
        throw refusedId('fileid', DOWNLOAD_MESSAGES.notFound);
      }
      return {
        TokenId: await deps.tokens.issue(ctx.customerId, target, ctx.now),
        ExpiresInSeconds: DOWNLOAD_TOKEN_LIFETIME_MS / 1000,
      };
    },
  };
}
