import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessibleLightAndDark, currentPage, settle, signIn } from './support.ts';

/** The main screens of a logged-in customer, each with its title. */
const SCREENS = [
  ['/dashboard', 'Home'],
  ['/vertraege', 'Produkte'],
  ['/geld/vertrag/4102738561/uebersicht', 'Bausparvertrag'],
  ['/geld/vertrag/4102738561/umsaetze', 'Umsätze'],
  ['/nachrichten', 'Postbox'],
  ['/services/dokbox', 'DokBox'],
  ['/services/hausrat', 'Mein Hausrat'],
  ['/menu', 'Menü'],
  ['/services', 'Services'],
  ['/services/schadensmeldung', 'Schadensmeldung'],
  ['/services/meine-schaeden', 'Meine Schäden'],
  ['/services/berater', 'Berater'],
  ['/profil', 'Profil'],
  ['/einstellungen', 'Einstellungen'],
  ['/hilfe', 'Hilfe'],
] as const;

/** The screen has its data: no part of it still loading. */
async function loaded(page: Page, title: string): Promise<void> {
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);
  await expect(currentPage(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

// The phones' narrowest common width and a tablet's: 390 and 1280 px are the other specs' and the
// key screens' (visual.spec.ts).
for (const width of [360, 768]) {
  test(`every main screen at ${width} px: nothing wider than the screen, axe with WCAG 2.2 AA in light and dark`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await loaded(page, title);
      // The content's own box (the skip link's target): what sticks out of it widens the screen.
      const content = currentPage(page).getByRole('main').locator(':scope > div[tabindex="-1"]');
      const overflow = await content.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow, `${path} is wider than ${String(width)} px`).toBeLessThanOrEqual(0);
      await accessibleLightAndDark(page, testInfo, path.slice(1).replaceAll('/', '-'));
    }
  });
}
