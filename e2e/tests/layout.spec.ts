import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessibleLightAndDark, currentPage, login, settle, signIn } from './support.ts';

/** The box of an element on screen; it is there, or the test fails. */
async function box(locator: Locator) {
  const shown = await locator.boundingBox();
  expect(shown).not.toBeNull();
  return shown ?? { x: 0, y: 0, width: 0, height: 0 };
}

function navigation(page: Page) {
  return currentPage(page).getByRole('navigation', { name: 'Hauptnavigation' });
}

test.describe('on a desktop, 1280 px wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navigation stands beside the content, which keeps a readable width', async ({
    page,
  }, testInfo) => {
    await login(page);
    const nav = navigation(page);
    // The brand, the destinations, the plus sheet's choices and the services, no plus button.
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Postbox/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schadensmeldung erstellen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Alle Services' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Neu erstellen' })).toBeHidden();
    const side = await box(nav);
    const header = await box(currentPage(page).locator('.page-header'));
    expect(side.x + side.width).toBeLessThanOrEqual(header.x);
    // The side navigation begins with the logo; the header leaves the mark out.
    await expect(nav.locator('.brand-logo')).toBeVisible();
    await expect(currentPage(page).locator('.page-header .page-mark')).toBeHidden();

    // The dashboard's cards in two columns: the money first, the contracts beside it, Aktuelles
    // under the quick actions.
    const overview = await box(currentPage(page).getByRole('region', { name: 'Dein Überblick' }));
    const contracts = await box(currentPage(page).getByRole('region', { name: 'Deine Verträge' }));
    expect(contracts.x).toBeGreaterThanOrEqual(overview.x + overview.width);
    const quick = await box(currentPage(page).getByRole('region', { name: 'Schnellzugriff' }));
    const news = await box(currentPage(page).getByRole('region', { name: 'Aktuelles' }));
    expect(news.x).toBe(overview.x);
    expect(news.y).toBeGreaterThan(quick.y + quick.height);
    await settle(page);
    await accessibleLightAndDark(page, testInfo, 'desktop-home');

    await nav.getByRole('link', { name: 'DokBox' }).click();
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'DokBox' }),
    ).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: 'DokBox' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The products' worlds in two columns.
    await navigation(page).getByRole('link', { name: 'Produkte' }).click();
    const living = await box(currentPage(page).getByRole('region', { name: 'Wohnen' }));
    const health = await box(currentPage(page).getByRole('region', { name: 'Gesundheit' }));
    expect(health.x).toBeGreaterThanOrEqual(living.x + living.width);
    expect(Math.abs(health.y - living.y)).toBeLessThan(1);
    await settle(page);
    await accessibleLightAndDark(page, testInfo, 'desktop-produkte');

    // The menu's sections in two columns, the logout under them.
    await navigation(page).getByRole('link', { name: 'Menü' }).click();
    const overviewLinks = await box(currentPage(page).getByRole('region', { name: 'Übersicht' }));
    const campaigns = await box(currentPage(page).getByRole('region', { name: 'Aktionen' }));
    expect(campaigns.x).toBeGreaterThanOrEqual(overviewLinks.x + overviewLinks.width);
    const services = await box(currentPage(page).getByRole('region', { name: 'Services' }));
    const logout = await box(currentPage(page).getByRole('button', { name: 'Abmelden' }));
    expect(logout.y).toBeGreaterThanOrEqual(services.y + services.height + 16);

    // A list and a form keep to their reading widths, centred beside the navigation.
    await navigation(page).getByRole('link', { name: 'Alle Services' }).click();
    await expect(
      currentPage(page).getByRole('heading', { level: 1, name: 'Services' }),
    ).toBeVisible();
    const list = await box(currentPage(page).locator('.card').first());
    expect(list.width).toBeLessThanOrEqual(736);
    const main = await box(currentPage(page).getByRole('main'));
    expect(Math.abs(list.x - main.x - (main.x + main.width - list.x - list.width))).toBeLessThan(
      24,
    );

    // The profile's cards two by two; the password change's button as wide as the form's fields,
    // and its card as the form; the page's own button outside the form as wide as its words, from
    // the column's start.
    await page.goto('/profil');
    const person = await box(currentPage(page).getByRole('region', { name: 'Person' }));
    const address = await box(currentPage(page).getByRole('region', { name: 'Adresse' }));
    expect(address.x).toBeGreaterThanOrEqual(person.x + person.width);
    expect(Math.abs(address.y - person.y)).toBeLessThan(1);
    const form = await box(currentPage(page).locator('form').first());
    expect(form.width).toBeLessThanOrEqual(600);
    const submit = await box(currentPage(page).getByRole('button', { name: 'Passwort ändern' }));
    expect(submit.width).toBe(form.width);
    const passwordCard = await box(currentPage(page).locator('.card:has(> form)'));
    expect(passwordCard.width).toBeLessThanOrEqual(form.width + 32);
    const edit = await box(currentPage(page).getByRole('button', { name: 'Daten bearbeiten' }));
    expect(edit.x).toBe(person.x);
    expect(edit.width).toBeGreaterThanOrEqual(240);
    expect(edit.width).toBeLessThan(person.width);
    await settle(page);
    await accessibleLightAndDark(page, testInfo, 'desktop-profil');
  });

  test("a contract's overview: what it is in the first column, what to do with it in the second", async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const region = (name: string) => box(currentPage(page).getByRole('region', { name }));
    await page.goto('/wohnen/vertrag/4102738561');
    const summary = await region('Bausparen');
    const contract = await region('Dein Vertrag');
    const payments = await region('Zahlungen');
    expect(contract.x).toBeGreaterThanOrEqual(summary.x + summary.width);
    expect(Math.abs(contract.y - summary.y)).toBeLessThan(1);
    expect(payments.x).toBe(contract.x);
    await settle(page);
    await accessibleLightAndDark(page, testInfo, 'desktop-contract');

    // A fund's history, arriving after the contract, moves no card into the other column.
    await page.goto('/zukunft/vertrag/8100237745');
    const history = await region('Wertentwicklung');
    const fundSummary = await region('Lebens- und Risikoversicherung');
    const actions = await region('Dein Vertrag');
    expect(history.x).toBe(fundSummary.x);
    expect(actions.x).toBeGreaterThanOrEqual(fundSummary.x + fundSummary.width);
    expect(Math.abs(actions.y - fundSummary.y)).toBeLessThan(1);
  });

  test('the advisers stand side by side', async ({ page }) => {
    await signIn(page);
    await page.goto('/services/berater');
    const adviser = (name: string) =>
      currentPage(page).getByRole('article', { name }).elementHandle();
    const cards = [await adviser('Mag. Florian Eder'), await adviser('Elisabeth Moser')];
    // Both boxes from one layout.
    const [first, second] = await page.evaluate(
      (articles) => articles.map((article) => article.getBoundingClientRect().toJSON() as DOMRect),
      cards,
    );
    expect(second?.x).toBeGreaterThanOrEqual((first?.x ?? 0) + (first?.width ?? 0));
    expect(Math.abs((second?.y ?? 0) - (first?.y ?? 0))).toBeLessThan(1);
  });

  test('the postbox shows its letters beside a reading pane, which reads the one picked', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await page.goto('/nachrichten');
    const screen = currentPage(page);
    const messages = screen.getByRole('region', { name: 'Deine Nachrichten' });
    await expect(
      messages.getByText('Wähle links eine Nachricht aus, um sie hier zu lesen.'),
    ).toBeVisible();

    // Letters already read, so that the unread counts of other tests stay as they are.
    const policy = messages.getByRole('heading', {
      name: 'Polizze zu deiner Haushaltsversicherung',
    });
    await policy.click();
    const pane = messages.getByRole('region', { name: 'Polizze zu deiner Haushaltsversicherung' });
    await expect(pane.getByRole('document')).toContainText('Mit freundlichen Grüßen');
    await expect(
      pane.getByRole('heading', { name: 'Polizze zu deiner Haushaltsversicherung' }),
    ).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(messages.locator('[aria-current="true"]')).toContainText('Polizze');
    // Side by side: the pane to the right of the list, level with its top.
    const list = await box(messages.getByRole('list'));
    const reader = await box(pane);
    expect(reader.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(Math.abs(reader.y - list.y)).toBeLessThan(8);
    expect(reader.width).toBeGreaterThan(list.width);
    await settle(page);
    await accessibleLightAndDark(page, testInfo, 'desktop-postbox');

    // Another letter takes its place.
    await messages
      .getByRole('heading', { name: /^Jahreskontoauszug \d{4} zu deinem Bausparvertrag$/ })
      .first()
      .click();
    const statement = messages.getByRole('region', { name: /^Jahreskontoauszug \d{4}/ });
    await expect(statement.getByRole('document')).toContainText('Jahreskontoauszug');
    await expect(pane).toHaveCount(0);

    // The browser's back closes the letter (the second took the first's place), and its row
    // takes the focus the pane had.
    await page.goBack();
    await expect(statement).toHaveCount(0);
    await expect(
      messages.getByText('Wähle links eine Nachricht aus, um sie hier zu lesen.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/nachrichten$/);
    await expect(
      messages
        .getByRole('button', { name: /^Jahreskontoauszug \d{4} zu deinem Bausparvertrag$/ })
        .first(),
    ).toBeFocused();
  });
});

test.describe('on a tablet, 768 px wide', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the tab bar stays at the bottom, under a centred column of cards', async ({ page }) => {
    await login(page);
    const nav = navigation(page);
    await expect(nav.getByRole('button', { name: 'Neu erstellen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schadensmeldung erstellen' })).toBeHidden();
    // The brand's mark stands in the header, before the title.
    const mark = await box(currentPage(page).locator('.page-header .page-mark'));
    const title = await box(currentPage(page).getByRole('heading', { level: 1 }));
    expect(mark.x + mark.width).toBeLessThanOrEqual(title.x);
    const content = await box(currentPage(page).getByRole('main'));
    const bar = await box(nav);
    expect(bar.y).toBeGreaterThanOrEqual(content.y + content.height - 1);
    const overview = await box(currentPage(page).getByRole('region', { name: 'Dein Überblick' }));
    const contracts = await box(currentPage(page).getByRole('region', { name: 'Deine Verträge' }));
    expect(contracts.x).toBeGreaterThanOrEqual(overview.x + overview.width);
  });

  test('the message to an adviser is written in a wider dialog that holds its whole form', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/services/berater');
    await currentPage(page).getByRole('button', { name: 'Nachricht schreiben' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht schreiben' });
    const shown = await box(dialog);
    expect(shown.width).toBe(640);
    // Nothing of the form sticks out sideways: the buttons stand inside the dialog.
    const send = await box(dialog.getByRole('button', { name: 'Senden' }));
    expect(send.x + send.width).toBeLessThanOrEqual(shown.x + shown.width);
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    const message = await box(dialog.getByRole('textbox', { name: 'Deine Nachricht' }));
    expect(message.x + message.width).toBeLessThanOrEqual(shown.x + shown.width);
  });
});
