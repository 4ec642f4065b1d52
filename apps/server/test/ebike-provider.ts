import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local e-bike tracker provider speaking the JSON API of features/ebike/ebike-provider.ts, for
// the server tests and the e2e run: it records every request and answers as a provider would.

export type ProviderRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
};

type Activation = {
  activationId: string;
  reference: string;
  status: 'pending' | 'active' | 'rejected';
  reason?: string;
  activatedAt?: string;
  /** Status checks answered so far. */
  checks: number;
};

export type TestEbikeProvider = {
  url: string;
  requests: ProviderRequest[];
  /** Trackers the provider rejects, with its reason code (`tracker_unknown`, …). */
  rejected: Map<string, string>;
  /** How many status checks an activation stays pending before it is active. */
  pendingChecks: number;
  /** Answers the next `count` requests with this HTTP status instead (as a provider that is down). */
  failNext: (count: number, status?: number) => void;
  close: () => Promise<void>;
};

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function answer(activation: Activation) {
  const { activationId, status, reason, activatedAt } = activation;
  return { activationId, status, reason: reason ?? null, activatedAt: activatedAt ?? null };
}

export async function startEbikeTrackerProvider(options: {
  apiKey: string;
  port?: number;
}): Promise<TestEbikeProvider> {
  const requests: ProviderRequest[] = [];
  const byReference = new Map<string, Activation>();
  const byId = new Map<string, Activation>();
  const failures: number[] = [];

  const provider: Omit<TestEbikeProvider, 'url' | 'close'> = {
    requests,
    rejected: new Map(),
    pendingChecks: 0,
    failNext: (count, status = 503) => {
      for (let i = 0; i < count; i++) failures.push(status);
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '';
    const body = await jsonBody(request);
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body,
    });
    const failure = failures.shift();
    if (failure !== undefined) {
      send(response, failure, { error: 'unavailable' });
      return;
    }
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      send(response, 401, { error: 'unauthorized' });
      return;
    }
    if (request.method === 'POST' && path === '/v1/activations') {
      const { reference, trackerId } = body as { reference: string; trackerId: string };
      const known = byReference.get(reference);
      if (known !== undefined) {
        send(response, 200, answer(known));
        return;
      }
      const reason = provider.rejected.get(trackerId);
      const activation: Activation = {
        activationId: `act_${randomUUID()}`,
        reference,
        status: reason === undefined ? 'pending' : 'rejected',
        ...(reason === undefined ? {} : { reason }),
        checks: 0,
      };
      byReference.set(reference, activation);
      byId.set(activation.activationId, activation);
      send(response, 201, answer(activation));
      return;
    }
    const id = /^\/v1\/activations\/([^/]+)$/.exec(path)?.[1];
    const activation = id === undefined ? undefined : byId.get(decodeURIComponent(id));
    if (request.method === 'GET' && activation !== undefined) {
      activation.checks += 1;
      if (activation.status === 'pending' && activation.checks > provider.pendingChecks) {
        activation.status = 'active';
        activation.activatedAt = new Date().toISOString();
      }
      send(response, 200, answer(activation));
      return;
    }
    send(response, 404, { error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      send(response, 500, { error: 'internal' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
