import type { CallName } from '@servicebereich/protocol';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/** The call an open app makes on a clock to keep its session. */
const KEEP_ALIVE_CALL: CallName = 'ping';

/**
 * One log line per answer, once it is sent: the request (method, URL, host, client address), the
 * status, the time taken in milliseconds and, as every line of the request, its `reqId`. Fastify's
 * own request log writes two lines per request, one when it arrives and one when it is answered;
 * every line is a write to the log, a good part of what a short call costs (016). The fields are
 * plain values rather than the request and the answer: pino's serializers for those, and the
 * redaction of the headers they would carry, cost a fifth of a short call. URLs that carry tokens
 * are cleaned like every other line (`log-redaction.ts`). Fastify's other lines (errors, routes
 * not found) are kept.
 *
 * Answers that only say something is alive are logged at debug: health checks, which a proxy
 * makes every few seconds, and a successful Ping, which every open app sends every five minutes
 * to keep its session (SPEC §9). A refused Ping is logged like any other answer, and the metrics
 * count every one (016).
 *
 * The same place counts the answer in the metrics, by call (`request.callName`, set by the API
 * endpoint) or else by route.
 */
export class AccessLog extends LogController {
  readonly #metrics: Metrics;

  constructor(metrics: Metrics) {
    super();
    this.#metrics = metrics;
  }

  override incomingRequest(): void {
    // Written with the answer instead.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      host: request.host,
      address: request.ip,
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    this.#metrics.answer(
      request.callName || (request.routeOptions.url ?? 'unrouted'),
      reply.statusCode,
      reply.elapsedTime,
    );
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.url.startsWith('/health/')) reply.log.debug(line, 'health check answered');
    else if (request.callName === KEEP_ALIVE_CALL && reply.statusCode < 400)
      reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
