import { EbikeProviderError, type EbikeTrackerProvider } from './ebike-provider.ts';

/**
 * The demo's stand-in for the tracker provider (decision 042): it confirms every activation
 * `activationMs` after it was asked for, so a customer sees the pending state and then the active
 * one. It keeps nothing: the time of the request travels in the activation's id, so it answers
 * alike in every server process and after a restart. Never in production (config.ts).
 */
export function standInEbikeTrackerProvider(options: {
  activationMs: number;
  clock: () => number;
}): EbikeTrackerProvider {
  return {
    requestActivation: (request) =>
      Promise.resolve({
        id: `stand-in-${String(options.clock())}-${request.reference}`,
        status: 'pending',
        reason: null,
        activatedAt: null,
      }),
    activation: (activationId) => {
      const requestedAt = Number(/^stand-in-(\d+)-/.exec(activationId)?.[1] ?? Number.NaN);
      if (Number.isNaN(requestedAt)) {
        return Promise.reject(new EbikeProviderError('unknown activation'));
      }
      const activatedAt = requestedAt + options.activationMs;
      const active = options.clock() >= activatedAt;
      return Promise.resolve({
        id: activationId,
        status: active ? 'active' : 'pending',
        reason: null,
        activatedAt: active ? activatedAt : null,
      });
    },
  };
}
