import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// The local SMTP server of the e2e run: the server under test sends every mail here, and each
// mail is written whole into SB_E2E_MAIL_DIR (first under a temporary name, then renamed), so the
// specs of both workers read the same mails and never one half written.

const dir = process.env.SB_E2E_MAIL_DIR ?? '';
const port = Number(process.env.SB_E2E_SMTP_PORT);
if (dir === '' || !Number.isInteger(port)) {
  throw new Error('SB_E2E_MAIL_DIR and SB_E2E_SMTP_PORT must be set');
}
mkdirSync(dir, { recursive: true });

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${String(Date.now())}-${randomUUID()}.eml`;
      writeFileSync(path.join(dir, `.${name}`), Buffer.concat(chunks));
      renameSync(path.join(dir, `.${name}`), path.join(dir, name));
      callback();
    });
  },
}).listen(port, '127.0.0.1');
