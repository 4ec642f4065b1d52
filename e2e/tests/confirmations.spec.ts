import { isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';
import { expect, test } from './fixtures.ts';
import { accessibleLightAndDark, currentPage, fieldError, settle, signIn } from './support.ts';

// Confirmations (decision 043): requested on the contract's page, kept in the DokBox, checked by
// whoever was handed one on the public page, and revoked by the customer.

/** The demo customer's car insurance: Škoda Octavia, plate W-48213K, with motor liability. */
const CAR = '/mobilitaet/vertrag/7300418857';
/** The demo customer's building-society savings contract, begun on 1 January 2022. */
const SAVINGS = '/geld/vertrag/4102738561';

const LIABILITY = 'Bestätigung der Kfz-Haftpflichtversicherung';

test('a confirmation requested, found in the DokBox, verified by a visitor, revoked, then refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = isoToDisplay(viennaIsoDate(Date.now())) ?? '';
  await signIn(page);
  await page.goto(`${CAR}/uebersicht`);
  await currentPage(page).getByRole('link', { name: 'Bestätigung anfordern', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CAR}/bestaetigungen$`));
  const screen = currentPage(page);
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Bestätigungen');
  const form = screen.getByRole('form', { name: 'Bestätigung anfordern' });
  await expect(form.getByRole('radio', { name: 'Versicherungsbestätigung' })).toBeChecked();
  await expect(
    screen.getByRole('region', { name: 'Ausgestellte Bestätigungen' }).getByText(/^Zu diesem/),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'bestaetigung-anfordern');

  await form.getByRole('radio', { name: LIABILITY }).check();
  await form.getByRole('button', { name: 'Bestätigung anfordern' }).click();
  const issued = screen.getByRole('region', { name: 'Deine Bestätigung ist fertig' });
  await expect(issued.getByRole('heading', { name: 'Deine Bestätigung ist fertig' })).toBeFocused();
  const link =
    (await issued.getByRole('link', { name: /\/bestaetigung\// }).getAttribute('href')) ?? '';
  expect(link).toMatch(/\/bestaetigung\/([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
  const code = link.slice(link.lastIndexOf('/') + 1);
  await expect(issued.getByText(code, { exact: true })).toBeVisible();
  const number = (
    (await issued.getByText(new RegExp(`^${LIABILITY} Nr\\. `)).textContent()) ?? ''
  ).replace(`${LIABILITY} Nr. `, '');
  expect(number).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const name = `${LIABILITY} Nr. ${number}`;
  const list = screen.getByRole('region', { name: 'Ausgestellte Bestätigungen' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'bestaetigung-fertig');

  // Found in the DokBox, in the folder "Bestätigungen", and opened there.
  await issued.getByText('In der DokBox ansehen').click();
  await expect(page).toHaveURL(/\/services\/dokbox\?datei=[\w-]+$/);
  const fileName = `Bestätigung-der-Kfz-Haftpflichtversicherung-${number}.pdf`;
  const viewer = page.getByRole('dialog', { name: fileName });
  await expect(viewer.getByRole('document')).toContainText(LIABILITY);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  const entry = currentPage(page)
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: `${LIABILITY} Kfz-Versicherung 730-041.885-7` }),
    })
    .filter({ hasText: `Nr. ${number}, Stichtag ${today}` });
  await expect(entry.getByRole('button', { name: `${fileName} öffnen` })).toBeVisible();

  // A visitor, in a browser of their own, checks it on its public page.
  const visitor = await browser.newContext();
  const checking = await visitor.newPage();
  const answer = await checking.goto(link);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const check = currentPage(checking);
  await expect(check.getByRole('heading', { level: 1 })).toHaveText('Bestätigung prüfen');
  await expect(check.getByText('Diese Bestätigung ist echt und gilt.')).toBeVisible();
  await expect(checking.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(check.getByRole('heading', { level: 2 })).toHaveText(LIABILITY);
  const facts = check.getByRole('region', { name: LIABILITY });
  await expect(facts).toContainText(`Nummer${number}`);
  await expect(facts).toContainText('Versicherungsnehmer/inMag. Katharina Hofer');
  await expect(facts).toContainText('KennzeichenW-48213K');
  await expect(facts).toContainText('FahrzeugŠkoda Octavia Combi 2.0 TDI');
  await expect(check.getByText(/mit dem Kennzeichen W-48213K am .* aufrecht ist\.$/)).toBeVisible();
  await accessibleLightAndDark(checking, testInfo, 'bestaetigung-gueltig');
  await checking.setViewportSize({ width: 1280, height: 900 });
  await accessibleLightAndDark(checking, testInfo, 'bestaetigung-gueltig');
  await checking.setViewportSize({ width: 390, height: 844 });

  // The customer revokes it, after the question.
  await page.goto(`${CAR}/bestaetigungen`);
  const item = currentPage(page)
    .getByRole('region', { name: 'Ausgestellte Bestätigungen' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await item.getByRole('button', { name: `${name} widerrufen` }).click();
  const question = page.getByRole('alertdialog', { name: `${name} widerrufen?` });
  await expect(question).toContainText('nicht rückgängig');
  await question.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(page.getByText(`${name} ist widerrufen.`)).toBeVisible();
  await expect(
    item.getByText(new RegExp(`^Widerrufen am ${today.replaceAll('.', '\\.')}, `)),
  ).toBeVisible();
  await expect(item.getByRole('button', { name: `${name} widerrufen` })).toHaveCount(0);
  await settle(page);
  await accessibleLightAndDark(page, testInfo, 'bestaetigung-widerrufen-liste');

  // Then the public page refuses it, and shows nothing of the document any more.
  await checking.reload();
  const refused = currentPage(checking);
  await expect(refused.getByRole('alert')).toHaveText(
    `Die ${LIABILITY} Nr. ${number} vom ${today} wurde am ${today} widerrufen. Sie gilt nicht mehr.`,
  );
  await expect(refused.getByText('Diese Bestätigung ist echt und gilt.')).toHaveCount(0);
  await expect(refused.getByText('W-48213K')).toHaveCount(0);
  await accessibleLightAndDark(checking, testInfo, 'bestaetigung-widerrufen');

  // A code no confirmation has is said to be unknown.
  await checking.goto(`${new URL(link).origin}/bestaetigung/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345`);
  await expect(currentPage(checking).getByRole('alert')).toHaveText(
    /^Zu diesem Prüfcode gibt es keine Bestätigung\./,
  );
  await accessibleLightAndDark(checking, testInfo, 'bestaetigung-unbekannt');
  await visitor.close();
});

test('a balance at a chosen day: not one to come, and what the public page shows', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${SAVINGS}/bestaetigungen`);
  const form = currentPage(page).getByRole('form', { name: 'Bestätigung anfordern' });
  await expect(
    form.getByText(/Für diesen Vertrag bekommst du eine Kontostandsbestätigung/),
  ).toBeVisible();
  await expect(form.getByRole('radio')).toHaveCount(0);
  const day = form.getByLabel(/^Stichtag/);
  await expect(
    form.getByText('Heute oder ein Tag davor, frühestens der 01.01.2022.'),
  ).toBeVisible();

  await day.fill('01.01.2099');
  await form.getByRole('button', { name: 'Bestätigung anfordern' }).click();
  await expect(fieldError(form, 'Der Stichtag darf nicht in der Zukunft liegen.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'bestaetigung-stichtag-fehler');

  await day.fill('31.12.2024');
  await form.getByRole('button', { name: 'Bestätigung anfordern' }).click();
  const issued = currentPage(page).getByRole('region', { name: 'Deine Bestätigung ist fertig' });
  await expect(issued.getByRole('heading', { name: 'Deine Bestätigung ist fertig' })).toBeFocused();
  await expect(
    currentPage(page)
      .getByRole('region', { name: 'Ausgestellte Bestätigungen' })
      .getByText('Stichtag 31.12.2024'),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await accessibleLightAndDark(page, testInfo, 'bestaetigung-kontostand');

  const link =
    (await issued.getByRole('link', { name: /\/bestaetigung\// }).getAttribute('href')) ?? '';
  const visitor = await browser.newContext();
  const checking = await visitor.newPage();
  await checking.goto(link);
  const facts = currentPage(checking).getByRole('region', { name: 'Kontostandsbestätigung' });
  await expect(facts).toContainText('Servicebereich Bausparkasse AG');
  await expect(facts).toContainText('Stichtag31.12.2024, Tagesende');
  await expect(facts).toContainText(/Kontostand[\d.]+,\d\d\u00a0€/);
  await visitor.close();
});
