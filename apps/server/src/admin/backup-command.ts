import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { UsageError, type AdminCommand } from './admin-command.ts';

/**
 * `backup <Zieldatei>`: a consistent copy of the SQLite database while the server runs (`VACUUM
 * INTO` reads one snapshot; writers go on meanwhile), checked with `integrity_check` before it
 * counts as done. PostgreSQL is backed up with its own tools (pg_dump, docs/operations.md).
 */
export const backupCommand: AdminCommand = {
  usage: ['<Zieldatei>                                       Sicherung der SQLite-Datenbank'],
  run: async (args, { db, config, out }) => {
    const [target, ...rest] = args;
    if (target === undefined || target === '' || rest.length > 0) {
      throw new UsageError('Bitte gib genau eine Zieldatei an.');
    }
    if (config.database.kind !== 'sqlite') {
      out('Die Datenbank ist PostgreSQL: sichere sie mit pg_dump (siehe docs/operations.md).');
      return 1;
    }
    const file = path.resolve(target);
    if (existsSync(file)) {
      out(`${file} gibt es schon; die Sicherung überschreibt keine Datei.`);
      return 1;
    }
    if (!statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory()) {
      out(`Den Ordner ${path.dirname(file)} gibt es nicht; lege ihn zuerst an.`);
      return 2;
    }
    await sql`vacuum into ${file}`.execute(db);
    const { default: Sqlite } = await import('better-sqlite3');
    const copy = new Sqlite(file, { readonly: true });
    try {
      const result = copy.pragma('integrity_check', { simple: true });
      if (result !== 'ok') {
        out(`Die Sicherung ${file} ist beschädigt: ${String(result)}`);
        return 1;
      }
    } finally {
      copy.close();
    }
    out(`Gesichert und geprüft: ${file}`);
    return 0;
  },
};
