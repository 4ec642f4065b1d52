import { isIP } from 'node:net';
import { PASSKEY_MESSAGES, readPasskeyAnswer } from '@servicebereich/protocol/passkey-messages';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fieldError, generalError, refusedId } from '../../http/api-error.ts';
import { ownOrigin } from '../../http/cross-site.ts';
import type { CallContext, CustomerContext, Handlers } from '../../http/handlers.ts';
import { hashToken } from '../../security/tokens.ts';
import { loginAttempts, type LoginAttemptDeps } from './login-attempts.ts';
import { PASSKEY_CHALLENGE_LIFETIME_MS, type Passkeys } from './passkeys.ts';
import { DEVICE_LOGIN_SETUP_MS, loggedIn, type SessionFeatureDeps } from './session-handlers.ts';
import { describeUserAgent } from './user-agent.ts';

/** What the customer's passkey manager shows as the site. */
const RP_NAME = 'Servicebereich';

/**
 * The signature algorithms offered and accepted: what platform authenticators and security keys
 * use. Named here, as the library's default probes the runtime for ML-DSA, an experimental API
 * in Node 24 that warns on every process start. The library is loaded with the first passkey
 * call, not at start (decision 016).
 */
async function algorithms(): Promise<number[]> {
  const { COSEALG } = await import('@simplewebauthn/server/helpers');
  return [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];
}

/** An unknown passkey's attempts count under a key of their own, beside the customer numbers. */
const UNKNOWN_PASSKEY_GUARD_PREFIX = 'passkey:';

export type PasskeyDeps = LoginAttemptDeps &
  Pick<SessionFeatureDeps, 'loginOverview'> & {
    passkeys: Passkeys;
    /** PASSKEY_RP_ID; null for the host name the browser used. */
    rpId: string | null;
  };

type PasskeyHandlers = Pick<
  Handlers,
  | 'getPasskeyRegistrationOptions'
  | 'registerPasskey'
  | 'getPasskeyLoginOptions'
  | 'passkeyLogin'
  | 'getPasskeys'
  | 'removePasskey'
>;

/**
 * Passkeys on the web (decision 029): set up within minutes of a password login, a login without
 * the number (the browser offers the passkeys it holds), counted by the login protection as every
 * login is, listed and removed in the settings.
 */
export function passkeyHandlers(deps: PasskeyDeps): PasskeyHandlers {
  const { passkeys } = deps;
  const checkAttempt = loginAttempts(deps);

  return {
    getPasskeyRegistrationOptions: (_params, ctx) => registrationOptions(deps, ctx),

    registerPasskey: ({ antwort }, ctx) => registerNewPasskey(deps, antwort, ctx),

    getPasskeyLoginOptions: async (_params, ctx) => {
      const session = sessionOf(ctx);
      const { rpId } = relyingParty(deps.rpId, ctx.request);
      // No allowCredentials: the browser offers what it holds, the answer names no customer.
      const { generateAuthenticationOptions } = await import('@simplewebauthn/server');
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
        userVerification: 'required',
      });
      await passkeys.issueChallenge(session.idHash, 'login', options.challenge, null, ctx.now);
      return { Optionen: { ...options } };
    },

    passkeyLogin: async ({ antwort, includeschadensmeldung }, ctx) => {
      const read = readPasskeyAnswer(antwort);
      if (read === undefined) throw fieldError('antwort', PASSKEY_MESSAGES.invalidAnswer);
      const response = read as AuthenticationResponseJSON;
      const stored = await passkeys.findByCredential(response.id);
      const wrong = generalError(PASSKEY_MESSAGES.loginRefused);
      const subject = {
        event: 'passkey-login' as const,
        customerNumber: stored?.customer_number ?? null,
        guardKey:
          stored?.customer_number ??
          UNKNOWN_PASSKEY_GUARD_PREFIX + hashToken(response.id).slice(0, 22),
      };
      const customer = await checkAttempt(subject, ctx, wrong, async (found) => {
        // Single use: the challenge goes whatever the outcome.
        const challenge = await passkeys.takeChallenge(sessionOf(ctx).idHash, 'login', ctx.now);
        const valid =
          stored !== undefined &&
          found !== undefined &&
          challenge !== undefined &&
          (await verifyAssertion(deps, ctx, response, stored, challenge.challenge));
        return valid ? 'valid' : 'invalid';
      });
      return {
        ...(await loggedIn(deps, ctx, customer, includeschadensmeldung)),
        Verfuegernummer: customer.customer_number,
      };
    },

    getPasskeys: async (_params, ctx) => ({
      Passkeys: (await passkeys.listOf(ctx.customerId)).map((row) => ({
        Id: row.id,
        Geraet: row.device_name,
        Browser: row.browser,
        Eingerichtet: new Date(row.created_at).toISOString(),
        ZuletztVerwendet: new Date(row.last_used_at).toISOString(),
      })),
    }),

    removePasskey: async ({ id }, ctx) => {
      if (!(await passkeys.remove(ctx.customerId, id))) {
        throw refusedId('id', PASSKEY_MESSAGES.notFound);
      }
      return { Entfernt: true as const };
    },
  };
}

/**
 * The origin the browser must have signed for, and the relying party id (`configured`, else the
 * host name the browser used): a domain, as WebAuthn has it, so that at an IP address the answer
 * says why there is no passkey.
 */
function relyingParty(configured: string | null, request: FastifyRequest) {
  const origin = ownOrigin(request);
  const rpId = configured ?? new URL(origin).hostname;
  if (isIP(rpId.replace(/^\[|\]$/g, '')) !== 0) throw generalError(PASSKEY_MESSAGES.ipAddress);
  return { origin, rpId };
}

/** The session the challenge is bound to: every POST past the CSRF check has one. */
function sessionOf(ctx: CallContext) {
  if (ctx.session === null) throw generalError(PASSKEY_MESSAGES.loginRefused);
  return ctx.session;
}

/** Only right after a password login: a session taken over later gains no lasting login. */
function checkSetupInTime(ctx: CustomerContext): void {
  if (ctx.now - ctx.session.createdAt > DEVICE_LOGIN_SETUP_MS) {
    throw generalError(PASSKEY_MESSAGES.setupLate);
  }
}

/** The options the browser makes the customer's passkey with; their challenge is kept. */
async function registrationOptions(deps: PasskeyDeps, ctx: CustomerContext) {
  const { passkeys } = deps;
  checkSetupInTime(ctx);
  const customer = await deps.db
    .selectFrom('customers')
    .select(['customer_number', 'first_name', 'last_name'])
    .where('id', '=', ctx.customerId)
    .executeTakeFirstOrThrow();
  const userHandle =
    (await passkeys.userHandleOf(ctx.customerId)) ?? randomBytes(32).toString('base64url');
  const { rpId } = relyingParty(deps.rpId, ctx.request);
  const { generateRegistrationOptions } = await import('@simplewebauthn/server');
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId,
    userName: customer.customer_number,
    userDisplayName: `${customer.first_name} ${customer.last_name}`,
    userID: Buffer.from(userHandle, 'base64url'),
    timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    // The authenticator refuses to make a second passkey of this customer.
    excludeCredentials: (await passkeys.credentialIdsOf(ctx.customerId)).map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: await algorithms(),
  });
  await passkeys.issueChallenge(
    ctx.session.idHash,
    'registration',
    options.challenge,
    userHandle,
    ctx.now,
  );
  return { Optionen: { ...options } };
}

/** Checks the browser's answer to the registration options and stores the new passkey. */
async function registerNewPasskey(deps: PasskeyDeps, antwort: string, ctx: CustomerContext) {
  const { passkeys } = deps;
  const response = readPasskeyAnswer(antwort);
  if (response === undefined) throw fieldError('antwort', PASSKEY_MESSAGES.invalidAnswer);
  checkSetupInTime(ctx);
  const challenge = await passkeys.takeChallenge(ctx.session.idHash, 'registration', ctx.now);
  if (challenge?.user_handle == null) throw generalError(PASSKEY_MESSAGES.setupFailed);
  const { origin, rpId } = relyingParty(deps.rpId, ctx.request);
  const { verifyRegistrationResponse } = await import('@simplewebauthn/server');
  const verified = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: await algorithms(),
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw generalError(PASSKEY_MESSAGES.setupFailed);
  const { credential } = verified.registrationInfo;
  const { device, browser } = describeUserAgent(ctx.request.headers['user-agent'] ?? null);
  const id = await passkeys.add(
    ctx.customerId,
    {
      credentialId: credential.id,
      userHandle: challenge.user_handle,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceName: device,
      browser,
    },
    ctx.now,
  );
  if (id === null) throw generalError(PASSKEY_MESSAGES.alreadyRegistered);
  const created = new Date(ctx.now).toISOString();
  return {
    Id: id,
    Geraet: device,
    Browser: browser,
    Eingerichtet: created,
    ZuletztVerwendet: created,
  };
}

/** Checks an assertion against the stored passkey; false for whatever does not hold. */
async function verifyAssertion(
  deps: PasskeyDeps,
  ctx: CallContext,
  response: AuthenticationResponseJSON,
  stored: NonNullable<Awaited<ReturnType<Passkeys['findByCredential']>>>,
  challenge: string,
): Promise<boolean> {
  // The user handle names the account the authenticator holds the passkey for.
  if (response.response.userHandle !== stored.user_handle) return false;
  const { origin, rpId } = relyingParty(deps.rpId, ctx.request);
  try {
    const { verifyAuthenticationResponse } = await import('@simplewebauthn/server');
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
      credential: {
        id: response.id,
        publicKey: Buffer.from(stored.public_key, 'base64url'),
        counter: stored.counter,
        transports: transportsOf(stored.transports),
      },
    });
    return (
      verified &&
      (await deps.passkeys.used(stored.id, stored.counter, authenticationInfo.newCounter, ctx.now))
    );
  } catch {
    // A wrong origin or RP id, a bad signature, a counter gone back: the library throws.
    return false;
  }
}

const TRANSPORTS: readonly AuthenticatorTransport[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];

function transportsOf(stored: string): AuthenticatorTransport[] {
  return TRANSPORTS.filter((transport) => stored.split(',').includes(transport));
}
