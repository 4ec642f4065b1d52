import type { Transport, TransportRequest } from '../src/api/transport.ts';
import { createDemoTransport } from '../src/demo/demo-transport.ts';

/** An answer's body, its `Status` the HTTP status. */
export type TestAnswer = Record<string, unknown>;

/**
 * The test mode's answers, its data as on `now`; every request is kept, and `answer` can replace
 * one (its `Status` is the HTTP status), also with one still to come.
 */
export function recordingDemoTransport(
  now: Date,
  answer?: (request: TransportRequest) => TestAnswer | Promise<TestAnswer> | undefined,
): { transport: Transport; requests: TransportRequest[] } {
  const demo = createDemoTransport(now);
  const requests: TransportRequest[] = [];
  return {
    requests,
    transport: {
      ...demo,
      send: (request) => {
        requests.push(request);
        const body = answer?.(request);
        return body === undefined
          ? demo.send(request)
          : Promise.resolve(body).then((own) => ({ httpStatus: Number(own.Status), body: own }));
      },
    },
  };
}
