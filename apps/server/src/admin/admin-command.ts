import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Tables } from '../db/tables.ts';

/** What a back-office command works with. */
export type AdminContext = {
  db: Kysely<Tables>;
  now: number;
  /** How long a new activation code can be redeemed (ACTIVATION_CODE_DAYS). */
  activationCodeMs: number;
  /** Where the data is (the database, the data folder, the blob store) and the campaign content. */
  config: Pick<Config, 'dataDir' | 'blobStore' | 'database' | 'contentDir'>;
  /** Prints one line. */
  out: (line: string) => void;
};

export type AdminCommand = {
  /** One line per subcommand, for the help text. */
  usage: readonly string[];
  /** Runs the subcommand; the answer is the exit code. */
  run: (args: readonly string[], ctx: AdminContext) => Promise<number>;
};

/** A mistake in the command line: said with the help text, exit code 2. */
export class UsageError extends Error {}
