import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { UsageError, type AdminCommand, type AdminContext } from './admin-command.ts';
import { activationCommand } from './activation-command.ts';
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

/** Runs one command line; the answer is the exit code. */
export async function runAdmin(argv: readonly string[], ctx: AdminContext): Promise<number> {
  const [area = '', ...args] = argv;
  const command = COMMANDS[area];
  if (command === undefined) {
    ctx.out(helpText());
    return area === '' || area === '--help' ? 0 : 2;
  }
  try {
    return await command.run(args, ctx);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    ctx.out(`${error.message}\n\n${helpText()}`);
    return 2;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    process.exitCode = await runAdmin(process.argv.slice(2), {
      db: database.db,
      now: Date.now(),
      activationCodeMs: config.activationCodeMs,
      config,
      out: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

if (import.meta.main) await main();
