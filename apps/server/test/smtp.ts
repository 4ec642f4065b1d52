import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/**
 * What the local SMTP server does with a connection: take the mail (`deliver`), accept the
 * connection and never greet (`stall`), greet and then never answer the sender (`stall-after-
 * greeting`), or turn every mail away with a temporary error (`refuse`).
 */
export type SmtpBehaviour = 'deliver' | 'stall' | 'stall-after-greeting' | 'refuse';

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A local SMTP server on a free port that records what it got; the behaviour can change. */
export async function startSmtpServer(behaviour: SmtpBehaviour = 'deliver', port = 0) {
  const state = {
    behaviour,
    /** Connections accepted so far. */
    connections: 0,
    /** Mails turned away so far. */
    refused: 0,
    /** Whole mails received, as sent (headers and body). */
    received: [] as string[],
  };
  // Stalled connections are let go when the server closes.
  const stalled = new Set<() => void>();
  const stall = (release: () => void) => {
    stalled.add(release);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      state.connections += 1;
      if (state.behaviour === 'stall') stall(() => callback(new Error('closing')));
      else callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.behaviour === 'stall-after-greeting') {
        stall(() => callback(new Error('closing')));
      } else if (state.behaviour === 'refuse') {
        state.refused += 1;
        callback(
          Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }),
        );
      } else {
        callback();
      }
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    state,
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    close: async () => {
      for (const release of stalled) release();
      stalled.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
