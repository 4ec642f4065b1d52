import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { unzip } from '../../apps/server/test/zip.ts';
import {
  accessibleLightAndDark,
  currentPage,
  expectAccessible,
  expectAccessibleInBothSchemes,
  fillLogin,
  hideAmounts,
  signIn,
  logout,
  receivedMails,
} from './support.ts';

// The demo customer without a password (README): activated here, then changes the password.
const NEW_CUSTOMER = {
  number: '1000000004',
  code: 'SB26-AKTV-7X9Q-4M2K',
  birthDate: '09.03.1987',
  email: 'florian.wagner@example.at',
};
const FIRST_PASSWORD = 'Mein erstes Passwort im Servicebereich';
const SECOND_PASSWORD = 'Salzburger Nockerln mit Schlag';

/** The customer's mail of that subject reaches the SMTP server (the outbox sends it soon after). */
async function expectAccountMail(subject: string): Promise<void> {
  await expect
    .poll(() =>
      receivedMails().some((m) => m.to.includes(NEW_CUSTOMER.email) && m.subject === subject),
    )
    .toBe(true);
}

async function loginAs(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, NEW_CUSTOMER.number, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(currentPage(page).getByRole('heading', { name: 'Hallo Florian!' })).toBeVisible();
}

test('the login page has no back arrow: it is where a visitor starts', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  const screen = currentPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'login');

  // A page the login leads to goes back to it, not to the visitor's Home.
  for (const [link, title] of [
    ['Aktivierungscode einlösen', 'Aktivierungscode einlösen'],
    ['Erklärung zur Barrierefreiheit', 'Barrierefreiheit'],
  ] as const) {
    await currentPage(page).getByRole('link', { name: link }).click();
    await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await currentPage(page).getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
  // Opened on its own, such a page leads to the login too.
  await page.goto('/hilfe');
  await currentPage(page).getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Anmelden' }),
  ).toBeVisible();
});

test('a forgotten password leads to its answer in the help, and from there to the activation', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await currentPage(page).getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/hilfe#passwort-vergessen$/);
  const answer = currentPage(page).locator('details', {
    hasText: 'Ich habe mein Passwort vergessen. Was nun?',
  });
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer).toContainText('neuen Aktivierungscode');
  await expect(answer).toBeInViewport();
  await accessibleLightAndDark(page, testInfo, 'help-forgotten-password');
});

test.describe.serial('the account of a new customer', () => {
  test('is activated with the code from the letter, then logs in with the new password', async ({
    page,
  }) => {
    await page.goto('/login');
    await currentPage(page).getByRole('link', { name: 'Aktivierungscode einlösen' }).click();
    await expect(page).toHaveURL(/\/aktivierung$/);
    const screen = currentPage(page);
    await expect(
      screen.getByRole('heading', { name: 'Schritt 1 von 2: Deine Daten' }),
    ).toBeVisible();
    await expectAccessibleInBothSchemes(page);

    await screen.getByLabel('Verfügernummer').fill(NEW_CUSTOMER.number);
    await screen.getByLabel('Aktivierungscode').fill(NEW_CUSTOMER.code.toLowerCase());
    await screen.getByLabel(/^Geburtsdatum/).fill('10.03.1987');
    await screen.getByRole('button', { name: 'Weiter' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Die Angaben passen nicht zusammen.');
    await alert.getByRole('button', { name: 'OK' }).click();

    await screen.getByLabel(/^Geburtsdatum/).fill(NEW_CUSTOMER.birthDate);
    await screen.getByRole('button', { name: 'Weiter' }).click();
    await expect(
      screen.getByRole('heading', { name: 'Schritt 2 von 2: Dein Passwort' }),
    ).toBeVisible();
    await screen.getByLabel('Neues Passwort', { exact: true }).fill('zu kurz');
    await expect(screen.getByText('Mindestens 12 Zeichen (jetzt 7)')).toBeVisible();
    await screen.getByLabel('Neues Passwort', { exact: true }).fill(FIRST_PASSWORD);
    await screen.getByLabel('Neues Passwort wiederholen').fill(FIRST_PASSWORD);
    await expect(screen.getByText('Beide Eingaben stimmen überein: erfüllt')).toBeAttached();
    await expectAccessibleInBothSchemes(page);
    await screen.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(currentPage(page).getByRole('heading', { name: 'Hallo Florian!' })).toBeVisible();
    await expectAccountMail('Dein Servicebereich ist aktiviert');
    // Active now: the letter's link leads to the dashboard, not to the form again.
    await page.goto('/aktivierung');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(currentPage(page).getByRole('heading', { name: 'Hallo Florian!' })).toBeVisible();
    await logout(page);
    await loginAs(page, FIRST_PASSWORD);
  });

  test('changes the password, which logs out the other browser', async ({
    page,
    browser,
  }, testInfo) => {
    await loginAs(page, FIRST_PASSWORD);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await loginAs(otherPage, FIRST_PASSWORD);

    await page.goto('/profil');
    const profile = currentPage(page);
    await expect(profile.getByRole('region', { name: 'Person' })).toContainText('Wagner');
    await expect(profile.getByRole('region', { name: 'Adresse' })).toContainText('Getreidegasse');
    await expectAccessibleInBothSchemes(page);

    await profile.getByLabel('Bisheriges Passwort').fill('nicht das Passwort');
    await profile.getByLabel('Neues Passwort', { exact: true }).fill(SECOND_PASSWORD);
    await profile.getByLabel('Neues Passwort wiederholen').fill(SECOND_PASSWORD);
    await profile.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(profile.locator('#passwordold-error')).toHaveText(
      'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.',
    );

    await profile.getByLabel('Bisheriges Passwort').fill(FIRST_PASSWORD);
    await profile.getByRole('button', { name: 'Passwort ändern' }).click();
    // Said in a toast, as the app says every success.
    await expect(
      page
        .locator('.app-toast')
        .filter({ hasText: 'Dein Passwort wurde geändert. Alle anderen Geräte sind abgemeldet.' }),
    ).toBeVisible();
    await accessibleLightAndDark(page, testInfo, 'profile-password-changed');
    await expectAccountMail('Dein Passwort wurde geändert');

    // This browser goes on with its new session; the other one is logged out.
    await page.goto('/vertraege');
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'Produkte' }),
    ).toBeVisible();
    await otherPage.goto('/vertraege');
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();

    await logout(page);
    await page.goto('/login');
    await fillLogin(page, NEW_CUSTOMER.number, FIRST_PASSWORD);
    await expect(page.getByRole('alertdialog')).toContainText(
      'Die Verfügernummer oder das Passwort ist nicht korrekt.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await loginAs(page, SECOND_PASSWORD);
  });

  test('logs out another device from the settings', async ({ page, browser }, testInfo) => {
    await loginAs(page, SECOND_PASSWORD);
    await page.goto('/einstellungen');
    const devices = currentPage(page).getByRole('region', { name: 'Angemeldete Geräte' });
    // The earlier tests left sessions behind: they go first, all at once.
    await devices.getByRole('button', { name: 'Alle anderen Geräte abmelden' }).click();
    await expect(devices.getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeVisible();

    // The other browser signs in from Vienna (an address of the test IP database).
    const other = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': '193.171.4.20' },
    });
    const otherPage = await other.newPage();
    await loginAs(otherPage, SECOND_PASSWORD);
    await page.reload();
    const endOne = devices.getByRole('list').getByRole('button', { name: /abmelden$/ });
    await expect(endOne).toHaveCount(1);
    // Two alike browsers told apart: this one first and tagged, the other by its login time.
    const rows = devices.getByRole('list').first().getByRole('listitem');
    await expect(rows.first().getByText('Dieses Gerät')).toBeVisible();
    await expect(endOne).toHaveAccessibleName(
      /^.+, angemeldet \d\d\.\d\d\.\d{4},\s\d\d:\d\d in Wien, Österreich, abmelden$/,
    );
    await expect(rows.nth(1)).toContainText(/Angemeldet: \d\d\.\d\d\.\d{4}/);
    await expect(rows.nth(1)).toContainText('Ort der Anmeldung: Wien, Österreich (ungefähr)');
    // This browser's own address is in no database: no place, rather than a guessed one.
    await expect(rows.first()).not.toContainText('Ort der Anmeldung');
    await accessibleLightAndDark(page, testInfo, 'settings-devices');
    await endOne.click();
    await expect(devices.getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeVisible();

    await otherPage.goto('/vertraege');
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();
  });
});

test.describe('in a browser that can receive push messages', () => {
  // Push messages arrive at the service worker: it runs here.
  test.use({ serviceWorkers: 'allow' });

  test('shows the Mitteilungen off where this browser cannot receive them, with the reason', async ({
    page,
  }, testInfo) => {
    // The server as one without Web Push: what a customer sees when it cannot reach browsers.
    await page.route(/Function=GetPushSettings/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { Result: { Verfuegbar: { webpush: boolean } } };
      body.Result.Verfuegbar.webpush = false;
      await route.fulfill({ response, json: body });
    });
    await signIn(page);
    await page.goto('/einstellungen');
    const section = currentPage(page).getByRole('region', { name: 'Mitteilungen' });
    await expect(
      section.getByText('Der Servicebereich kann gerade keine Mitteilungen an Browser schicken.'),
    ).toBeVisible();
    for (const topic of ['Postbox', 'Schadensmeldungen', 'Unwetterwarnungen']) {
      const toggle = section.getByRole('switch', { name: new RegExp(topic) });
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeDisabled();
    }
    await section
      .getByRole('heading', { name: 'Worüber wir dir Bescheid sagen' })
      .scrollIntoViewIfNeeded();
    await accessibleLightAndDark(page, testInfo, 'settings-push-unavailable');
  });
});

test('hides amounts until one is tapped, and keeps the setting on the device', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, '1234567890', 'beliebig');
  await expect(page).toHaveURL(/\/dashboard$/);
  const overview = currentPage(page).getByRole('region', { name: 'Dein Überblick' });
  await expect(overview).toContainText('€');

  await hideAmounts(page);
  await expectAccessible(page);

  await page.goto('/dashboard');
  const hidden = currentPage(page).getByRole('region', { name: 'Dein Überblick' });
  const buttons = hidden.getByRole('button', { name: 'Betrag anzeigen' });
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  await expect(hidden).not.toContainText(/\d,\d\d\u00A0€/);
  await expectAccessible(page);
  await buttons.first().click();
  await expect(hidden).toContainText(/\d,\d\d\u00A0€/);
  await expect(buttons).toHaveCount(count - 1);

  await page.reload();
  await expect(
    currentPage(page)
      .getByRole('region', { name: 'Dein Überblick' })
      .getByRole('button', { name: 'Betrag anzeigen' })
      .first(),
  ).toBeVisible();
});

test('downloads everything stored about the customer as one ZIP with the documents', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/einstellungen');
  const section = currentPage(page).getByRole('region', { name: 'Meine Daten' });
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^Meine-Daten-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByText(/^Fertig: Meine-Daten-.*\.zip ist gespeichert\.$/)).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  const archive = await unzip(await readFile(await download.path()));
  const data = JSON.parse(archive.get('meine-daten.json')?.toString('utf8') ?? '') as {
    Profil: { customer_number: string };
    Vertraege: unknown[];
    Postfach: { Briefe: { Datei: string }[] };
    DokBox: { Datei: string }[];
  };
  expect(data.Profil.customer_number).toBe('1000000001');
  expect(data.Vertraege.length).toBeGreaterThan(0);
  expect(data.Postfach.Briefe.length).toBeGreaterThan(0);
  for (const letter of data.Postfach.Briefe) {
    expect(archive.get(letter.Datei)?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  for (const file of data.DokBox) expect(archive.has(file.Datei)).toBe(true);
  expect(archive.has('LIESMICH.txt')).toBe(true);
});
