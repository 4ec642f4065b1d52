import type { Services } from '../../services.ts';
import type { ContractsFeature } from '../contracts/contracts-feature.ts';
import type { ChecklistRepository } from '../checklists/checklist-repository.ts';
import type { DokboxRepository } from '../dokbox/dokbox-repository.ts';
import type { Feature } from '../feature.ts';
import type { PostboxRepository } from '../postbox/postbox-repository.ts';
import { activationCodes } from './activation-codes.ts';
import { activationHandlers } from './activation-handlers.ts';
import { deviceHandlers } from './device-handlers.ts';
import { deviceLogins } from './device-logins.ts';
import { downloadTokens } from './download-tokens.ts';
import { loginGuard, type LoginGuard } from './login-guard.ts';
import { passkeyHandlers } from './passkey-handlers.ts';
import { passkeys as passkeyStore } from './passkeys.ts';
import { customerFirstName, sessionHandlers, type SessionFeatureDeps } from './session-handlers.ts';

const PURGE_INTERVAL_MS = 10 * 60_000;

export type SessionFeature = Feature & {
  /** The download tokens the API endpoint redeems. */
  tokens: ReturnType<typeof downloadTokens>;
  /** The login protection, which a visitor's claim passes as a login does. */
  guard: LoginGuard;
  allowLoginAttempt: SessionFeatureDeps['allowLoginAttempt'];
  /** The first name of a customer, which the page of a logged-in session carries. */
  firstName: (customerId: string) => Promise<string | undefined>;
};

/**
 * The login in all its forms (password, device, passkey, activation), the session's devices and
 * downloads. The login hands over the contracts and checklists; a download is checked against the
 * postbox and the DokBox.
 */
export function sessionFeature(
  services: Services,
  areas: {
    contracts: Pick<ContractsFeature, 'forLogin'>;
    checklists: { repository: ChecklistRepository };
    postbox: { repository: PostboxRepository };
    dokbox: { repository: DokboxRepository };
  },
): SessionFeature {
  const { db, config, mails, sessions, reauthentications } = services;
  const { pushes } = services.push;
  const tokens = downloadTokens(db);
  const guard = loginGuard(db, { failuresPerMinute: config.loginGlobalFailuresPerMinute });
  const logins = deviceLogins(db);
  const passkeys = passkeyStore(db);
  // Also a visitor's identity check for a claim: it guesses at a contract as a login does.
  const allowLoginAttempt = services.perMinute('login', config.loginRateLimitPerMinute);
  const loginOverview = async (customerId: string, includeClaims: boolean) => {
    return {
      vertraege: await areas.contracts.forLogin(customerId, includeClaims),
      checklists: await areas.checklists.repository.listForCustomer(customerId),
    };
  };
  const { postbox, dokbox } = areas;
  return {
    handlers: {
      ...sessionHandlers({
        db,
        tokens,
        guard,
        deviceLogins: logins,
        pushes,
        passkeys,
        reauthentications,
        sessionStore: sessions,
        mails,
        allowLoginAttempt,
        // ShowDokboxFile serves DokBox files whole or as thumbnails, and letters as thumbnails.
        ownsDownload: async (customerId, { call, fileId, thumb }) =>
          call === 'GetPostBoxFile'
            ? (await postbox.repository.findFile(customerId, fileId)) !== undefined
            : (await dokbox.repository.findFile(customerId, fileId)) !== undefined ||
              (thumb && (await dokbox.repository.findLetter(customerId, fileId)) !== undefined),
        loginOverview,
      }),
      ...deviceHandlers(sessions, logins, pushes),
      ...passkeyHandlers({
        db,
        guard,
        allowLoginAttempt,
        mails,
        passkeys,
        rpId: config.passkeyRpId,
        loginOverview,
      }),
      ...activationHandlers({
        db,
        codes: activationCodes(db),
        guard,
        sessionStore: sessions,
        mails,
        allowAttempt: allowLoginAttempt,
        loginOverview,
      }),
    },
    jobs: [
      {
        name: 'purge-expired',
        everyMs: PURGE_INTERVAL_MS,
        run: async () => {
          const now = services.clock();
          await Promise.all([
            sessions.purgeExpired(now),
            tokens.purgeExpired(now),
            guard.purgeExpired(now),
            passkeys.purgeExpired(now),
          ]);
        },
      },
    ],
    tokens,
    guard,
    allowLoginAttempt,
    firstName: (customerId) => customerFirstName(db, customerId),
  };
}
