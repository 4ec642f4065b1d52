import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { customerNumberParam, formatViennaDateTime, viennaIsoDate } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import { insertPostboxEntry } from '../db/records.ts';
import type { Tables } from '../db/tables.ts';
import { queueLetterPush } from '../features/postbox/letter-push.ts';
import { putBlob } from '../files/blob-store.ts';
import { openBlobStore } from '../files/open-blob-store.ts';
import { UsageError, type AdminCommand, type AdminContext } from './admin-command.ts';

const TITLE_MAX_LENGTH = 200;
const LEGALLY_RELEVANT = '--rechtlich-relevant';

function customerNumberOf(arg: string | undefined): string {
  const parsed = z.safeParse(customerNumberParam, arg ?? '');
  if (!parsed.success) throw new UsageError('Die Verfügernummer besteht aus 10 Ziffern.');
  return parsed.data;
}

/** The customer's id by the Verfügernummer; undefined (said) when there is none. */
async function customerIdOf(
  db: Kysely<Tables>,
  number: string,
  out: (line: string) => void,
): Promise<string | undefined> {
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('customer_number', '=', number)
    .executeTakeFirst();
  if (customer === undefined) out(`Keine Kundin und kein Kunde mit der Verfügernummer ${number}.`);
  return customer?.id;
}

/** A letter into the customer's postbox, unread, with the push notification of a new letter. */
async function deliver(args: readonly string[], ctx: AdminContext): Promise<number> {
  const { db, now, out, config } = ctx;
  const legallyRelevant = args.includes(LEGALLY_RELEVANT);
  const [arg, file, title, ...rest] = args.filter((a) => a !== LEGALLY_RELEVANT);
  if (rest.length > 0) throw new UsageError('Unbekannter Befehl für postbox.');
  const number = customerNumberOf(arg);
  if (file === undefined || title === undefined || title.trim() === '') {
    throw new UsageError('Bitte gib die PDF-Datei und den Titel des Briefs an.');
  }
  if (title.length > TITLE_MAX_LENGTH) {
    throw new UsageError(`Der Titel darf höchstens ${TITLE_MAX_LENGTH} Zeichen lang sein.`);
  }
  const customerId = await customerIdOf(db, number, out);
  if (customerId === undefined) return 1;
  const pdf = await readFile(file);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    out(`${file} ist keine PDF-Datei.`);
    return 1;
  }
  const blob = await putBlob(await openBlobStore(config), pdf);
  await db.transaction().execute(async (trx) => {
    await insertPostboxEntry(
      trx,
      customerId,
      {
        title: title.trim(),
        date: viennaIsoDate(now),
        unread: true,
        fileName: path.basename(file),
        legallyRelevant,
      },
      blob,
      now,
    );
    await queueLetterPush(trx, customerId, title.trim(), now);
  });
  out(
    `Brief „${title.trim()}“ für ${number} zugestellt` +
      (legallyRelevant ? ', als rechtlich relevant markiert.' : '.'),
  );
  return 0;
}

/** The requested paper copies, newest first, with the address to send each to. */
async function paperCopies({ db, out }: AdminContext): Promise<number> {
  const requests = await db
    .selectFrom('postbox_paper_copy_requests')
    .innerJoin('customers', 'customers.id', 'postbox_paper_copy_requests.customer_id')
    .select([
      'postbox_paper_copy_requests.requested_at',
      'customers.customer_number',
      'customers.title_prefix',
      'customers.first_name',
      'customers.last_name',
      'customers.title_suffix',
      'customers.street',
      'customers.house_number',
      'customers.stair_floor_door',
      'customers.postcode',
      'customers.city',
    ])
    .orderBy('postbox_paper_copy_requests.requested_at', 'desc')
    .orderBy('customers.customer_number')
    .execute();
  if (requests.length === 0) out('Keine Papierfassungen angefordert.');
  for (const r of requests) {
    const name = [r.title_prefix, r.first_name, r.last_name].filter((p) => p !== '').join(' ');
    const house = [r.house_number, r.stair_floor_door].filter((p) => p !== '').join('/');
    out(
      [
        formatViennaDateTime(r.requested_at),
        r.customer_number,
        r.title_suffix === '' ? name : `${name}, ${r.title_suffix}`,
        `${r.street} ${house}, ${r.postcode} ${r.city}`,
      ].join('  '),
    );
  }
  return 0;
}

const EVENT_LABELS = { consent: 'Zustimmung', revocation: 'Widerruf' } as const;

/** The record of a customer's consents to electronic delivery and their revocations. */
async function consents(args: readonly string[], ctx: AdminContext): Promise<number> {
  if (args.length !== 1) throw new UsageError('Bitte gib eine Verfügernummer an.');
  const number = customerNumberOf(args[0]);
  const customerId = await customerIdOf(ctx.db, number, ctx.out);
  if (customerId === undefined) return 1;
  const events = await ctx.db
    .selectFrom('postbox_consent_events')
    .select(['kind', 'text_version', 'occurred_at'])
    .where('customer_id', '=', customerId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  if (events.length === 0) ctx.out(`${number} hat der elektronischen Zustellung nie zugestimmt.`);
  for (const event of events) {
    ctx.out(
      [
        formatViennaDateTime(event.occurred_at),
        EVENT_LABELS[event.kind],
        `Text ${event.text_version}`,
      ].join('  '),
    );
  }
  return 0;
}

/**
 * `postbox deliver`, `postbox paper-copies` and `postbox consents`: letters into a postbox, the
 * paper copies to send (§ 5a VersVG) and a customer's record of consents (decision 033).
 */
export const postboxCommand: AdminCommand = {
  usage: [
    `deliver <Verfügernummer> <PDF-Datei> <Titel> [${LEGALLY_RELEVANT}]   neuer Brief in die Postbox`,
    'paper-copies                                   angeforderte Papierfassungen, neueste zuerst',
    'consents <Verfügernummer>                      Zustimmungen zur elektronischen Zustellung und Widerrufe',
  ],
  run: async (args, ctx) => {
    const [subcommand, ...rest] = args;
    switch (subcommand) {
      case 'deliver':
        return deliver(rest, ctx);
      case 'paper-copies':
        if (rest.length > 0) throw new UsageError('paper-copies braucht keine Angaben.');
        return paperCopies(ctx);
      case 'consents':
        return consents(rest, ctx);
      default:
        throw new UsageError('Unbekannter Befehl für postbox.');
    }
  },
};
