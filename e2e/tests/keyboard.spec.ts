import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { yesterday } from './claim-support.ts';
import {
  accessibleLightAndDark,
  currentPage,
  DEMO_CUSTOMER,
  loginWithForm,
  settle,
} from './support.ts';

// Keyboard and screen reader: skip links, the focus on a page change, the focus ring, focused
// controls clear of the header and the tab bar, and a walk through the app without a mouse.

/**
 * Presses Tab (or Shift+Tab) until the target has the focus; the number of presses, or the test
 * fails.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  const limit = 60;
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element.contains(document.activeElement))) {
      return presses;
    }
  }
  throw new Error(`${String(target)} took no focus in ${String(limit)} Tab presses`);
}

function navigation(page: Page) {
  return currentPage(page).getByRole('navigation', { name: 'Hauptnavigation' });
}

function pageHeading(page: Page) {
  return currentPage(page).getByRole('heading', { level: 1 });
}

/** The page change said to a screen reader: a polite live region outside the pages. */
function announcement(page: Page) {
  return page.locator('[aria-live="polite"]').filter({ hasText: /./ });
}

test('skip links lead to the content and the navigation; a page change focuses its heading and is announced', async ({
  page,
}, testInfo) => {
  await loginWithForm(page);
  // After the login the dashboard's heading has the focus; loaded afresh, the document's start.
  await expect(pageHeading(page)).toBeFocused();
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Home – Servicebereich');
  await settle(page);
  const toContent = currentPage(page).getByRole('link', { name: 'Zum Inhalt' });
  expect(await tabTo(page, toContent)).toBe(1);
  await expect(toContent).toBeInViewport();
  await accessibleLightAndDark(page, testInfo, 'skip-link');
  await page.keyboard.press('Enter');
  const main = currentPage(page).getByRole('main');
  await expect(main).toBeFocused();
  // The next Tab goes on to the first control of the content.
  await page.keyboard.press('Tab');
  await expect(main.locator('a[href]:focus, button:focus')).toHaveCount(1);

  // From the dashboard to the plus button in a few presses, not 30.
  const toNavigation = currentPage(page).getByRole('link', { name: 'Zur Navigation' });
  expect(await tabTo(page, toNavigation, 'Shift+Tab')).toBe(3);
  await page.keyboard.press('Enter');
  await expect(navigation(page)).toBeFocused();
  expect(await tabTo(page, navigation(page).getByRole('button', { name: 'Neu erstellen' }))).toBe(
    3,
  );

  // Each tab moves the focus to the heading of its page, says the page and names the document.
  for (const [tab, title] of [
    ['Produkte', 'Produkte'],
    ['Postbox', 'Postbox'],
    ['Menü', 'Menü'],
  ] as const) {
    await navigation(page).getByRole('link', { name: tab }).focus();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(title);
    await expect(pageHeading(page)).toBeFocused();
    await expect(announcement(page)).toHaveText(title);
    await expect(page).toHaveTitle(`${title} – Servicebereich`);
  }
  // The heading takes the focus without a ring: it is no control.
  await expect(pageHeading(page)).toHaveCSS('outline-style', 'none');

  // A page whose screen arrives after its frame: the heading of the screen has the focus.
  await currentPage(page).getByRole('link', { name: 'Einstellungen' }).focus();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Einstellungen');
  await expect(
    currentPage(page).getByRole('switch', { name: /^Beträge ausblenden/ }),
  ).toBeVisible();
  await expect(pageHeading(page)).toBeFocused();
});

test('a screen that arrives after its frame keeps the focus where the customer moved it', async ({
  page,
}) => {
  await loginWithForm(page);
  // The dashboard in place, its page change over: a tap during the change is not the subject.
  await expect(pageHeading(page)).toHaveText('Home');
  await settle(page);
  // The products' screen comes late: meanwhile its frame stands, with the tab bar.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/contracts-screen-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await navigation(page).getByRole('link', { name: 'Produkte' }).focus();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Produkte');
  await expect(pageHeading(page)).toBeFocused();
  // The customer tabs on into the frame's tab bar before the screen is there.
  await navigation(page)
    .getByRole('link', { name: /^Postbox/ })
    .focus();
  release();
  await expect(currentPage(page).getByText('Deine Verträge nach Lebensbereichen.')).toBeVisible();
  // The screen's own tab bar replaced the frame's: its Postbox link has the focus, and Enter
  // goes there.
  await expect(navigation(page).getByRole('link', { name: /^Postbox/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Postbox');
});

test('the first load of the login leaves the focus where the customer put it', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Anmelden – Servicebereich');
  await settle(page);
  await expect(pageHeading(page)).not.toBeFocused();
  // The first Tab reaches the skip link, then the form: nothing took the focus on the way.
  const toContent = currentPage(page).getByRole('link', { name: 'Zum Inhalt' });
  expect(await tabTo(page, toContent)).toBe(1);
  await expect(announcement(page)).toHaveCount(0);
});

type Ring = { style: string; width: number; color: string; behind: string };

/** The focus ring the focused control draws, and the colour behind it. */
function ringOf(control: Locator): Promise<Ring> {
  return control.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const opaque = (colour: string) => {
      if (canvas === null) return colour;
      canvas.fillStyle = '#000';
      canvas.fillStyle = colour;
      return canvas.fillStyle;
    };
    // A text field's frame draws for its input, a row for the button of its title.
    const drawer = element.closest('.text-field__control, .link-row--button') ?? element;
    const style = getComputedStyle(drawer);
    // Behind everything, the app's background.
    let behind = opaque(
      getComputedStyle(document.documentElement)
        .getPropertyValue('--ion-background-color')
        .trim() || '#ffffff',
    );
    let node: Element | null = drawer.parentElement ?? element.parentElement;
    while (node !== null) {
      const own = getComputedStyle(node).backgroundColor;
      if (own !== '' && opaque(own) !== 'rgba(0, 0, 0, 0)') {
        behind = opaque(own);
        break;
      }
      const root = node.getRootNode();
      node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    }
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: opaque(style.outlineColor),
      behind,
    };
  });
}

function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  const channels = hex?.slice(1).map((c) => parseInt(c, 16)) ?? rgb?.slice(1).map(Number) ?? [];
  expect(channels, colour).toHaveLength(3);
  const [r = 0, g = 0, b = 0] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

async function expectRing(control: Locator, name: string): Promise<void> {
  const ring = await ringOf(control);
  expect(ring.style, `${name}: the focus ring`).toBe('solid');
  expect(ring.width, `${name}: its width`).toBeGreaterThanOrEqual(2);
  expect(
    contrast(ring.color, ring.behind),
    `${name}: ${ring.color} on ${ring.behind}`,
  ).toBeGreaterThanOrEqual(3);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every kind of control shows a focus ring of 2 px or more at 3:1, ${scheme}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginWithForm(page);
    await page.goto('/dashboard');
    await settle(page);
    const dashboard = currentPage(page);
    for (const [control, name] of [
      [dashboard.getByRole('link', { name: 'Zum Inhalt' }), 'skip link'],
      [dashboard.getByRole('button', { name: 'Profil' }), 'header button'],
      [dashboard.getByRole('link', { name: /^Bausparvertrag/ }).first(), 'link row'],
      [navigation(page).getByRole('link', { name: 'Produkte' }), 'tab'],
      [navigation(page).getByRole('button', { name: 'Neu erstellen' }), 'plus button'],
    ] as const) {
      await tabTo(page, control);
      await expectRing(control, name);
    }

    await page.goto('/services/schadensmeldung/haushalt');
    await settle(page);
    const claim = currentPage(page);
    for (const [control, name] of [
      [claim.getByRole('combobox', { name: 'Art des Schadens' }), 'select'],
      [claim.getByRole('textbox', { name: /Datum des Schadens/ }), 'text field'],
      [claim.getByRole('textbox', { name: 'Beschreibung' }), 'text area'],
      [claim.getByRole('button', { name: 'Gegenstand hinzufügen' }), 'outlined button'],
      [claim.getByRole('button', { name: 'Weiter' }), 'filled button'],
    ] as const) {
      await tabTo(page, control);
      await expectRing(control, name);
    }

    await page.goto('/nachrichten');
    await settle(page);
    const letter = currentPage(page)
      .getByRole('region', { name: 'Deine Nachrichten' })
      .getByRole('listitem')
      .first();
    await tabTo(page, letter);
    await expectRing(letter, 'list item');
    const setting = currentPage(page).getByRole('checkbox').first();
    await tabTo(page, setting);
    await expectRing(setting, 'checkbox');
  });
}

test('a focused control is never under the header or the tab bar', async ({ page }) => {
  // A press and a look per control, forwards and back: slow on a busy machine.
  test.setTimeout(120_000);
  await loginWithForm(page);
  await page.goto('/services/schadensmeldung/haushalt');
  await settle(page);
  const screen = currentPage(page);
  // The form is complete once the customer's household contract is chosen for her.
  await expect(screen.getByRole('combobox', { name: 'Vertrag' })).not.toHaveValue('');
  await pageHeading(page).click();
  // Forward to the last field and back to the first: each control, its ring included, in the clear.
  const controls = screen.getByRole('main').locator('select, input, textarea, button');
  const count = await controls.count();
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press(key);
      // The bars are measured in the same moment, on the page the focused control belongs to.
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        const screen = active?.closest('.app-page');
        if (active === null || active.closest('main') === null || !screen) return null;
        const box = (active.closest('.text-field__control') ?? active).getBoundingClientRect();
        const header = screen.querySelector('.page-header')?.getBoundingClientRect();
        const footer = screen.querySelector('.page-footer')?.getBoundingClientRect();
        return {
          top: box.top,
          bottom: box.bottom,
          clearTop: header?.bottom ?? Number.NaN,
          clearBottom: footer?.top ?? Number.NaN,
          name: active.id || active.textContent,
        };
      });
      if (focused === null) continue;
      // The ring stands 5 px around the control.
      expect(focused.top - 5, `${focused.name} under the header`).toBeGreaterThanOrEqual(
        focused.clearTop,
      );
      expect(focused.bottom + 5, `${focused.name} under the tab bar`).toBeLessThanOrEqual(
        focused.clearBottom,
      );
    }
  }
});

/** From the focused heading back to the skip link, into the navigation: the Tabs it took. */
async function intoNavigation(page: Page, screen: Locator): Promise<number> {
  const count = await tabTo(
    page,
    screen.getByRole('link', { name: 'Zur Navigation' }),
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  return count;
}

test('a customer logs in, reports a claim and reads a letter with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const counts: Record<string, number> = {};
  await page.goto('/login');
  await settle(page);
  let screen = currentPage(page);
  counts['login'] = await tabTo(page, screen.locator('input#verfuegernummer'));
  await page.keyboard.type(DEMO_CUSTOMER.number);
  counts['login'] += await tabTo(page, screen.locator('input#passwort'));
  await page.keyboard.type(DEMO_CUSTOMER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(pageHeading(page)).toBeFocused();

  // The plus sheet: back from the heading to the skip link to the navigation, then the plus.
  screen = currentPage(page);
  counts['plus'] = await intoNavigation(page, screen);
  counts['plus'] += await tabTo(
    page,
    navigation(page).getByRole('button', { name: 'Neu erstellen' }),
  );
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Was möchtest du tun?' });
  await expect(sheet.getByRole('button', { name: 'Schadensmeldung erstellen' })).toBeFocused();
  // On a phone the sheet leads to the claim one step at a time.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/schadensmeldung-neu$/);
  await expect(pageHeading(page)).toBeFocused();

  // The household claim on one page, through the menu's services.
  screen = currentPage(page);
  counts['menu'] = await intoNavigation(page, screen);
  counts['menu'] += await tabTo(page, navigation(page).getByRole('link', { name: 'Menü' }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Menü');
  screen = currentPage(page);
  counts['menu'] += await tabTo(page, screen.getByRole('link', { name: 'Schadensmeldung' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/schadensmeldung$/);
  await expect(pageHeading(page)).toBeFocused();

  screen = currentPage(page);
  counts['claim'] = await tabTo(page, screen.getByRole('link', { name: /Haushaltsschaden/ }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Haushaltsschaden melden');
  await expect(pageHeading(page)).toBeFocused();
  screen = currentPage(page);
  const kind = screen.getByRole('combobox', { name: 'Art des Schadens' });
  counts['claim'] += await tabTo(page, kind);
  // A select takes the first letters of an option.
  await page.keyboard.type('Sturm');
  await expect(kind).toHaveValue('sturm');
  counts['claim'] += await tabTo(page, screen.getByRole('textbox', { name: /Datum des Schadens/ }));
  await page.keyboard.type(yesterday());
  counts['claim'] += await tabTo(page, screen.getByRole('textbox', { name: 'Beschreibung' }));
  await page.keyboard.type('Ein Rohr ist in der Küche geplatzt.');
  counts['claim'] += await tabTo(page, screen.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  // The summary's heading has the focus; the send button is after its "Ändern" buttons.
  await expect(screen.getByRole('heading', { name: 'Angaben prüfen', level: 2 })).toBeFocused();
  counts['claim'] += await tabTo(page, screen.getByRole('button', { name: 'Schaden melden' }));
  await page.keyboard.press('Enter');
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();

  // A letter: from the confirmation back to the skip link to the navigation, then the postbox.
  counts['letter'] = await intoNavigation(page, screen);
  counts['letter'] += await tabTo(page, navigation(page).getByRole('link', { name: /^Postbox/ }));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page)).toHaveText('Postbox');
  await expect(pageHeading(page)).toBeFocused();
  const letter = currentPage(page)
    .getByRole('region', { name: 'Deine Nachrichten' })
    .getByRole('listitem')
    .first();
  counts['letter'] += await tabTo(page, letter);
  // The letter is known by its title: other tests deliver letters to the same customer, and one
  // that arrives meanwhile comes first in the list.
  const focusedLetter = () =>
    page.evaluate(
      () => document.activeElement?.closest('h3')?.querySelector('span')?.firstChild?.textContent,
    );
  const opened = await focusedLetter();
  expect(opened).toBeTruthy();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('document')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect.poll(focusedLetter).toBe(opened);

  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Keyboard walk: ${String(total)} Tab presses (${Object.entries(counts)
      .map(([part, n]) => `${part} ${String(n)}`)
      .join(', ')})`,
  );
  expect(counts['plus']).toBeLessThanOrEqual(6);
  expect(counts['claim']).toBeLessThan(30);
});
