import type { CALLS, CallName, Params } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

export const DOWNLOAD_TOKEN_LIFETIME_MS = 60_000;

/** What a token opens: one file, by one call, whole or (ShowDokboxFile only) its thumbnail. */
export type DownloadTarget = {
  call: Params<typeof CALLS.getTokenId>['call'];
  fileId: string;
  thumb: boolean;
};

/** The file a file call asks for, from its parsed parameters; null for any other call. */
export function downloadTarget(name: CallName, params: unknown): DownloadTarget | null {
  switch (name) {
    case 'getPostBoxFile': {
      const { fileid } = params as Params<typeof CALLS.getPostBoxFile>;
      return { call: 'GetPostBoxFile', fileId: fileid, thumb: false };
    }
    case 'showDokboxFile': {
      const { FileId, Thumb } = params as Params<typeof CALLS.showDokboxFile>;
      return { call: 'ShowDokboxFile', fileId: FileId, thumb: Thumb };
    }
    default:
      return null;
  }
}

/**
 * Single-use tokens that let the native app download one file without the session cookie:
 * bound to the customer and to the one file the app asked for, stored only as a hash.
 */
export function downloadTokens(db: Kysely<Tables>) {
  async function issue(customerId: string, target: DownloadTarget, now: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto('download_tokens')
      .values({
        token_hash: hashToken(token),
        customer_id: customerId,
        call: target.call,
        file_id: target.fileId,
        thumb: target.thumb ? 1 : 0,
        expires_at: now + DOWNLOAD_TOKEN_LIFETIME_MS,
      })
      .execute();
    return token;
  }

  /**
   * The customer the token belongs to when it is for this very file, else null; the token is
   * gone afterwards either way, so a token tried on another file is lost.
   */
  async function redeem(
    token: string,
    target: DownloadTarget | null,
    now: number,
  ): Promise<string | null> {
    const row = await db
      .deleteFrom('download_tokens')
      .where('token_hash', '=', hashToken(token))
      .returning(['customer_id', 'call', 'file_id', 'thumb', 'expires_at'])
      .executeTakeFirst();
    const matches =
      row !== undefined &&
      target !== null &&
      row.call === target.call &&
      row.file_id === target.fileId &&
      row.thumb === (target.thumb ? 1 : 0);
    return matches && row.expires_at > now ? row.customer_id : null;
  }

  async function purgeExpired(now: number): Promise<void> {
    await db.deleteFrom('download_tokens').where('expires_at', '<=', now).execute();
  }

  return { issue, redeem, purgeExpired };
}
