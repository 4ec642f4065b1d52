import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { viennaIsoDate } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

// The demo's storm warning: the Eigenheim contract of 1000000001 watches two postcodes, and a
// CAP file in the demo's warning folder warns of storm gusts there. The file is a recorded alert
// whose times are moved to the day the server starts, so the warning is current in the demo.

const DEMO_CONTRACT = '7400263190';
export const DEMO_STORM_POSTCODES = ['1070', '2380'] as const;
const DEMO_CAP = new URL('unwetter-demo.xml', import.meta.url);
const HOUR_MS = 3_600_000;

const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}/g;

/** The recorded alert as if sent an hour ago: each time moved alike, its identifier per day. */
export function demoAlert(recorded: string, now: number): string {
  const sent = /<sent>([^<]+)<\/sent>/.exec(recorded)?.[1] ?? '';
  const shift = now - HOUR_MS - Date.parse(sent);
  const day = viennaIsoDate(now);
  return recorded
    .replace(INSTANT, (instant) =>
      new Date(Date.parse(instant) + shift).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    )
    .replace(/<identifier>([^<]+)<\/identifier>/, `<identifier>$1.${day}</identifier>`);
}

/** Watches the demo postcodes (unless the contract's storm warning was set up) and writes the alert. */
export async function seedDemoStormWarning(
  db: Kysely<Tables>,
  folder: string | null,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const contract = await trx
      .selectFrom('contracts')
      .select('contract_number')
      .where('contract_number', '=', DEMO_CONTRACT)
      .executeTakeFirst();
    const settings = await trx
      .selectFrom('storm_settings')
      .select('contract_number')
      .where('contract_number', '=', DEMO_CONTRACT)
      .executeTakeFirst();
    if (contract === undefined || settings !== undefined) return;
    await trx
      .insertInto('storm_settings')
      .values({ contract_number: DEMO_CONTRACT, active: 1, email: 1, updated_at: now })
      .execute();
    await trx
      .insertInto('storm_postcodes')
      .values(
        DEMO_STORM_POSTCODES.map((postcode, position) => ({
          contract_number: DEMO_CONTRACT,
          postcode,
          position,
        })),
      )
      .execute();
  });
  if (folder === null) return;
  const file = path.join(folder, `demo-unwetter-${viennaIsoDate(now)}.xml`);
  if (existsSync(file)) return;
  await mkdir(folder, { recursive: true });
  await writeFile(`${file}.tmp`, demoAlert(await readFile(DEMO_CAP, 'utf8'), now));
  // Whole or not at all: the job may read the folder at any moment.
  await rename(`${file}.tmp`, file);
}
