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
import { fieldError, generalError, refusedId, type ApiError } from '../../http/api-error.ts';
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
import { passwordChangedMail } from './account-mails.ts';
import {
  DOWNLOAD_TOKEN_LIFETIME_MS,
  type DownloadTarget,
  type downloadTokens,
} from './download-tokens.ts';
import type { DeviceLogins } from './device-logins.ts';
import type { Passkeys } from './passkeys.ts';
import type { LoginGuard } from './login-guard.ts';
import { loginAttempts, type AttemptCustomer } from './login-attempts.ts';
import { describeUserAgent } from './user-agent.ts';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Die Verfügernummer oder das Passwort ist nicht korrekt.',
  deviceLoginSetupLate:
    'Bitte melde dich neu mit deinem Passwort an, um die Anmeldung mit Biometrie einzurichten.',
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
  passkeys: Passkeys;
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

/**
 * What a login answers once the customer is known: a new session (with its CSRF token) and what
 * the app stores. Password, biometric and passkey logins alike.
 */
export async function loggedIn(
  deps: Pick<SessionFeatureDeps, 'loginOverview'>,
  ctx: CallContext,
  customer: AttemptCustomer,
  includeClaims: boolean,
) {
  const session = await ctx.sessions.start(customer.id);
  const overview = await deps.loginOverview(customer.id, includeClaims);
  return { ...overview, vorname: customer.first_name, CSRFToken: session.csrfToken };
}

export function sessionHandlers(deps: SessionFeatureDeps): SessionHandlers {
  const checkAttempt = loginAttempts(deps);

  async function savePasswordHash(customerId: string, passwordHash: string): Promise<void> {
    await deps.db
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('id', '=', customerId)
      .execute();
  }

  /** `checkAttempt` with a password. */
  async function checkPasswordAttempt(
    event: 'login' | 'reauthentication' | 'password-change',
    customerNumber: string,
    password: string,
    ctx: CallContext,
    wrong: ApiError,
  ): Promise<AttemptCustomer> {
    const subject = { event, customerNumber };
    const customer = await checkAttempt(subject, ctx, wrong, (found) =>
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
      return loggedIn(deps, ctx, customer, includeschadensmeldung);
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
      const subject = { event: 'device-login', customerNumber: verfuegernummer } as const;
      const customer = await checkAttempt(subject, ctx, wrong, (found) =>
        found === undefined
          ? Promise.resolve('invalid' as const)
          : deps.deviceLogins
              .check(found.id, installationid, secret)
              .then((check) => (check === 'valid' ? 'valid' : 'invalid')),
      );
      const next = await deps.deviceLogins.rotate(customer.id, installationid, secret, ctx.now);
      if (next === null) throw wrong;
      return {
        ...(await loggedIn(deps, ctx, customer, includeschadensmeldung)),
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
        // Whoever else holds a session, a device's biometric login or a passkey (one set up
        // with a stolen session too) is logged out with the old password.
        await deps.sessionStore.removeAllOf(ctx.customerId, trx);
        await deps.deviceLogins.removeAllOf(ctx.customerId, trx);
        // Push notifications only to the device that changed the password.
        await deps.pushes.removeAllBut(ctx.customerId, ctx.session.idHash, trx);
        await deps.passkeys.removeAllOf(ctx.customerId, trx);
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
