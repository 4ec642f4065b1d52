import { readFileSync } from 'node:fs';
import { isIPv4, type Socket } from 'node:net';
import { endianness } from 'node:os';
import type { FastifyInstance } from 'fastify';

export type SendLimits = {
  /** How often each connection's progress is looked at. */
  windowMs: number;
  /** What a connection with answer bytes waiting must pass on to its client, on average. */
  minBytesPerSecond: number;
};

/** How often a connection the server has closed is looked at until its answer has arrived. */
const DRAIN_LOOK_MS = 250;

/** Only Linux tells how much of each connection's answer its kernel still holds. */
const KERNEL_TELLS = process.platform === 'linux';

type Connection = {
  /** The connection as the kernel's tables name it. */
  key: string;
  /** Bytes the client has acknowledged, as far as known (never more than it has). */
  acknowledged: number;
  /** What had been acknowledged at the previous window's look, if answer bytes were waiting then. */
  before: number | null;
  /** The server has closed the connection while its answer was still on its way. */
  heldBack: boolean;
  resetting: boolean;
};

/**
 * Node puts no limit on how long an answer may take to be read: a client that reads it a few
 * bytes at a time, or not at all, holds its connection and the answer's buffers for as long as it
 * likes (a slow-read attack). Once per window each connection whose answer has bytes waiting must
 * have passed at least `minBytesPerSecond` × window on to its client since the previous look, or
 * it is reset. A rate rather than a total: a phone on a slow line that takes minutes for a 20 MB
 * file keeps its connection, since it reads far faster than that.
 *
 * Bytes wait in Node and in the kernel: an answer that fits the kernel's send buffer (a few
 * megabytes) leaves Node at once. On Linux the kernel's tables tell what each connection's client
 * has not acknowledged yet; they are read only when a connection may have such bytes. A
 * connection the server closes (keep-alive timeout, `Connection: close`, shutdown) while its
 * answer is still on its way stays open until the client has it, under the same rule: a plain
 * close would leave the rest to the kernel, which goes on feeding it to a slow reader with nobody
 * watching. Closing it again changes nothing (shutdown closes the idle connections, this one
 * too); closing all connections (shutdown's grace time is over) resets it. Elsewhere what Node
 * has handed to the kernel counts as passed on.
 */
export function dropSlowReaders(app: FastifyInstance, limits: SendLimits): void {
  const minBytes = (limits.minBytesPerSecond * limits.windowMs) / 1000;
  const connections = new Map<Socket, Connection>();
  const reset = (socket: Socket, connection: Connection) => {
    connection.resetting = true;
    socket.resetAndDestroy();
  };

  // Not unref'd: a held-back connection reads nothing and has nothing left to write, so at
  // shutdown, once the listening socket is closed, this timer is what keeps the process alive
  // until the connection has closed and the server's close can complete.
  let drainTimer: NodeJS.Timeout | null = null;
  const lookSoon = () => {
    drainTimer ??= setTimeout(() => {
      drainTimer = null;
      look('drain');
    }, DRAIN_LOOK_MS);
  };
  // Synchronous: no byte is handed to the kernel while its tables are read. A window's look
  // applies the rate rule; the last look, when all connections are closed, resets the held-back
  // connections whose answer has not arrived.
  const look = (kind: 'window' | 'drain' | 'last') => {
    const unknown = [...connections].some(
      ([socket, connection]) => handedOn(socket) > connection.acknowledged,
    );
    const queues = unknown && KERNEL_TELLS ? kernelSendQueues() : new Map<string, number>();
    let draining = false;
    for (const [socket, connection] of connections) {
      if (socket.destroyed) continue;
      // Once Node has ended its side, the kernel's queue counts the FIN too.
      const queued = Math.max(
        0,
        (queues.get(connection.key) ?? 0) - (socket.writableFinished ? 1 : 0),
      );
      connection.acknowledged = handedOn(socket) - queued;
      // bytesWritten counts what still waits in Node too.
      const waiting = socket.bytesWritten - connection.acknowledged;
      if (connection.heldBack && waiting === 0) {
        socket.destroy();
        continue;
      }
      if (connection.heldBack && kind === 'last') {
        reset(socket, connection);
        continue;
      }
      if (kind === 'window') {
        if (waiting === 0) connection.before = null;
        // A reset, not a close: after a close the kernel would go on feeding the unsent answer
        // to the same reader, holding its buffers (megabytes on a fast link) for as long.
        else if (
          connection.before !== null &&
          connection.acknowledged - connection.before < minBytes
        ) {
          reset(socket, connection);
          continue;
        } else connection.before = connection.acknowledged;
      }
      if (connection.heldBack) draining = true;
    }
    if (draining) lookSoon();
  };

  app.server.on('connection', (socket: Socket) => {
    const connection: Connection = {
      key: kernelKey(socket),
      acknowledged: 0,
      before: null,
      heldBack: false,
      resetting: false,
    };
    connections.set(socket, connection);
    socket.once('close', () => {
      connections.delete(socket);
    });
    if (!KERNEL_TELLS) return;
    // Every close of the connection, by Node's HTTP server or by anyone else, passes here.
    const destroy = socket.destroy.bind(socket);
    socket.destroy = (error?: Error) => {
      // Closed for a failure, reset, or everything it was sent has arrived: closed at once.
      if (
        error !== undefined ||
        connection.resetting ||
        handedOn(socket) === connection.acknowledged
      ) {
        return destroy(error);
      }
      if (!connection.heldBack) {
        connection.heldBack = true;
        // Nothing more is read from a connection being closed.
        socket.pause();
        lookSoon();
      }
      return socket;
    };
  });
  if (KERNEL_TELLS) {
    const closeAll = app.server.closeAllConnections.bind(app.server);
    app.server.closeAllConnections = () => {
      closeAll();
      look('last');
    };
  }
  const timer = setInterval(() => {
    look('window');
  }, limits.windowMs);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    if (drainTimer !== null) clearTimeout(drainTimer);
  });
}

/** Bytes Node has handed to the kernel. */
function handedOn(socket: Socket): number {
  return socket.bytesWritten - socket.writableLength;
}

/**
 * Per connection, the bytes of its answer the kernel holds that its client has not acknowledged
 * (the `tx_queue` of /proc/net/tcp and /proc/net/tcp6).
 */
function kernelSendQueues(): Map<string, number> {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].map((file) => {
    try {
      return readFileSync(file, 'latin1');
    } catch {
      // No IPv6 in this kernel.
      return '';
    }
  });
  const queues = new Map<string, number>();
  for (const line of tables.join('\n').split('\n')) {
    // sl, local address, remote address, state, tx_queue:rx_queue, …; the heading has no colon
    // in its fifth field.
    const [, local, remote, , queue = ''] = line.trim().split(/\s+/);
    const colon = queue.indexOf(':');
    if (colon === -1) continue;
    const key = `${local ?? ''}>${remote ?? ''}`;
    // A closed connection of the same addresses may linger (TIME-WAIT) with nothing queued.
    queues.set(key, Math.max(queues.get(key) ?? 0, parseInt(queue.slice(0, colon), 16)));
  }
  return queues;
}

/** A connection's local and remote address as the kernel's tables print them. */
function kernelKey(socket: Socket): string {
  const { localAddress, localPort, remoteAddress, remotePort } = socket;
  if (localAddress === undefined || remoteAddress === undefined) return '';
  return `${kernelAddress(localAddress, localPort ?? 0)}>${kernelAddress(remoteAddress, remotePort ?? 0)}`;
}

/** Each 32-bit word of the address in hex, in the host's byte order; then the port. */
function kernelAddress(address: string, port: number): string {
  const bytes = isIPv4(address) ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
  let words = '';
  for (let offset = 0; offset < bytes.length; offset += 4) {
    const word = endianness() === 'LE' ? bytes.readUInt32LE(offset) : bytes.readUInt32BE(offset);
    words += hex(word, 8);
  }
  return `${words}:${hex(port, 4)}`;
}

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0');
}

function ipv6Bytes(address: string): Buffer {
  const groups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const bytes = Buffer.alloc(16);
  [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end].forEach(
    (group, index) => bytes.writeUInt16BE(group, 2 * index),
  );
  return bytes;
}
