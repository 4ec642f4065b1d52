import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { currentPage, fillLogin, settle } from './support.ts';

// The look of the key screens, compared with the screenshots in visual.spec.ts-snapshots, at a
// phone's and a desktop's width, light and dark: a change of the design system, a token or a
// layout that nobody meant shows here. The screens run in the test mode, whose data lives in the
// browser, with the browser's clock fixed, so that neither other tests nor the date change them.
// After an intended change of the look: `npm run test:visual-update` (docs/test-suite.md).

/** The day the screens are shown on: every date and age the test mode derives is fixed by it. */
const TODAY = new Date('2026-11-16T09:30:00+01:00');

/**
 * A few pixels may differ (a browser's new anti-aliasing); a moved, recoloured or resized part may
 * not: a contract's figure drawn at the size of its label changed 638 pixels, under the half per
 * cent of a phone's screen (1,646) that was allowed before.
 */
const TOLERANCE = { maxDiffPixels: 100, threshold: 0.2 } as const;

async function look(page: Page, name: string): Promise<void> {
  // The screen as it stands once its data is there: no loading shapes, no loading bar.
  await expect(currentPage(page).locator('.skeleton__bone')).toHaveCount(0);
  await expect(currentPage(page).locator('progress.loading-bar')).toHaveCount(0);
  // The pointer off the content, on the header's edge: a row under it, left there by the click
  // that opened the page, would show its hover.
  await page.mouse.move((page.viewportSize()?.width ?? 0) / 2, 1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await expect(page).toHaveScreenshot(`${name}-${scheme}.png`, TOLERANCE);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A page of the navigation (the tab bar on a phone, the side navigation on a desktop). */
async function navigate(page: Page, link: string | RegExp, heading: string): Promise<void> {
  await currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A link of the current page, by the start of its name. */
async function tap(page: Page, name: string, heading: string): Promise<void> {
  await currentPage(page)
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(currentPage(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the key screens look as they did, on a ${device}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.clock.setFixedTime(TODAY);
    await page.goto('/login');
    await look(page, `${device}-login`);

    // The test mode keeps its data in memory: the way through it is by taps, not by reloads.
    await fillLogin(page, '1234567890', 'beliebig');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(currentPage(page).getByText('Bausparvertrag').first()).toBeVisible();
    await look(page, `${device}-home`);

    await navigate(page, 'Produkte', 'Produkte');
    await look(page, `${device}-produkte`);
    await tap(page, 'Bausparvertrag', 'Bausparvertrag');
    await look(page, `${device}-vertrag`);
    await tap(page, 'Vertragsdetails', 'Vertragsdetails');
    await look(page, `${device}-vertragsdetails`);
    await currentPage(page).getByRole('button', { name: 'Zurück' }).click();
    await tap(page, 'Umsätze', 'Umsätze');
    await look(page, `${device}-umsaetze`);

    await navigate(page, /^Postbox/, 'Postbox');
    await look(page, `${device}-postbox`);
    await navigate(page, 'Menü', 'Menü');
    await look(page, `${device}-menue`);
    await tap(page, 'DokBox', 'DokBox');
    await look(page, `${device}-dokbox`);
    await navigate(page, 'Menü', 'Menü');
    await tap(page, 'Alle Services', 'Services');
    await look(page, `${device}-services`);
    await navigate(page, 'Menü', 'Menü');
    await tap(page, 'Einstellungen', 'Einstellungen');
    await look(page, `${device}-einstellungen`);
    await navigate(page, 'Menü', 'Menü');
    await tap(page, 'Hilfe', 'Hilfe');
    await look(page, `${device}-hilfe`);
  });
}
