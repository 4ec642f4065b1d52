import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { contractNumberParam } from '../wire-fields.ts';

export const ebikeTrackerStatusSchema = z.object({
  Active: z.boolean(),
  TrackerId: z.nullable(z.string()),
  ActivatedAt: z.nullable(z.string()),
});

export const ebikeCalls = {
  getEbikeTrackerStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetEbikeTrackerStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ vertragsnummer: contractNumberParam }),
    result: () => ebikeTrackerStatusSchema,
  }),
  activateEbikeTracker: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ActivateEbikeTracker',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        vertragsnummer: contractNumberParam,
        trackerid: z.string({ error: 'Bitte gib die Seriennummer des Trackers ein.' }).check(
          z.trim(),
          z.regex(/^[A-Za-z0-9]{6,20}$/, {
            error: 'Die Seriennummer des Trackers ist ungültig.',
          }),
        ),
      }),
    result: () => ebikeTrackerStatusSchema,
  }),
} as const;
