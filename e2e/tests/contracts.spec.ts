import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  accessibleLightAndDark,
  currentPage,
  DEMO_CUSTOMER,
  expectAccessible,
  fieldError,
  fillLogin,
  keepScreenshot,
  login,
  settle,
  signIn,
  smallTouchTargets,
} from './support.ts';

// The demo customer's contracts: one of every kind, each in its first motive world.
const CONTRACTS = {
  savings: '/geld/vertrag/4102738561',
  fundPlan: '/geld/vertrag/5201846630',
  loan: '/wohnen/vertrag/6100452978',
  flexibleLife: '/zukunft/vertrag/8100237745',
  flexibleLife20: '/zukunft/vertrag/8100591362',
  vollWert: '/zukunft/vertrag/8200774019',
  disability: '/karriere/vertrag/8300125584',
  car: '/mobilitaet/vertrag/7300418857',
  ebike: '/mobilitaet/vertrag/7500671438',
  home: '/wohnen/vertrag/7400263190',
  legal: '/karriere/vertrag/7600349021',
  accident: '/gesundheit/vertrag/7700582216',
} as const;

async function open(page: Page, url: string, title: string): Promise<void> {
  await page.goto(url);
  await expect(currentPage(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, `${name}-390.png`),
    fullPage: true,
  });
}

test('the products list groups the contracts by motive world', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, '/vertraege', 'Produkte');
  const content = currentPage(page);
  // A contract in several worlds is listed once, in the first of them, with the others as its
  // tag: both of the customer's Karriere contracts belong to an earlier world too.
  await expect(content.getByRole('heading', { level: 2 })).toHaveText([
    'Wohnen',
    'Mobilität',
    'Gesundheit',
    'Geld',
    'Zukunft',
  ]);
  const savings = content.getByRole('link', { name: /^Bausparvertrag/ });
  await expect(savings).toHaveCount(1);
  await expect(savings.locator('.tag')).toHaveText(['Auch in Geld']);
  await expect(content.getByText('410-273.856-1')).toHaveCount(1);
  const health = content.getByRole('region', { name: 'Gesundheit' });
  await expect(
    health.getByRole('link', { name: /^Berufsunfähigkeitsvorsorge/ }).locator('.tag'),
  ).toHaveText(['Auch in Karriere']);
  // A contract in one world has no tag: its heading names the world.
  await expect(
    content.getByRole('link', { name: /^Kfz-Versicherung/ }).locator('.tag'),
  ).toHaveCount(0);
  await expect(content.getByText(/^Kontostand: .+\s€$/).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'vertraege');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'vertraege-dark');
  // A 360 px wide phone: nothing sticks out sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, `${CONTRACTS.savings}/vertragsdetails`, 'Vertragsdetails');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, testInfo, 'vertragsdetails-360-dark');
});

test('the dashboard has the money, the next debits, the letters, quick actions and each contract once', async ({
  page,
}, testInfo) => {
  await login(page);
  const content = currentPage(page);
  const overview = content.getByRole('region', { name: 'Dein Überblick' });
  await expect(overview.getByRole('definition')).toHaveText([
    /^[\d.]+,\d\d\s€$/,
    /^[\d.]+,\d\d\s€$/,
  ]);
  await expect(overview.getByRole('term')).toHaveText(['Guthaben', 'Offene Kredite']);
  await expect(overview.getByRole('heading', { name: 'Nächste Abbuchungen' })).toBeVisible();
  await expect(overview.getByRole('listitem')).toHaveCount(3);
  // Each debit: the contract, its day under it, the amount beside it.
  const debit = overview.getByRole('listitem').first();
  await expect(debit.locator('.debits__what')).toHaveText(/^\D.+\d\d\.\d\d\.\d{4}$/);
  await expect(debit.locator('.debits__date')).toHaveText(/^\d\d\.\d\d\.\d{4}$/);
  await expect(debit.locator('strong')).toHaveText(/^[\d.]+,\d\d\s€$/);
  const postbox = content.getByRole('region', { name: 'Postbox' });
  await expect(
    postbox.getByRole('link', { name: /ungelesene Nachricht.*Neueste: / }),
  ).toBeVisible();
  const actions = content.getByRole('region', { name: 'Schnellzugriff' });
  for (const action of ['Schaden melden', 'Berater kontaktieren', 'Dokument hochladen']) {
    await expect(actions.getByRole('link', { name: action })).toBeVisible();
  }
  const contracts = content.getByRole('region', { name: 'Deine Verträge' });
  const savings = contracts.getByRole('link', { name: /^Bausparvertrag/ });
  await expect(savings).toHaveCount(1);
  await expect(savings.locator('.tag')).toHaveText(['Wohnen', 'Geld']);
  await expect(contracts.getByText('Prämie: 118,50\u00a0€ vierteljährlich')).toBeVisible();
  await expect(contracts.getByText(/^Offener Betrag: [\d.]+,\d\d\s€$/)).toBeVisible();
  await expect(contracts.getByText('Kennzeichen: W-48213K')).toBeVisible();
  await expect(contracts.getByText(/^Status: /)).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, testInfo, 'dashboard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'dashboard-dark');
  await savings.click();
  await expect(content.getByRole('heading', { level: 1, name: 'Bausparvertrag' })).toBeVisible();
  // A loan's details: its instalment, whether the rate is fixed, and the term left.
  await open(page, `${CONTRACTS.loan}/vertragsdetails`, 'Vertragsdetails');
  const details = currentPage(page);
  await expect(details.getByRole('definition').filter({ hasText: /%/ })).toHaveText('3\u00a0% fix');
  await expect(details.getByText(/^[\d.]+,\d\d\s€ monatlich$/)).toBeVisible();
  await expect(details.getByText(/^\d+ Jahre und \d+ Monate?$/)).toBeVisible();
  // What is still owed, as the lists say it, not a negative balance.
  await expect(details.getByText('Offener Betrag', { exact: true })).toBeVisible();
  await expect(details.getByText('Kontostand', { exact: true })).toHaveCount(0);
  await expect(details.getByText(/^-/)).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'kredit-vertragsdetails');
});

test('a customer without contracts sees the empty state with the next step', async ({
  page,
}, testInfo) => {
  await login(page, '1000000003');
  const empty = currentPage(page).locator('.empty-state');
  await expect(empty.getByText('Du hast noch keine Verträge bei uns.')).toBeVisible();
  await open(page, '/vertraege', 'Produkte');
  const screen = currentPage(page);
  await expect(screen.locator('.empty-state__icon')).toBeVisible();
  await expect(screen.getByText('Du hast noch keine Verträge bei uns.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'keine-vertraege');
  await screen.getByRole('link', { name: 'Berater kontaktieren' }).click();
  await expect(page).toHaveURL(/\/services\/berater$/);

  // No letters yet: the next step is how letters arrive, further down the page.
  await open(page, '/nachrichten', 'Postbox');
  const postbox = currentPage(page).locator('.empty-state');
  await expect(postbox.locator('.empty-state__icon')).toBeVisible();
  await expect(
    postbox.getByText('Du hast noch keine Nachrichten in deiner Postbox.'),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'postbox-leer');
  await postbox.getByRole('button', { name: 'Zustellung einstellen' }).click();
  await expect(
    currentPage(page).getByRole('heading', { name: 'Einstellungen der Postbox' }),
  ).toBeFocused();

  // No credit checklist: the advisers are next.
  await open(page, '/wohnen/kreditcheckliste', 'Kreditcheckliste');
  const checklist = currentPage(page).locator('.empty-state');
  await expect(
    checklist.getByText('Für dich gibt es derzeit keine Kreditcheckliste.'),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'kreditcheckliste-leer');
  await checklist.getByRole('link', { name: 'Berater kontaktieren' }).click();
  await expect(page).toHaveURL(/\/services\/berater$/);
});

test('the e-bike insurance is named as such, the car insurance as a motor one', async ({
  page,
}) => {
  await signIn(page);
  await open(page, `${CONTRACTS.ebike}/uebersicht`, 'E-Bike-Versicherung');
  const summary = currentPage(page).getByRole('region', { name: 'E-Bike-Versicherung' });
  await expect(summary.getByText('750-067.143-8')).toBeVisible();
  await expect(summary.getByText(/Kfz-Versicherung/)).toHaveCount(0);
  await open(page, `${CONTRACTS.car}/uebersicht`, 'Kfz-Versicherung');
  await expect(
    currentPage(page).getByRole('region', { name: 'Kfz-Versicherung' }).getByText('730-041.885-7'),
  ).toBeVisible();
});

test('an unknown contract shows one error in place; a contract under another motive world moves to its own', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await open(page, '/wohnen/vertrag/9999999999/uebersicht', 'Übersicht');
  const screen = currentPage(page);
  await expect(screen.getByRole('alert')).toHaveText('Diesen Vertrag haben wir nicht gefunden.');
  await expect(screen.getByRole('link', { name: 'Zu den Produkten' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'vertrag-unbekannt');

  await page.goto('/gesundheit/vertrag/7300418857/vertragsdetails');
  await expect(page).toHaveURL(/\/mobilitaet\/vertrag\/7300418857\/vertragsdetails$/);
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Vertragsdetails' }),
  ).toBeVisible();

  // German words hyphenate by the page's language; the contract number never breaks.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  const number = currentPage(page).locator('dd .contract-number');
  await expect(number).toHaveText('730-041.885-7');
  await expect(number).toHaveCSS('white-space', 'nowrap');
  await expect(currentPage(page).locator('dd').first()).toHaveCSS('hyphens', 'auto');
});

test('every contract kind opens with its overview and every sub-page it offers', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signIn(page);
  const visited = new Set<string>();
  for (const base of Object.values(CONTRACTS)) {
    await page.goto(`${base}/uebersicht`);
    // The title names the contract; its actions come with its details, all at once.
    const actions = currentPage(page).locator('.link-rows a');
    await expect(actions.first()).toBeVisible();
    await expectAccessible(page);
    const targets = await actions.evaluateAll((links) =>
      links
        .map((link) => ({ href: link.getAttribute('href') ?? '', label: link.textContent }))
        .filter(({ href }) => href.includes('/vertrag/') && !href.endsWith('/schadensmeldung')),
    );
    expect(targets.length).toBeGreaterThan(2);
    const name = await currentPage(page).getByRole('heading', { level: 1 }).textContent();
    expect(name).not.toBe('Übersicht');
    // Through the app, as a customer goes: tap the action, look, tap the back arrow.
    for (const { href, label } of targets) {
      const sub = href.slice(href.lastIndexOf('/') + 1);
      await currentPage(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(currentPage(page).getByRole('heading', { level: 1 })).not.toHaveText(name ?? '');
      await settle(page);
      await expect(currentPage(page).getByText('Die Daten werden geladen …')).toHaveCount(0);
      await expect(
        currentPage(page).getByText('Für diesen Vertrag gibt es diese Seite'),
      ).toHaveCount(0);
      // Details differ by kind; the other pages are alike for every contract that has them.
      if (sub === 'vertragsdetails' || !visited.has(sub)) await expectAccessible(page);
      visited.add(sub);
      await currentPage(page).getByRole('button', { name: 'Zurück' }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/uebersicht$`));
      await settle(page);
    }
  }
  expect([...visited].sort()).toEqual(
    [
      'anpassen',
      'auszahlung',
      'berater',
      'bestaetigungen',
      'einzahlung',
      'fonds',
      'gutschein',
      'kfz-begutachtung',
      'sepa-lastschrift',
      'spontanrueckzahlung',
      'umsaetze',
      'unwetterwarnung',
      'vertragsdetails',
    ].sort(),
  );
});

test('contract details and transactions of a savings contract', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.savings}/uebersicht`, 'Bausparvertrag');
  await shoot(page, testInfo, 'uebersicht');
  await open(page, `${CONTRACTS.savings}/vertragsdetails`, 'Vertragsdetails');
  const details = currentPage(page);
  await expect(details.getByText('AT48 2011 1829 3174 6502')).toBeVisible();
  await expect(details.getByText('5. des Monats')).toBeVisible();
  await expect(details.getByText('01.01.2022')).toBeVisible();
  await shoot(page, testInfo, 'vertragsdetails');

  await open(page, `${CONTRACTS.savings}/umsaetze`, 'Umsätze');
  const year = currentPage(page).getByRole('combobox', { name: 'Jahr' });
  await expect(year).toBeVisible();
  await year.selectOption('2024');
  await expect(currentPage(page).getByText('Zinsgutschrift 2024')).toBeVisible();
  await expect(
    currentPage(page).getByRole('heading', { level: 2, name: '31.12.2024' }),
  ).toBeVisible();
  await currentPage(page).getByRole('searchbox', { name: 'Umsätze durchsuchen' }).fill('zins');
  await expect(currentPage(page).getByRole('status')).toHaveText(/^1 von \d+ Umsätzen gefunden$/);
  await expect(currentPage(page).getByText('Zinsgutschrift 2024')).toBeVisible();
  await expect(currentPage(page).getByText('Einzahlung')).toHaveCount(0);
  // A search that finds nothing says so, and the next step clears it.
  const search = currentPage(page).getByRole('searchbox', { name: 'Umsätze durchsuchen' });
  await search.fill('Mietzahlung');
  const noMatch = currentPage(page).locator('.empty-state');
  await expect(noMatch.getByText('Keine Umsätze mit „Mietzahlung“ gefunden.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'umsaetze-keine-treffer');
  await noMatch.getByRole('button', { name: 'Suche löschen' }).click();
  await expect(search).toHaveValue('');
  await expect(currentPage(page).getByText('Zinsgutschrift 2024')).toBeVisible();

  // The year 2024 as files: CSV for a spreadsheet, PDF as a statement.
  const exports = currentPage(page).getByRole('group', { name: 'Umsätze 2024 exportieren' });
  const csvDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Als CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('Umsaetze_410-273.856-1_2024.csv');
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText.startsWith('\uFEFFBuchungsdatum;Valutadatum;Buchungstext;Betrag in EUR\r\n')).toBe(
    true,
  );
  expect(csvText).toContain('31.12.2024;31.12.2024;Zinsgutschrift 2024;');
  const pdfDownload = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Als PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('Umsaetze_410-273.856-1_2024.pdf');
  const statement = await PDFDocument.load(await readFile(await pdf.path()));
  expect(statement.getTitle()).toBe('Umsätze 2024 – Bausparvertrag 410-273.856-1');

  await expectAccessible(page);
  await shoot(page, testInfo, 'umsaetze');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'umsaetze-dark');
});

test('on a desktop the transactions are a table of the year', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await open(page, `${CONTRACTS.savings}/umsaetze`, 'Umsätze');
  await currentPage(page).getByRole('combobox', { name: 'Jahr' }).selectOption('2024');
  const table = currentPage(page).getByRole('table', { name: 'Umsätze 2024' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Buchungstag',
    'Buchungstext',
    'Valuta',
    'Betrag',
  ]);
  const interest = table.getByRole('row').filter({ hasText: 'Zinsgutschrift 2024' });
  await expect(interest.getByRole('cell')).toHaveText([
    '31.12.2024',
    'Zinsgutschrift 2024',
    '31.12.2024',
    /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
  ]);
  // No headings per day beside the table's own dates.
  await expect(
    currentPage(page).getByRole('heading', { level: 2, name: '31.12.2024' }),
  ).toHaveCount(0);
  await currentPage(page).getByRole('searchbox', { name: 'Umsätze durchsuchen' }).fill('zins');
  await expect(table.getByRole('row')).toHaveCount(2);
  await currentPage(page).getByRole('searchbox', { name: 'Umsätze durchsuchen' }).fill('');
  await accessibleLightAndDark(page, testInfo, 'umsaetze-tabelle');
});

test('the SEPA mandate names the company of the contract with its creditor id', async ({
  page,
}, testInfo) => {
  // The second demo customer's motor insurance shares its account with a savings contract.
  await signIn(page, '1000000002');
  await open(page, '/mobilitaet/vertrag/7302981146/sepa-lastschrift', 'SEPA-Lastschrift');
  const form = currentPage(page);
  await form.locator('input#iban').fill('AT61 1904 3002 3457 3202');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(fieldError(form, 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.')).toBeVisible();
  await form.locator('input#iban').fill('AT61 1904 3002 3457 3201');
  await form.locator('input#bic').fill('BKAUATWW');
  await form.getByRole('button', { name: 'Weiter' }).click();

  const others = form.getByRole('group', { name: 'Auch für diese Verträge ändern?' });
  const savings = others.getByRole('checkbox', { name: 'Bausparvertrag · 410-552.087-3' });
  await expect(savings).toBeChecked();
  const mandate = form.getByRole('checkbox', { name: /^Ich ermächtige / });
  await expect(mandate).toHaveAccessibleName(
    /^Ich ermächtige die Servicebereich Bausparkasse AG \(Gläubiger-ID AT57ZZZ09990000101\) und die Servicebereich Versicherung AG \(Gläubiger-ID AT46ZZZ09990000202\),/,
  );
  await savings.click();
  await expect(mandate).toHaveAccessibleName(
    'Ich ermächtige die Servicebereich Versicherung AG (Gläubiger-ID AT46ZZZ09990000202), Zahlungen von meinem Konto mittels SEPA-Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von der Servicebereich Versicherung AG auf mein Konto gezogenen SEPA-Lastschriften einzulösen.',
  );
  await expectAccessible(page);
  await shoot(page, testInfo, 'sepa-mandat-versicherung');
});

test('a new debit account: the password again, every contract of the old account, the account as saved', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.savings}/sepa-lastschrift`, 'SEPA-Lastschrift');
  const form = currentPage(page);
  await form.locator('input#kontoinhaber').fill('Katharina und Stefan Hofer');
  await form.locator('input#iban').fill('at07 3200 0000 0123 4573');
  // The BIC comes with the IBAN of a bank the directory knows, the bank named under it.
  await expect(form.locator('input#bic')).toHaveValue('RLNWATWW');
  await expect(form.getByText('Raiffeisenlandesbank Niederösterreich-Wien AG')).toBeVisible();
  await form.getByRole('radio', { name: '25. des Monats' }).click();
  await form.getByRole('button', { name: 'Weiter' }).click();

  // Every other contract debited from the old account is offered, and chosen.
  await expect(form.getByRole('heading', { name: 'Änderung bestätigen' })).toBeVisible();
  await expect(form.getByText('AT07 3200 0000 0123 4573')).toBeVisible();
  const others = form.getByRole('group', { name: 'Auch für diese Verträge ändern?' });
  await expect(others.getByRole('checkbox')).toHaveCount(10);
  await expect(
    others.getByRole('checkbox', { name: 'FlexibleLife · 810-023.774-5' }),
  ).toBeChecked();
  await others.getByRole('checkbox', { name: 'Wohnbaukredit · 610-045.297-8' }).click();
  await form.getByRole('button', { name: 'Änderung bestätigen' }).click();
  await expect(fieldError(form, 'Bitte bestätige das SEPA-Lastschriftmandat.')).toBeVisible();
  await expect(fieldError(form, 'Bitte gib dein Passwort ein.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'sepa-bestaetigen');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'sepa-bestaetigen-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await form.getByRole('checkbox', { name: /^Ich ermächtige / }).click();
  await form.locator('input#passwort').fill('falsch');
  await form.getByRole('button', { name: 'Änderung bestätigen' }).click();
  await expect(
    fieldError(form, 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.'),
  ).toBeVisible();
  await form.locator('input#passwort').fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Änderung bestätigen' }).click();

  await expect(
    form.getByRole('heading', { name: 'Deine SEPA-Lastschrift ist geändert' }),
  ).toBeVisible();
  await expect(form.getByText('AT07 3200 0000 0123 4573')).toBeVisible();
  await expect(form.getByText('Raiffeisenlandesbank Niederösterreich-Wien AG')).toBeVisible();
  await expect(form.getByText('AT57ZZZ09990000101')).toBeVisible();
  await expect(form.getByText('AT46ZZZ09990000202')).toBeVisible();
  await expect(
    form.getByText('Wir haben dir eine Bestätigung per E-Mail geschickt.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'sepa-geaendert');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'sepa-geaendert-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // After a reload: the FlexibleLife contract debits the new account, the bank's name shown;
  // the loan left out keeps the old one.
  await page.reload();
  await open(page, `${CONTRACTS.flexibleLife}/vertragsdetails`, 'Vertragsdetails');
  const details = currentPage(page);
  await expect(details.getByText('Katharina und Stefan Hofer')).toBeVisible();
  await expect(details.getByText('AT07 3200 0000 0123 4573')).toBeVisible();
  await expect(details.getByText('Raiffeisenlandesbank Niederösterreich-Wien AG')).toBeVisible();
  await expect(details.getByText('25. des Monats')).toBeVisible();
  await shoot(page, testInfo, 'sepa-flexiblelife-details');
  await open(page, `${CONTRACTS.loan}/vertragsdetails`, 'Vertragsdetails');
  await expect(currentPage(page).getByText('AT48 2011 1829 3174 6502')).toBeVisible();
});

test('a deposit is confirmed, booked and shows in the transactions', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.savings}/einzahlung`, 'Einzahlung');
  const form = currentPage(page);
  await form.locator('input#betrag').fill('1e5');
  await form.getByRole('button', { name: 'Einzahlung prüfen' }).click();
  await expect(fieldError(form, 'Bitte gib den Betrag im Format 1.234,56 ein.')).toBeVisible();
  await form.locator('input#betrag').fill('1.250,50');
  await form.getByRole('button', { name: 'Einzahlung prüfen' }).click();
  await expect(
    form.getByText(/Wir buchen 1\.250,50\s€ von deinem hinterlegten Konto/),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'einzahlung-bestaetigen');
  await form.getByRole('button', { name: 'Jetzt verbindlich beauftragen' }).click();
  const booked = form.getByRole('region', { name: 'Deine Einzahlung ist gebucht' });
  await expect(booked.getByRole('definition').first()).toHaveText(/^1\.250,50\s€$/);

  await open(page, `${CONTRACTS.savings}/umsaetze`, 'Umsätze');
  await expect(currentPage(page).getByText('Sondereinzahlung')).toBeVisible();
});

test('a payout above the balance is refused at the check', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.savings}/auszahlung`, 'Auszahlung');
  const form = currentPage(page);
  await form.locator('input#betrag').fill('999.999,00');
  await form.getByRole('button', { name: 'Auszahlung prüfen' }).click();
  await expect(fieldError(form, 'Der Betrag ist höher als dein Guthaben.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Jetzt verbindlich beauftragen' })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'auszahlung-zu-hoch');
  await form.locator('input#betrag').fill('100,00');
  await form.getByRole('button', { name: 'Auszahlung prüfen' }).click();
  await expect(form.getByText(/^Kontostand danach: .+\s€$/)).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'auszahlung-bestaetigen');
});

test('a spontaneous repayment is checked, then confirmed', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.loan}/spontanrueckzahlung`, 'Spontanrückzahlung');
  const form = currentPage(page);
  await form.locator('input#betrag').fill('5.000,00');
  await form.getByRole('button', { name: 'Rückzahlung prüfen' }).click();
  await expect(form.getByRole('heading', { name: 'Deine Rückzahlung' })).toBeVisible();
  await expect(form.getByText('Restschuld danach')).toBeVisible();
  await form.getByRole('button', { name: 'Verbindlich zurückzahlen' }).click();
  await expect(fieldError(form, 'Bitte bestätige die Rückzahlung.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'spontanrueckzahlung');
  await form.getByRole('checkbox').click();
  await form.getByRole('button', { name: 'Verbindlich zurückzahlen' }).click();
  await expect(
    form.getByRole('heading', { name: 'Deine Spontanrückzahlung ist beauftragt' }),
  ).toBeVisible();
  // The way on from the done page: back to the contract.
  await form.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTRACTS.loan}/uebersicht$`));
  await open(page, `${CONTRACTS.loan}/umsaetze`, 'Umsätze');
  await expect(currentPage(page).getByText('Sondertilgung')).toBeVisible();
});

test('the fund page shows funds, a chart and the fund-chart links', async ({ page }, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.flexibleLife20}/fonds`, 'Fonds');
  const content = currentPage(page);
  const value = content.getByRole('region', { name: 'Wertentwicklung' });
  await expect(value).toContainText(/Gesamtwert[\d.]+,\d{2}\s€Stand \d{2}\.\d{2}\.\d{4}/);
  await expect(value.getByRole('img', { name: /^Wertentwicklung vom / })).toBeVisible();
  await expect(content.getByRole('heading', { level: 2, name: 'Deine Fonds' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(content.getByRole('link', { name: /^Fondschart / })).toHaveCount(6);
  // A fund that gets none of the premium shows its value without a "0 %" beside it.
  await expect(content.getByText(/^0\s%$/)).toHaveCount(0);
  // The chart's values as a table: a year of month-ends, newest first.
  await content.getByText('Werte als Tabelle').click();
  const rows = content.getByRole('table', { name: 'Wertentwicklung' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expectAccessible(page);
  await shoot(page, testInfo, 'fonds');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'fonds-dark');

  // The overview shows the value and its history too, under the contract's card.
  await open(page, `${CONTRACTS.flexibleLife20}/uebersicht`, 'FlexibleLife 2.0');
  const history = currentPage(page).getByRole('region', { name: 'Wertentwicklung' });
  await expect(history).toContainText(/Gesamtwert[\d.]+,\d{2}\s€Stand \d{2}\.\d{2}\.\d{4}/);
  await expect(history.getByRole('img', { name: /^Wertentwicklung vom / })).toBeVisible();
  await expectAccessible(page);
});

test('a FlexibleLife change is reviewed, made, and keeps the new fund shares', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.flexibleLife}/anpassen`, 'Vertrag anpassen');
  const form = currentPage(page);
  await expect(form.getByText('Rückkaufswert')).toBeVisible();
  // The form as it came changes nothing: there is nothing to review.
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    fieldError(
      form,
      'Du hast noch nichts geändert. Ändere die Prämie, die Aufteilung auf die Fonds, den Risikoschutz oder die Bestätigung per E-Mail.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Änderung prüfen' })).toHaveCount(0);
  await form.locator('input[id="anteile.0"]').fill('50');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(fieldError(form, 'Die Anteile müssen zusammen 100 % ergeben.')).toBeVisible();
  await form.locator('input[id="anteile.0"]').fill('10');
  await form.locator('input[id="anteile.2"]').fill('45');
  await form.getByRole('button', { name: 'Weiter' }).click();

  // The review: each share that changes, old and new; the others are not named.
  const review = form.getByRole('region', { name: 'Änderung prüfen' });
  await expect(review.getByRole('heading', { name: 'Änderung prüfen' })).toBeFocused();
  await expect(review.locator('.detail-list__row')).toHaveText([
    /^Anteil Alpina Aktien Welt\s*bisher 30\s%\s*→\s*, neu 10\s%$/,
    /^Anteil Salzach Nachhaltig Aktien\s*bisher 25\s%\s*→\s*, neu 45\s%$/,
  ]);
  await accessibleLightAndDark(page, testInfo, 'anpassen-pruefen');
  // Back to the form and on again: the values are kept.
  await review.getByRole('button', { name: 'Änderung bearbeiten' }).click();
  await expect(form.getByRole('heading', { name: 'Prämie ändern' })).toBeFocused();
  await expect(form.locator('input[id="anteile.2"]')).toHaveValue('45');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await review.getByRole('button', { name: 'Jetzt ändern' }).click();

  const done = form.getByRole('region', { name: 'Dein Vertrag ist geändert' });
  await expect(done.getByRole('heading', { name: 'Dein Vertrag ist geändert' })).toBeFocused();
  await expect(done.locator('.detail-list__row')).toHaveText([
    /^Anteil Alpina Aktien Welt\s*10\s%$/,
    /^Anteil Salzach Nachhaltig Aktien\s*45\s%$/,
  ]);
  // Refreshing the contract's data after the change must not ask another product's call: once
  // the loading bar is gone every refresh has answered, and none of them brought an alert.
  await expect(currentPage(page).locator('progress.loading-bar')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'anpassen-geaendert');
  await shoot(page, testInfo, 'anpassen');
  await done.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTRACTS.flexibleLife}/uebersicht$`));
  await page.goto(`${CONTRACTS.flexibleLife}/anpassen`);
  await expect(currentPage(page).locator('input[id="anteile.2"]')).toHaveValue('45');
});

test('the credit checklist uploads and deletes a document in the test mode', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await fillLogin(page, '1234567890', 'beliebig');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The test mode keeps its data in memory: the way there is by taps, not by a reload.
  await currentPage(page).getByRole('link', { name: 'Produkte' }).click();
  await currentPage(page).getByText('Sanierungsdarlehen Fenster & Photovoltaik').first().click();
  await currentPage(page).getByText('Kreditcheckliste: Unterlagen hochladen').click();
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Kreditcheckliste' }),
  ).toBeVisible();
  const content = currentPage(page);
  await expectAccessible(page);
  await shoot(page, testInfo, 'kreditcheckliste');

  await content.getByRole('button', { name: 'Datei hochladen' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(fieldError(dialog, 'Bitte wähle eine Datei aus.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'kreditcheckliste-hochladen');
  await dialog.locator('input#description').fill('Gehaltszettel März');
  await dialog.locator('#checklistfile-input').setInputFiles({
    name: 'Gehaltszettel_3.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(content.getByText('Gehaltszettel_3.pdf')).toBeVisible();

  await content.getByRole('button', { name: 'Gehaltszettel_3.pdf löschen' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Möchtest du die Datei wirklich löschen?',
  });
  await expect(confirm.getByRole('button', { name: 'Nein' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Datei erfolgreich gelöscht')).toBeVisible();
  await expect(content.getByText('Gehaltszettel_3.pdf')).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'kreditcheckliste-dark');
});

test('the credit checklist of the loan keeps an uploaded document on the server until it is deleted', async ({
  page,
}) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Lohnzettel März 2026', { x: 50, y: 700, size: 14, font });
  const payslip = Buffer.from(await document.save());
  // Unique per run: the server keeps what earlier runs left.
  const fileName = `Lohnzettel_März_${Date.now()}.pdf`;

  await signIn(page);
  await page.goto(`${CONTRACTS.loan}/uebersicht`);
  await currentPage(page)
    .getByRole('link', { name: 'Kreditcheckliste: Unterlagen hochladen' })
    .click();
  await expect(page).toHaveURL(/\/wohnen\/kreditcheckliste$/);
  const content = currentPage(page);
  await content.getByRole('button', { name: 'Datei hochladen' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input#description').fill('Lohnzettel März');
  await dialog.locator('#checklistfile-input').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: payslip,
  });
  await dialog.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(content.getByText(fileName)).toBeVisible();
  await expectAccessible(page);
  expect(await smallTouchTargets(page)).toEqual([]);

  await page.reload();
  const reloaded = currentPage(page);
  await expect(reloaded.getByText(fileName)).toBeVisible();
  await reloaded.getByRole('button', { name: `${fileName} löschen` }).click();
  await page
    .getByRole('alertdialog', { name: 'Möchtest du die Datei wirklich löschen?' })
    .getByRole('button', { name: 'Ja' })
    .click();
  await expect(page.getByText('Datei erfolgreich gelöscht')).toBeVisible();
  await expect(reloaded.getByText(fileName)).toHaveCount(0);
  await page.reload();
  await expect(
    currentPage(page).getByRole('heading', { level: 1, name: 'Kreditcheckliste' }),
  ).toBeVisible();
  await expect(currentPage(page).getByText(fileName)).toHaveCount(0);
});

test('a motor contract: the claim first of its services, voucher hidden and shown again, an inspection request, the adviser', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await open(page, `${CONTRACTS.car}/uebersicht`, 'Kfz-Versicherung');
  await expect(
    currentPage(page).getByRole('region', { name: 'Hilfe und Service' }).getByRole('link'),
  ).toHaveText([
    'Schaden melden',
    'Meine Schäden',
    'Deine Beraterin, dein Berater',
    'Gutschein',
    'Kfz-Begutachtung vereinbaren',
  ]);
  await open(page, `${CONTRACTS.car}/gutschein`, 'Gutschein');
  const voucher = currentPage(page);
  await expect(voucher.getByText('SB-418857')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, testInfo, 'gutschein');
  await voucher.getByRole('button', { name: 'Gutschein ausblenden' }).click();
  await page.reload();
  await expect(currentPage(page).getByText('Du hast den Gutschein ausgeblendet.')).toBeVisible();
  await currentPage(page).getByRole('button', { name: 'Gutschein wieder anzeigen' }).click();
  await expect(currentPage(page).getByText('SB-418857')).toBeVisible();

  await open(page, `${CONTRACTS.car}/kfz-begutachtung`, 'Kfz-Begutachtung');
  const form = currentPage(page);
  await form.locator('input#wunschdatum').fill('31.02.2027');
  await form.locator('input#telefon').fill('+43 664 1234567');
  await form.getByRole('button', { name: 'Termin anfragen' }).click();
  await expect(
    fieldError(form, 'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.'),
  ).toBeVisible();
  const shown = (day: Date) =>
    `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
  // A Saturday is no day for an inspection; the form says so before it asks the server.
  const saturday = new Date();
  saturday.setDate(saturday.getDate() + 14 + ((6 - saturday.getDay() + 7) % 7));
  await form.locator('input#wunschdatum').fill(shown(saturday));
  await form.getByRole('button', { name: 'Termin anfragen' }).click();
  await expect(
    fieldError(form, 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'),
  ).toBeVisible();
  // A workday about two weeks ahead, as the server accepts.
  const day = new Date();
  day.setDate(day.getDate() + 14);
  while ([0, 6].includes(day.getDay())) day.setDate(day.getDate() + 1);
  const display = shown(day);
  await form.locator('input#wunschdatum').fill(display);
  await form.getByRole('radio', { name: 'Nachmittag' }).click();
  await expectAccessible(page);
  await shoot(page, testInfo, 'kfz-begutachtung');
  await form.getByRole('button', { name: 'Termin anfragen' }).click();
  await expect(form.getByText(`Wir haben deine Anfrage für den ${display} erhalten`)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute(
    'href',
    `${CONTRACTS.car}/uebersicht`,
  );

  // The contract's adviser page shows the same card as the adviser area's page of the contract.
  const carId = CONTRACTS.car.split('/').at(-1) ?? '';
  await page.goto(`/services/berater/${carId}`);
  const areaCard = currentPage(page).getByRole('article', { name: 'Elisabeth Moser' });
  const areaText = await areaCard.innerText();
  await open(page, `${CONTRACTS.car}/berater`, 'Berater');
  const card = currentPage(page).getByRole('article', { name: 'Elisabeth Moser' });
  await expect(card.getByRole('link', { name: '+43 662 8042 127' })).toBeVisible();
  expect(await card.innerText()).toBe(areaText);
  await expect(card.locator('.adviser-card__photo')).toBeVisible();
  await shoot(page, testInfo, 'berater');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await shoot(page, testInfo, 'berater-dark');
  // Writing to her opens the form for her, about this contract.
  await card.getByRole('button', { name: 'Nachricht schreiben: Elisabeth Moser' }).click();
  const contact = page.getByRole('dialog', { name: 'Nachricht schreiben' });
  await expect(contact.getByText('An: Elisabeth Moser')).toBeVisible();
  await expect(contact.getByLabel('Zu welchem Vertrag? (optional)')).toHaveValue(
    CONTRACTS.car.split('/').at(-1) ?? '',
  );
  await expectAccessible(page);
});
