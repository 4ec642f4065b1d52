import type { Config } from '../../config.ts';
import type { Services } from '../../services.ts';
import type { ContractsFeature } from '../contracts/contracts-feature.ts';
import type { Feature } from '../feature.ts';
import { ebikeHandlers } from './ebike-handlers.ts';
import { httpEbikeTrackerProvider } from './ebike-provider.ts';
import { ebikeRepository } from './ebike-repository.ts';
import { standInEbikeTrackerProvider } from './ebike-stand-in.ts';
import { ebikeTrackerSync } from './ebike-sync.ts';

/** The e-bike trackers of the contracts that include one, activated with the provider. */
export function ebikeFeature(
  services: Services,
  areas: { contracts: Pick<ContractsFeature, 'repository'> },
): Feature {
  const { config, log, clock, mails } = services;
  const trackers = ebikeRepository(services.db, services.database.dialect);
  const tracker = config.ebikeTracker;
  const sync =
    tracker === null
      ? null
      : ebikeTrackerSync({
          trackers,
          provider: providerOf(tracker, clock),
          mails,
          log,
          clock,
          options: tracker,
        });
  return {
    handlers: ebikeHandlers({
      trackers,
      contracts: areas.contracts.repository,
      mails,
      deskEmail: config.mail.ebikeTrackerEmail,
      available: sync !== null,
      onRequested: () => sync?.wake(),
    }),
    start: () => {
      if (tracker === null) {
        log.warn(
          'no e-bike tracker provider configured (EBIKE_TRACKER_URL): activations are refused',
        );
      } else if (tracker.provider.kind === 'stand-in') {
        log.warn(
          { activationMs: tracker.provider.activationMs },
          'demo stand-in: e-bike tracker activations are confirmed by a simulated provider',
        );
      }
      sync?.start();
    },
    stop: async () => {
      await sync?.stop();
    },
  };
}

function providerOf(tracker: NonNullable<Config['ebikeTracker']>, clock: () => number) {
  return tracker.provider.kind === 'http'
    ? httpEbikeTrackerProvider({ ...tracker.provider, timeoutMs: tracker.timeoutMs })
    : standInEbikeTrackerProvider({ ...tracker.provider, clock });
}
