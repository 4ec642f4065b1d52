import { dataExportFileName } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Handlers } from '../../http/handlers.ts';
import { dataExport } from './data-export.ts';

export function dataExportHandlers(deps: {
  db: Kysely<Tables>;
  blobs: BlobStore;
}): Pick<Handlers, 'getMeineDaten'> {
  const exporter = dataExport(deps.db, deps.blobs);
  return {
    getMeineDaten: async (_params, ctx) => {
      const { stream, size } = await exporter.archive(ctx.customerId, ctx.now);
      return {
        contentType: 'application/zip',
        fileName: dataExportFileName(ctx.now),
        body: stream,
        inline: false,
        size,
      };
    },
  };
}
