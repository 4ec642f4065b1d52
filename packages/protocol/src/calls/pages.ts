import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { PASSWORD_WRONG } from './session.ts';

/**
 * The route names of the app's pages that need a page password (SPEC 6). The server checks each
 * against what its page opens: the completion page's password is the meeting password of the
 * customer's video appointment (decision 006). The app never knows a password.
 */
export const PAGE_PASSWORD_PAGES = ['video-termin-abschluss'] as const;
export type PagePasswordPage = (typeof PAGE_PASSWORD_PAGES)[number];

/** A wrong page password gets the spec's answer to any wrong password (SPEC 5). */
export const PAGE_PASSWORD_WRONG = PASSWORD_WRONG;

export const pageCalls = callArea({
  /**
   * Unlocks a protected page for the current session, for what the password opens. A wrong
   * password answers `Errors.password`.
   */
  checkPagePassword: jsonCall({
    mode: 'General',
    fn: 'CheckPagePassword',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        page: z.enum(PAGE_PASSWORD_PAGES, { error: 'Diese Seite ist nicht geschützt.' }),
        password: z
          .string({ error: 'Bitte gib das Passwort ein.' })
          .check(
            z.minLength(1, { error: 'Bitte gib das Passwort ein.' }),
            z.maxLength(200, { error: PAGE_PASSWORD_WRONG }),
          ),
      }),
    result: () => z.object({ Unlocked: z.literal(true) }),
  }),
});
