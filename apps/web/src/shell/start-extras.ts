import { readStored, writeStored } from '../native/storage.ts';
import type { DarkModeSetting } from './dark-mode.ts';
import { lazyExtra } from './lazy-screen.ts';

// What a start (the app's, app.tsx, and the login page's, login-main.tsx) shows once the browser is
// idle after the first screen: no first screen waits for their code.

/** The maintenance and version notices (SPEC 9). */
export const StartupNotices = lazyExtra(async () => ({
  default: (await import('./startup-notices.tsx')).StartupNotices,
}));

/** The usage analytics question, asked once on a device that was never asked (decision 034). */
export const AnalyticsPrompt = lazyExtra(async () => ({
  default: (await import('./analytics-prompt.tsx')).AnalyticsPrompt,
}));

/** The device's storage of the dark mode setting. */
export const deviceDarkMode = {
  load: () => readStored('darkmode'),
  save: (setting: DarkModeSetting) => writeStored('darkmode', setting),
};
