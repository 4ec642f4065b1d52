import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  currentPage,
  DEMO_CUSTOMER,
  expectAccessibleInBothSchemes,
  fillLogin,
  logout,
} from './support.ts';

// Aylin Demir: a customer of the demo data whom the other specs do not log in with a passkey.
const CUSTOMER = '1000000003';

// A passkey's relying party id is a host name: the browser refuses an IP address such as the
// 127.0.0.1 of the other specs.
test.use({
  baseURL: `http://localhost:${process.env.SB_E2E_PORT ?? ''}`,
});

/**
 * Chromium's virtual authenticator, as a phone's or laptop's own (platform) authenticator with
 * fingerprint or face: it keeps discoverable credentials and verifies the user at once.
 */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a passkey set up after a password login logs in, is listed, removed and then refused', async ({
  page,
}) => {
  const authenticator = await addAuthenticator(page);

  await page.goto('/login');
  const passkeyButton = currentPage(page).getByRole('button', { name: 'Mit Passkey anmelden' });
  await expect(passkeyButton).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // After the password login the app offers a passkey once.
  await fillLogin(page, CUSTOMER, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('mit einem Passkey anmelden');
  await expectAccessibleInBothSchemes(page);
  await offer.getByRole('button', { name: 'Ja, einrichten' }).click();
  await expect(page.getByText('Dein Passkey ist eingerichtet.')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await logout(page);

  // The passkey logs in without the number; no offer comes again.
  await page.goto('/login');
  await currentPage(page).getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByText('Hallo Aylin!')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The settings list it, and remove it after asking.
  await page.goto('/einstellungen');
  const devices = currentPage(page).getByRole('region', { name: 'Angemeldete Geräte' });
  await expect(devices.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  const remove = devices.getByRole('button', { name: /^Passkey von .* entfernen$/ });
  await expect(remove).toHaveCount(1);
  await expect(devices.getByText(/^Zuletzt verwendet: /)).toHaveCount(1);
  await expectAccessibleInBothSchemes(page);
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Passkey entfernen?');
  await expectAccessibleInBothSchemes(page);
  await confirm.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Der Passkey wurde entfernt.')).toBeVisible();
  await expect(remove).toHaveCount(0);

  // The authenticator still holds it, but the server no longer takes it.
  await logout(page);
  await page.goto('/login');
  await currentPage(page).getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Die Anmeldung mit dem Passkey ist nicht gelungen.',
  );
  await expect(page).toHaveURL(/\/login$/);
});
