import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { CALLS, viennaIsoDate } from '@servicebereich/protocol';
import SqliteDatabase from 'better-sqlite3';
import sharp from 'sharp';
import { apiUrl, logIn, type Credentials } from './login.ts';
import { startServer } from './server-process.ts';

export type UploadFigures = {
  files: number;
  megabytes: number;
  secondsPerRequest: number[];
  megabytesPerSecond: number;
};

export type DocumentFigures = {
  listing: { files: number; groups: number; firstPageMs: Percentiles; allPagesMs: number };
  upload: UploadFigures;
  /** A motor claim with the same photos (`Melden`): stored, and queued to the claims desk. */
  claim: UploadFigures;
};

type Percentiles = { median: number; p95: number };

const LISTED_FILES = 5_000;
const FILES_PER_GROUP = 5;
const PAGE_SIZE = 50;
const LISTING_ROUNDS = 40;
const PHOTOS = 10;
const UPLOAD_ROUNDS = 3;

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function call(
  baseUrl: string,
  credentials: Credentials,
  fn: 'getDokboxFiles' | 'addDokboxFile' | 'schadensmeldungMelden',
  body: URLSearchParams | FormData,
): Promise<unknown> {
  const response = await fetch(apiUrl(baseUrl, CALLS[fn]), {
    method: 'POST',
    headers: { Cookie: credentials.cookie, 'X-CSRF-Token': credentials.csrfToken },
    body,
  });
  const answer = (await response.json()) as { Status: number; Result: unknown; Errors?: unknown };
  if (answer.Status !== 200) throw new Error(`${fn} failed: ${JSON.stringify(answer.Errors)}`);
  return answer.Result;
}

/**
 * 5,000 files for the demo customer, written straight into the server's database (all naming
 * one stored photo): uploading them one by one would measure the upload, not the listing.
 */
function addListedFiles(dataDir: string, blobHash: string, thumbHash: string): void {
  const database = new SqliteDatabase(path.join(dataDir, 'servicebereich.sqlite'));
  try {
    database.pragma('busy_timeout = 5000');
    const { id } = database
      .prepare("select id from customers where customer_number = '1000000001'")
      .get() as { id: string };
    const insert = database.prepare(
      `insert into dokbox_files (id, customer_id, category_id, name, description, file_date,
        is_360, file_name, content_type, blob_hash, thumb_hash, share_token, created_at)
       values (?, ?, ?, ?, '', ?, 0, ?, 'image/jpeg', ?, ?, null, ?)`,
    );
    database.transaction(() => {
      for (let i = 0; i < LISTED_FILES; i++) {
        const group = Math.floor(i / FILES_PER_GROUP);
        const day = new Date(Date.UTC(2021, 0, 1) + group * 1.8 * 86_400_000);
        insert.run(
          randomUUID(),
          id,
          1 + (group % 8),
          `Belege ${group}`,
          day.toISOString().slice(0, 10),
          `foto-${i}.jpg`,
          blobHash,
          thumbHash,
          Date.now() + i,
        );
      }
    })();
  } finally {
    database.close();
  }
}

/** A photo of about 5 MB: noise compresses as badly as a detailed camera picture. */
async function photo(index: number): Promise<Buffer> {
  const width = 2850;
  const height = 2140;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 + (index % 3) })
    .toBuffer();
}

function uploadForm(photos: readonly Buffer[], round: number): FormData {
  const form = new FormData();
  form.append('date', '2026-10-03');
  form.append('name', `Bench ${round}`);
  form.append('categoryId', '7');
  for (const [i, data] of photos.entries()) {
    form.append(
      'file[]',
      new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
      `foto-${i}.jpg`,
    );
  }
  return form;
}

/** A motor claim of the demo customer's car with the photos, as the claim form sends it. */
function claimForm(photos: readonly Buffer[]): FormData {
  const form = new FormData();
  const fields = {
    typ: 'kfz',
    vertragsnummer: '7300418857',
    schadendatum: viennaIsoDate(Date.now() - 86_400_000),
    schadenzeit: '08:15',
    schadenort: 'Wien, Mariahilfer Straße 120',
    hergang: 'parkschaden',
    beschreibung: 'Beim Ausparken die Stoßstange gestreift.',
    kilometerstand: '48210',
    kennzeichen: 'W-48213K',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, data] of photos.entries()) {
    form.append(
      'file[]',
      new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
      `schaden-${i}.jpg`,
    );
  }
  return form;
}

function uploadFigures(megabytes: number, secondsPerRequest: number[]): UploadFigures {
  const totalSeconds = secondsPerRequest.reduce((a, b) => a + b, 0);
  return {
    files: PHOTOS,
    megabytes,
    secondsPerRequest,
    megabytesPerSecond: (megabytes * secondsPerRequest.length) / totalSeconds,
  };
}

/**
 * DokBox listing with 5,000 files, uploading 10 photos of about 5 MB with thumbnails, and a
 * claim with the same 10 photos.
 */
export async function documentsBench(): Promise<DocumentFigures> {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const credentials = await logIn(server.baseUrl);
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i)));
    const megabytes = photos.reduce((sum, p) => sum + p.length, 0) / 1_000_000;

    const secondsPerRequest: number[] = [];
    let stored: { fileHash: string; fileThumbnailUrl: string }[] = [];
    for (let round = 0; round < UPLOAD_ROUNDS; round++) {
      const started = performance.now();
      stored = (await call(
        server.baseUrl,
        credentials,
        'addDokboxFile',
        uploadForm(photos, round),
      )) as typeof stored;
      secondsPerRequest.push((performance.now() - started) / 1000);
    }

    const first = stored[0];
    if (first === undefined) throw new Error('the upload stored nothing');
    const database = new SqliteDatabase(path.join(server.dataDir, 'servicebereich.sqlite'), {
      readonly: true,
    });
    const { thumb_hash: thumbHash } = database
      .prepare('select thumb_hash from dokbox_files where blob_hash = ?')
      .get(first.fileHash) as { thumb_hash: string };
    database.close();
    addListedFiles(server.dataDir, first.fileHash, thumbHash);

    const firstPage: number[] = [];
    let groups = 0;
    for (let round = 0; round < LISTING_ROUNDS; round++) {
      const started = performance.now();
      const result = (await call(
        server.baseUrl,
        credentials,
        'getDokboxFiles',
        new URLSearchParams({ limit: String(PAGE_SIZE) }),
      )) as { total: number };
      firstPage.push(performance.now() - started);
      groups = result.total;
    }
    const allStarted = performance.now();
    for (let start = 0; start < groups; start += PAGE_SIZE) {
      await call(
        server.baseUrl,
        credentials,
        'getDokboxFiles',
        new URLSearchParams({ limit: String(PAGE_SIZE), limitStart: String(start) }),
      );
    }
    const allPagesMs = performance.now() - allStarted;

    // Last, as each claim writes its desk mail with the photos to the outbox after answering.
    const secondsPerClaim: number[] = [];
    for (let round = 0; round < UPLOAD_ROUNDS; round++) {
      const started = performance.now();
      await call(server.baseUrl, credentials, 'schadensmeldungMelden', claimForm(photos));
      secondsPerClaim.push((performance.now() - started) / 1000);
    }

    return {
      listing: { files: LISTED_FILES, groups, firstPageMs: percentiles(firstPage), allPagesMs },
      upload: uploadFigures(megabytes, secondsPerRequest),
      claim: uploadFigures(megabytes, secondsPerClaim),
    };
  } finally {
    await server.stop();
  }
}
