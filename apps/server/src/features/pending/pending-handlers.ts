import type { CallName } from '@servicebereich/protocol';
import { generalError, MESSAGES } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';

/**
 * Calls of the catalogue whose feature is not built yet. They answer a clear Status 400 instead
 * of failing; each moves to its feature's handlers when that feature is built.
 */
export const PENDING_CALLS = [
  'emailMy21Feedback',
  'emailMy21Fragebogen',
  'getSliders',
  'getMy21Content',
  'unwetterGetDevicesForContract',
  'unwetterSetPLZForContract',
  'unwetterRemoveDeviceFromContract',
  'unwetterGetStatus',
  'unwetterSetStatus',
  'unwetterDeactivate',
] as const satisfies readonly CallName[];

type PendingHandlers = Pick<Handlers, (typeof PENDING_CALLS)[number]>;

export function pendingHandlers(): PendingHandlers {
  const notAvailable = () => Promise.reject(generalError(MESSAGES.notAvailable));
  return Object.fromEntries(
    PENDING_CALLS.map((name) => [name, notAvailable]),
  ) as unknown as PendingHandlers;
}
