import {
  type BinaryCall,
  type CallName,
  type ParamsInput,
  sessionCalls,
} from '@servicebereich/protocol';

/** What GetTokenId issues a token for: one file, by one call, whole or as its thumbnail. */
export type DownloadTokenTarget = ParamsInput<typeof sessionCalls.getTokenId>;

/**
 * The file a file call names, as GetTokenId takes it; null for a file call that takes no token
 * (the data export, which the native app fetches with its session).
 */
export function downloadTokenTarget(
  call: BinaryCall,
  params: Readonly<Record<string, unknown>>,
): DownloadTokenTarget | null {
  // By the calls' names: their areas stay out of the first load, which this module is part of.
  if (call.name === ('getPostBoxFile' satisfies CallName) && typeof params.fileid === 'string') {
    return { call: 'GetPostBoxFile', fileid: params.fileid };
  }
  if (call.name === ('showDokboxFile' satisfies CallName) && typeof params.FileId === 'string') {
    return {
      call: 'ShowDokboxFile',
      fileid: params.FileId,
      ...(params.Thumb === true ? { Thumb: true } : {}),
    };
  }
  return null;
}
