import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { toSummary, yesterday } from './claim-support.ts';
import { accessibleLightAndDark, currentPage, signIn } from './support.ts';

// A failed submit leads to its errors (GOV.UK's error summary): the summary at the top of the
// form takes the focus, each error is a link to its field, and it goes once all are fixed.

const SUMMARY = 'Bitte prüfe die markierten Felder.';

/** The field is on the screen, below the page's header and above the tab bar (if any). */
async function expectClearOfBars(page: Page, field: Locator): Promise<void> {
  const screen = currentPage(page);
  const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect
    .poll(async () => {
      const box = await field.boundingBox();
      const header = await screen.locator('.page-header').boundingBox();
      const tabBar = (await nav.count()) === 0 ? null : await nav.boundingBox();
      const bottom = tabBar?.y ?? page.viewportSize()?.height ?? 0;
      if (box === null || header === null) return false;
      return box.y >= header.y + header.height && box.y + box.height <= bottom;
    })
    .toBe(true);
}

/** Submits, and finds the summary focused with exactly these errors as links. */
async function failedSubmit(page: Page, button: string, errors: readonly string[]) {
  const screen = currentPage(page);
  await screen.getByRole('button', { name: button }).click();
  const summary = screen.getByRole('region', { name: SUMMARY });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([...errors]);
  return summary;
}

test('the one-page motor claim leads from a failed submit to each field', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/services/schadensmeldung/kfz');
  const screen = currentPage(page);
  const plate = screen.getByRole('textbox', { name: 'Eigenes Kennzeichen' });
  await expect(plate).toHaveValue('W-48213K');
  await plate.fill('');

  const summary = await failedSubmit(page, 'Weiter', [
    'Bitte gib den Ort an.',
    'Bitte wähle aus, was passiert ist.',
    'Bitte gib eine Beschreibung an.',
    'Bitte gib das Kennzeichen an.',
  ]);
  await accessibleLightAndDark(page, testInfo, 'error-summary-kfz');

  // The plate is two screens below the summary: its link brings it into view and focus.
  await summary.getByRole('link', { name: 'Bitte gib das Kennzeichen an.' }).click();
  await expect(plate).toBeFocused();
  await expectClearOfBars(page, plate);
  await plate.fill('W-48213K');
  await expect(summary.getByRole('link')).toHaveCount(3);

  await summary.getByRole('link', { name: 'Bitte gib den Ort an.' }).click();
  const place = screen.getByRole('textbox', { name: 'Ort', exact: true });
  await expect(place).toBeFocused();
  await expectClearOfBars(page, place);
  await place.fill('Wien, Billa-Parkplatz Neubaugasse');
  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Parkschaden' });
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Beim Einkaufen wurde die Tür eingedellt.');
  // All fixed: the summary goes; a parked car needs no mileage.
  await expect(summary).toHaveCount(0);
  await toSummary(screen);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
});

test('a visitor’s one-page claim leads to its errors, and a parking damage needs no mileage', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services/schadensmeldung/kfz');
  const screen = currentPage(page);
  const summary = await failedSubmit(page, 'Weiter', [
    'Bitte gib deine Polizzennummer an.',
    'Bitte gib dein Geburtsdatum an.',
    'Bitte gib deine Postleitzahl an.',
    'Bitte gib deinen Namen an.',
    'Bitte gib deine E-Mail-Adresse an.',
    'Bitte gib den Ort an.',
    'Bitte wähle aus, was passiert ist.',
    'Bitte gib eine Beschreibung an.',
    'Bitte gib das Kennzeichen an.',
  ]);
  await accessibleLightAndDark(page, testInfo, 'error-summary-visitor');

  await summary.getByRole('link', { name: 'Bitte gib das Kennzeichen an.' }).click();
  const plate = screen.getByRole('textbox', { name: 'Eigenes Kennzeichen' });
  await expect(plate).toBeFocused();
  await expectClearOfBars(page, plate);
  await plate.fill('W-48213K');

  await screen.getByRole('textbox', { name: 'Polizzennummer', exact: true }).fill('7300418857');
  await screen.getByRole('textbox', { name: 'Geburtsdatum' }).fill('17.04.1986');
  await screen.getByRole('textbox', { name: 'Postleitzahl' }).fill('1070');
  await screen.getByRole('textbox', { name: 'Dein Name' }).fill('Katharina Hofer');
  await screen
    .getByRole('textbox', { name: 'E-Mail-Adresse für die Bestätigung' })
    .fill('katharina.hofer@example.at');
  await screen.getByRole('textbox', { name: 'Datum des Schadens' }).fill(yesterday());
  await screen.getByRole('textbox', { name: 'Ort', exact: true }).fill('Graz, Herrengasse');
  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Parkschaden' });
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Beim Parken wurde der Spiegel abgefahren.');
  await expect(summary).toHaveCount(0);
  await toSummary(screen);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
});

test('the password change leads to its errors too', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/profil');
  const screen = currentPage(page);
  const form = screen.getByRole('form', { name: 'Passwort ändern' });
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  const summary = form.getByRole('region', { name: SUMMARY });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText(
    'Bitte gib dein bisheriges Passwort ein.',
  );
  await accessibleLightAndDark(page, testInfo, 'error-summary-password');
  await summary.getByRole('link', { name: 'Bitte gib dein bisheriges Passwort ein.' }).click();
  const current = form.getByLabel('Bisheriges Passwort');
  await expect(current).toBeFocused();
  await expectClearOfBars(page, current);
});
