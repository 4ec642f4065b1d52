import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, vi } from 'vitest';

// What an app wrote to its data folder: stored files and the mails of the outbox.

/** Every file below `dir`, none when it does not exist. */
export async function filesIn(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** The mails in the outbox folder, once the queue has written `count` of them. */
export function outboxMails(dataDir: string, count: number): Promise<string[]> {
  return vi.waitFor(
    async () => {
      const written = (await filesIn(path.join(dataDir, 'outbox'))).filter(
        (f) => !path.basename(f).startsWith('.'),
      );
      expect(written).toHaveLength(count);
      return Promise.all(written.map((f) => readFile(f, 'utf8')));
    },
    { timeout: 30_000, interval: 20 },
  );
}
