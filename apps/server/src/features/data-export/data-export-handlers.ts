import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Handlers } from '../../http/handlers.ts';
import { dataExport } from './data-export.ts';

/** `Meine-Daten-2026-11-24.zip`: the day in Austria. */
function archiveName(now: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(now);
  return `Meine-Daten-${day}.zip`;
}

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
        fileName: archiveName(ctx.now),
        body: stream,
        inline: false,
        size,
      };
    },
  };
}
