import net from 'node:net';

// HTTP/1.1 spoken byte by byte over a socket: for requests no HTTP client sends (a body that
// never comes, a malformed header) and for watching what the server does with the connection.

export type RawAnswer = {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
};

const HEAD_END = '\r\n\r\n';

function parseHead(head: string): Omit<RawAnswer, 'body'> {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers };
}

export class RawConnection {
  readonly socket: net.Socket;
  /** Resolves once the connection is closed (by either side, or reset). */
  readonly closed: Promise<void>;
  private received = Buffer.alloc(0);
  private ended = false;
  private wake: () => void = () => undefined;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    // A reset after the answer is a way of closing too; what arrived before it still counts.
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      socket.once('close', () => {
        this.ended = true;
        this.wake();
        resolve();
      });
    });
  }

  static async open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawConnection(socket);
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.write(data, (error) => {
        if (error) reject(error);
        else resolve();
      });
    });
  }

  /** Waits until `ready` finds what it needs in the bytes received so far. */
  private async until<T>(ready: () => T | undefined): Promise<T> {
    for (;;) {
      const found = ready();
      if (found !== undefined) return found;
      if (this.ended)
        throw new Error(`the connection closed; received: ${this.received.toString()}`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** A whole answer at the start of what was received, taken off it; interim answers dropped. */
  private takeAnswer(): RawAnswer | undefined {
    for (;;) {
      const end = this.received.indexOf(HEAD_END);
      if (end === -1) return undefined;
      const head = parseHead(this.received.subarray(0, end).toString());
      const start = end + HEAD_END.length;
      if (head.status < 200) {
        this.received = this.received.subarray(start);
        continue;
      }
      const length = head.headers['content-length'];
      const stop =
        length === undefined ? (this.ended ? this.received.length : -1) : start + Number(length);
      if (stop === -1 || this.received.length < stop) return undefined;
      const body = this.received.subarray(start, stop).toString();
      this.received = this.received.subarray(stop);
      return { ...head, body };
    }
  }

  /**
   * The next whole answer (its body by Content-Length, else up to the close), past any interim
   * answer (100 Continue).
   */
  async answer(): Promise<RawAnswer> {
    return this.until(() => this.takeAnswer());
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Opens a connection, sends `request` and resolves with the first answer. */
export async function rawRequest(
  url: string,
  request: string,
): Promise<RawAnswer & { connection: RawConnection }> {
  const connection = await RawConnection.open(url);
  await connection.write(request);
  return { ...(await connection.answer()), connection };
}
