import path from 'node:path';
import { maintenanceURL } from '../playwright.config.ts';
import type { Locator, Page, Request } from '@playwright/test';
import { TYPEFACE_COOKIE } from '@servicebereich/protocol';
import { expect, test } from './fixtures.ts';
import {
  accessibleLightAndDark,
  confirmLogout,
  currentPage,
  DEMO_CUSTOMER,
  expectAccessible,
  expectAccessibleAsIs,
  expectAccessibleInBothSchemes,
  fieldError,
  fillLogin,
  hideAmounts,
  APP_ENTRY,
  APP_STYLESHEET,
  BOOT_MODULE,
  hold,
  LOGIN_PAGE_START,
  keepScreenshot,
  loginWithForm,
  recordLayoutShifts,
  settle,
  signIn,
  smallTouchTargets,
} from './support.ts';

// Several tests here hold or drop the app's code on its way, which the service worker (blocked,
// as in every spec but the worker's own) would serve from its store. The journey through every
// tab and the two tests of a page arriving during its transition run with Ionic's page
// transitions (`withTransitions`), which the other tests leave out (reduced motion).

/** As a customer whose device asks for no less motion: pages change with Ionic's transitions. */
function withTransitions(page: Page): Promise<void> {
  return page.emulateMedia({ reducedMotion: 'no-preference' });
}

test('a customer logs in, is greeted by first name, uses every tab and the plus, logs out', async ({
  page,
}, testInfo) => {
  await withTransitions(page);
  await page.goto('/login');
  await accessibleLightAndDark(page, testInfo, 'login');
  await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect(currentPage(page).getByRole('heading', { name: 'Dein Überblick' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dashboard-390.png') });

  for (const [tab, url, title] of [
    ['Produkte', /\/vertraege$/, 'Produkte'],
    ['Postbox', /\/nachrichten$/, 'Postbox'],
    ['Menü', /\/menu$/, 'Menü'],
    ['Home', /\/dashboard$/, 'Home'],
  ] as const) {
    await currentPage(page)
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: tab })
      .click();
    await expect(page).toHaveURL(url);
    await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
  }

  await currentPage(page).getByRole('button', { name: 'Neu erstellen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Was möchtest du tun?' });
  await expect(sheet.getByRole('button', { name: 'Schadensmeldung erstellen' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Berater kontaktieren' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Berater kontaktieren' }).click();
  await expect(page).toHaveURL(/\/services\/berater$/);

  // The logout asks first; "Abbrechen" stays logged in.
  await currentPage(page).getByRole('link', { name: 'Menü' }).click();
  await currentPage(page).getByRole('button', { name: 'Abmelden' }).click();
  const question = page.getByRole('alertdialog', { name: 'Abmelden' });
  await expect(question).toContainText('Möchtest du dich wirklich abmelden?');
  await accessibleLightAndDark(page, testInfo, 'logout-question');
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/menu$/);
  await currentPage(page).getByRole('button', { name: 'Abmelden' }).click();
  await confirmLogout(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
});

test('the services overview and the help are complete, accessible screens', async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  await page.goto('/services');
  await expect(currentPage(page).getByRole('link', { name: /DokBox/ })).toBeVisible();
  await expectAccessible(page);
  await currentPage(page)
    .getByRole('link', { name: /DokBox/ })
    .click();
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  await page.goto('/hilfe');
  await currentPage(page).getByText('Warum bin ich plötzlich abgemeldet?').click();
  await expect(currentPage(page).getByText(/nach 30 Minuten ohne Aktivität/)).toBeVisible();
  const call = currentPage(page).getByRole('link', { name: /Kundenservice anrufen/ });
  await expect(call).toHaveAttribute('href', 'tel:+4357070100');
  // The number stands a space apart from "anrufen:" as drawn, not only in the text.
  const gap = await currentPage(page)
    .locator('.phone')
    .evaluate((phone) => {
      const text = [...(phone.parentElement?.childNodes ?? [])].find((node) =>
        node.textContent?.includes(':'),
      );
      const label = document.createRange();
      if (text !== undefined) label.setStart(text, 0);
      if (text !== undefined) label.setEnd(text, (text.textContent ?? '').indexOf(':') + 1);
      return phone.getBoundingClientRect().left - label.getBoundingClientRect().right;
    });
  expect(gap).toBeGreaterThan(2);
  await accessibleLightAndDark(page, testInfo, 'help');
});

test('every control is at least 44 × 44 px, a long title keeps its end, a phone number stays whole', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(
    currentPage(page).getByRole('button', { name: 'Anmelden', exact: true }),
  ).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await loginWithForm(page);
  for (const path of [
    '/dashboard',
    '/vertraege',
    '/geld/vertrag/4102738561/uebersicht',
    '/geld/vertrag/4102738561/sepa-lastschrift',
    '/services/dokbox',
    '/wohnen/kreditcheckliste',
    '/nachrichten',
    '/einstellungen',
    '/hilfe',
    '/menu',
    '/services/schadensmeldung/haushalt',
    '/services/berater',
    '/services/berater/video-termin/B-20417',
  ]) {
    await page.goto(path);
    await expect(currentPage(page).locator('.page-title')).toBeVisible();
    // Measured with the data shown, not the loading line.
    await expect(currentPage(page).getByText(/ge?laden …$/)).toHaveCount(0);
    expect(await smallTouchTargets(page), path).toEqual([]);
  }
  await page.goto('/services/schadensmeldung/krankenhaus');
  const title = currentPage(page).locator('.page-title');
  await expect(title).toHaveText('Krankenhausaufenthalt melden');
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.goto('/hilfe');
  const phone = currentPage(page).locator('.phone');
  await expect(phone).toHaveText('+43 5 70 70-100');
  expect(await phone.evaluate((el) => el.getClientRects().length)).toBe(1);
});

test('a reload keeps a logged-in customer logged in, with their contracts', async ({ page }) => {
  await loginWithForm(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect(firstContract(page)).toBeVisible();
  await page.goto('/menu');
  await expect(currentPage(page).getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test('a live session without stored data opens the dashboard with the contracts, letters and campaigns its page brought', async ({
  page,
}) => {
  await loginWithForm(page);
  // The dashboard the login opened has its answers: none of its calls comes late into the count.
  await expect(currentPage(page).getByText(/^Neueste: /)).toBeVisible();
  await expect(currentPage(page).getByRole('region', { name: 'Aktuelles' })).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
  });
  // Notes whether the dashboard ever says there are no contracts while it loads, and whether
  // it ever shows a loading line: with its answers in the page, the app's first render is the
  // dashboard.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      // Observed from the start, before the page has a body.
      const text = document.documentElement.textContent;
      if (text.includes('Du hast noch keine Verträge')) {
        document.documentElement.dataset.sawNoContracts = 'true';
      }
      if (text.includes('Wird geladen …')) document.documentElement.dataset.sawLoading = 'true';
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const calls: string[] = [];
  let reloaded = false;
  page.on('request', (request) => {
    // Counted from the reload on.
    if (request.isNavigationRequest()) reloaded = true;
    const fn = new URL(request.url()).searchParams.get('Function');
    if (reloaded && fn !== null) calls.push(fn);
  });
  await page.reload();
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect(currentPage(page).getByRole('heading', { name: 'Dein Überblick' })).toBeVisible();
  await expect(currentPage(page).getByText(/^Neueste: /)).toBeVisible();
  await expect(currentPage(page).getByRole('region', { name: 'Aktuelles' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-no-contracts');
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-loading');
  // The page brought the session's token, state and first name, and the answers of the
  // dashboard's calls: none of them is asked again.
  for (const fn of [
    'GetCSRFToken',
    'IsLoggedIn',
    'GetUserAddress',
    'GetVertraege',
    'GetPostBoxEntries',
    'GetSliders',
  ]) {
    expect(calls).not.toContain(fn);
  }
});

test('a wrong password shows the server message in the alert', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, DEMO_CUSTOMER.number, 'Falsch2026!');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Bitte beachten');
  await expect(alert).toContainText('Die Verfügernummer oder das Passwort ist nicht korrekt.');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

/**
 * Waits until the page's fonts have arrived: the frame is measured as the customer sees it once
 * its typeface is there, not in the fallback it shows for the moment before. On a device that has
 * not had the typeface, the page names it only once it has come (decision 009), and asks for it
 * once it has been parsed: until then no font is on its way, and the fonts count as ready.
 */
async function fontsLoaded(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/\btypeface-awaited\b/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The first savings contract in the list of the page on screen. */
function firstContract(page: Page): Locator {
  return currentPage(page)
    .getByRole('link', { name: /^Bausparvertrag/ })
    .first();
}

/** The address of the API call with this Function. */
function apiCall(fn: string): (url: URL) => boolean {
  return (url) => url.pathname === '/api' && url.searchParams.get('Function') === fn;
}

/** The frame of a screen that waits: its title, the tab bar and a loading line. */
async function expectLoadingFrame(page: Page, title: string, loading: string): Promise<void> {
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    currentPage(page).getByRole('navigation', { name: 'Hauptnavigation' }),
  ).toBeVisible();
  await expect(currentPage(page).getByRole('status')).toHaveText(loading);
  // No line of text on screen: the shape of what comes, in a part marked busy.
  await expect(currentPage(page).getByRole('status')).toHaveClass('visually-hidden');
  await expect(
    currentPage(page).locator('[aria-busy="true"] .skeleton__bone').first(),
  ).toBeVisible();
}

test('the login page waits for no call; with a live session it leads on', async ({ page }) => {
  // Every call is held: the login page must show without any answer.
  const release = await hold(page, '**/api?**');
  await page.goto('/login');
  await expect(currentPage(page).getByLabel('Verfügernummer')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);

  await loginWithForm(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
});

test("the login form takes input before the app's code has arrived, where the app shows it", async ({
  page,
}, testInfo) => {
  await withTransitions(page);
  const release = await hold(page, LOGIN_PAGE_START);
  // Not until "load": the page's script, held here, is part of it.
  await page.goto('/login', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Anmelden' });
  const welcome = page.getByRole('heading', { level: 2, name: 'Willkommen im Servicebereich' });
  const intro = page.getByText('Melde dich mit deiner Verfügernummer und deinem Passwort an.');
  const number = page.getByLabel('Verfügernummer');
  const password = page.getByLabel('Passwort', { exact: true });
  const submit = page.getByRole('button', { name: 'Anmelden' });
  // The title's box ends where the header's buttons begin; where each part starts and its height
  // are the same, so nothing moves when the app takes over.
  const places = () =>
    Promise.all(
      [title, welcome, intro, number, password, submit].map((part) =>
        part.boundingBox().then((box) => box && [box.x, box.y, box.height]),
      ),
    );
  await expect(submit).toBeVisible();
  await fontsLoaded(page);
  const framed = await places();
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessibleAsIs(page);
    await keepScreenshot(page, {
      path: path.join(testInfo.outputDir, `login-rahmen-390-${colorScheme}.png`),
    });
  }
  // Typed before the app runs: the number, and the password with its first letter still to come,
  // the caret moved before the rest.
  await number.fill(DEMO_CUSTOMER.number);
  await password.pressSequentially(DEMO_CUSTOMER.password.slice(1));
  await password.press('Home');
  release();
  const taken = currentPage(page).getByLabel('Passwort', { exact: true });
  await expect(currentPage(page).getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
  await expect(taken).toBeFocused();
  await expect(currentPage(page).getByLabel('Verfügernummer')).toHaveValue(DEMO_CUSTOMER.number);
  // Polled: a page that Ionic brings in with a transition is in place once it has ended.
  await expect.poll(places).toEqual(framed);
  await taken.press(DEMO_CUSTOMER.password.charAt(0));
  await expect(taken).toHaveValue(DEMO_CUSTOMER.password);
  await taken.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a login sent before any of the page's code has arrived is sent once the app has started", async ({
  page,
}) => {
  // Not even the boot module: the page's own script marks the form (decision 009).
  const release = await hold(page, BOOT_MODULE);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Verfügernummer').fill(DEMO_CUSTOMER.number);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  expect(addresses.filter((address) => LOGIN_PAGE_START.test(address))).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  // The frame's button is no submit button: the browser never sent the form itself.
  expect(addresses.filter((address) => address.includes('passwort'))).toEqual([]);
});

test("the activation form takes input before the app's code and the screen's have arrived", async ({
  page,
}, testInfo) => {
  await withTransitions(page);
  const releaseEntry = await hold(page, APP_ENTRY);
  const releaseScreen = await hold(page, /\/assets\/activation-route-[\w-]+\.js$/);
  await page.goto('/aktivierung', { waitUntil: 'commit' });
  const frame = page.locator('[data-frame-path="/aktivierung"]');
  // The frame has the birth date for the picker and for typing, and shows the one the screen uses.
  const birthDateIn = (scope: Locator) =>
    scope.getByLabel(/^Geburtsdatum/).filter({ visible: true });
  // Where each part starts, the same before and after the app takes over. Not the title: on this
  // machine (development mode) the testing settings' button beside it makes it wrap.
  const parts = (scope: Locator) => [
    scope.getByRole('heading', { level: 2, name: 'Schritt 1 von 2: Deine Daten' }),
    scope.getByLabel('Verfügernummer'),
    scope.getByLabel('Aktivierungscode'),
    birthDateIn(scope),
    scope.getByRole('button', { name: 'Weiter' }),
    scope.getByRole('link', { name: 'Du hast schon ein Passwort? Zur Anmeldung' }),
  ];
  const places = (scope: Locator) =>
    Promise.all(
      parts(scope).map((part) => part.boundingBox().then((box) => box && [box.x, box.y])),
    );
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Aktivierungscode einlösen' }),
  ).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Weiter' })).toBeVisible();
  await fontsLoaded(page);
  const framed = await places(frame);
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessibleAsIs(page);
    await keepScreenshot(page, {
      path: path.join(testInfo.outputDir, `aktivierung-rahmen-390-${colorScheme}.png`),
    });
  }
  await frame.getByLabel('Verfügernummer').fill('1000009999');
  await frame.getByLabel('Aktivierungscode').fill('SB26-AKTV-7X9Q-4M2K');
  // The app starts while the screen's code is still on its way: the frame stays above its
  // loading page, and what is typed meanwhile goes into the frame.
  releaseEntry();
  await expect(currentPage(page)).toBeAttached();
  await birthDateIn(frame).pressSequentially('10031987');
  await expect(birthDateIn(frame)).toBeFocused();
  releaseScreen();
  await expect(frame).not.toBeAttached();
  const screen = currentPage(page);
  await expect(screen.getByLabel('Verfügernummer')).toHaveValue('1000009999');
  await expect(screen.getByLabel('Aktivierungscode')).toHaveValue('SB26-AKTV-7X9Q-4M2K');
  const birthDate = birthDateIn(screen);
  await expect(birthDate).toHaveValue('10.03.1987');
  await expect(birthDate).toBeFocused();
  await expect.poll(() => places(screen)).toEqual(framed);
  await birthDate.press('Enter');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Die Angaben passen nicht zusammen.');
});

test("a visitor's claim overview shows its types before the app's code has arrived", async ({
  page,
}) => {
  const releaseEntry = await hold(page, APP_ENTRY);
  await page.goto('/services/schadensmeldung', { waitUntil: 'commit' });
  const frame = page.locator('[data-frame-path="/services/schadensmeldung"]');
  const kfz = frame.getByRole('link', { name: /^Kfz-Schaden/ });
  await expect(kfz).toHaveAttribute('href', '/services/schadensmeldung/kfz');
  await expect(frame.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await fontsLoaded(page);
  const framed = await kfz.boundingBox();
  await expectAccessibleAsIs(page);
  releaseEntry();
  await expect(frame).not.toBeAttached();
  const link = currentPage(page).getByRole('link', { name: /^Kfz-Schaden/ });
  await expect.poll(() => link.boundingBox()).toEqual(framed);
  await link.click();
  await expect(page).toHaveURL(/\/services\/schadensmeldung\/kfz$/);
});

test("the dashboard's first screen shows before the app's code has arrived, where the app shows it", async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  const release = await hold(page, APP_ENTRY);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const title = page.getByRole('heading', { level: 1, name: 'Home' });
  const greeting = page.getByRole('heading', { level: 2, name: 'Hallo Katharina!' });
  const overview = page.getByRole('heading', { level: 2, name: 'Dein Überblick' });
  const newest = page.getByText(/^Neueste: /);
  const contract = page.getByRole('link', { name: /^Bausparvertrag/ }).first();
  await expect(newest).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dein Überblick' })).toContainText(
    /\d,\d\d\u00A0€/,
  );
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  // Where each part starts and its height are the same before and after the app takes over.
  const places = () =>
    Promise.all(
      [title, greeting, overview, newest, contract].map((part) =>
        part.boundingBox().then((box) => box && [box.x, box.y, box.height]),
      ),
    );
  // And the colours of the page, a card, a line in it and the tab bar, in the dark scheme.
  const colours = () =>
    Promise.all(
      [
        page.getByRole('main').first(),
        page.getByRole('region', { name: 'Dein Überblick' }),
        newest,
        page.locator('.page-footer'),
      ].map((part) =>
        part.evaluate((element) => {
          const style = getComputedStyle(element);
          const background = (node: Element | null): string => {
            const colour = node === null ? '' : getComputedStyle(node).backgroundColor;
            return node === null || colour !== 'rgba(0, 0, 0, 0)'
              ? colour
              : background(node.parentElement);
          };
          return [style.color, background(element)];
        }),
      ),
    );
  await fontsLoaded(page);
  const framed = await places();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessibleAsIs(page);
    await keepScreenshot(page, {
      path: path.join(testInfo.outputDir, `dashboard-rahmen-390-${colorScheme}.png`),
    });
  }
  const darkColours = await colours();
  release();
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect.poll(places).toEqual(framed);
  await expect.poll(colours).toEqual(darkColours);
});

test("a page without a frame says it is loading in the system's scheme, dark without a light flash", async ({
  page,
}) => {
  await loginWithForm(page);
  const release = await hold(page, APP_ENTRY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/vertraege', { waitUntil: 'commit' });
  const notice = page.getByText('Servicebereich wird geladen …');
  await expect(notice).toBeVisible();
  const colours = () =>
    notice.evaluate((element) => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(element).color,
    ]);
  expect(await colours()).toEqual(['rgb(18, 18, 18)', 'rgb(242, 244, 246)']);
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await colours())[0]).not.toBe('rgb(18, 18, 18)');
  await page.emulateMedia({ colorScheme: 'dark' });
  release();
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Produkte' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
});

test("the dashboard's first screen draws on a phone the contracts in view, beside the other cards all", async ({
  page,
}) => {
  // Fewer boxes to lay out before the first paint on a phone (decision 009).
  await loginWithForm(page);
  const rows = () => page.locator('.dashboard-contracts li');
  const shownRows = () =>
    rows().evaluateAll((items) => items.map((item) => item.checkVisibility()));
  const framed = 3;
  const release = await hold(page, APP_ENTRY);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 2, name: 'Deine Verträge' })).toBeVisible();
  const shown = await shownRows();
  expect(shown.length).toBeGreaterThan(framed);
  expect(shown).toEqual(shown.map((_, index) => index < framed));
  await page.setViewportSize({ width: 1280, height: 844 });
  expect(await shownRows()).toEqual(shown.map(() => true));
  await page.setViewportSize({ width: 390, height: 844 });
  release();
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  // The app draws the others, which were out of view.
  const appRows = currentPage(page).locator('.dashboard-contracts li');
  await expect(appRows).toHaveCount(shown.length);
  const firstLeftOut = await appRows.nth(framed).boundingBox();
  expect(firstLeftOut?.y).toBeGreaterThanOrEqual(844);
});

test("the dashboard's first screen masks its amounts from the first paint where the device hides them", async ({
  page,
}) => {
  await loginWithForm(page);
  await hideAmounts(page);
  const release = await hold(page, APP_ENTRY);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const framed = page.getByRole('region', { name: 'Dein Überblick' });
  await expect(framed).toContainText('Betrag ausgeblendet');
  await expect(framed).not.toContainText(/\d,\d\d\u00A0€/);
  await expect(framed.getByRole('button')).toHaveCount(0);
  release();
  const shown = currentPage(page).getByRole('region', { name: 'Dein Überblick' });
  await expect(shown.getByRole('button', { name: 'Betrag anzeigen' }).first()).toBeVisible();
  await expect(shown).not.toContainText(/\d,\d\d\u00A0€/);
});

test("the pages' frames look the same with the page's own styles as with the app's stylesheet", async ({
  page,
}) => {
  await signIn(page);
  await hold(page, APP_ENTRY);
  await hold(page, LOGIN_PAGE_START);
  // Each page with the rules it carries, then with the app's stylesheet as well, at both widths
  // and in both schemes: the page's rules are all those its frame uses.
  for (const path of ['/dashboard', '/login', '/aktivierung', '/services/schadensmeldung-neu']) {
    if (path === '/login') await page.context().clearCookies();
    const releaseStyles = await hold(page, APP_STYLESHEET);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root h1')).toBeVisible();
    await fontsLoaded(page);
    const looks = async () => {
      const shots: Buffer[] = [];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
        }
      }
      return shots;
    };
    const ownStyles = await looks();
    releaseStyles();
    await page.waitForFunction(
      (pattern) =>
        [...document.styleSheets].some((sheet) => new RegExp(pattern).test(sheet.href ?? '')),
      APP_STYLESHEET.source,
    );
    const appStyles = await looks();
    expect(
      appStyles.map((shot, index) => shot.equals(ownStyles[index] ?? Buffer.alloc(0))),
      path,
    ).toEqual(appStyles.map(() => true));
    await page.unroute(APP_STYLESHEET);
  }
});

test('the app starts once its stylesheet is there, and without it where it does not come', async ({
  page,
}) => {
  await signIn(page);
  const releaseStyles = await hold(page, APP_STYLESHEET);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const frame = page.locator('#root > *').first();
  await expect(frame).toBeVisible();
  // The app's code has come (it is fetched beside the stylesheet), but does not run yet.
  await expect
    .poll(() =>
      page.evaluate(
        (entry) =>
          performance
            .getEntriesByType('resource')
            .some((resource) => new RegExp(entry).test(resource.name)),
        APP_ENTRY.source,
      ),
    )
    .toBe(true);
  await expect(page.locator('.page-stack')).toHaveCount(0);
  releaseStyles();
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect(frame).not.toBeAttached();
  await page.unroute(APP_STYLESHEET);

  await page.route(APP_STYLESHEET, (route) => route.abort());
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await expect(page.locator('#root > *')).toHaveCount(0);
});

test("the login page's code is fetched once the page has painted what it shows by itself", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(currentPage(page).getByLabel('Verfügernummer')).toBeVisible();
  const [firstPaint, entryFetched] = await page.evaluate(
    (start) => [
      performance.getEntriesByName('first-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((entry) => new RegExp(start).test(entry.name))
        ?.startTime,
    ],
    LOGIN_PAGE_START.source,
  );
  expect(firstPaint).toBeDefined();
  expect(entryFetched).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
});

test("the login page starts without the app's code, fetches it at the first key, and the dashboard's page starts the app", async ({
  page,
}) => {
  const appEntryRequests: string[] = [];
  page.on('request', (request) => {
    if (APP_ENTRY.test(request.url())) appEntryRequests.push(request.url());
  });
  await page.goto('/login');
  const form = currentPage(page);
  await expect(form.getByLabel('Verfügernummer')).toBeVisible();
  await expect(page.locator('[data-frame-path]')).toHaveCount(0);
  expect(appEntryRequests).toEqual([]);
  await form.getByLabel('Verfügernummer').fill(DEMO_CUSTOMER.number);
  await expect.poll(() => appEntryRequests.length).toBe(1);
  await form.getByLabel('Passwort', { exact: true }).fill(DEMO_CUSTOMER.password);
  await form.getByLabel('Passwort', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
});

test('back from a contract shows the products as they were left, scrolled where they were, and forward again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 560 });
  await loginWithForm(page);
  await currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Produkte' })
    .click();
  await expect(firstContract(page)).toBeVisible();
  const products = await currentPage(page).elementHandle();
  const content = currentPage(page).getByRole('main');
  // Scrolled as by a finger to the last contract: the scroll is done once its event has come.
  const last = currentPage(page).locator('main a[href*="/vertrag/"]').last();
  const scrolled = await last.evaluate(
    (link) =>
      new Promise<number>((resolve) => {
        const scroller = link.closest('main');
        if (scroller === null) throw new Error('the link is not in the content');
        scroller.addEventListener(
          'scroll',
          () => {
            resolve(scroller.scrollTop);
          },
          { once: true },
        );
        scroller.scrollTop = scroller.scrollHeight;
        link.scrollIntoView({ block: 'end' });
      }),
  );
  expect(scrolled).toBeGreaterThan(0);
  const title = (await last.locator('.link-row__title').textContent()) ?? '';
  await last.click();
  await expect(page).toHaveURL(/\/vertrag\//);
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The products stay below, hidden.
  expect(
    await products.evaluate((element) => element.isConnected && element.hasAttribute('hidden')),
  ).toBe(true);

  await currentPage(page).getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/vertraege$/);
  // The same page, not a new one, back in the history rather than a step forward in it.
  expect(
    await products.evaluate((element) => element.isConnected && !element.hasAttribute('hidden')),
  ).toBe(true);
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBe(scrolled);
  await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeFocused();

  await page.goForward();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await expect(firstContract(page)).toBeVisible();
  await expect(currentPage(page)).toHaveCount(1);
});

test('a screen whose code arrives late still shows; the page kept behind it keeps its own', async ({
  page,
}) => {
  await withTransitions(page);
  const release = await hold(page, /\/assets\/contract-route-[\w-]+\.js$/);
  await loginWithForm(page);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
  await settle(page);
  await firstContract(page).click();
  await expect(currentPage(page).getByRole('status')).toHaveText('Wird geladen …');
  // The screen takes the place of its loading frame in the same page element, which Ionic
  // has shown: a page element swapped in after the transition would stay invisible.
  const shown = await currentPage(page).elementHandle();
  release();
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Bausparvertrag' }),
  ).toBeVisible();
  expect(await shown.evaluate((element) => element.isConnected)).toBe(true);
  await expectAccessible(page);
  await expect(page.locator('.page-stack > .app-page[hidden] h1')).toHaveText(['Home']);
});

test("a direct link shows its page with a loading state while the screen's code is on its way", async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  const release = await hold(page, /\/assets\/contracts-screen-[\w-]+\.js$/);
  await page.goto('/vertraege');
  await expectLoadingFrame(page, 'Produkte', 'Wird geladen …');
  await accessibleLightAndDark(page, testInfo, 'code-wird-geladen');
  release();
  await expect(firstContract(page)).toBeVisible();
  await expect(currentPage(page)).toHaveCount(1);
});

test("a tap on the tab bar is not lost when the screen's code arrives during it", async ({
  page,
}) => {
  await loginWithForm(page);
  const release = await hold(page, /\/assets\/contracts-screen-[\w-]+\.js$/);
  await currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Produkte' })
    .click();
  await expectLoadingFrame(page, 'Produkte', 'Wird geladen …');
  // The finger is down on "Home" while the frame gives way to the screen, and lifted after.
  const home = currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Home' });
  const box = await home.boundingBox();
  if (box === null) throw new Error('the tab "Home" is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(firstContract(page)).toBeVisible();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Katharina!' })).toBeVisible();
});

test('a direct link shows its frame and tab bar while the session is restored', async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  // The page says the customer is logged in but not her name, so the app asks for it: the
  // session restore waits for that answer.
  await page.route(
    (url) => url.pathname === '/vertraege',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta name="customer-first-name"[^>]*>/, '');
      await route.fulfill({ response, body });
    },
  );
  const release = await hold(page, apiCall('GetUserAddress'));
  await page.goto('/vertraege');
  await expectLoadingFrame(page, 'Produkte', 'Wird geladen …');
  await accessibleLightAndDark(page, testInfo, 'sitzung-wird-geladen');
  release();
  await expect(firstContract(page)).toBeVisible();
  await expect(currentPage(page)).toHaveCount(1);
});

test('a direct link to the products or a contract shows its frame while the data loads', async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  // Nothing kept on the device: the products wait for the server's list.
  await page.evaluate(() => {
    localStorage.clear();
  });
  const releaseContracts = await hold(page, apiCall('GetVertraege'));
  await page.goto('/vertraege');
  await expectLoadingFrame(page, 'Produkte', 'Die Daten werden geladen …');
  await accessibleLightAndDark(page, testInfo, 'daten-werden-geladen');
  releaseContracts();
  await expect(firstContract(page)).toBeVisible();

  const releaseDetails = await hold(page, apiCall('GetVertragDetails'));
  await page.goto('/geld/vertrag/4102738561');
  // The title names the contract as the session keeps it while its details are on the way.
  await expectLoadingFrame(page, 'Bausparvertrag', 'Die Daten werden geladen …');
  releaseDetails();
  await expect(currentPage(page).getByRole('link', { name: 'Umsätze ansehen' })).toBeVisible();
});

test('the first pages keep their lines when the typeface replaces the fallback', async ({
  page,
}) => {
  const shifts = await recordLayoutShifts(page);
  // Drawn in a system font sized to Inter's measures, the login's frame does not move at all, and
  // the dashboard's, with more lines, moves less than the budget (decision 009); each shift as
  // Chromium reports it.
  for (const [path, most] of [
    ['/login', 0],
    ['/dashboard', 0.01],
  ] as const) {
    const releaseFont = await hold(page, /\.woff2$/);
    // The page's load waits for the typeface it preloads. Its first screen is drawn by the page's
    // frame or, where the app has started as soon, by the app: the same lines either way.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    releaseFont();
    await page.evaluate(async () => {
      await document.fonts.load('1em "Inter Variable"');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await expect(currentPage(page).getByRole('heading', { level: 1 })).toBeVisible();
    const moved = (await shifts()).reduce((total, shift) => total + shift.value, 0);
    expect(moved, path).toBeLessThanOrEqual(most);
    await page.unrouteAll();
    if (path === '/login') await signIn(page);
  }
});

test('the typeface is preloaded from the body, so the first frame does not wait for it', async ({
  page,
}) => {
  // Chromium holds the first frame back for a font preloaded before the body (decision 009).
  for (const path of ['/login', '/dashboard']) {
    await page.goto(path);
    const preloads = (part: 'head' | 'body') =>
      page.locator(`${part} > link[rel="preload"][as="font"]`);
    await expect(preloads('head'), path).toHaveCount(0);
    await expect(preloads('body'), path).toHaveCount(1);
    // Asked for by the preload, not once the styles have been applied.
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators, path).toEqual(['link']);
    if (path === '/login') await signIn(page);
  }
});

test('a device that never had the typeface draws the pages in its stand-in until it has come', async ({
  page,
}) => {
  // Named while it is on its way, the typeface made the first layout twice as long (decision 009).
  const root = page.locator('html');
  // The page's heading, the frame's or, once the app has taken the page over, the app's.
  const heading = page.getByRole('heading', { level: 1 }).first();
  const typeface = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily);
  const awaited = /\btypeface-awaited\b/;

  // It does not come: the stand-in stays.
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/login');
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.includes('Inter Variable') && face.status === 'error',
    ),
  );
  await expect(root).toHaveClass(awaited);
  await page.unrouteAll();

  // It comes: named from then on, and the device notes that it has had it.
  const releaseFont = await hold(page, /\.woff2$/);
  await page.reload({ waitUntil: 'commit' });
  await expect(heading).toBeVisible();
  await expect(root).toHaveClass(awaited);
  expect(await typeface()).toMatch(/^"Inter Fallback", /);
  releaseFont();
  await expect(root).not.toHaveClass(awaited);
  expect(await typeface()).toMatch(/^"Inter Variable", "Inter Fallback", /);
  expect(await page.context().cookies()).toContainEqual(
    expect.objectContaining({ name: TYPEFACE_COOKIE, value: '1', sameSite: 'Lax' }),
  );
  await page.unrouteAll();

  // The next page names it from the start, even while its file is still on its way.
  const releaseAgain = await hold(page, /\.woff2$/);
  await page.reload({ waitUntil: 'commit' });
  await expect(heading).toBeVisible();
  await expect(root).not.toHaveClass(awaited);
  expect(await typeface()).toMatch(/^"Inter Variable", /);
  releaseAgain();
});

test('the progress of the calls runs under the header, and comes and goes without moving the page', async ({
  page,
}) => {
  const shifts = await recordLayoutShifts(page);
  await loginWithForm(page);
  const release = await hold(page, apiCall('GetDokbox'));
  await page.goto('/services/dokbox');
  const progress = currentPage(page).locator('progress.loading-bar');
  await expect(progress).toBeVisible();
  // Where the device asks for less motion (as in these tests), the bar stands still across its
  // track under the header; else a strip runs across the track, in view in the middle of its run.
  const stripAt = (ms: number) =>
    progress.evaluate((bar, time) => {
      for (const animation of bar.getAnimations()) {
        animation.pause();
        animation.currentTime = time;
      }
      const strip = bar.getBoundingClientRect();
      const track = bar.parentElement?.getBoundingClientRect();
      return {
        left: strip.left - (track?.left ?? 0),
        right: strip.right - (track?.left ?? 0),
        track: track?.width ?? 0,
      };
    }, ms);
  const still = await stripAt(0);
  expect(await progress.evaluate((bar) => bar.getAnimations().length)).toBe(0);
  expect(still).toMatchObject({ left: 0, right: still.track });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => progress.evaluate((bar) => bar.getAnimations().length)).toBe(1);
  const early = await stripAt(300);
  const middle = await stripAt(600);
  expect(middle.left).toBeGreaterThan(early.left);
  expect(middle.left).toBeGreaterThanOrEqual(0);
  expect(middle.right).toBeLessThanOrEqual(middle.track);
  const before = (await shifts()).length;
  release();
  await expect(progress).toBeHidden();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: 'DokBox' })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect((await shifts()).slice(before)).toEqual([]);
});

test('a screen whose code does not arrive within 120 s says so and offers to try again', async ({
  page,
  pageErrors,
}) => {
  pageErrors.expectConsoleError(/^Error: No code within 120000 ms/);
  await page.clock.install();
  await loginWithForm(page);
  // The page's clock also runs on by itself: the jumps count from when the code was asked for.
  const asked: { at?: number } = {};
  await page.route(/\/assets\/contracts-screen-[\w-]+\.js$/, async () => {
    asked.at = await page.evaluate(() => Date.now());
    await new Promise<void>(() => undefined);
  });
  // A call still under way when the clock jumps would run into its own timeout, and the app
  // would rightly say the connection is gone: the clock moves once every call has its answer.
  const underWay = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api') underWay.add(request);
  });
  const settled = (request: Request): void => {
    underWay.delete(request);
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.goto('/vertraege');
  await expectLoadingFrame(page, 'Produkte', 'Wird geladen …');
  await expect.poll(() => underWay.size).toBe(0);
  await expect.poll(() => asked.at).toBeDefined();
  const sinceAsked = (await page.evaluate(() => Date.now())) - (asked.at ?? 0);
  await page.clock.fastForward(118_000 - sinceAsked);
  await expect(currentPage(page).getByRole('status')).toHaveText('Wird geladen …');
  await page.clock.fastForward(3_000);
  await expect(currentPage(page).getByRole('alert')).toHaveText(
    'Diese Seite konnte nicht geladen werden. Bitte prüfe deine Internetverbindung.',
  );
  await expect(currentPage(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(
    currentPage(page).getByRole('navigation', { name: 'Hauptnavigation' }),
  ).toBeVisible();
});

test('a screen whose code cannot be loaded says so and loads it again', async ({
  page,
  pageErrors,
}, testInfo) => {
  pageErrors.expectConsoleError(/^TypeError: Failed to fetch dynamically imported module: /);
  await loginWithForm(page);
  await page.route(/\/assets\/contracts-screen-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/vertraege');
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Produkte' }),
  ).toBeVisible();
  await expect(currentPage(page).getByRole('alert')).toHaveText(
    'Diese Seite konnte nicht geladen werden. Bitte prüfe deine Internetverbindung.',
  );
  await accessibleLightAndDark(page, testInfo, 'seite-nicht-geladen');
  await page.unroute(/\/assets\/contracts-screen-[\w-]+\.js$/);
  await currentPage(page).getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(firstContract(page)).toBeVisible();
});

test('the login form checks its fields before asking the server', async ({ page }) => {
  await page.goto('/login');
  // The button says what the page title says, in sentence case.
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Anmelden' }),
  ).toBeVisible();
  await expect(currentPage(page).getByRole('button', { name: 'Anmelden', exact: true })).toHaveCSS(
    'text-transform',
    'none',
  );
  await fillLogin(page, '12345', '');
  const customerNumber = currentPage(page).locator('input#verfuegernummer');
  const numberError = fieldError(currentPage(page), 'Die Verfügernummer besteht aus 10 Ziffern.');
  await expect(numberError).toBeVisible();
  await expect(fieldError(currentPage(page), 'Bitte gib dein Passwort ein.')).toBeVisible();
  // The error summary takes the focus and leads to each field.
  const summary = currentPage(page).getByRole('region', {
    name: 'Bitte prüfe die markierten Felder.',
  });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Die Verfügernummer besteht aus 10 Ziffern.' }).click();
  await expect(customerNumber).toBeFocused();
  await expect(customerNumber).toHaveAttribute('aria-invalid', 'true');
  await customerNumber.fill('1000000001');
  await expect(numberError).toHaveCount(0);
  await expect(customerNumber).not.toHaveAttribute('aria-invalid');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer route opened while logged out leads through the login to that route', async ({
  page,
}) => {
  await page.goto('/services/dokbox');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  await expect(currentPage(page).getByRole('heading', { level: 1, name: 'DokBox' })).toBeVisible();
});

test('an unknown path shows the not-found page, with a way to the start page', async ({
  page,
}, testInfo) => {
  await page.goto('/gibt-es-nicht');
  await expect(
    currentPage(page).getByRole('heading', { name: 'Diese Seite wurde leider nicht gefunden.' }),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'not-found');
  // Logged out, the start page is the login.
  await currentPage(page).getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    currentPage(page).getByRole('heading', { name: 'Willkommen im Servicebereich' }),
  ).toBeVisible();

  await loginWithForm(page);
  await page.goto('/reisen/vertrag/4102738561/uebersicht');
  await expect(
    currentPage(page).getByRole('heading', { name: 'Diese Seite wurde leider nicht gefunden.' }),
  ).toBeVisible();
  await settle(page);
  await expectAccessibleInBothSchemes(page);
  // Logged in, it is the dashboard.
  await currentPage(page).getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: /^Hallo .+!$/ })).toBeVisible();
});

test('the testing settings, loaded when first opened, open on this machine (development mode)', async ({
  page,
}) => {
  await page.goto('/login');
  await currentPage(page).getByRole('button', { name: 'Testeinstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Testeinstellungen' });
  await expect(settings.getByText('App-Version')).toBeVisible();
  await settings.getByRole('button', { name: 'Schließen' }).click();
  await expect(settings).toHaveCount(0);
});

test('dark mode follows the system and the stored setting', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginWithForm(page);
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dashboard-390-dark.png') });

  await page.goto('/einstellungen');
  await currentPage(page).getByRole('radio', { name: 'Hell' }).click();
  await expect(page.locator('html')).not.toHaveClass(/ion-palette-dark/);
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).not.toHaveClass(/ion-palette-dark/);
  await currentPage(page).getByRole('radio', { name: 'Dunkel' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  await expectAccessible(page);
});

test('the test mode 1234567890 answers from bundled data, without the server', async ({ page }) => {
  // The login page's own calls once the browser is idle (before any test mode) are not counted.
  const startup = Promise.all(
    ['GetCSRFToken', 'IsMaintenance', 'IsMaintenanceApp', 'CheckAppVersion'].map((call) =>
      page.waitForResponse((response) => response.url().endsWith(`&Function=${call}`)),
    ),
  );
  await page.goto('/login');
  await startup;
  await settle(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api?')) apiCalls.push(request.url());
  });
  await fillLogin(page, '1234567890', 'beliebig');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: /^Hallo .+!$/ })).toBeVisible();
  await expect(currentPage(page).getByRole('heading', { name: 'Dein Überblick' })).toBeVisible();
  await expect(
    currentPage(page).getByRole('link', { name: 'Postbox 2 ungelesene Nachrichten' }),
  ).toBeVisible();
  await expect(currentPage(page).getByText(/^Testmodus: Du siehst Beispieldaten/)).toBeVisible();
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/ion-palette-dark/);
  await expectAccessible(page);
  await currentPage(page).getByRole('link', { name: 'Menü' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(apiCalls).toEqual([]);
});

test('the test mode stays across reloads until logout, and only in its own tab', async ({
  page,
  context,
}, testInfo) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api?')) apiCalls.push(request.url());
  });
  await page.goto('/login');
  await fillLogin(page, '1234567890', 'beliebig');
  await expect(currentPage(page).getByText(/^Testmodus: Du siehst Beispieldaten/)).toBeVisible();
  await page.goto('/nachrichten');
  await expect(currentPage(page).getByRole('heading', { level: 1, name: 'Postbox' })).toBeVisible();
  apiCalls.length = 0;

  await page.reload();
  await settle(page);
  await expect(page).toHaveURL(/\/nachrichten$/);
  await expect(
    currentPage(page).getByRole('region', { name: 'Deine Nachrichten' }).getByRole('heading'),
  ).not.toHaveCount(0);
  await page.goto('/dashboard');
  await expect(currentPage(page).getByText(/^Testmodus: Du siehst Beispieldaten/)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'test-mode-reloaded-390.png') });
  expect(apiCalls).toEqual([]);
  // The tab keeps a flag, never the password.
  const kept = await page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
      .join('\n'),
  );
  expect(kept).not.toContain('beliebig');

  // Another tab is not in the test mode.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(currentPage(other).getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await other.close();

  await currentPage(page).getByRole('link', { name: 'Menü' }).click();
  await currentPage(page).getByRole('button', { name: 'Abmelden' }).click();
  await confirmLogout(page);
  await page.reload();
  await settle(page);
  await expect(currentPage(page).getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await expect(page.getByText(/^Testmodus/)).toHaveCount(0);
});

test("the protected page refuses a wrong password and opens the page with the right one, the demo appointment's meeting password", async ({
  page,
}) => {
  await page.goto('/services/video-termin-abschluss');
  await expect(page).toHaveURL(/\/protected\?page=video-termin-abschluss/);
  await expect(
    currentPage(page).getByRole('heading', { name: 'Diese Seite ist geschützt' }),
  ).toBeVisible();
  await expectAccessible(page);
  const password = currentPage(page).locator('input#password');
  await password.fill('Falsch');
  await currentPage(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(currentPage(page).getByRole('alert')).toHaveText(
    'Fehler: Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.',
  );
  await password.fill('WIEN-2026-DEMO');
  await currentPage(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/services\/video-termin-abschluss$/);
  await expect(currentPage(page).getByRole('region', { name: 'Dein Videotermin' })).toContainText(
    'Mag. Florian Eder',
  );
});

test.describe('maintenance notices', () => {
  test.use({ baseURL: maintenanceURL });

  test('the app notice is a modal that stays (with the general notice); claim pages get an alert', async ({
    page,
  }, testInfo) => {
    await page.goto('/dashboard');
    const modal = page.getByRole('dialog', { name: 'Wartungsarbeiten' });
    await expect(modal).toContainText('Der Servicebereich wird gerade gewartet.');
    await expect(modal).toContainText('Am Sonntag von 6 bis 8 Uhr finden Wartungsarbeiten statt.');
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(modal).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'maintenance-390.png') });

    await page.goto('/services/schadensmeldung');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Am Sonntag von 6 bis 8 Uhr finden Wartungsarbeiten statt.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'Schadensmeldung' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Wartungsarbeiten' })).toBeHidden();

    // A contract's own claim route is a claim page too: its name contains schadensmeldung.
    await page.goto('/wohnen/vertrag/7400263190/schadensmeldung/haushalt');
    const contractAlert = page.getByRole('alertdialog');
    await expect(contractAlert).toContainText(
      'Am Sonntag von 6 bis 8 Uhr finden Wartungsarbeiten statt.',
    );
    await contractAlert.getByRole('button', { name: 'OK' }).click();
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'Haushaltsschaden melden' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Wartungsarbeiten' })).toBeHidden();
  });
});
