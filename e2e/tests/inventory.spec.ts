import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { pdf, toSummary, yesterday } from './claim-support.ts';
import { accessibleLightAndDark, currentPage, settle, signIn } from './support.ts';

// Mein Hausrat (decision 045): the demo customer's started inventory of her household insurance
// 7400263190 (91.202 € of 120.000 €, 76 %), built on, warned of, exported and taken into a claim.

const HOUSEHOLD = '/wohnen/vertrag/7400263190';
const WARNING = 'Deine Versicherungssumme könnte zu niedrig sein';

test('an inventory built, the warning shown, exported, and items taken into a household claim with their receipts', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto(HOUSEHOLD);
  await currentPage(page).getByRole('link', { name: 'Mein Hausrat' }).click();
  await expect(page).toHaveURL(/\/services\/hausrat\?vertrag=7400263190$/);
  let screen = currentPage(page);
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Mein Hausrat');
  const summary = screen.getByRole('region', { name: 'Deine Liste' });
  await expect(summary).toContainText('Summe der Werte91.202,00');
  await expect(summary).toContainText('25 Gegenstände');
  await expect(summary).toContainText(
    '2 von 25 Gegenständen haben keinen Preis und sind in der Summe nicht enthalten.',
  );
  await expect(summary).toContainText('76 % der Höchsthaftungssumme');
  await expect(screen.getByRole('region', { name: WARNING })).toHaveCount(0);
  await expect(screen.getByRole('heading', { name: /^Wohnzimmer/ })).toContainText(
    '8 Gegenstände, 21.856,00',
  );
  await settle(page);
  await accessibleLightAndDark(page, testInfo, 'hausrat');

  // A new item with its receipt, uploaded into the DokBox: the list now passes 80 %.
  await screen.getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
  let dialog = page.getByRole('dialog', { name: 'Gegenstand hinzufügen' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte gib an, was der Gegenstand ist.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Bezeichnung/ }).fill('Rennrad Carbon');
  await dialog.getByRole('combobox', { name: 'Raum' }).selectOption('Keller');
  await dialog.getByRole('textbox', { name: /^Kaufdatum/ }).fill('12.05.2025');
  await dialog.getByRole('textbox', { name: /^Preis je Stück/ }).fill('5.400,0x');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('Bitte gib den Preis im Format 1.234,56 ein.').first(),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Preis je Stück/ }).fill('5.400,00');
  await dialog
    .locator('[id="beleg-input"]')
    .setInputFiles([
      { name: 'Rechnung-Rennrad.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await expect(dialog.getByText('Rechnung-Rennrad.pdf')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'hausrat-neu');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('„Rennrad Carbon“ ist gespeichert.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const warning = screen.getByRole('region', { name: WARNING });
  await expect(warning).toContainText(
    'Deine Liste kommt schon auf 96.602,00 €, das sind 81 % deiner Höchsthaftungssumme von 120.000,00 €.',
  );
  await expect(
    warning.getByRole('link', { name: 'Mit deiner Beraterin, deinem Berater sprechen' }),
  ).toHaveAttribute('href', '/services/berater/7400263190');
  await expect(warning.getByRole('link', { name: 'Vertrag ansehen' })).toHaveAttribute(
    'href',
    HOUSEHOLD,
  );
  await settle(page);
  await accessibleLightAndDark(page, testInfo, 'hausrat-warnung');

  // The laptop's invoice uploaded, the monitors' the same invoice picked from the DokBox.
  await screen.getByRole('button', { name: 'Laptop bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Gegenstand bearbeiten' });
  await dialog
    .locator('[id="beleg-input"]')
    .setInputFiles([
      { name: 'Rechnung-Technik.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('„Laptop“ ist gespeichert.')).toBeVisible();
  await screen.getByRole('button', { name: 'Monitor 27 Zoll bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Gegenstand bearbeiten' });
  const invoice = dialog
    .getByRole('combobox', { name: 'Beleg aus der DokBox' })
    .locator('option', { hasText: 'Rechnung-Technik.pdf' });
  await dialog
    .getByRole('combobox', { name: 'Beleg aus der DokBox' })
    .selectOption((await invoice.getAttribute('value')) ?? '');
  await expect(
    dialog.getByRole('button', { name: 'Beleg Rechnung-Technik.pdf entfernen' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('„Monitor 27 Zoll“ ist gespeichert.')).toBeVisible();
  await screen.getByRole('button', { name: 'Kaffeevollautomat bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Gegenstand bearbeiten' });
  await dialog
    .locator('[id="beleg-input"]')
    .setInputFiles([
      { name: 'Kassenbon-Kaffee.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('„Kaffeevollautomat“ ist gespeichert.')).toBeVisible();

  // Search and sort.
  await screen.getByRole('searchbox', { name: /^Suchen/ }).fill('seriennummer');
  await expect(screen.getByRole('button', { name: / bearbeiten\b/ })).toHaveText([/^Laptop/]);
  await screen.getByRole('searchbox', { name: /^Suchen/ }).fill('');
  await screen
    .getByRole('combobox', { name: 'Sortieren nach' })
    .selectOption({ label: 'Wert, höchster zuerst' });
  await expect(screen.getByRole('button', { name: / bearbeiten\b/ }).first()).toHaveAccessibleName(
    /^Einbauküche mit Geräten bearbeiten /,
  );
  await screen.getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'Raum' });

  // Deleted after the question; its files stay in the DokBox.
  await screen.getByRole('button', { name: 'Stehleuchte bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Gegenstand bearbeiten' });
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  const question = page.getByRole('alertdialog', { name: 'Gegenstand löschen?' });
  await expect(question).toContainText('Foto und Beleg bleiben in deiner DokBox.');
  await question.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('„Stehleuchte“ ist gelöscht.')).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Stehleuchte bearbeiten' })).toHaveCount(0);

  // The list as a PDF, and two items as CSV.
  await screen.getByRole('button', { name: 'Liste exportieren' }).click();
  dialog = page.getByRole('dialog', { name: 'Liste exportieren' });
  await accessibleLightAndDark(page, testInfo, 'hausrat-export');
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportieren' }).click();
  const listPdf = await pdfDownload;
  expect(listPdf.suggestedFilename()).toMatch(/^Hausrat_7400263190_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await listPdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(dialog).toHaveCount(0);
  await screen.getByRole('button', { name: 'Liste exportieren' }).click();
  dialog = page.getByRole('dialog', { name: 'Liste exportieren' });
  await dialog.getByRole('radio', { name: 'CSV (Tabelle)' }).check();
  await dialog.getByRole('radio', { name: 'Nur die ausgewählten' }).check();
  await dialog.getByRole('button', { name: 'Exportieren' }).click();
  await expect(dialog.getByText('Bitte wähle mindestens einen Gegenstand.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Rennrad Carbon/ }).check();
  await dialog.getByRole('checkbox', { name: /^Laptop/ }).check();
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportieren' }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv.split('\r\n').slice(1, -1)).toEqual([
    'Laptop;Arbeitszimmer;12.09.2024;1;2.199,00;2.199,00;;Rechnung-Technik.pdf;Seriennummer auf der Rechnung',
    'Rennrad Carbon;Keller;12.05.2025;1;5.400,00;5.400,00;;Rechnung-Rennrad.pdf;',
  ]);

  // Three items into a household claim, with their receipts.
  await page.goto(`${HOUSEHOLD}/schadensmeldung/haushalt`);
  screen = currentPage(page);
  await screen
    .getByRole('combobox', { name: 'Art des Schadens' })
    .selectOption({ label: 'Einbruch oder Diebstahl' });
  await screen.getByRole('textbox', { name: 'Datum des Schadens' }).fill(yesterday());
  await screen.getByRole('textbox', { name: 'Beschreibung' }).fill('Einbruch über den Keller.');
  await screen.getByRole('textbox', { name: 'Aktenzeichen der Polizei' }).fill('B1/48213/2026');
  await screen.getByRole('button', { name: 'Aus Mein Hausrat übernehmen' }).click();
  dialog = page.getByRole('dialog', { name: 'Aus Mein Hausrat übernehmen' });
  for (const item of ['Rennrad Carbon', 'Laptop', 'Monitor 27 Zoll', 'Kaffeevollautomat']) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^${item}`) }).check();
  }
  await accessibleLightAndDark(page, testInfo, 'hausrat-schaden');
  await dialog.getByRole('button', { name: '4 Gegenstände übernehmen' }).click();
  await expect(dialog).toHaveCount(0);
  const items = screen.getByRole('region', { name: /^Gegenstand \d$/ });
  await expect(items).toHaveCount(4);
  const taken = [
    ['Kaffeevollautomat', '2024', '1.290,00', 'Kassenbon-Kaffee.pdf'],
    ['Laptop', '2024', '2.199,00', 'Rechnung-Technik.pdf'],
    // The monitors came with the laptop, on the same invoice: it goes with the laptop once.
    ['Monitor 27 Zoll (2 Stück)', '2024', '858,00', null],
    ['Rennrad Carbon', '2025', '5.400,00', 'Rechnung-Rennrad.pdf'],
  ] as const;
  for (const [index, [name, year, value]] of taken.entries()) {
    const item = items.nth(index);
    await expect(item.getByLabel('Gegenstand', { exact: true })).toHaveValue(name);
    await expect(item.getByRole('textbox', { name: 'Anschaffungsjahr' })).toHaveValue(year);
    await expect(item.getByRole('textbox', { name: 'Wert in Euro (z. B. 1.249,90)' })).toHaveValue(
      value,
    );
  }
  for (const [index, [, , , receipt]] of taken.entries()) {
    if (receipt !== null) {
      await expect(items.nth(index).getByText(`Beleg: ${receipt}`)).toBeVisible();
    }
  }
  await expect(
    screen.getByText(
      'Der Beleg Rechnung-Technik.pdf ist schon der Beleg zu Gegenstand 2; für Gegenstand 3 schicken wir ihn nicht noch einmal.',
    ),
  ).toBeVisible();
  await expect(items.nth(2).getByRole('button', { name: 'Beleg hinzufügen' })).toBeVisible();
  await toSummary(screen);
  await screen.getByRole('button', { name: 'Schaden melden' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Danke, dein Schaden ist gemeldet' }),
  ).toBeVisible();
  await expect(screen.getByText('3 Dateien wurden übermittelt.')).toBeVisible();
});
