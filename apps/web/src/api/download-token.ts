import {
  type BinaryCall,
  type ParamsInput,
  sessionCalls,
  postboxCalls,
  dokboxCalls,
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
  if (call === postboxCalls.getPostBoxFile && typeof params.fileid === 'string') {
    return { call: 'GetPostBoxFile', fileid: params.fileid };
  }
  if (call === dokboxCalls.showDokboxFile && typeof params.FileId === 'string') {
    return {
      call: 'ShowDokboxFile',
      fileid: params.FileId,
      ...(params.Thumb === true ? { Thumb: true } : {}),
    };
  }
  return null;
}
