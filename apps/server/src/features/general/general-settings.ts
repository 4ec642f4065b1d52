import { z } from 'zod/mini';

const version = z.string().check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/));

/** The maintenance notices and the app versions a device must have at least. */
export const generalEnv = z.object({
  MAINTENANCE_TEXT: z._default(z.string(), ''),
  MAINTENANCE_APP_TEXT: z._default(z.string(), ''),
  MIN_APP_VERSION_ANDROID: z._default(version, '1.0.0'),
  MIN_APP_VERSION_IOS: z._default(version, '1.0.0'),
  MIN_APP_VERSION_WEB: z._default(version, '1.0.0'),
  STORE_URL_ANDROID: z.optional(z.url()),
  STORE_URL_IOS: z.optional(z.url()),
});

export type GeneralSettings = {
  maintenance: { general: string; app: string };
  appVersions: Record<'android' | 'ios' | 'web', { minimum: string; storeUrl: string | null }>;
};

export function generalSettings(e: z.infer<typeof generalEnv>): GeneralSettings {
  return {
    maintenance: { general: e.MAINTENANCE_TEXT, app: e.MAINTENANCE_APP_TEXT },
    appVersions: {
      android: { minimum: e.MIN_APP_VERSION_ANDROID, storeUrl: e.STORE_URL_ANDROID ?? null },
      ios: { minimum: e.MIN_APP_VERSION_IOS, storeUrl: e.STORE_URL_IOS ?? null },
      web: { minimum: e.MIN_APP_VERSION_WEB, storeUrl: null },
    },
  };
}
