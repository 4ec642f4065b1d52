import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

export const DOWNLOAD_TOKEN_LIFETIME_MS = 60_000;

/** Single-use tokens that let the native app download one file without the session cookie. */
export function downloadTokens(db: Kysely<Tables>) {
  async function issue(customerId: string, now: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto('download_tokens')
      .values({
        token_hash: hashToken(token),
        customer_id: customerId,
        expires_at: now + DOWNLOAD_TOKEN_LIFETIME_MS,
      })
      .execute();
    return token;
  }

  /** The customer the token belongs to, or null; the token is gone afterwards either way. */
  async function redeem(token: string, now: number): Promise<string | null> {
    const row = await db
      .deleteFrom('download_tokens')
      .where('token_hash', '=', hashToken(token))
      .returning(['customer_id', 'expires_at'])
      .executeTakeFirst();
    return row !== undefined && row.expires_at > now ? row.customer_id : null;
  }

  async function purgeExpired(now: number): Promise<void> {
    await db.deleteFrom('download_tokens').where('expires_at', '<=', now).execute();
  }

  return { issue, redeem, purgeExpired };
}
