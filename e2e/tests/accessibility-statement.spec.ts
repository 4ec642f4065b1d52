import { expect, test } from './fixtures.ts';
import { mailText } from '../../apps/server/test/mail-text.ts';
import { accessibleLightAndDark, currentPage, signIn, receivedMails } from './support.ts';

// The accessibility statement of apps/server/content/erklaerungen/barrierefreiheit.md and its
// feedback form, which mails the accessibility desk (ACCESSIBILITY_EMAIL's default).

const DESK = 'barrierefreiheit@servicebereich.example';

test('a visitor opens the statement from the login, reads it, reports a barrier and the desk gets the mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await currentPage(page).getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  const screen = currentPage(page);
  await expect(
    screen.getByRole('heading', { level: 2, name: 'Erklärung zur Barrierefreiheit' }),
  ).toBeVisible();
  await expect(screen.getByText('Zuletzt geprüft am 03.12.2026')).toBeVisible();
  await expect(screen.getByText('WCAG 2.2 auf Stufe AA')).toBeVisible();
  for (const heading of [
    'Welche Anforderungen wir erfüllen',
    'Wie wir prüfen',
    'Was noch nicht barrierefrei ist',
    'Barrieren melden',
    'Durchsetzungsverfahren',
  ]) {
    await expect(screen.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(screen.getByText('Schlichtungsverfahren', { exact: true })).toBeVisible();
  await expect(
    screen.getByRole('link', { name: /www\.sozialministeriumservice\.at/ }),
  ).toHaveAttribute('href', 'https://www.sozialministeriumservice.at');
  await accessibleLightAndDark(page, testInfo, 'barrierefreiheit');

  const form = screen.getByRole('region', { name: 'Barriere melden' });
  await form.getByRole('button', { name: 'Absenden' }).click();
  const summary = form.getByRole('region', { name: 'Bitte prüfe die markierten Felder.' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Bitte beschreib die Barriere.',
    'Bitte gib eine gültige E-Mail-Adresse ein.',
  ]);
  await summary.getByRole('link', { name: 'Bitte beschreib die Barriere.' }).click();
  await expect(form.getByLabel('Was ist dir aufgefallen?')).toBeFocused();
  await accessibleLightAndDark(page, testInfo, 'barrierefreiheit-fehler');

  const message = `Die Umsatzliste als PDF liest mein Screenreader ohne Tabelle. (${String(Date.now())})`;
  await form.getByLabel('Was ist dir aufgefallen?').fill(message);
  await form.getByLabel('Wo ist dir die Barriere begegnet? (optional)').fill('Umsätze');
  await form.getByLabel('Deine E-Mail-Adresse').fill('maria.huber@example.at');
  await form.getByRole('button', { name: 'Absenden' }).click();
  const thanks = form.getByRole('status');
  await expect(thanks).toHaveText(/^Danke für deine Rückmeldung!/);
  await expect(thanks).toBeFocused();
  await accessibleLightAndDark(page, testInfo, 'barrierefreiheit-gesendet');

  const mail = () =>
    receivedMails().find((m) => m.to === DESK && mailText(m.raw).includes(message));
  await expect.poll(mail).toBeDefined();
  expect(mail()?.subject).toBe('Barrierefreiheit: Rückmeldung aus dem Servicebereich');
  const text = mailText(mail()?.raw ?? '');
  expect(text).toContain('Nicht angemeldet');
  expect(text).toContain('Wo: Umsätze');
  expect(text).toMatch(/^Reply-To: maria\.huber@example\.at\r?$/m);
});

test('the help leads a visitor to the statement, the menu a customer', async ({ page }) => {
  await page.goto('/hilfe');
  await currentPage(page).getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(
    currentPage(page).getByRole('heading', { level: 2, name: 'Erklärung zur Barrierefreiheit' }),
  ).toBeVisible();

  await signIn(page);
  await page.goto('/menu');
  await currentPage(page).getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
  await expect(page).toHaveURL(/\/barrierefreiheit$/);
  await expect(currentPage(page).getByRole('region', { name: 'Barriere melden' })).toBeVisible();
});
