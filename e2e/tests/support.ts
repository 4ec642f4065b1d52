import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const DEMO_CUSTOMER = { number: '1000000001', password: 'Servicebereich2026!' } as const;

/** The page Ionic shows (it keeps earlier pages in the DOM, hidden). */
export function currentPage(page: Page) {
  return page.locator('ion-router-outlet > .ion-page:not(.ion-page-hidden)').last();
}

/** Waits for Ionic's page transition to end, so axe and screenshots see the final state. */
export async function settle(page: Page): Promise<void> {
  await expect(currentPage(page)).not.toHaveClass(/ion-page-invisible/);
  // The leaving page is hidden once the transition is over, and no finite animation (Ionic's
  // transitions, an alert or toast coming in) runs any more; spinners run forever and don't count.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('ion-router-outlet > .ion-page:not(.ion-page-hidden)').length ===
        1 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  expect(results.violations).toEqual([]);
}

/** Fills the login form of the page on screen (during a page transition the leaving page is
 * still in the document). */
export async function fillLogin(page: Page, number: string, password: string): Promise<void> {
  await expect(
    currentPage(page).getByRole('heading', { name: 'Willkommen im Servicebereich' }),
  ).toBeVisible();
  const form = currentPage(page);
  await form.locator('input#verfuegernummer').fill(number);
  await form.locator('input#passwort').fill(password);
  await form.locator('input#passwort').press('Enter');
}

export async function login(page: Page, number: string = DEMO_CUSTOMER.number): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, number, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The controls of the page on screen smaller than 44 × 44 px, named for the failure message. */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  await settle(page);
  return currentPage(page).evaluate((root) => {
    const controls = root.querySelectorAll(
      'a[href], button, ion-button, ion-back-button, [role="button"], ion-checkbox, ion-radio, ion-toggle, summary',
    );
    return [...controls].flatMap((control) => {
      // Ionic's own button inside an ion-button is measured as the ion-button.
      if (control.tagName === 'BUTTON' && control.closest('ion-button')) return [];
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = control.getAttribute('aria-label') ?? control.textContent.trim();
      return [
        `${name.slice(0, 40)}: ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
      ];
    });
  });
}
