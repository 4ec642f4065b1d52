import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type SendLimits = {
  /** How often each connection's progress is looked at. */
  windowMs: number;
  /** What a connection with answer bytes waiting must pass on to the network, on average. */
  minBytesPerSecond: number;
};

/**
 * Node puts no limit on how long an answer may take to be read: a client that reads it a few
 * bytes at a time, or not at all, holds its connection and the answer's buffers for as long as it
 * likes (a slow-read attack). Once per window each connection whose answer has bytes waiting must
 * have passed at least `minBytesPerSecond` × window on to the kernel since the previous look, or it
 * is reset. A rate rather than a total: a phone on a slow line that takes minutes for a 20 MB
 * file keeps its connection, since it reads far faster than that.
 */
export function dropSlowReaders(app: FastifyInstance, limits: SendLimits): void {
  const minBytes = (limits.minBytesPerSecond * limits.windowMs) / 1000;
  // Per connection, the bytes it had passed on at the last look if answer bytes were waiting then.
  const connections = new Map<Socket, number | null>();
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, null);
    socket.once('close', () => {
      connections.delete(socket);
    });
  });
  const timer = setInterval(() => {
    for (const [socket, before] of connections) {
      const waiting = socket.writableLength;
      if (waiting === 0) {
        connections.set(socket, null);
        continue;
      }
      // bytesWritten counts what waits too.
      const passedOn = socket.bytesWritten - waiting;
      // A reset, not a close: after a close the kernel would go on feeding the unsent answer to
      // the same reader, holding its buffers (megabytes on a fast link) for as long.
      if (before !== null && passedOn - before < minBytes) socket.resetAndDestroy();
      else connections.set(socket, passedOn);
    }
  }, limits.windowMs);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
  });
}
