import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

// The local SMS gateway of the e2e run: the server under test sends every SMS here in the JSON
// of its SMS adapter (`{"to", "from", "text"}`), and each one is written into SB_E2E_SMS_DIR as
// a JSON file (first under a temporary name, then renamed), so the specs read whole ones only.

const dir = process.env.SB_E2E_SMS_DIR ?? '';
const port = Number(process.env.SB_E2E_SMS_PORT);
if (dir === '' || !Number.isInteger(port)) {
  throw new Error('SB_E2E_SMS_DIR and SB_E2E_SMS_PORT must be set');
}
mkdirSync(dir, { recursive: true });

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'POST') {
      const name = `${String(Date.now())}-${randomUUID()}.json`;
      writeFileSync(path.join(dir, `.${name}`), Buffer.concat(chunks));
      renameSync(path.join(dir, `.${name}`), path.join(dir, name));
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
    } else {
      // Playwright asks whether the gateway is up.
      response.writeHead(200).end();
    }
  });
}).listen(port, '127.0.0.1');
