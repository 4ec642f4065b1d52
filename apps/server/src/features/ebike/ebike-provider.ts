import { z } from 'zod/mini';

/**
 * The e-bike tracker provider's JSON API (docs/decisions/025-ebike-immowert-bestfit.md):
 *
 * - `POST {url}/v1/activations` with `{reference, trackerId, frameNumber, policyNumber}` asks for
 *   an activation; a repeated `reference` is the same activation (also sent as Idempotency-Key).
 * - `GET {url}/v1/activations/{activationId}` tells how it stands.
 *
 * Both answer 200 or 201 with `{activationId, status: pending|active|rejected, reason?,
 * activatedAt?}`; every request carries `Authorization: Bearer {apiKey}`.
 */
export type ProviderActivation = {
  id: string;
  status: 'pending' | 'active' | 'rejected';
  /** The provider's code for a rejection (`tracker_unknown`, …), or null. */
  reason: string | null;
  /** Epoch ms of the activation, where the provider says. */
  activatedAt: number | null;
};

export type ActivationRequest = {
  reference: string;
  trackerId: string;
  frameNumber: string;
  policyNumber: string;
};

export type EbikeTrackerProvider = {
  requestActivation: (
    request: ActivationRequest,
    signal: AbortSignal,
  ) => Promise<ProviderActivation>;
  activation: (activationId: string, signal: AbortSignal) => Promise<ProviderActivation>;
};

/** No answer, an answer other than 200/201, or one that is not an activation. */
export class EbikeProviderError extends Error {
  override name = 'EbikeProviderError';
}

/** More than an activation ever needs: a larger answer is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

const answerSchema = z.object({
  activationId: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.enum(['pending', 'active', 'rejected']),
  reason: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  activatedAt: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});

/** The answer's text, read no further than MAX_ANSWER_BYTES. */
async function cappedText(response: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Node's fetch types its body loosely; it streams bytes.
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (read === undefined || read.done) break;
    size += read.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader?.cancel();
      throw new EbikeProviderError('answer too large');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readAnswer(response: Response): Promise<ProviderActivation> {
  if (response.status !== 200 && response.status !== 201) {
    await response.body?.cancel();
    throw new EbikeProviderError(`HTTP ${response.status}`);
  }
  const text = await cappedText(response);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new EbikeProviderError('answer is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new EbikeProviderError('answer is not an activation');
  const { activationId, status, reason, activatedAt } = parsed.data;
  const at = activatedAt == null ? Number.NaN : Date.parse(activatedAt);
  return {
    id: activationId,
    status,
    reason: reason ?? null,
    activatedAt: Number.isNaN(at) ? null : at,
  };
}

export function httpEbikeTrackerProvider(config: {
  url: string;
  apiKey: string;
  timeoutMs: number;
}): EbikeTrackerProvider {
  async function send(
    path: string,
    signal: AbortSignal,
    body?: ActivationRequest,
  ): Promise<ProviderActivation> {
    let response: Response;
    try {
      response = await fetch(`${config.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.apiKey}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'idempotency-key': body.reference }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // A redirect could carry the API key elsewhere.
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
      });
    } catch (error) {
      // The cause names the failure (refused, timed out) without anything the customer typed.
      const cause = error instanceof Error ? error.name : 'unknown';
      throw new EbikeProviderError(`no answer (${cause})`);
    }
    return readAnswer(response);
  }

  return {
    requestActivation: (request, signal) => send('/v1/activations', signal, request),
    activation: (activationId, signal) =>
      send(`/v1/activations/${encodeURIComponent(activationId)}`, signal),
  };
}
