import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import {
  accessibleLightAndDark,
  confirmLogout,
  currentPage,
  DEMO_CUSTOMER,
  deliverLetter,
  loginWithForm,
  settle,
  startCuttableWay,
} from './support.ts';

/**
 * Each test reaches the server by a way of its own that it cuts: no answer comes while the
 * browser still says it is online, as behind a captive portal or with the server out of reach.
 * What the app does then is the same whatever the browser says, and whichever Chromium it is.
 */
const test = base.extend<{ way: Awaited<ReturnType<typeof startCuttableWay>> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its destructured first parameter
  way: async ({}, use) => {
    const way = await startCuttableWay();
    await use(way);
    await way.close();
  },
  baseURL: async ({ way }, use) => {
    await use(way.url);
  },
});

// The service worker keeps the app's code for a start without network: here it runs.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = /^Offline – Stand: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const NEEDS_CONNECTION =
  'Dafür brauchst du eine Internetverbindung. Bitte versuche es noch einmal, sobald du wieder online bist.';

/** Waits until the page's service worker is active: the app's code is stored by then. */
async function serviceWorkerActive(page: Page): Promise<void> {
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker === null) return 'none';
    if (worker.state !== 'activated') {
      await new Promise((resolve) => {
        worker.addEventListener('statechange', resolve, { once: true });
      });
    }
    return worker.state;
  });
  expect(state).toBe('activated');
}

/** Closes the alert that says the action needs a connection. */
async function expectNeedsConnection(page: Page): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(NEEDS_CONNECTION);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

async function openTab(page: Page, tab: string | RegExp, title: string): Promise<void> {
  await currentPage(page).getByRole('link', { name: tab }).click();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);
}

test('without answers, the last seen contracts, overview and postbox stay readable with their date', async ({
  page,
  way,
}, testInfo) => {
  // An unread letter of its own: other specs read the demo customer's letters.
  await deliverLetter(DEMO_CUSTOMER.number, 'Jahresinformation zum Nachlesen ohne Verbindung');
  await loginWithForm(page);
  await serviceWorkerActive(page);
  // What the customer has seen is what stays readable.
  await openTab(page, 'Produkte', 'Produkte');
  await currentPage(page)
    .getByRole('link', { name: /^Bausparvertrag/ })
    .click();
  await expect(currentPage(page).getByRole('link', { name: 'Umsätze ansehen' })).toBeVisible();
  await openTab(page, /^Postbox/, 'Postbox');
  const letters = currentPage(page)
    .getByRole('region', { name: 'Deine Nachrichten' })
    .getByRole('heading', { level: 3 });
  await expect(letters).not.toHaveCount(0);
  const titles = await letters.allTextContents();
  const postboxTab = currentPage(page).getByRole('link', { name: /^Postbox/ });
  await expect(postboxTab).toContainText(/ungelesene Nachricht/);
  const unread = (await postboxTab.textContent()) ?? '';

  await way.cut();
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // The postbox settings are not kept: their section says it needs the connection, with no
  // alert in the way of reading the letters.
  await expect(currentPage(page).getByText(NEEDS_CONNECTION)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(currentPage(page).getByRole('status')).toHaveText(OFFLINE_BANNER);
  await expect(letters).toHaveText(titles);
  await accessibleLightAndDark(page, testInfo, 'offline-postbox');

  await openTab(page, 'Produkte', 'Produkte');
  await expect(currentPage(page).getByRole('status')).toHaveText(OFFLINE_BANNER);
  await expect(currentPage(page).getByRole('link', { name: /^Bausparvertrag/ })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'offline-produkte');

  await currentPage(page)
    .getByRole('link', { name: /^Bausparvertrag/ })
    .click();
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Bausparvertrag' }),
  ).toBeVisible();
  await expect(currentPage(page).getByRole('status')).toHaveText(OFFLINE_BANNER);
  await expect(currentPage(page).getByText('410-273.856-1')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'offline-uebersicht');

  // The dashboard's balances are the kept ones, and it says so.
  await openTab(page, 'Home', 'Home');
  await expect(currentPage(page).getByRole('status')).toHaveText(OFFLINE_BANNER);
  await expect(currentPage(page).getByRole('region', { name: 'Dein Überblick' })).toContainText(
    '€',
  );
  await accessibleLightAndDark(page, testInfo, 'offline-home');

  // The DokBox was not kept: it says that it needs the connection, not that it is empty.
  await openTab(page, 'Menü', 'Menü');
  await currentPage(page).getByRole('link', { name: 'DokBox' }).click();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: 'DokBox' })).toBeVisible();
  await expect(currentPage(page).getByText(NEEDS_CONNECTION)).toBeVisible();
  await expect(currentPage(page).getByText(/Hier sind noch keine Dateien/)).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'offline-dokbox');

  // Opening a letter needs the server: the app says so once, the letter is not marked read as it
  // could not be shown, and the letters stay as kept.
  await openTab(page, /^Postbox/, 'Postbox');
  await expect(currentPage(page).getByText(NEEDS_CONNECTION)).toBeVisible();
  await letters.first().click();
  await expectNeedsConnection(page);
  // The viewer says the letter could not be loaded; the customer closes it.
  const viewer = currentPage(page).getByRole('dialog');
  await expect(viewer).toContainText('Die Datei konnte nicht geladen werden.');
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(letters).toHaveText(titles);
  await expect(currentPage(page).getByRole('link', { name: /^Postbox/ })).toHaveText(unread);
  await expect(currentPage(page).getByRole('status')).toHaveText(OFFLINE_BANNER);

  // Answers again, the screen fetches again and the banner goes.
  await way.restore();
  await expect(currentPage(page).getByRole('status')).toHaveCount(0);
  await expect(letters).toHaveText(titles);
});

test('after logout nothing of the customer is readable offline', async ({ page, way }) => {
  await loginWithForm(page);
  await serviceWorkerActive(page);
  await openTab(page, 'Produkte', 'Produkte');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('servicebereich.offline')))
    .toContain('Bausparvertrag');

  await openTab(page, 'Menü', 'Menü');
  await currentPage(page).getByRole('button', { name: 'Abmelden' }).click();
  await confirmLogout(page);
  expect(await page.evaluate(() => localStorage.getItem('servicebereich.offline'))).toBeNull();

  await way.cut();
  await page.goto('/vertraege');
  await expect(currentPage(page).getByLabel('Verfügernummer')).toBeVisible();
  await expect(page.getByText('Bausparvertrag')).toHaveCount(0);
  await expect(page.getByText(/Katharina/)).toHaveCount(0);
});

test("the service worker stores the app's code, never a page with a session", async ({ page }) => {
  await loginWithForm(page);
  await serviceWorkerActive(page);
  const stored = await page.evaluate(async () => {
    const pages: string[] = [];
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        urls.push(new URL(request.url).pathname);
        const response = await cache.match(request);
        if (response?.headers.get('Content-Type')?.startsWith('text/html')) {
          pages.push(await response.text());
        }
      }
    }
    return { pages, urls };
  });
  expect(stored.urls).toContain('/index.html');
  expect(stored.urls.some((url) => url.startsWith('/api'))).toBe(false);
  expect(stored.pages).toHaveLength(1);
  expect(stored.pages[0]).not.toContain('csrf-token');
  expect(stored.pages[0]).not.toContain('customer-first-name');
});
