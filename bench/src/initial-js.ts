import { gzipSync } from 'node:zlib';
import { defaultConfig } from 'lighthouse';
import { chromium, type BrowserContextOptions, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import type { BrowserCookie } from './login.ts';

export type ScriptFile = { path: string; rawBytes: number; gzipBytes: number };

export type InitialJsTarget = {
  url: string;
  /** In the browser's cookie jar before the page is opened, e.g. the logged-in customer's. */
  cookies?: readonly BrowserCookie[];
  /** What the app's first screen shows (a Playwright selector): the count goes on after it. */
  shows: string;
};

/**
 * How long no request may be under way before the network counts as resting: longer than the app
 * waits for the browser to be idle after its first screen (`whenIdle`, at most 2 s), so the code
 * loaded then counts too. Playwright's own "networkidle" (0.5 s) ended the count before it.
 */
const QUIET_MS = 2_500;

export type InitialJs = {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** Largest (gzip) first. */
  files: ScriptFile[];
};

async function scriptFile(response: Response): Promise<ScriptFile> {
  const body = await response.body();
  return {
    path: new URL(response.url()).pathname,
    rawBytes: body.length,
    // Compressed here, so the figure does not depend on whether or how the server compresses.
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

/** Lighthouse's phone: Ionic loads platform-specific components, so the device changes the figure. */
export function lighthousePhone(): BrowserContextOptions {
  const screen = defaultConfig.settings?.screenEmulation;
  const userAgent = defaultConfig.settings?.emulatedUserAgent;
  if (screen?.width === undefined || screen.height === undefined || typeof userAgent !== 'string') {
    throw new Error("Lighthouse's default settings name no phone");
  }
  return {
    viewport: { width: screen.width, height: screen.height },
    ...(screen.deviceScaleFactor === undefined
      ? {}
      : { deviceScaleFactor: screen.deviceScaleFactor }),
    isMobile: screen.mobile === true,
    hasTouch: screen.mobile === true,
    userAgent,
  };
}

function sum(files: readonly ScriptFile[], bytes: (file: ScriptFile) => number): number {
  return files.reduce((total, file) => total + bytes(file), 0);
}

/**
 * The JavaScript a first visit to a page on a phone loads until the page shows what it must and
 * the network rests: the chunks loaded after the first screen count too.
 */
export async function measureInitialJs(target: InitialJsTarget): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage(lighthousePhone());
    await page.context().addCookies([...(target.cookies ?? [])]);
    const pending: Promise<ScriptFile>[] = [];
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const file = scriptFile(response);
      // Awaited below; until then a failure must not count as an unhandled rejection.
      file.catch(() => undefined);
      pending.push(file);
    });
    let underWay = 0;
    let lastChange = Date.now();
    const change = (by: number) => () => {
      underWay += by;
      lastChange = Date.now();
    };
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
    const answer = await page.goto(target.url);
    if (answer?.ok() !== true) {
      throw new Error(`${target.url} answered ${answer?.status() ?? 'nothing'}`);
    }
    await page.locator(target.shows).waitFor();
    while (underWay > 0 || Date.now() - lastChange < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      url: target.url,
      rawBytes: sum(files, (file) => file.rawBytes),
      gzipBytes: sum(files, (file) => file.gzipBytes),
      files,
    };
  } finally {
    await browser.close();
  }
}
