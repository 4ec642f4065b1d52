import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { noParams } from '../wire-fields.ts';

/** An empty Text means there is no notice. */
const noticeResult = z.object({ Text: z.string() });

export const maintenanceCalls = callArea({
  /** The general notice, shown in an alert at start. */
  isMaintenance: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'IsMaintenance',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => noticeResult,
  }),
  /** The app notice, shown in a modal that cannot be dismissed (not on claim pages). */
  isMaintenanceApp: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'IsMaintenanceApp',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => noticeResult,
  }),
});
