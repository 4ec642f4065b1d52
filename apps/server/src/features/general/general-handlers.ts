import { PROFESSIONS, TITLES_AFTER, TITLES_BEFORE } from '@servicebereich/protocol';
import type { Config } from '../../config.ts';
import type { Handlers } from '../../http/handlers.ts';

/** Negative when a < b, for dotted numeric versions such as 2.10.1. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Headers that carry credentials are never echoed, not even in development. */
const SECRET_HEADERS = new Set(['cookie', 'authorization', 'x-csrf-token']);

type GeneralHandlers = Pick<
  Handlers,
  'beruf' | 'titelV2' | 'checkAppVersion' | 'debugHeader' | 'isMaintenance' | 'isMaintenanceApp'
>;

export function generalHandlers(config: Config): GeneralHandlers {
  const toOption = (text: string) => ({ Value: text, Text: text });
  return {
    beruf: ({ geschlecht }) =>
      Promise.resolve(
        PROFESSIONS.map(([value, male, female]) => ({
          Value: value,
          Text: geschlecht === 'w' ? female : male,
        })),
      ),

    titelV2: () =>
      Promise.resolve({
        Vorgestellt: TITLES_BEFORE.map(toOption),
        Nachgestellt: TITLES_AFTER.map(toOption),
      }),

    checkAppVersion: ({ version, platform }) => {
      const { minimum, storeUrl } = config.appVersions[platform];
      return Promise.resolve({
        UpdateRequired: compareVersions(version, minimum) < 0,
        MinimumVersion: minimum,
        StoreUrl: storeUrl,
      });
    },

    debugHeader: (_params, ctx) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(ctx.request.headers)) {
        if (value !== undefined && !SECRET_HEADERS.has(name)) {
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
      }
      return Promise.resolve({ Headers: headers });
    },

    isMaintenance: () => Promise.resolve({ Text: config.maintenance.general }),
    isMaintenanceApp: () => Promise.resolve({ Text: config.maintenance.app }),
  };
}
