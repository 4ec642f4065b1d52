import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import type { BrowserCookie } from './login.ts';

/** Scores vary from run to run; the run with the median score stands for the page. */
export const RUNS_PER_PAGE = 3;

export type LighthouseTarget = {
  url: string;
  /** In the browser's cookie jar before the run, e.g. the logged-in customer's. */
  cookies?: readonly BrowserCookie[];
  /** What the audited page must show when the run ends (Puppeteer selector), so a page that lost
   * its login or failed to render is not measured unnoticed. */
  shows: string;
};

export type LighthouseFigure = {
  url: string;
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  /** What painted last: the largest contentful element's tag and text, as Lighthouse names it. */
  lcpElement: string;
  tbtMs: number;
  cls: number;
};

/** Lighthouse could not record the run (NO_NAVSTART and the like on a busy machine): worth a retry. */
class RunNotRecorded extends Error {}

function numericAudit(url: string, result: RunnerResult, id: string): number {
  const value = result.lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`${url}: no value for ${id}`);
  return value;
}

/** The largest contentful element of the run (the node in Lighthouse's LCP breakdown). */
function lcpElement(result: RunnerResult): string {
  const details = result.lhr.audits['lcp-breakdown-insight']?.details;
  const parts = details?.type === 'list' ? details.items : [];
  const node = parts.find((part) => part.type === 'node');
  if (node?.type !== 'node') return 'unknown';
  return node.snippet ?? node.nodeLabel ?? node.selector ?? 'unknown';
}

/** Every request stayed on the server under test: the measurement did not depend on the internet. */
function assertLocal(url: string, result: RunnerResult): void {
  const { origin } = new URL(url);
  const details = result.lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const urls = items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []));
  const elsewhere = urls.filter(
    (other) => !other.startsWith(`${origin}/`) && !other.startsWith('data:'),
  );
  if (elsewhere.length > 0) {
    throw new Error(`${url} requested other hosts: ${elsewhere.join(', ')}`);
  }
}

function figure(url: string, result: RunnerResult): LighthouseFigure {
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) {
    throw new RunNotRecorded(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories['performance']?.score;
  if (score === undefined || score === null) throw new Error(`${url}: no score`);
  return {
    url,
    score: Math.round(score * 100),
    fcpMs: numericAudit(url, result, 'first-contentful-paint'),
    lcpMs: numericAudit(url, result, 'largest-contentful-paint'),
    lcpElement: lcpElement(result),
    tbtMs: numericAudit(url, result, 'total-blocking-time'),
    cls: numericAudit(url, result, 'cumulative-layout-shift'),
  };
}

/** One run in a fresh browser: no cache, and no cookie of an earlier run beside the given ones. */
async function auditOnce(target: LighthouseTarget): Promise<LighthouseFigure> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      await browser.setCookie(...(target.cookies ?? []));
      // A page of our own stays open after the run, so its final state can be checked.
      const page = await browser.newPage();
      const result = await lighthouse(
        target.url,
        {
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Only the performance figures are read; the screenshot would just add time.
          disableFullPageScreenshot: true,
          // The back/forward cache check leaves the page and comes back: the page checked after
          // the run would not be the one measured.
          skipAudits: ['bf-cache'],
        },
        undefined,
        page,
      );
      if (result === undefined) throw new Error(`${target.url}: Lighthouse returned no result`);
      const measured = figure(target.url, result);
      assertLocal(target.url, result);
      const shown = await page
        .waitForSelector(target.shows, { visible: true, timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
      if (!shown) throw new Error(`${target.url}: the audited page does not show ${target.shows}`);
      for (const warning of result.lhr.runWarnings) console.warn(`${target.url}: ${warning}`);
      return measured;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

async function auditWithRetry(target: LighthouseTarget): Promise<LighthouseFigure> {
  try {
    return await auditOnce(target);
  } catch (error) {
    if (!(error instanceof RunNotRecorded)) throw error;
    console.warn(`${error.message}: running it once more`);
    return auditOnce(target);
  }
}

/** Lighthouse's default mobile emulation and throttling, performance only. */
export async function auditPages(
  targets: readonly LighthouseTarget[],
): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  for (const target of targets) {
    const runs: LighthouseFigure[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await auditWithRetry(target));
    const median = runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    if (median === undefined) throw new Error('no Lighthouse runs');
    figures.push(median);
  }
  return figures;
}
