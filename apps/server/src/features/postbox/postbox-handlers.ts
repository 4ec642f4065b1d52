import type { BlobStore } from '../../files/blob-store.ts';
import { fieldError } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { PostboxRepository } from './postbox-repository.ts';

export const POSTBOX_MESSAGES = {
  notFound: 'Das Dokument wurde nicht gefunden.',
} as const;

type PostboxHandlers = Pick<
  Handlers,
  'getPostBoxEntries' | 'getPostBoxSettings' | 'setPostBoxSettings' | 'getPostBoxFile'
>;

export function postboxHandlers(deps: {
  postbox: PostboxRepository;
  blobs: BlobStore;
}): PostboxHandlers {
  const { postbox, blobs } = deps;
  return {
    getPostBoxEntries: (_params, ctx) => postbox.listForCustomer(ctx.customerId),

    getPostBoxSettings: (_params, ctx) => postbox.settings(ctx.customerId),

    setPostBoxSettings: async (params, ctx) => {
      await postbox.saveSettings(
        ctx.customerId,
        {
          ElektronischeZustellung: params.elektronischezustellung,
          Benachrichtigung: params.benachrichtigung,
          Email: params.email,
        },
        ctx.now,
      );
      return postbox.settings(ctx.customerId);
    },

    getPostBoxFile: async ({ fileid }, ctx) => {
      const file = await postbox.openFile(ctx.customerId, fileid);
      if (file === undefined) throw fieldError('fileid', POSTBOX_MESSAGES.notFound);
      return {
        contentType: 'application/pdf',
        fileName: file.fileName,
        body: blobs.open(file.hash),
        inline: true,
      };
    },
  };
}
