import type { Checklist, Contract } from '@servicebereich/protocol';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { generalError, MESSAGES } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { DOWNLOAD_TOKEN_LIFETIME_MS, type downloadTokens } from './download-tokens.ts';
import { loginGuard } from './login-guard.ts';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Die Verfügernummer oder das Passwort ist nicht korrekt.',
  locked: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
} as const;

export type SessionFeatureDeps = {
  db: Kysely<Tables>;
  tokens: ReturnType<typeof downloadTokens>;
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
  'getCsrfToken' | 'ping' | 'login' | 'isLoggedIn' | 'logout' | 'getTokenId'
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

export function sessionHandlers(deps: SessionFeatureDeps): SessionHandlers {
  const guard = loginGuard(deps.db);

  async function findCredentials(customerNumber: string) {
    return deps.db
      .selectFrom('customers')
      .select(['id', 'password_hash', 'first_name'])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
  }

  return {
    getCsrfToken: async (_params, ctx) => {
      const session = ctx.session ?? (await ctx.sessions.start(null));
      return { CSRFToken: session.csrfToken };
    },

    ping: () => Promise.resolve({ LoggedIn: true as const }),

    login: async ({ verfuegernummer, passwort, includeschadensmeldung }, ctx) => {
      if (!(await deps.allowLoginAttempt(ctx.request))) {
        throw generalError(MESSAGES.tooManyRequests, 429);
      }
      const lockedUntil = await guard.lockedUntil(verfuegernummer);
      if (lockedUntil > ctx.now) {
        throw generalError(LOGIN_MESSAGES.locked(Math.ceil((lockedUntil - ctx.now) / 60_000)));
      }
      const customer = await findCredentials(verfuegernummer);
      const valid =
        customer === undefined
          ? await verifyAgainstDummy(passwort)
          : await verifyPassword(customer.password_hash, passwort);
      if (customer === undefined || !valid) {
        await guard.recordFailure(verfuegernummer, ctx.now);
        throw generalError(LOGIN_MESSAGES.wrongCredentials);
      }
      await guard.reset(verfuegernummer);
      const session = await ctx.sessions.start(customer.id);
      const overview = await deps.loginOverview(customer.id, includeschadensmeldung);
      return { ...overview, vorname: customer.first_name, CSRFToken: session.csrfToken };
    },

    isLoggedIn: (_params, ctx) =>
      Promise.resolve({ LoggedIn: ctx.session !== null && ctx.session.customerId !== null }),

    logout: async (_params, ctx) => {
      await ctx.sessions.end();
      return { LoggedIn: false as const };
    },

    getTokenId: async (_params, ctx) => ({
      TokenId: await deps.tokens.issue(ctx.customerId, ctx.now),
      ExpiresInSeconds: DOWNLOAD_TOKEN_LIFETIME_MS / 1000,
    }),
  };
}
