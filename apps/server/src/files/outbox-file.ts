import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes one message into an outbox folder (mails without SMTP, the demo's SMS), named by the time
 * so the folder lists them in order: under a temporary name first and synced, so a reader never
 * sees half a message.
 */
export async function writeOutboxFile(
  dir: string,
  extension: string,
  content: string | Uint8Array,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.${extension}`;
  const partial = path.join(dir, `.${name}`);
  const handle = await open(partial, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, path.join(dir, name));
}
