import { gzipSync } from 'node:zlib';
import { defaultConfig } from 'lighthouse';
import { chromium, type BrowserContextOptions, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

export type ScriptFile = { path: string; rawBytes: number; gzipBytes: number };

export type InitialJs = {
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
function lighthousePhone(): BrowserContextOptions {
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

/** The JavaScript a first visit to the login page on a phone loads until its form shows and the network rests. */
export async function measureInitialJs(loginUrl: string): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage(lighthousePhone());
    const pending: Promise<ScriptFile>[] = [];
    page.on('response', (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const file = scriptFile(response);
      // Awaited below; until then a failure must not count as an unhandled rejection.
      file.catch(() => undefined);
      pending.push(file);
    });
    const answer = await page.goto(loginUrl, { waitUntil: 'networkidle' });
    if (answer?.ok() !== true) {
      throw new Error(`${loginUrl} answered ${answer?.status() ?? 'nothing'}`);
    }
    await page.locator('#verfuegernummer').waitFor();
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      rawBytes: sum(files, (file) => file.rawBytes),
      gzipBytes: sum(files, (file) => file.gzipBytes),
      files,
    };
  } finally {
    await browser.close();
  }
}
