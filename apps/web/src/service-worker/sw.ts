import type { PrecacheEntry } from 'workbox-precaching';
import { serveAppShell } from './app-shell.ts';
import { registerPushEvents } from './push-events.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The service worker of the web app: each module registers its part on the worker's scope.
serveAppShell(self.__WB_MANIFEST);
registerPushEvents(self);
