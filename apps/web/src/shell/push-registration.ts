import { pushCalls } from '@servicebereich/protocol';
import type { ApiClient } from '../api/api-client.ts';
import { push } from '../native/push.ts';
import { readStored, removeStored, writeStored } from '../native/storage.ts';
import { pushCustomerHere } from './push-state.ts';

// This device's push registration (decision 030): turned on in the settings for the logged-in
// customer, remembered on the device with its installation id, and registered again at each of
// that customer's later logins here (logout and a native start remove it at the server).

/** The steps below still to end; each waits for the one before. */
let steps: Promise<unknown> = Promise.resolve();

/**
 * Runs the registration's steps one after another. A renewal at the start of a page, still under
 * way when the customer turned push off in the settings, stored the registration again after the
 * off had removed it: the switch came back on, and the server kept pushing to this device.
 */
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const result = steps.then(step);
  steps = result.catch(() => undefined);
  return result;
}

/** Sends this device's address with RegisterPush; false without the permission. */
async function register(api: ApiClient, customerNumber: string, ask: boolean): Promise<boolean> {
  const vapidKey =
    push.kind() === 'webpush' ? (await api.call(pushCalls.getVapidPublicKey)).PublicKey : null;
  const address = await push.address({ ask, vapidKey });
  if (address === null) return false;
  const installationId =
    (await readStored('push'))?.installationId ?? (await push.installationId());
  await api.call(pushCalls.registerPush, { installationid: installationId, ...address });
  await writeStored('push', { customerNumber, installationId });
  return true;
}

/**
 * The customer turns push on for this device: asks for the permission where it has not been
 * answered, and registers. False when the permission was refused.
 */
export function turnPushOn(api: ApiClient, customerNumber: string): Promise<boolean> {
  return inTurn(() => register(api, customerNumber, true));
}

/** The customer turns push off for this device: the server forgets it, the push service too. */
export function turnPushOff(api: ApiClient): Promise<void> {
  return inTurn(async () => {
    const stored = await readStored('push');
    if (stored !== null) {
      await api.call(pushCalls.unregisterPush, { installationid: stored.installationId });
    }
    await removeStored('push');
    await push.release();
  });
}

/**
 * After a login (and at a web start with a live session): registers this device again when the
 * logged-in customer turned push on here, with the address the push service has now. Never asks.
 */
export function renewPush(api: ApiClient): Promise<void> {
  return inTurn(async () => {
    const customerNumber = await pushCustomerHere();
    if (customerNumber === null) return;
    if ((await push.support()) !== 'available') return;
    await register(api, customerNumber, false);
  });
}
