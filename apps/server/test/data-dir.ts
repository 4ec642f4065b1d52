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

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(text.slice(i, i + 3));
    if (hex?.[1] === undefined) {
      bytes.push(text.charCodeAt(i));
    } else {
      bytes.push(Number.parseInt(hex[1], 16));
      i += 2;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A mail of the outbox as its text: quoted-printable undone, lines joined. */
export function mailText(eml: string): string {
  return decodeQuotedPrintable(eml.replace(/=\r?\n/g, ''));
}

/** A mail's subject, its encoded words (RFC 2047, as nodemailer writes them) decoded. */
export function mailSubject(eml: string): string {
  const headers = eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  const line = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return line
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, words: string) =>
      decodeQuotedPrintable(words.replace(/_/g, ' ')),
    );
}
