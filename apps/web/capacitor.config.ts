import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native apps (docs/decisions/026-native-apps.md). The web view loads the app from the
 * bundle (`webDir`), never from a server: its origin is `https://localhost` on Android and
 * `capacitor://localhost` on iOS, and every call goes to the host the build names in
 * VITE_HOST_* through the native HTTP stack (CapacitorHttp), which keeps the session cookie in
 * the platform's cookie store and knows no CORS.
 */
const config: CapacitorConfig = {
  appId: 'at.servicebereich.app',
  appName: 'Servicebereich',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    iosScheme: 'capacitor',
    hostname: 'localhost',
    // The bundle is the whole app: links to other hosts open in the in-app browser.
    allowNavigation: [],
  },
  android: {
    allowMixedContent: false,
    webContentsDebuggingEnabled: false,
  },
  ios: {
    contentInset: 'never',
    limitsNavigationsToAppBoundDomains: false,
  },
  plugins: {
    CapacitorHttp: { enabled: true },
    CapacitorCookies: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
