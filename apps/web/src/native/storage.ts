import {
  checklistSchema,
  contractSchema,
  installationIdParam,
  postboxEntrySchema,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { isNative } from './platform.ts';

const customerNumber = z.string().check(z.regex(/^\d{10}$/));

/** Data as fetched, with the time it was fetched (epoch ms). */
function kept<T extends z.ZodMiniType>(data: T) {
  return z.object({ data, at: z.number() });
}

/** Every value the app keeps on the device (SPEC 3), with the schema it is read back with. */
export const STORAGE_SCHEMAS = {
  usernumber: customerNumber,
  contracts: z.array(contractSchema),
  checklists: z.array(checklistSchema),
  fingerprint: z.boolean(),
  darkmode: z.enum(['system', 'light', 'dark']),
  hideVoucher: z.boolean(),
  neveraskforrating: z.boolean(),
  /** "Beträge ausblenden" (beyond the spec's list of keys). */
  hideAmounts: z.boolean(),
  /**
   * Push notifications on this device (beyond the spec's list of keys, decision 030): for which
   * customer, and the installation id it is registered with. Kept at logout: the customer's
   * next login here registers the device again.
   */
  push: z.lazy(() => z.object({ customerNumber, installationId: installationIdParam })),
  /**
   * What the web app shows offline (beyond the spec's list of keys, decision 032): the last seen
   * contracts list, contract overviews and postbox list, and the customer's first name.
   */
  offline: z.lazy(() =>
    z.object({
      firstName: z.string(),
      contracts: z.optional(kept(z.array(contractSchema))),
      details: z.record(z.string(), kept(contractSchema)),
      postbox: z.optional(kept(z.array(postboxEntrySchema))),
    }),
  ),
  /** The passkey was offered in this browser after a password login (beyond the spec). */
  passkeyAsked: z.boolean(),
  /**
   * The customer's answer to usage analytics on this device (beyond the spec, decision 034):
   * only the choice, which is essential; nothing counted is kept on the device.
   */
  analytics: z.enum(['granted', 'denied']),
} as const;

export type StorageKey = keyof typeof STORAGE_SCHEMAS;
export type StoredValue<K extends StorageKey> = z.output<(typeof STORAGE_SCHEMAS)[K]>;

type Backend = {
  get: (key: StorageKey) => Promise<string | null>;
  set: (key: StorageKey, value: string) => Promise<void>;
  remove: (key: StorageKey) => Promise<void>;
};

/** The plugin, loaded where it is called: only the native app does (native/platform.ts). */
const preferences = () => import('@capacitor/preferences').then((plugin) => plugin.Preferences);

const nativeBackend: Backend = {
  get: async (key) => (await (await preferences()).get({ key })).value,
  set: async (key, value) => (await preferences()).set({ key, value }),
  remove: async (key) => (await preferences()).remove({ key }),
};

/** Other apps may share the origin's localStorage. */
const WEB_KEY_PREFIX = 'servicebereich.';

/** Null where the browser refuses storage (blocked cookies): the app then keeps nothing. */
function webStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const webBackend: Backend = {
  get: (key) => Promise.resolve(webStorage()?.getItem(WEB_KEY_PREFIX + key) ?? null),
  set: (key, value) => {
    webStorage()?.setItem(WEB_KEY_PREFIX + key, value);
    return Promise.resolve();
  },
  remove: (key) => {
    webStorage()?.removeItem(WEB_KEY_PREFIX + key);
    return Promise.resolve();
  },
};

function backend(): Backend {
  return isNative() ? nativeBackend : webBackend;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The stored value, or null when there is none. A value that no longer fits its schema (left by
 * an older app version) is removed and read as none.
 */
export async function readStored<K extends StorageKey>(key: K): Promise<StoredValue<K> | null> {
  const text = await backend().get(key);
  if (text === null) return null;
  const parsed = STORAGE_SCHEMAS[key].safeParse(parseJson(text));
  if (parsed.success) return parsed.data as StoredValue<K>;
  await backend().remove(key);
  return null;
}

export async function writeStored<K extends StorageKey>(
  key: K,
  value: StoredValue<K>,
): Promise<void> {
  await backend().set(key, JSON.stringify(value));
}

export async function removeStored(key: StorageKey): Promise<void> {
  await backend().remove(key);
}

/** What logout forgets (SPEC 4), the offline data too; the customer number and the settings stay. */
export async function clearSessionData(): Promise<void> {
  await Promise.all([
    removeStored('contracts'),
    removeStored('checklists'),
    removeStored('offline'),
  ]);
}
