import {
  PROFESSIONS,
  TITLES_AFTER,
  TITLES_BEFORE,
  type generalCalls,
  type maintenanceCalls,
} from '@servicebereich/protocol';
import type { DemoHandlers } from './demo-call.ts';

// What every client asks: the token, the lists of the forms, the app's version and the notices.
// The test mode needs no update and announces no maintenance.

// The my21 mails, filed with the general calls, are the campaigns'.
type GeneralHandlers = Pick<
  DemoHandlers,
  | Exclude<keyof typeof generalCalls, 'emailMy21Feedback' | 'emailMy21Fragebogen'>
  | keyof typeof maintenanceCalls
>;

const option = (text: string) => ({ Value: text, Text: text });
const noNotice = () => ({ Text: '' });

export function demoGeneralHandlers(deps: { csrfToken: string }): GeneralHandlers {
  return {
    getCsrfToken: () => ({ CSRFToken: deps.csrfToken }),
    ping: () => ({ LoggedIn: true as const }),
    beruf: ({ geschlecht }) =>
      PROFESSIONS.map(([value, male, female]) => ({
        Value: value,
        Text: geschlecht === 'w' ? female : male,
      })),
    titelV2: () => ({
      Vorgestellt: TITLES_BEFORE.map(option),
      Nachgestellt: TITLES_AFTER.map(option),
    }),
    checkAppVersion: () => ({ UpdateRequired: false, MinimumVersion: '1.0.0', StoreUrl: null }),
    debugHeader: () => ({ Headers: { 'user-agent': navigator.userAgent } }),
    isMaintenance: noNotice,
    isMaintenanceApp: noNotice,
  };
}
