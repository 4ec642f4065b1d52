import { loadConfigOrExit } from '../config.ts';
import { NoDatabaseError, openDatabase, type Database } from '../db/database.ts';
import { UsageError, type AdminCommand, type AdminContext } from './admin-command.ts';
import { activationCommand } from './activation-command.ts';
import { analyticsCommand } from './analytics-command.ts';
import { backupCommand } from './backup-command.ts';
import { blobsCommand } from './blobs-command.ts';
import { claimsCommand } from './claims-command.ts';
import { postboxCommand } from './postbox-command.ts';
import { videoCommand } from './video-command.ts';
import { contentCommand } from './content-command.ts';

// The back-office command (`npm run admin -- <area> <subcommand> …`): operations work that has no
// screen, on the database the server is configured with. Each area adds one entry to COMMANDS.

const COMMANDS: Record<string, AdminCommand> = {
  claims: claimsCommand,
  postbox: postboxCommand,
  activation: activationCommand,
  video: videoCommand,
  content: contentCommand,
  blobs: blobsCommand,
  backup: backupCommand,
  analytics: analyticsCommand,
};

export function helpText(): string {
  return [
    'Aufruf: npm run admin -- <Bereich> <Befehl> …',
    '',
    ...Object.entries(COMMANDS).flatMap(([name, command]) =>
      command.usage.map((line) => `  ${name} ${line}`),
    ),
  ].join('\n');
}

/** The area's command; none for an unknown area (nor for a name every object has). */
function commandOf(area: string): AdminCommand | undefined {
  return Object.hasOwn(COMMANDS, area) ? COMMANDS[area] : undefined;
}

/** The answer to a command line that names no command: the help text. */
function help(area: string, out: (line: string) => void): number {
  if (area === '' || area === '--help') {
    out(helpText());
    return 0;
  }
  out(`Den Bereich „${area}“ gibt es nicht.\n\n${helpText()}`);
  return 2;
}

/** Runs one command line; the answer is the exit code. */
export async function runAdmin(argv: readonly string[], ctx: AdminContext): Promise<number> {
  const [area = '', ...args] = argv;
  const command = commandOf(area);
  if (command === undefined) return help(area, ctx.out);
  try {
    return await command.run(args, ctx);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    ctx.out(`${error.message}\n\n${helpText()}`);
    return 2;
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const config = loadConfigOrExit();
  // The help text needs no database.
  const area = argv[0] ?? '';
  if (commandOf(area) === undefined) return help(area, out);
  let database: Database;
  try {
    database = await openDatabase(config.database, { mustExist: true });
  } catch (error) {
    if (!(error instanceof NoDatabaseError)) throw error;
    process.stderr.write(
      `Keine Datenbank in ${error.message}: der Befehl arbeitet auf der Datenbank des Servers, die er bei seinem ersten Start anlegt (DATA_DIR, DATABASE_URL).\n`,
    );
    return 2;
  }
  try {
    return await runAdmin(argv, {
      db: database.db,
      now: Date.now(),
      activationCodeMs: config.activationCodeMs,
      config,
      out,
    });
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  // A reader that stops early (`… | head`) closes the pipe: the command has nothing more to say.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  try {
    process.exitCode = await main();
  } catch (error) {
    // What failed, in one line: the database out of reach, a file that cannot be written.
    process.stderr.write(
      `Der Befehl ist fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
