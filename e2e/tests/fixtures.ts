import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * Console errors that are no fault of the app, each with the reason. Chromium logs every answer
 * of 400 or more and every request without an answer as "Failed to load resource"; the app's
 * calls answer 400 with the spec's Errors by design, and the tests that cut the connection expect
 * requests to fail. What the app does with those answers is what the tests assert.
 */
const HARMLESS_CONSOLE_ERRORS: readonly RegExp[] = [/^Failed to load resource: /];

function unexpectedConsoleError(message: ConsoleMessage): boolean {
  return (
    message.type() === 'error' &&
    !HARMLESS_CONSOLE_ERRORS.some((harmless) => harmless.test(message.text()))
  );
}

/** What a test says of the errors its pages are to log. */
export type PageErrors = {
  /**
   * The test provokes a console error that matches: it is no fault then, and it must come. (The
   * app logs a screen's failure that its error boundary shows, a chunk that did not load, say.)
   */
  expectConsoleError: (pattern: RegExp) => void;
};

/** The answer to the usage analytics question a browser starts with; null: never asked. */
export type AnalyticsAnswer = 'granted' | 'denied' | null;

/**
 * Puts the answer on the device before the app starts, unless the app has stored one (the test
 * answered); in every frame of every origin the context opens (the second server, a cut way).
 */
async function answerAnalytics(context: BrowserContext, answer: AnalyticsAnswer): Promise<void> {
  if (answer === null) return;
  await context.addInitScript((stored) => {
    try {
      const key = 'servicebereich.analytics';
      if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(stored));
    } catch {
      // A document without storage (about:blank, a sandboxed frame) has no app to ask.
    }
  }, answer);
}

/**
 * Every spec takes `test` from here: a test fails when a page of it throws an uncaught error or
 * logs an error to the console, in the test's own context and in every context it opens. A page
 * error is a fault the customer meets, even where the screen looks right.
 *
 * The browsers of the tests are devices on which the usage analytics question was answered
 * (declined), as on a returning customer's phone: the question is no part of what they test,
 * and they send nothing. analytics.spec.ts starts devices that were never asked
 * (`test.use({ analyticsAnswer: null })`).
 */
export const test = base.extend<{ pageErrors: PageErrors; analyticsAnswer: AnalyticsAnswer }>({
  analyticsAnswer: ['denied', { option: true }],
  context: async ({ context, analyticsAnswer }, use) => {
    await answerAnalytics(context, analyticsAnswer);
    await use(context);
  },
  pageErrors: [
    async ({ browser, context, analyticsAnswer }, use) => {
      const errors: string[] = [];
      const expected = new Map<RegExp, number>();
      const watch = (watched: BrowserContext) => {
        watched.on('weberror', (error) => {
          errors.push(`uncaught: ${error.error().stack ?? error.error().message}`);
        });
        watched.on('console', (message) => {
          if (!unexpectedConsoleError(message)) return;
          const pattern = [...expected.keys()].find((known) => known.test(message.text()));
          if (pattern === undefined) {
            errors.push(`console.error: ${message.text()} (${message.location().url})`);
          } else {
            expected.set(pattern, (expected.get(pattern) ?? 0) + 1);
          }
        });
      };
      watch(context);
      // Put back as it was after the test: a method of the prototype, or whatever stood there.
      const before = Object.getOwnPropertyDescriptor(browser, 'newContext');
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        await answerAnalytics(opened, analyticsAnswer);
        return opened;
      };
      try {
        await use({
          expectConsoleError: (pattern) => {
            expected.set(pattern, 0);
          },
        });
      } finally {
        if (before === undefined) Reflect.deleteProperty(browser, 'newContext');
        else Object.defineProperty(browser, 'newContext', before);
      }
      expect(errors, 'errors of the pages').toEqual([]);
      const missing = [...expected].filter(([, count]) => count === 0).map(([p]) => String(p));
      expect(missing, 'console errors the test expected').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
