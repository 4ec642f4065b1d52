import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { to: string; from: string; text: string; authorization: string };

export type TestSmsReceiver = Awaited<ReturnType<typeof startSmsReceiver>>;

/**
 * A local SMS gateway speaking the JSON API of `sms-gateway.ts`: it records each message, or
 * answers with `status` (503 turns every message away) while that is set.
 */
export async function startSmsReceiver() {
  const state = { status: 202, received: [] as ReceivedSms[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.status < 300) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Omit<
          ReceivedSms,
          'authorization'
        >;
        state.received.push({ ...body, authorization: request.headers.authorization ?? '' });
      }
      response.writeHead(state.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: String(state.received.length) }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/messages`,
    state,
    /** The code of the latest SMS to `to`. */
    codeFor: (to: string) =>
      /\b(\d{6})\b/.exec(state.received.filter((sms) => sms.to === to).at(-1)?.text ?? '')?.[1] ??
      '',
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
