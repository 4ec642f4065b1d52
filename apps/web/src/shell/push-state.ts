import { readStored, type StoredValue } from '../native/storage.ts';

// Whether the customer turned push on on this device (decision 030), from what the device keeps.
// Apart from the registration (push-registration.ts), so that a start loads its code only where
// push is on and there is a registration to renew.

/** Whether push is on on this device for the customer. */
export async function isPushOn(customerNumber: string): Promise<boolean> {
  return (await readStored('push'))?.customerNumber === customerNumber;
}

/** This device's push registration where the logged-in customer turned push on here; else null. */
async function loggedInCustomersPush(): Promise<StoredValue<'push'> | null> {
  const [customerNumber, stored] = await Promise.all([
    readStored('usernumber'),
    readStored('push'),
  ]);
  return customerNumber !== null && stored?.customerNumber === customerNumber ? stored : null;
}

/** The logged-in customer's number where they turned push on on this device; null elsewhere. */
export async function pushCustomerHere(): Promise<string | null> {
  return (await loggedInCustomersPush())?.customerNumber ?? null;
}

/**
 * The id this device's push registration has, where the logged-in customer turned push on here:
 * what a storm warning names as its device (UnwetterRegisterPush). Null where push is off here.
 */
export async function thisDevicePushId(): Promise<string | null> {
  return (await loggedInCustomersPush())?.installationId ?? null;
}
