import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  accessibleLightAndDark,
  admin,
  currentPage,
  DEMO_CUSTOMER,
  fillLogin,
  hold,
  LOGIN_PAGE_START,
  loginWithForm,
  recordLayoutShifts,
} from './support.ts';

/** The demo customer's Eigenheim contract, whose storm warning page names it in the path. */
const HOME = '7400263190';

/** The events of every usage analytics call the context sends, as the server reads them. */
function sentEvents(context: BrowserContext): string[] {
  const events: string[] = [];
  context.on('request', (request) => {
    if (!request.url().includes('Function=Nutzungsstatistik')) return;
    events.push(...new URLSearchParams(request.postData() ?? '').getAll('ereignisse[]'));
  });
  return events;
}

/** The question on screen, if shown. */
const prompt = (page: Page) => page.getByRole('region', { name: 'Nutzungsstatistik' });

/**
 * The page is hidden, as when the customer switches apps: the app sends what it gathered at
 * once. (When the page closes it does the same with a request that outlives the page, which the
 * browser does not report to the test.) The round trip after it lets a request's report arrive.
 */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
  });
  await page.evaluate(() => document.visibilityState);
}

/** Logs in from the login page, browses to a page with a contract number and hides the page. */
async function browse(page: Page): Promise<void> {
  await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/wohnen/vertrag/${HOME}/unwetterwarnung`);
  await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeVisible();
  await hidePage(page);
}

test.describe('on a device that was never asked', () => {
  test.use({ analyticsAnswer: null });

  test('asks once, beside the app; declined or unanswered, nothing is sent', async ({
    page,
    context,
  }, testInfo) => {
    const events = sentEvents(context);
    await page.goto('/login');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Zustimmen' })).toBeVisible();
    await accessibleLightAndDark(page, testInfo, 'analytics-prompt');

    // Unanswered, the app is used as always and counts nothing.
    await browse(page);
    expect(events).toEqual([]);
    await page.goto('/dashboard');
    await prompt(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(prompt(page)).toBeHidden();
    await page.goto(`/wohnen/vertrag/${HOME}/unwetterwarnung`);
    await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt(page)).toBeHidden();
    await hidePage(page);
    expect(events).toEqual([]);
  });

  test('while the question is open, the page scrolls clear of it, on a phone and a desktop', async ({
    page,
  }) => {
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (found === null) throw new Error(`${locator.toString()} is not on screen`);
      return found;
    };
    for (const [width, height, lastParts] of [
      [390, 844, ['link']],
      [1280, 800, ['link', 'promise']],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/login');
      const screen = currentPage(page);
      await expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      // The app's own question, once it has taken the place of the page's copy.
      await expect(page.locator('[data-page-prompt]')).toHaveCount(0);
      await expect(prompt(page)).toBeVisible();
      await screen.getByRole('main').evaluate((main) => {
        main.scrollTop = main.scrollHeight;
      });
      const card = await box(prompt(page));
      // The last link, and on a desktop the promise beside the form, with its note at the foot.
      for (const last of lastParts) {
        const part =
          last === 'link'
            ? screen.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' })
            : screen.locator('.login-promise');
        const { y, height: partHeight } = await box(part);
        expect(y + partHeight, `the ${last} at ${String(width)} px`).toBeLessThanOrEqual(card.y);
      }
    }
  });

  test('the question paints with the page, and an answer given before the app ran is kept', async ({
    page,
  }) => {
    const kept = () => page.evaluate(() => localStorage.getItem('servicebereich.analytics'));
    // The app's code is held back: what shows is the page's own. The page's load waits for that
    // code where the boot module adds it before the load (on a busy machine), so the test waits
    // for the page to come, not for its load.
    const release = await hold(page, LOGIN_PAGE_START);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(prompt(page)).toBeVisible();
    await expect(currentPage(page)).toHaveCount(0);
    await prompt(page).getByRole('button', { name: 'Ablehnen' }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await kept()).toBe('"denied"');
    release();
    // The app takes the page's copy over, and the answer with it.
    await expect(page.locator('[data-page-prompt]')).toHaveCount(0);
    await expect(currentPage(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(prompt(page)).toBeHidden();
    // The next page asks no more.
    await page.goto('/login');
    await expect(page.locator('[data-page-prompt]')).toBeHidden();
    await expect(page.locator('[data-page-prompt]')).toHaveCount(0);
    await expect(prompt(page)).toBeHidden();
    expect(await kept()).toBe('"denied"');
  });

  test('the question waits for the typeface, so it does not grow when the typeface arrives', async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    const releaseFont = await hold(page, /\.woff2$/);
    // The page's load waits for the typeface it preloads.
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#verfuegernummer').first()).toBeVisible();
    releaseFont();
    await expect(prompt(page)).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect(currentPage(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const moved = (await shifts()).flatMap((shift) => shift.moved);
    expect(moved.filter((classes) => classes.includes('analytics-prompt'))).toEqual([]);
  });

  test("the app's code is asked for once the question has been painted", async ({ page }) => {
    // Asked for before, the code counted into Lighthouse's largest paint, the question's, which
    // waits for the typeface (decision 009). The typeface is held until the frame shows; should
    // that take a busy machine a second, the boot module starts the app all the same.
    const releaseFont = await hold(page, /\.woff2$/);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#verfuegernummer').first()).toBeVisible();
    releaseFont();
    await expect(currentPage(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const { paintedAt, bootAt, askedAt } = await page.evaluate(
      (code) =>
        new Promise<{ paintedAt: number; bootAt: number; askedAt: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const painted = list
              .getEntries()
              .find(
                (entry) =>
                  (entry as PerformanceEntry & { identifier: string }).identifier === 'page-prompt',
              ) as (PerformanceEntry & { renderTime: number }) | undefined;
            const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const boot = files.find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name));
            const asked = files.find((entry) => new RegExp(code).test(entry.name));
            if (painted !== undefined && boot !== undefined && asked !== undefined) {
              resolve({
                paintedAt: painted.renderTime,
                bootAt: boot.responseEnd,
                askedAt: asked.startTime,
              });
            }
          }).observe({ type: 'element', buffered: true });
        }),
      LOGIN_PAGE_START.source,
    );
    if (askedAt < bootAt + 1_000) expect(askedAt).toBeGreaterThanOrEqual(paintedAt);
  });

  test('agreed, the screens count as their patterns and the funnel steps as events', async ({
    page,
    context,
  }) => {
    const events = sentEvents(context);
    await page.goto('/login');
    await prompt(page).getByRole('button', { name: 'Zustimmen' }).click();
    await expect(prompt(page)).toBeHidden();
    await browse(page);

    const contractPage = 'ansicht|/:motive/vertrag/:contractId/unwetterwarnung';
    await expect.poll(() => events).toContain(contractPage);
    // No contract or customer number, masked or not: the screen is its pattern.
    expect(events.filter((event) => /\d{3,}/.test(event))).toEqual([]);
    // What went as the login page was left (a request the test is not told of) arrived too.
    await expect
      .poll(
        () => {
          const report = admin('analytics', 'report', '--einzeln');
          return [
            / login +passwort +\d+$/m,
            / ansicht +\/:motive\/vertrag\/:contractId\/unwetterwarnung +\d+$/m,
          ].map((line) => line.test(report));
        },
        { timeout: 20_000 },
      )
      .toEqual([true, true]);
  });
});

test('the answer is changed in the settings', async ({ page, context }, testInfo) => {
  const events = sentEvents(context);
  await loginWithForm(page);
  await page.goto('/einstellungen');
  const setting = currentPage(page).getByRole('switch', { name: /Nutzung zählen lassen/ });
  await setting.scrollIntoViewIfNeeded();
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(setting).toBeChecked();
  await accessibleLightAndDark(page, testInfo, 'analytics-setting');

  await page.goto('/services');
  await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeVisible();
  await hidePage(page);
  await expect.poll(() => events).toContain('ansicht|/services');

  // Switched off again, nothing more goes.
  await page.goto('/einstellungen');
  await currentPage(page)
    .getByRole('switch', { name: /Nutzung zählen lassen/ })
    .click();
  await expect(
    currentPage(page).getByRole('switch', { name: /Nutzung zählen lassen/ }),
  ).not.toBeChecked();
  const before = events.length;
  await page.goto('/vertraege');
  await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeVisible();
  await hidePage(page);
  expect(events).toHaveLength(before);
});
