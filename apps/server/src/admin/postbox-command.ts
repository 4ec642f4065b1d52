import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { customerNumberParam, viennaIsoDate } from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { insertPostboxEntry } from '../db/records.ts';
import { queueLetterPush } from '../features/postbox/letter-push.ts';
import { putBlob } from '../files/blob-store.ts';
import { openBlobStore } from '../files/open-blob-store.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

const TITLE_MAX_LENGTH = 200;

/**
 * `postbox deliver <Verfügernummer> <PDF-Datei> <Titel>`: a letter into the customer's postbox,
 * unread, with the push notification of a new letter on the customer's devices.
 */
export const postboxCommand: AdminCommand = {
  usage: ['deliver <Verfügernummer> <PDF-Datei> <Titel>   neuer Brief in die Postbox'],
  run: async (args, { db, now, out, config }) => {
    const [subcommand, number, file, title, ...rest] = args;
    if (subcommand !== 'deliver' || rest.length > 0) {
      throw new UsageError('Unbekannter Befehl für postbox.');
    }
    const parsed = z.safeParse(customerNumberParam, number ?? '');
    if (!parsed.success) throw new UsageError('Die Verfügernummer besteht aus 10 Ziffern.');
    if (file === undefined || title === undefined || title.trim() === '') {
      throw new UsageError('Bitte gib die PDF-Datei und den Titel des Briefs an.');
    }
    if (title.length > TITLE_MAX_LENGTH) {
      throw new UsageError(`Der Titel darf höchstens ${TITLE_MAX_LENGTH} Zeichen lang sein.`);
    }
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', parsed.data)
      .executeTakeFirst();
    if (customer === undefined) {
      out(`Keine Kundin und kein Kunde mit der Verfügernummer ${parsed.data}.`);
      return 1;
    }
    const pdf = await readFile(file);
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      out(`${file} ist keine PDF-Datei.`);
      return 1;
    }
    const blob = await putBlob(await openBlobStore(config), pdf);
    await db.transaction().execute(async (trx) => {
      await insertPostboxEntry(
        trx,
        customer.id,
        {
          title: title.trim(),
          date: viennaIsoDate(now),
          unread: true,
          fileName: path.basename(file),
        },
        blob,
        now,
      );
      await queueLetterPush(trx, customer.id, title.trim(), now);
    });
    out(`Brief „${title.trim()}“ für ${parsed.data} zugestellt.`);
    return 0;
  },
};
