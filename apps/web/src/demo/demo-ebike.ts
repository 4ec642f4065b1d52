import { EBIKE_MESSAGES, type ebikeCalls } from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { DemoContract, DemoData } from './demo-data.ts';

// The e-bike trackers of the test customer's contracts. The test mode's provider answers at once:
// a requested tracker is active on the next look.

type EbikeHandlers = Pick<DemoHandlers, keyof typeof ebikeCalls>;

export function demoEbikeHandlers(deps: {
  data: DemoData;
  now: () => Date;
  findContract: (contractId: string) => DemoContract;
}): EbikeHandlers {
  function trackerOf(contractId: string) {
    deps.findContract(contractId);
    return (
      deps.data.ebikeTrackers.get(contractId) ?? fail('vertragsnummer', EBIKE_MESSAGES.noTracker)
    );
  }

  return {
    getEbikeTrackerStatus: ({ vertragsnummer }) => {
      const tracker = trackerOf(vertragsnummer);
      if (tracker.Status === 'angefragt') {
        Object.assign(tracker, { Status: 'aktiv', Aktiviert: deps.now().toISOString() });
      }
      return tracker;
    },
    activateEbikeTracker: ({ vertragsnummer, rahmennummer, trackerid }) => {
      const tracker = trackerOf(vertragsnummer);
      if (tracker.Status === 'aktiv') fail('general', EBIKE_MESSAGES.alreadyActive);
      if (tracker.Status === 'angefragt') fail('general', EBIKE_MESSAGES.alreadyRequested);
      return Object.assign(tracker, {
        Status: 'angefragt',
        TrackerId: trackerid,
        Rahmennummer: rahmennummer,
        Angefragt: deps.now().toISOString(),
        Aktiviert: null,
        Grund: null,
      });
    },
  };
}
