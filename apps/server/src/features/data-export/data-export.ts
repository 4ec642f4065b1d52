import type { Kysely } from 'kysely';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { BlobStore } from '../../files/blob-store.ts';
import type { Tables } from '../../db/tables.ts';

/**
 * Everything stored about a customer, as one ZIP (GDPR Art. 15 and 20): `meine-daten.json` with
 * every row that is theirs, the documents those rows name (letters, DokBox files, claim photos,
 * checklist documents), and a `LIESMICH.txt` that explains the folders. Secrets are left out:
 * the password hash, session and download tokens, share-link secrets, activation codes.
 *
 * The archive is a stream: the documents are read one after another while it is sent, so a large
 * DokBox never sits in memory. They are stored, not compressed again (they are PDFs and images,
 * compressed already), which also gives the archive's size before the first byte: the app shows
 * how much of it has arrived.
 */

/** Columns that must never leave the server, in whatever table they stand. */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'id_hash',
  'csrf_token',
  'token_hash',
  'share_token',
  'code_hash',
  'secret_hash',
  'previous_secret_hash',
  'meeting_password_hash',
  // The video provider's room of an appointment: whoever knows it can enter.
  'room_name',
]);
/** Internal names of stored files; the file itself is in the archive under `Datei`. */
const STORAGE_COLUMNS = new Set(['blob_hash', 'thumb_hash']);

type Row = Record<string, unknown>;

/** The tables that belong to a customer through a contract. */
type ContractTable =
  | 'contract_transactions'
  | 'contract_pensions'
  | 'contract_funds'
  | 'contract_fund_history'
  | 'contract_orders'
  | 'motor_inspection_requests'
  | 'ebike_trackers'
  | 'storm_settings'
  | 'storm_postcodes'
  | 'storm_devices'
  | 'storm_deliveries'
  | 'confirmations';

export type ExportDocument = { archivePath: string; hash: string; size: number };

/**
 * A row as the customer reads it: stored JSON parsed, instants (`…_at`, epoch milliseconds) as
 * ISO 8601 in UTC, secrets and storage names left out.
 */
function readable(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(key) || STORAGE_COLUMNS.has(key)) continue;
    if (key.endsWith('_json') && typeof value === 'string') {
      out[key.slice(0, -'_json'.length)] = JSON.parse(value) as unknown;
    } else if (key.endsWith('_at') && typeof value === 'number') {
      out[key] = new Date(value).toISOString();
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A file name safe in every unzip program: no folders, no control or reserved characters. */
function safeName(name: string): string {
  const cleaned = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '_')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'Datei' : cleaned;
}

/** Gives each document a path of its own in the archive: a second `a.pdf` becomes `a (2).pdf`. */
function archivePaths() {
  const taken = new Set<string>();
  return (folder: string, name: string): string => {
    const safe = safeName(name);
    const extension = path.extname(safe);
    const stem = safe.slice(0, safe.length - extension.length);
    let candidate = `${folder}/${safe}`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${folder}/${stem} (${String(n)})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

const README = `Meine Daten aus dem Servicebereich

meine-daten.json   alles, was über dich gespeichert ist, nach Bereichen:
                   Profil, Vertraege (mit Umsätzen, Fonds, Aufträgen, Begutachtungen,
                   E-Bike-Tracker und Bestätigungen),
                   Postfach, DokBox, Unterlagen, Schadensmeldungen, Videotermine, my21 und
                   Angemeldete Geräte. Zeitpunkte stehen in UTC (ISO 8601), Beträge in Cent.
Postfach/          die Briefe deines Postfachs
DokBox/            deine Dateien der DokBox, nach Kategorie
Unterlagen/        die Unterlagen, die du zu deinen Finanzierungen hochgeladen hast
Schadensmeldungen/ die Fotos und Belege deiner Schadensmeldungen, nach Schadennummer

Passwörter, Sitzungs- und Freigabeschlüssel sowie die Schlüssel deiner Geräte und Passkeys sind
aus Sicherheitsgründen nicht enthalten.
`;

export function dataExport(db: Kysely<Tables>, blobs: BlobStore) {
  /** Every row of the customer and the documents they name, with the size of each. */
  async function collect(
    customerId: string,
  ): Promise<{ data: Record<string, unknown>; documents: ExportDocument[] }> {
    const pathFor = archivePaths();
    const documents: ExportDocument[] = [];
    const sizes = new Map<string, number>();
    /** Names the document in the archive and in its row (`Datei`). */
    const document = async (row: Row, folder: string, fileName: string, hash: string | null) => {
      const out = readable(row);
      if (hash === null) return out;
      let size = sizes.get(hash);
      if (size === undefined) {
        const blob = await db
          .selectFrom('blobs')
          .select('size')
          .where('hash', '=', hash)
          .executeTakeFirst();
        if (blob === undefined) return out;
        size = blob.size;
        sizes.set(hash, size);
      }
      const archivePath = pathFor(folder, fileName);
      documents.push({ archivePath, hash, size });
      return { ...out, Datei: archivePath };
    };

    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();

    const contracts = await db
      .selectFrom('contracts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute();
    const numbers = contracts.map((c) => c.contract_number);
    const byContract = async (table: ContractTable): Promise<Row[]> =>
      numbers.length === 0
        ? []
        : // Each of these tables has a contract_number; Kysely cannot see that through a union.
          db
            .selectFrom(table as 'contract_transactions')
            .selectAll()
            .where('contract_number', 'in', numbers)
            .execute();
    const [
      transactions,
      pensions,
      funds,
      fundHistory,
      orders,
      inspections,
      trackers,
      stormSettings,
      stormPostcodes,
      stormDevices,
      stormDeliveries,
      confirmations,
    ] = await Promise.all([
      byContract('contract_transactions'),
      byContract('contract_pensions'),
      byContract('contract_funds'),
      byContract('contract_fund_history'),
      byContract('contract_orders'),
      byContract('motor_inspection_requests'),
      byContract('ebike_trackers'),
      byContract('storm_settings'),
      byContract('storm_postcodes'),
      byContract('storm_devices'),
      byContract('storm_deliveries'),
      byContract('confirmations'),
    ]);
    const ofContract = (rows: Row[], number: string) =>
      rows.filter((r) => r.contract_number === number).map(readable);

    const letters = await db
      .selectFrom('postbox_entries')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('creation_date', 'desc')
      .execute();
    const postboxSettings = await db
      .selectFrom('postbox_settings')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    const consentEvents = await db
      .selectFrom('postbox_consent_events')
      .select(['kind', 'text_version', 'occurred_at'])
      .where('customer_id', '=', customerId)
      .orderBy('occurred_at')
      .execute();
    const paperCopy = await db
      .selectFrom('postbox_paper_copy_requests')
      .select('requested_at')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();

    const dokbox = await db
      .selectFrom('dokbox_files')
      .innerJoin('dokbox_categories', 'dokbox_categories.id', 'dokbox_files.category_id')
      .selectAll('dokbox_files')
      .select('dokbox_categories.name as category_name')
      .where('dokbox_files.customer_id', '=', customerId)
      .orderBy('dokbox_files.file_date', 'desc')
      .execute();

    const checklists = await db
      .selectFrom('checklists')
      .selectAll()
      .where('customer_id', '=', customerId)
      .execute();
    const checklistIds = checklists.map((c) => c.id);
    const items =
      checklistIds.length === 0
        ? []
        : await db
            .selectFrom('checklist_items')
            .selectAll()
            .where('checklist_id', 'in', checklistIds)
            .orderBy('position')
            .execute();
    const itemIds = items.map((i) => i.id);
    const checklistDocuments =
      itemIds.length === 0
        ? []
        : await db
            .selectFrom('checklist_documents')
            .selectAll()
            .where('item_id', 'in', itemIds)
            .orderBy('created_at')
            .execute();

    const inventory = await db
      .selectFrom('inventory_items')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at')
      .execute();

    const claims = await db
      .selectFrom('claims')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .execute();
    const claimIds = claims.map((c) => c.id);
    const [claimFiles, claimHistory] =
      claimIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .selectFrom('claim_files')
              .selectAll()
              .where('claim_id', 'in', claimIds)
              .orderBy('created_at')
              .execute(),
            db
              .selectFrom('claim_history')
              .selectAll()
              .where('claim_id', 'in', claimIds)
              .orderBy('position')
              .execute(),
          ]);

    const appointments = await db
      .selectFrom('video_appointments')
      .leftJoin('video_feedback', 'video_feedback.appointment_id', 'video_appointments.id')
      .selectAll('video_appointments')
      .select(['video_feedback.rating', 'video_feedback.comment'])
      .where('customer_id', '=', customerId)
      .orderBy('starts_at', 'desc')
      .execute();
    const my21 = await db
      .selectFrom('my21_programmes')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    const my21Done = await db
      .selectFrom('my21_tasks_done')
      .select(['day', 'done_at'])
      .where('customer_id', '=', customerId)
      .orderBy('day')
      .execute();
    const devices = await db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at', 'user_agent', 'place'])
      .where('customer_id', '=', customerId)
      .orderBy('last_seen_at', 'desc')
      .execute();
    // The login's devices, each by what the customer sees of it: never a credential's key,
    // secret or push address.
    const [biometricDevices, passkeys, pushDevices, pushTopics, emailChanges] = await Promise.all([
      db
        .selectFrom('device_credentials')
        .select(['device_name', 'created_at', 'last_used_at'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('passkeys')
        .select(['device_name', 'browser', 'created_at', 'last_used_at'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('push_registrations')
        .select(['kind', 'created_at', 'last_used_at'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('push_preferences')
        .select(['postbox', 'claims', 'storm', 'updated_at'])
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
      db
        .selectFrom('email_changes')
        .select(['new_email', 'created_at', 'expires_at', 'confirmed_at', 'withdrawn_at'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .execute(),
    ]);

    const data: Record<string, unknown> = {
      Profil: readable(customer),
      Vertraege: contracts.map((c) => ({
        ...readable(c),
        Umsaetze: ofContract(transactions, c.contract_number),
        Vorsorge: ofContract(pensions, c.contract_number),
        Fonds: ofContract(funds, c.contract_number),
        Fondsverlauf: ofContract(fundHistory, c.contract_number),
        Auftraege: ofContract(orders, c.contract_number),
        Begutachtungen: ofContract(inspections, c.contract_number),
        EbikeTracker: ofContract(trackers, c.contract_number),
        Unwetterwarnung: {
          Einstellungen: ofContract(stormSettings, c.contract_number),
          Postleitzahlen: ofContract(stormPostcodes, c.contract_number),
          Geraete: ofContract(stormDevices, c.contract_number),
          Zustellungen: ofContract(stormDeliveries, c.contract_number),
        },
        Bestaetigungen: ofContract(confirmations, c.contract_number),
      })),
      Postfach: {
        Einstellungen: postboxSettings === undefined ? null : readable(postboxSettings),
        Zustimmungen: consentEvents.map(readable),
        Papierfassung: paperCopy === undefined ? null : readable(paperCopy),
        Briefe: await Promise.all(
          letters.map((l) => document(l, 'Postfach', l.file_name, l.blob_hash)),
        ),
      },
      DokBox: await Promise.all(
        dokbox.map((f) =>
          document(f, `DokBox/${safeName(f.category_name)}`, f.file_name, f.blob_hash),
        ),
      ),
      Unterlagen: await Promise.all(
        checklists.map(async (c) => ({
          ...readable(c),
          Punkte: await Promise.all(
            items
              .filter((i) => i.checklist_id === c.id)
              .map(async (i) => ({
                ...readable(i),
                Dokumente: await Promise.all(
                  checklistDocuments
                    .filter((d) => d.item_id === i.id)
                    .map((d) => document(d, 'Unterlagen', d.file_name, d.blob_hash)),
                ),
              })),
          ),
        })),
      ),
      // The photo and receipt ids name files of the DokBox above.
      Hausrat: inventory.map(readable),
      Schadensmeldungen: await Promise.all(
        claims.map(async (c) => ({
          ...readable(c),
          Verlauf: claimHistory.filter((h) => h.claim_id === c.id).map(readable),
          Dateien: await Promise.all(
            claimFiles
              .filter((f) => f.claim_id === c.id)
              .map((f) =>
                document(f, `Schadensmeldungen/${c.claim_number}`, f.file_name, f.blob_hash),
              ),
          ),
        })),
      ),
      Videotermine: appointments.map(readable),
      my21: my21 === undefined ? null : { ...readable(my21), Erledigt: my21Done.map(readable) },
      AngemeldeteGeraete: devices.map(readable),
      Biometrie: biometricDevices.map(readable),
      Passkeys: passkeys.map(readable),
      Mitteilungen: {
        Themen: pushTopics === undefined ? null : readable(pushTopics),
        Geraete: pushDevices.map(readable),
      },
      EmailAenderungen: emailChanges.map(readable),
    };
    return { data, documents };
  }

  /** The archive as a stream, and its size in bytes. */
  async function archive(
    customerId: string,
    now: number,
  ): Promise<{ stream: Readable; size: number }> {
    const { data, documents } = await collect(customerId);
    const mtime = new Date(now);
    const zip = new ZipFile();
    const stream = new PassThrough();
    zip.outputStream.pipe(stream);
    // A document that cannot be read ends the download with an error instead of the process.
    zip.on('error', (error: Error) => {
      stream.destroy(error);
    });
    zip.addBuffer(Buffer.from(README, 'utf8'), 'LIESMICH.txt', { mtime, compress: false });
    const json = Buffer.from(
      JSON.stringify({ Erstellt: mtime.toISOString(), ...data }, null, 2),
      'utf8',
    );
    zip.addBuffer(json, 'meine-daten.json', { mtime, compress: false });
    for (const { archivePath, hash, size } of documents) {
      // Opened only when its turn comes: one file handle at a time, however many documents.
      zip.addReadStreamLazy(archivePath, { mtime, compress: false, size }, (callback) => {
        callback(null, blobs.open(hash));
      });
    }
    let size = -1;
    // With every entry stored and its size given, yazl knows the total at once (its types
    // leave out the callback's argument).
    zip.end(undefined, ((total: number) => {
      size = total;
    }) as () => void);
    if (size < 0) throw new Error('the archive size is not known in advance');
    return { stream, size };
  }

  return { collect, archive };
}
