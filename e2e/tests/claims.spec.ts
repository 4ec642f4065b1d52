import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pdf, photo, toSummary, yesterday } from './claim-support.ts';
import {
  accessibleLightAndDark,
  admin,
  currentPage,
  expectAccessible,
  expectAccessibleInBothSchemes,
  fieldError,
  keepScreenshot,
  login,
  receivedMails,
  signIn,
} from './support.ts';

async function next(page: Page, heading: string): Promise<Locator> {
  await currentPage(page).getByRole('button', { name: 'Weiter' }).click();
  const screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  return screen;
}

test('a customer reports a motor claim step by step and follows it in Meine Schäden', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/services/schadensmeldung-neu');
  let screen = currentPage(page);
  // The new overview leads to the step-by-step forms.
  await screen.getByRole('link', { name: /Kfz-Schaden/ }).click();
  screen = currentPage(page);
  await expect(screen.getByText('1 von 7')).toBeVisible();
  await expect(screen.getByRole('combobox', { name: 'Vertrag' })).toHaveValue('7300418857');
  // Who reports is shown from the profile, not asked.
  const reporter = screen.getByRole('region', { name: 'Gemeldet von' });
  await expect(reporter).toContainText('Katharina Hofer');
  await expect(reporter).toContainText('Kaiserstraße 27/2/3/14, 1070 Wien');
  await accessibleLightAndDark(page, testInfo, 'claim-kfz-step-1');

  screen = await next(page, 'Wann und wo');
  await expect(screen.getByText('2 von 7')).toBeVisible();
  await screen.getByRole('button', { name: 'Weiter' }).click();
  await expect(fieldError(screen, 'Bitte gib den Ort an.')).toBeVisible();
  await expect(screen.getByRole('textbox', { name: 'Ort', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await accessibleLightAndDark(page, testInfo, 'claim-kfz-step-2-error');
  await screen
    .getByRole('textbox', { name: 'Ort', exact: true })
    .fill('Wien, Mariahilfer Straße 120');

  screen = await next(page, 'Was ist passiert');
  await expect(screen.getByRole('textbox', { name: 'Eigenes Kennzeichen' })).toHaveValue(
    'W-48213K',
  );
  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Parkschaden' });
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Beim Ausparken die Stoßstange gestreift.');
  await screen.getByRole('textbox', { name: 'Kilometerstand' }).fill('48210');
  await expectAccessibleInBothSchemes(page);

  // The step-back button keeps what was typed.
  await screen.getByRole('button', { name: 'Einen Schritt zurück' }).click();
  await expect(currentPage(page).getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue(
    'Wien, Mariahilfer Straße 120',
  );
  screen = await next(page, 'Was ist passiert');
  await expect(screen.getByRole('textbox', { name: 'Kilometerstand' })).toHaveValue('48210');

  await next(page, 'Unfallgegner');
  await expectAccessibleInBothSchemes(page);
  screen = await next(page, 'Zeugen und Polizei');
  await screen.getByRole('button', { name: 'Zeugin oder Zeugen hinzufügen' }).click();
  await screen
    .getByRole('textbox', { name: 'Zeugin oder Zeuge 1: Name und Erreichbarkeit' })
    .fill('Eva Berger, 0664 1234567');
  await expectAccessibleInBothSchemes(page);

  screen = await next(page, 'Fotos und Unterlagen');
  await expect(screen.getByText('6 von 7')).toBeVisible();
  await expect(screen.getByText('Schaden am Fahrzeug: fehlt noch')).toBeVisible();
  await screen
    .locator('#file-input')
    .setInputFiles([{ name: 'Stossstange.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
  await screen
    .getByRole('combobox', { name: 'Datei gehört zu' })
    .selectOption({ label: 'Schaden am Fahrzeug' });
  await expect(screen.getByText('Schaden am Fahrzeug: vorhanden')).toBeVisible();
  await expect(screen.getByText('Zulassungsschein: fehlt noch')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await keepScreenshot(page, {
    path: testInfo.outputPath('claim-kfz-files-390.png'),
    fullPage: true,
  });

  // Nothing is sent before the summary: every answer by its step, with the labels of the form.
  let summary = await toSummary(screen);
  await expect(screen.getByText('7 von 7')).toBeVisible();
  const part = (name: string) => summary.getByRole('region', { name, exact: true });
  await expect(part('Vertrag und deine Angaben')).toContainText('730-041.885-7');
  // The moment of the loss, "now" as the form took it, as dates are shown.
  await expect(part('Wann und wo')).toContainText(`Datum des Schadens${yesterday(0)}`);
  await expect(part('Wann und wo')).toContainText('OrtWien, Mariahilfer Straße 120');
  await expect(part('Was ist passiert')).toContainText('Art des SchadensParkschaden');
  await expect(part('Was ist passiert')).toContainText('Kilometerstand48210');
  // The other party was left empty: nothing to show but the way to add it.
  await expect(part('Unfallgegner')).toContainText('Keine Angaben');
  await expect(part('Zeugen und Polizei')).toContainText('ZeugenEva Berger, 0664 1234567');
  await expect(part('Zeugen und Polizei')).toContainText('Die Polizei wurde verständigtNein');
  await expect(part('Fotos und Unterlagen').getByRole('listitem')).toHaveText([
    'Stossstange.jpg · Schaden am Fahrzeug',
  ]);
  await accessibleLightAndDark(page, testInfo, 'claim-kfz-summary');

  // "Ändern" goes back to that step with everything kept, and on again to the summary.
  await summary.getByRole('button', { name: 'Ändern: Wann und wo' }).click();
  screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Wann und wo', level: 2 })).toBeFocused();
  await expect(screen.getByText('2 von 7')).toBeVisible();
  await screen
    .getByRole('textbox', { name: 'Ort', exact: true })
    .fill('Wien, Mariahilfer Straße 122');
  for (const heading of ['Was ist passiert', 'Unfallgegner', 'Zeugen und Polizei']) {
    screen = await next(page, heading);
  }
  await expect(
    screen.getByRole('textbox', { name: 'Zeugin oder Zeuge 1: Name und Erreichbarkeit' }),
  ).toHaveValue('Eva Berger, 0664 1234567');
  screen = await next(page, 'Fotos und Unterlagen');
  await expect(screen.getByText('Stossstange.jpg')).toBeVisible();
  summary = await toSummary(screen);
  await expect(summary).toContainText('OrtWien, Mariahilfer Straße 122');

  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
  const claimNumber = (await screen.locator('.claim-number').innerText()).trim();
  expect(claimNumber).toMatch(/^S-\d{4}-\d{7}$/);
  await expect(screen.getByText('1 Datei wurde übermittelt.')).toBeVisible();
  await expect(screen.getByText(/innerhalb von 2 Werktagen/)).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await keepScreenshot(page, { path: testInfo.outputPath('claim-done-390.png'), fullPage: true });

  await screen.getByRole('link', { name: 'Zu meinen Schäden' }).click();
  const card = currentPage(page).getByRole('region', { name: 'Kfz-Schaden' }).filter({
    hasText: claimNumber,
  });
  const tracker = card.getByRole('list', { name: `Stand der Schadensmeldung ${claimNumber}` });
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Eingegangen');
  await expect(card.getByText('Stossstange.jpg')).toBeVisible();
  await expectAccessibleInBothSchemes(page);

  // The claims desk asks for documents: the tracker moves and the customer sends them.
  admin('claims', 'advance', claimNumber, 'in-pruefung');
  admin(
    'claims',
    'advance',
    claimNumber,
    'unterlagen-angefordert',
    '--note',
    'Bitte schick uns die Rechnung der Werkstatt.',
  );
  await page.reload();
  const moved = currentPage(page)
    .getByRole('region', { name: 'Kfz-Schaden' })
    .filter({ hasText: claimNumber });
  const current = moved.locator('[aria-current="step"]');
  await expect(current).toContainText('Unterlagen angefordert');
  await expect(current).toContainText('Bitte schick uns die Rechnung der Werkstatt.');
  await expect(moved.locator('.claim-tracker__step--done')).toHaveCount(2);
  // Each change is mailed to the customer; the server looks at the queue every 10 s.
  await expect
    .poll(
      () =>
        receivedMails()
          .filter((m) => m.to === 'katharina.hofer@example.at')
          .map((m) => m.subject),
      {
        timeout: 30_000,
      },
    )
    .toEqual(
      expect.arrayContaining([
        `Deine Schadensmeldung ${claimNumber}`,
        `Deine Schadensmeldung ${claimNumber}: In Prüfung`,
        `Deine Schadensmeldung ${claimNumber}: Unterlagen angefordert`,
      ]),
    );
  await moved.getByRole('button', { name: 'Unterlagen nachreichen' }).click();
  await moved
    .locator(`[id="nachreichen-${claimNumber}-input"]`)
    .setInputFiles([
      { name: 'Rechnung-Werkstatt.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await expectAccessibleInBothSchemes(page);
  await moved.getByRole('button', { name: 'Unterlagen senden' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(moved.getByText('Rechnung-Werkstatt.pdf')).toBeVisible();
  // The request is answered until the desk has looked: the card says the documents are there.
  await expect(
    moved.getByText('Danke, deine Unterlagen sind bei uns. Wir prüfen sie und melden uns.'),
  ).toBeVisible();
  await expect(moved.getByRole('button', { name: 'Weitere Unterlagen nachreichen' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await keepScreenshot(page, {
    path: testInfo.outputPath('my-claims-390-dark.png'),
    fullPage: true,
  });

  // Settled, the claim says when and how, keeps its way behind "Verlauf anzeigen", and goes
  // below the claims still open.
  admin(
    'claims',
    'advance',
    claimNumber,
    'reguliert',
    '--note',
    'Wir haben 1.180,00 € an die Werkstatt überwiesen.',
  );
  await page.reload();
  const settled = currentPage(page)
    .getByRole('region', { name: 'Kfz-Schaden' })
    .filter({ hasText: claimNumber });
  await expect(settled.locator('.status-tag')).toHaveText('Reguliert');
  await expect(settled.getByText(/^Abgeschlossen am /)).toBeVisible();
  const settledTracker = settled.getByRole('list', {
    name: `Stand der Schadensmeldung ${claimNumber}`,
  });
  await expect(settledTracker).toBeHidden();
  await settled.getByText('Verlauf anzeigen').click();
  await expect(settledTracker.locator('[aria-current="step"]')).toContainText('Reguliert');
  const tags = await currentPage(page).locator('.claim-card .status-tag').allInnerTexts();
  const ended = tags.map((tag) => ['Reguliert', 'Abgelehnt'].includes(tag));
  expect(ended.indexOf(true)).toBeGreaterThan(ended.lastIndexOf(false));
  await expectAccessible(page);
});

test('a customer reports a household claim on one page from the contract', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/wohnen/vertrag/7400263190');
  await currentPage(page).getByRole('link', { name: 'Schaden melden' }).click();
  let screen = currentPage(page);
  await expect(
    screen.getByText(/Für deinen Vertrag Eigenheim- und Haushaltsversicherung/),
  ).toBeVisible();
  // This contract takes household and property claims only.
  await expect(screen.getByRole('link', { name: /Kfz-Schaden/ })).toHaveCount(0);
  await screen.getByRole('link', { name: /Haushaltsschaden/ }).click();
  screen = currentPage(page);
  await expect(page).toHaveURL(/\/wohnen\/vertrag\/7400263190\/schadensmeldung\/haushalt$/);
  await expect(screen.getByRole('textbox', { name: 'Ort', exact: true })).toHaveValue(/1070 Wien/);
  await expect(screen.getByRole('textbox', { name: 'IBAN für die Auszahlung' })).toHaveValue(
    'AT48 2011 1829 3174 6502',
  );

  await screen.getByRole('button', { name: 'Weiter' }).click();
  await expect(fieldError(screen, 'Bitte wähle die Art des Schadens.')).toBeVisible();
  await expect(screen.getByText('Bitte prüfe die markierten Felder.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'claim-household-errors');

  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Wasserschaden' });
  await screen.getByRole('textbox', { name: 'Datum des Schadens' }).fill(yesterday());
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Der Geschirrspüler ist ausgelaufen.');
  await screen.getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
  await screen.getByLabel('Gegenstand', { exact: true }).fill('Parkettboden Küche');
  await screen.getByRole('textbox', { name: 'Anschaffungsjahr' }).fill('2019');
  await screen.getByRole('textbox', { name: 'Wert in Euro (z. B. 1.249,90)' }).fill('12,5x');
  await screen.getByRole('button', { name: 'Weiter' }).click();
  await expect(fieldError(screen, 'Bitte gib den Betrag im Format 1.234,56 ein.')).toBeVisible();
  await screen.getByRole('textbox', { name: 'Wert in Euro (z. B. 1.249,90)' }).fill('1.249,90');
  // The item's receipt is one of the claim's files.
  const item = screen.getByRole('region', { name: 'Gegenstand 1' });
  await item
    .locator('[id="posten-0-beleg-input"]')
    .setInputFiles([
      { name: 'Rechnung-Parkett.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await expect(item.getByText('Beleg: Rechnung-Parkett.pdf')).toBeVisible();
  await expect(screen.getByText('Beleg zu Gegenstand 1', { exact: false })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'claim-household-receipt');
  await page.emulateMedia({ colorScheme: 'dark' });
  const summary = await toSummary(screen);
  const items = summary.getByRole('region', { name: 'Beschädigte Gegenstände' });
  await expect(items).toContainText('Wert1.249,90 €');
  await expect(items).toContainText('BelegRechnung-Parkett.pdf');
  await expect(summary.getByRole('region', { name: 'Auszahlung' })).toContainText(
    'IBAN für die AuszahlungAT48 2011 1829 3174 6502',
  );
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
  await expect(screen.locator('.claim-number')).toHaveText(/S-\d{4}-\d{7}/);
  await expect(screen.getByText('1 Datei wurde übermittelt.')).toBeVisible();
  await expectAccessible(page);
});

test('a visitor reports a legal claim after naming the contract', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/services/schadensmeldung-neu');
  let screen = currentPage(page);
  await expect(screen.getByText(/auch ohne Anmeldung/)).toBeVisible();
  for (const type of ['Kfz-Schaden', 'Haushaltsschaden', 'Sachschaden', 'Krankenhausaufenthalt']) {
    await expect(screen.getByRole('link', { name: new RegExp(`^${type}`) })).toBeVisible();
  }
  await screen.getByRole('link', { name: /Rechtsschutzfall/ }).click();
  screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Deine Angaben' })).toBeVisible();
  await screen.getByRole('textbox', { name: 'Polizzennummer' }).fill('7600349021');
  await screen.getByRole('textbox', { name: 'Geburtsdatum' }).fill('18.04.1986');
  await screen.getByRole('textbox', { name: 'Postleitzahl' }).fill('1070');
  await screen.getByRole('textbox', { name: 'Dein Name' }).fill('Katharina Hofer');
  await screen
    .getByRole('textbox', { name: 'E-Mail-Adresse für die Bestätigung' })
    .fill('k.hofer@example.at');
  await accessibleLightAndDark(page, testInfo, 'claim-visitor-identity');

  screen = await next(page, 'Worum geht es');
  await screen.getByRole('combobox', { name: 'Bereich' }).selectOption({ label: 'Wohnen' });
  await screen.getByRole('textbox', { name: 'Gegenseite' }).fill('Hausverwaltung Muster GmbH');
  await screen.getByRole('textbox', { name: 'Datum des Schadens' }).fill(yesterday());
  screen = await next(page, 'Was ist passiert');
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Die Betriebskosten wurden doppelt verrechnet.');
  screen = await next(page, 'Fotos und Unterlagen');
  await toSummary(screen);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();

  // A wrong birth date gets the one message for every mismatch, at the policy number of the
  // identity step again, and nothing to send again.
  screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Deine Angaben' })).toBeVisible();
  await expect(screen.getByRole('textbox', { name: 'Polizzennummer' })).toHaveAccessibleDescription(
    'Wir haben keinen passenden Vertrag gefunden. Bitte prüfe Polizzennummer, Geburtsdatum und Postleitzahl.',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'claim-visitor-refused');
  await screen.getByRole('textbox', { name: 'Geburtsdatum' }).fill('17.04.1986');
  for (const heading of [
    'Worum geht es',
    'Was ist passiert',
    'Fotos und Unterlagen',
    'Angaben prüfen',
  ]) {
    screen = await next(page, heading);
  }
  await expect(currentPage(page).getByRole('textbox', { name: 'Gegenseite' })).toHaveCount(0);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
  await expect(screen.getByText(/an die angegebene E-Mail-Adresse/)).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Zu meinen Schäden' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page);
  await keepScreenshot(page, {
    path: testInfo.outputPath('claim-visitor-done-390.png'),
    fullPage: true,
  });
});

test('a draft with its photo is offered again after a reload, and leaving warns before it is dropped', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, '1000000002');
  await page.goto('/services/schadensmeldung/haushalt');
  let screen = currentPage(page);
  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Sturm oder Hagel' });
  await screen
    .getByRole('textbox', { name: 'Beschreibung' })
    .fill('Hagel hat das Dachfenster zerschlagen.');
  await screen
    .locator('#file-input')
    .setInputFiles([{ name: 'Dachfenster.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
  // The photo is kept on the device once IndexedDB holds it.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('servicebereich-schadensmeldung');
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('entwurf-dateien')) {
            database.close();
            resolve(false);
            return;
          }
          const count = database
            .transaction('entwurf-dateien')
            .objectStore('entwurf-dateien')
            .count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result > 0);
          };
        };
        open.onerror = () => {
          resolve(false);
        };
      }),
  );

  await page.reload();
  screen = currentPage(page);
  const offer = screen.getByRole('region', { name: 'Entwurf fortsetzen?' });
  await expect(offer).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'claim-draft-offer');
  await offer.getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
    'Hagel hat das Dachfenster zerschlagen.',
  );
  await expect(screen.getByRole('combobox', { name: 'Art des Schadens' })).toHaveValue('sturm');
  await expect(screen.getByText('Dachfenster.jpg')).toBeVisible();

  await screen.getByRole('button', { name: 'Zurück', exact: true }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Bereits vorgenommene Eingaben gehen verloren.');
  await expectAccessibleInBothSchemes(page);
  await warning.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(screen.getByRole('textbox', { name: 'Beschreibung' })).toBeVisible();
  await screen.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/services\/schadensmeldung$/);

  // Dropped on leaving: the form starts empty.
  await page.goto('/services/schadensmeldung/haushalt');
  await expect(currentPage(page).getByRole('combobox', { name: 'Art des Schadens' })).toHaveValue(
    '',
  );
  await expect(currentPage(page).getByRole('region', { name: 'Entwurf fortsetzen?' })).toHaveCount(
    0,
  );
  await expect(currentPage(page).getByText('Dachfenster.jpg')).toHaveCount(0);
});

test('Meine Schäden is reached from the menu and from a contract', async ({ page }) => {
  await login(page);
  await currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Menü' })
    .click();
  await currentPage(page).getByRole('link', { name: 'Meine Schäden' }).click();
  await expect(page).toHaveURL(/\/services\/meine-schaeden$/);
  let screen = currentPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Meine Schäden' })).toBeVisible();
  // The demo customer's earlier household claim, waiting for an invoice.
  const waiting = screen
    .getByRole('region', { name: 'Haushaltsschaden' })
    .filter({ hasText: /S-\d{4}-0031577/ });
  await expect(waiting.locator('[aria-current="step"]')).toContainText('Unterlagen angefordert');
  // Its contract number as everywhere else, not as stored.
  await expect(waiting).toContainText('740-026.319-0');
  await expect(waiting).not.toContainText('7400263190');

  await page.goto('/wohnen/vertrag/7400263190');
  await currentPage(page).getByRole('link', { name: 'Meine Schäden' }).click();
  await expect(page).toHaveURL(/\/services\/meine-schaeden$/);
  screen = currentPage(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Meine Schäden' })).toBeVisible();
  await expect(screen.getByText(/S-\d{4}-0004711/)).toBeVisible();
});
