import { expect, test } from './fixtures.ts';
import { accessibleLightAndDark, currentPage, expectAccessible, login } from './support.ts';

// Where a claim report starts: a visitor finds it on Home, on the login and in the help; the
// plus sheet leads a phone to the step-by-step flow.

const VISITOR_CLAIM = 'Schaden ohne Anmeldung melden';

test('a visitor finds claim reporting on Home and on the login, and reads the help', async ({
  page,
}, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/dashboard');
    await expect(currentPage(page).getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
    await accessibleLightAndDark(page, testInfo, 'visitor-home');
    await currentPage(page).getByRole('link', { name: VISITOR_CLAIM }).click();
    await expect(page).toHaveURL(/\/services\/schadensmeldung$/);
    await expect(currentPage(page).getByText(/auch ohne Anmeldung melden/)).toBeVisible();
    await expect(currentPage(page).getByRole('link', { name: /^Kfz-Schaden/ })).toBeVisible();

    await page.goto('/login');
    await expect(currentPage(page).getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await accessibleLightAndDark(page, testInfo, 'visitor-login');
    await currentPage(page).getByRole('link', { name: VISITOR_CLAIM }).click();
    await expect(page).toHaveURL(/\/services\/schadensmeldung$/);
    await expect(currentPage(page).getByRole('link', { name: /^Haushaltsschaden/ })).toBeVisible();
  }

  // The help answers a visitor too (its claim answer says "auch ohne Anmeldung").
  await page.goto('/hilfe');
  const help = currentPage(page);
  await expect(help.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await expect(page).toHaveURL(/\/hilfe$/);
  await expect(help.getByText(/auch ohne Anmeldung/)).toBeAttached();
  await expectAccessible(page);
});

test('the plus sheet leads a phone to the step-by-step claim', async ({ page }) => {
  await login(page);
  await currentPage(page).getByRole('button', { name: 'Neu erstellen' }).click();
  const sheet = page.getByRole('dialog', { name: 'Was möchtest du tun?' });
  await sheet.getByRole('button', { name: 'Schadensmeldung erstellen' }).click();
  await expect(page).toHaveURL(/\/services\/schadensmeldung-neu$/);
  await currentPage(page)
    .getByRole('link', { name: /^Kfz-Schaden/ })
    .click();
  await expect(page).toHaveURL(/\/services\/schadensmeldung\/kfz-neu$/);
  await expect(currentPage(page).getByText('1 von 7')).toBeVisible();
});
