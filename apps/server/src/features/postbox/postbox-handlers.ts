import { POSTBOX_MESSAGES, viennaIsoDate } from '@servicebereich/protocol';
import type { BlobStore } from '../../files/blob-store.ts';
import { generalError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { PostboxRepository } from './postbox-repository.ts';

type PostboxHandlers = Pick<
  Handlers,
  | 'getPostBoxEntries'
  | 'getPostBoxSettings'
  | 'setPostBoxSettings'
  | 'requestPostBoxPaperCopy'
  | 'setPostBoxEntryRead'
  | 'getPostBoxFile'
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
        { consent: params.zustimmung, notify: params.benachrichtigung, email: params.email },
        ctx.now,
      );
      return postbox.settings(ctx.customerId);
    },

    requestPostBoxPaperCopy: async (_params, ctx) => {
      const request = await postbox.requestPaperCopy(ctx.customerId, ctx.now);
      if (request.kind === 'no-consent') {
        throw generalError(POSTBOX_MESSAGES.paperCopyWithoutConsent);
      }
      return { AngefordertAm: viennaIsoDate(request.requestedAt), Neu: request.isNew };
    },

    setPostBoxEntryRead: async ({ fileid }, ctx) => {
      const entry = await postbox.markRead(ctx.customerId, fileid);
      if (entry === undefined) throw refusedId('fileid', POSTBOX_MESSAGES.notFound);
      return entry;
    },

    getPostBoxFile: async ({ fileid }, ctx) => {
      const file = await postbox.findFile(ctx.customerId, fileid);
      if (file === undefined) throw refusedId('fileid', POSTBOX_MESSAGES.notFound);
      return {
        contentType: 'application/pdf',
        fileName: file.fileName,
        body: blobs.open(file.hash),
        inline: true,
      };
    },
  };
}
