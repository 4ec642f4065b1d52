import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { PDFDocument } from 'pdf-lib';
import { expect } from './fixtures.ts';

/** WCAG 2.2 AA: the A and AA rules of 2.0, 2.1 and 2.2 (target size, 2.5.8, among them). */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/**
 * axe-core's script. Putting it into a document costs half a second, running it a tenth: it is put
 * in once per document (the app changes its pages without loading one) and into every frame,
 * where it answers the top frame's run; `<unsafe_all_origins>` lets it answer across origins.
 */
const AXE_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;

export const DEMO_CUSTOMER = { number: '1000000001', password: 'Servicebereich2026!' } as const;

/** The back-office command on the e2e server's database, as the back office would run it. */
export function admin(...args: string[]): string {
  return execFileSync('bash', ['scripts/admin.sh', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: process.env.SB_E2E_DATA_DIR ?? '' },
    encoding: 'utf8',
  });
}

/** A new letter of that title in the customer's postbox, as the back office delivers one: unread. */
export async function deliverLetter(customerNumber: string, title: string): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(title, { x: 50, y: 750 });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'letter-')), 'Brief.pdf');
  writeFileSync(file, await pdf.save());
  admin('postbox', 'deliver', customerNumber, file, title);
}

/** The page on screen (the app keeps the pages below it, hidden). */
export function currentPage(page: Page) {
  return page.locator('.page-stack > .app-page:not([hidden])');
}

/** Waits for the page's transition to end, so axe and screenshots see the final state. */
export async function settle(page: Page): Promise<void> {
  await expect(currentPage(page)).toHaveCount(1);
  // No finite animation (a page coming in, an alert or toast, a button's colour after a change
  // of the scheme) runs any more; spinners run forever and don't count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  expect(await undefinedElements(page), 'custom elements never defined').toEqual([]);
}

/**
 * The custom elements of the page, in its shadow roots too, that no module defined: such an
 * element draws nothing and has none of its methods (an ion-ripple-effect without its definition
 * broke every tap). Ionic's tree-shaken build defines only what the code names.
 */
function undefinedElements(page: Page): Promise<string[]> {
  return page
    .locator(':not(:defined)')
    .evaluateAll((elements) => [...new Set(elements.map((element) => element.localName))]);
}

export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  await expectAccessibleAsIs(page);
}

/** axe on the page as it is: also what the page shows before the app has started. */
export async function expectAccessibleAsIs(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function axeViolations(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as {
            axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> };
          }
        ).axe.run(document, options)
      ).violations,
    AXE_OPTIONS,
  );
}

/** Fills the login form of the page on screen (during a page transition the leaving page is
 * still in the document). */
export async function fillLogin(page: Page, number: string, password: string): Promise<void> {
  await expect(
    currentPage(page).getByRole('heading', { name: 'Willkommen im Servicebereich' }),
  ).toBeVisible();
  // The page's own form lies above the app's until the app has taken it over, with what was typed
  // into it so far: typed into the app's form before, a field was emptied by the takeover.
  await expect(page.locator('[data-frame-path]')).toHaveCount(0);
  const form = currentPage(page);
  await form.locator('input#verfuegernummer').fill(number);
  await form.locator('input#passwort').fill(password);
  await form.locator('input#passwort').press('Enter');
}

/** Logs in through the login page's form, as a customer does, and lands on the dashboard. */
export async function loginWithForm(
  page: Page,
  number: string = DEMO_CUSTOMER.number,
): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, number, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The login page gave way to the dashboard's, whose frame shows before the app has started
  // there: the app's own screen says it has.
  await expect(currentPage(page).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/**
 * Starts a session for the page's browser with the calls the login page sends (a token, then
 * Login), without opening a page: the next page the test opens is a logged-in customer's, as
 * after a login in an earlier visit. For tests whose subject comes after the login; the login
 * itself is tested through its form (`loginWithForm`).
 */
export async function signIn(page: Page, number: string = DEMO_CUSTOMER.number): Promise<void> {
  const api = page.context().request;
  const token = await api.post('/api?Mode=General&Function=GetCSRFToken');
  expect(token.status(), 'GetCSRFToken').toBe(200);
  const { Result: tokenResult } = (await token.json()) as { Result: { CSRFToken: string } };
  const answer = await api.post('/api?Mode=MeinServicebereich&Function=Login', {
    headers: { 'X-CSRF-Token': tokenResult.CSRFToken },
    form: {
      verfuegernummer: number,
      passwort: DEMO_CUSTOMER.password,
      includeschadensmeldung: 'true',
    },
  });
  expect(answer.status(), `Login of ${number}`).toBe(200);
}

/** Starts a session (`signIn`) and opens the dashboard. */
export async function login(page: Page, number: string = DEMO_CUSTOMER.number): Promise<void> {
  await signIn(page, number);
  await page.goto('/dashboard');
}

/** Logs out from the menu and confirms it, as a customer does. */
export async function logout(page: Page): Promise<void> {
  await page.goto('/menu');
  await currentPage(page).getByRole('button', { name: 'Abmelden' }).click();
  await confirmLogout(page);
}

/** Answers the logout's question with "Abmelden". */
export async function confirmLogout(page: Page): Promise<void> {
  const question = page.getByRole('alertdialog', { name: 'Abmelden' });
  await expect(question).toContainText('Möchtest du dich wirklich abmelden?');
  await question.getByRole('button', { name: 'Abmelden' }).click();
  await expect(currentPage(page).getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
}

/** The buttons of the page on screen that the toast now shown lies over, named. */
export async function buttonsUnderToast(page: Page): Promise<string[]> {
  const toast = await page.locator('.app-toast').boundingBox();
  if (toast === null) return [];
  return currentPage(page)
    .locator('button, a[href]')
    .evaluateAll(
      (controls, box) =>
        controls.flatMap((control) => {
          const r = control.getBoundingClientRect();
          const hidden = r.width === 0 || r.height === 0;
          const apart =
            r.right <= box.x ||
            r.left >= box.x + box.width ||
            r.bottom <= box.y ||
            r.top >= box.y + box.height;
          return hidden || apart ? [] : [control.textContent.trim()];
        }),
      toast,
    );
}

/**
 * The controls of the page on screen smaller than 44 × 44 px, named for the failure message. A
 * checkbox or radio is measured by its row, which takes the tap.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  await settle(page);
  return currentPage(page).evaluate((root) => {
    const controls = root.querySelectorAll(
      'a[href], button, [role="button"], .check-field__row, .radio-group__row, summary',
    );
    return [...controls].flatMap((control) => {
      // The button of a row's title takes the tap on the whole row (shell/link-item.tsx).
      const box = (control.closest('.link-row--button') ?? control).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent.trim();
      return [
        `${name.slice(0, 40)}: ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
      ];
    });
  });
}

export type ReceivedMail = { to: string; subject: string; raw: string };

/** A header's value, unfolded, with its RFC 2047 encoded words decoded. */
function headerOf(head: string, name: string): string {
  const line = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return (line?.slice(name.length + 1).trim() ?? '').replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=(?:\s+(?==\?))?/gi,
    (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replaceAll('_', ' ')
              .replace(/=([0-9a-f]{2})/gi, (_hex, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}

/** Every mail the e2e run's SMTP server has received so far (`e2e/smtp-sink.ts`). */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.SB_E2E_MAIL_DIR ?? '';
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      return { to: headerOf(head, 'To'), subject: headerOf(head, 'Subject'), raw };
    });
}

export type ReceivedSms = { to: string; from: string; text: string };

/** Every SMS the e2e run's SMS gateway has received so far (`e2e/sms-sink.ts`), oldest first. */
export function receivedSms(): ReceivedSms[] {
  const dir = process.env.SB_E2E_SMS_DIR ?? '';
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedSms);
}

/** axe in the light and then in the dark colour scheme; the page is left in the light one. */
/**
 * The device's colour scheme, once the app (following it, as it does unless a customer chose
 * otherwise in the settings) has taken it: it hears of the change a moment later, and a check
 * before then would see buttons still on their way to the new colours.
 */
async function emulateScheme(page: Page, colorScheme: 'dark' | 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (dark) =>
      document.querySelector('.page-stack') === null ||
      document.documentElement.classList.contains('ion-palette-dark') === dark,
    colorScheme === 'dark',
  );
}

export async function expectAccessibleInBothSchemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await emulateScheme(page, 'dark');
  await expectAccessible(page);
  await emulateScheme(page, 'light');
}

/**
 * Whether the run keeps screenshots of what the tests pass through, to look at: with
 * `E2E_SCREENSHOTS=1`. They prove nothing by themselves and take a tenth to a third of a second
 * each, so a run leaves them out unless asked (visual.spec.ts compares its own, always).
 */
const keepingScreenshots = process.env['E2E_SCREENSHOTS'] === '1';

/** A screenshot of the page or a part of it into the test's output folder, when the run keeps them. */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (keepingScreenshots) await target.screenshot(options);
}

/** axe in the dark and then the light colour scheme, with a screenshot of each for review. */
export async function accessibleLightAndDark(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await emulateScheme(page, colorScheme);
    await expectAccessible(page);
    await keepScreenshot(page, {
      path: path.join(
        testInfo.outputDir,
        `${name}-${String(page.viewportSize()?.width ?? 0)}-${colorScheme}.png`,
      ),
    });
  }
}

/** Turns "Beträge ausblenden" on in the settings. */
export async function hideAmounts(page: Page): Promise<void> {
  await page.goto('/einstellungen');
  const setting = currentPage(page).getByRole('switch', { name: /Beträge ausblenden/ });
  await setting.click();
  await expect(setting).toBeChecked();
}

/**
 * A way to the e2e server that a test can cut: a TCP proxy on a port of its own, whose cut refuses
 * every connection and breaks the open ones, as a server out of reach does while the browser still
 * says it is online. `url` is its address, a site of its own for the browser (cookies, storage and
 * service worker apart from the other tests').
 */
export async function startCuttableWay(): Promise<{
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const target = Number(process.env.SB_E2E_PORT);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const server = connect(target, '127.0.0.1');
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        server.destroy();
      });
    }
    client.pipe(server).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => {
        proxy.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => {
        resolve();
      });
      for (const socket of sockets) socket.destroy();
    });
  await listen(0);
  const address = proxy.address();
  if (address === null || typeof address !== 'object') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    cut: stop,
    restore: () => listen(address.port),
    close: () => (proxy.listening ? stop() : Promise.resolve()),
  };
}

/**
 * The error text shown with a field, not its link in the error summary at the top of the form
 * (shell/error-summary.tsx), which says the same.
 */
export function fieldError(scope: Locator | Page, text: string): Locator {
  return scope.getByText(text).and(scope.locator(':not(a)'));
}

/**
 * Chooses a free slot on the video booking screen: the day at `day` in the strip of days, then
 * the time at `time` among that day's (a negative index counts from the end). Returns the slot's
 * instant.
 */
export async function chooseVideoSlot(
  booking: Locator,
  day: number,
  time: number,
): Promise<string> {
  // Exactly "Tag": the times' group is named by its day, "Montag, …", which holds the word.
  await booking
    .getByRole('radiogroup', { name: 'Tag', exact: true })
    .getByRole('radio')
    .nth(day)
    .check();
  const slot = booking.locator('input[name="beginn"]').nth(time);
  const instant = (await slot.getAttribute('value')) ?? '';
  await slot.check();
  return instant;
}

/** The page's first module, which starts the app's code once the page has painted. */
export const BOOT_MODULE = /\/assets\/boot-[\w-]+\.js$/;

/** The app's entry, which the boot module starts on every page but a visitor's login page. */
export const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The login page's own start, which the boot module starts there for a visitor (login-main.tsx). */
export const LOGIN_PAGE_START = /\/assets\/login-page-[\w-]+\.js$/;

/**
 * The app's whole stylesheet, which the boot module loads before it starts the app; the page
 * carries the rules of its frames itself (vite.config.ts, pageStylesheetOfFrames).
 */
export const APP_STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

/** Holds the requests to matching addresses until the returned release is called. */
export async function hold(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records the page's layout shifts from its start (before its own scripts run), each with the
 * classes of the elements that moved; the returned function reads them.
 */
export async function recordLayoutShifts(
  page: Page,
): Promise<() => Promise<{ value: number; moved: string[] }[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) =>
            source.node instanceof Element ? source.node.className : '',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
    );
}
