import { expect, test } from './fixtures.ts';
import { mailText } from '../../apps/server/test/mail-text.ts';
import { pdf } from './claim-support.ts';
import {
  accessibleLightAndDark,
  currentPage,
  login,
  signIn,
  receivedMails,
  smallTouchTargets,
} from './support.ts';

// The campaign areas with the demo content of apps/server/content. Ing. Lukas Gruber (1000000002)
// takes part in my21 and puts a Gemeinsam-gesund document into his DokBox; no other test looks at
// either.
const CUSTOMER = '1000000002';

/** Today in Vienna, as the app shows dates. */
function todayInVienna(daysAhead = 0): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' })
    .format(Date.now() + daysAhead * 86_400_000)
    .split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

test('my21: the hub leads to it, the customer starts it, opens day 1, ticks its task, meets a locked day and sends feedback by mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, CUSTOMER);
  await page.goto('/services/me1ns');
  const hub = currentPage(page);
  await expect(hub.getByRole('link', { name: /^me1n Zuhause/ })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'me1ns');
  await hub.getByRole('link', { name: /^my21/ }).click();
  await expect(page).toHaveURL(/\/services\/me1ns\/my21\/?$/);

  const overview = currentPage(page);
  // Before the start: the 21 days as a grid of locked tiles, none a link.
  const grid = overview.getByRole('region', { name: 'Deine 21 Tage' }).getByRole('list');
  const days = grid.getByRole('listitem');
  await expect(days).toHaveCount(21);
  await expect(days.nth(4)).toContainText('Tag 5, gesperrt, öffnet nach dem Start');
  await expect(grid.getByRole('link')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'my21-vor-dem-start');

  await overview.getByText('Programm starten').click();
  await expect(overview.getByText(`Gestartet am ${todayInVienna()}`)).toBeVisible();
  await expect(days).toHaveCount(21);
  await expect(grid.getByRole('link')).toHaveCount(1);
  await expect(grid.getByRole('link', { name: 'Tag 1, offen' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(days.nth(1)).toContainText(`Tag 2, gesperrt, öffnet am ${todayInVienna(1)}`);
  await expect(overview.getByText('0 von 21 Aufgaben erledigt')).toBeVisible();
  // Seven tiles to a row on the phone, each big enough to tap.
  const tops = await days.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(3);
  await accessibleLightAndDark(page, testInfo, 'my21');
  expect(await smallTouchTargets(page)).toEqual([]);

  await grid.getByRole('link', { name: 'Tag 1, offen' }).click();
  await expect(page).toHaveURL(/\/services\/me1ns\/my21\/1$/);
  const day = currentPage(page);
  await expect(day.getByRole('heading', { name: 'Tag 1: Ankommen' })).toBeVisible();
  await expect(day.getByRole('img', { name: /Tag 1/ })).toBeVisible();
  const tick = day.getByRole('checkbox', { name: 'Aufgabe erledigt' });
  await tick.check();
  await expect(tick).toBeChecked();
  await expect(tick).toBeEnabled();
  await accessibleLightAndDark(page, testInfo, 'my21-tag-1');

  // A day that opens later: its content is not there, the page says when it opens.
  await page.goto('/services/me1ns/my21/5');
  const locked = currentPage(page);
  await expect(
    locked.getByText(
      `Dieser Tag ist noch nicht freigeschaltet. Er öffnet am ${todayInVienna(4)}.`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(locked.getByText('Deine Aufgabe für heute')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'my21-tag-5');

  await page.goto('/services/me1ns/my21/');
  const back = currentPage(page);
  await expect(back.getByText('1 von 21 Aufgaben erledigt')).toBeVisible();
  const backGrid = back.getByRole('region', { name: 'Deine 21 Tage' }).getByRole('list');
  await expect(backGrid.getByRole('link', { name: 'Tag 1, erledigt' })).toHaveAttribute(
    'href',
    '/services/me1ns/my21/1',
  );
  const feedback = back.getByRole('region', { name: 'Dein Feedback' });
  await feedback.getByLabel('Deine E-Mail-Adresse').fill('lukas.gruber@');
  await feedback.getByRole('button', { name: 'Absenden' }).click();
  await expect(feedback.locator('#email-error')).toHaveText(
    'Bitte gib eine gültige E-Mail-Adresse ein.',
  );
  await accessibleLightAndDark(page, testInfo, 'my21-feedback-fehler');
  const message = `Tag 1 war ein guter Anfang. (${String(Date.now())})`;
  await feedback.getByLabel('Deine E-Mail-Adresse').fill('lukas.gruber@example.at');
  await feedback.getByLabel('Deine Nachricht').fill(message);
  await feedback.getByRole('button', { name: 'Absenden' }).click();
  await expect(feedback.getByText('Danke für dein Feedback!', { exact: false })).toBeVisible();

  const mail = () =>
    receivedMails().find(
      (m) => m.to === 'my21@servicebereich.example' && mailText(m.raw).includes(message),
    );
  await expect.poll(mail).toBeDefined();
  expect(mail()?.subject).toBe('my21: Feedback aus dem Servicebereich');
  const text = mailText(mail()?.raw ?? '');
  expect(text).toContain(`Verfügernummer: ${CUSTOMER}`);
  expect(text).toMatch(/^Reply-To: lukas\.gruber@example\.at\r?$/m);
});

test('a visitor reads a lecture of me1n Zuhause', async ({ page }, testInfo) => {
  await page.goto('/services/me1ns/me1nzuhause');
  const list = currentPage(page);
  // The lectures are texts: the page promises reading, not watching.
  await expect(
    list.getByText(
      'Vorträge von Expertinnen und Experten rund um dein Zuhause, jederzeit zum Nachlesen.',
    ),
  ).toBeVisible();
  const lecture = list.getByRole('link', { name: /Photovoltaik am eigenen Dach/ });
  await expect(lecture).toContainText('60 Minuten');
  await accessibleLightAndDark(page, testInfo, 'me1nzuhause');
  await lecture.click();
  await expect(page).toHaveURL(/\/services\/me1ns\/me1nzuhause\/vortrag2$/);
  const screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Photovoltaik am eigenen Dach' })).toBeVisible();
  await expect(screen.getByText('Mit Ing. Thomas Pichler, Elektrotechniker')).toBeVisible();
  await expect(screen.getByRole('listitem').filter({ hasText: 'Kilowatt-Peak' })).toBeVisible();
  const external = screen.getByRole('link', { name: /Klima- und Energiefonds/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await accessibleLightAndDark(page, testInfo, 'me1nzuhause-vortrag');
});

test('the dashboard slider is used by keyboard: next slide, then its link', async ({
  page,
}, testInfo) => {
  // Without motion it does not turn by itself, so the keys alone move it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('Function') === 'GetContentImage') {
      pictures.push(url.searchParams.get('name') ?? '');
    }
  });
  await login(page);
  const carousel = currentPage(page).getByRole('region', { name: 'Aktuelles' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slide = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(slide).toHaveAttribute('aria-label', '1 von 4');
  // The pictures of the slide shown and of the next load with the dashboard, the others with
  // their slide.
  const pictureShown = () =>
    slide
      .getByRole('img')
      .evaluate((image) => image instanceof HTMLImageElement && image.naturalWidth > 0);
  await expect.poll(pictureShown).toBe(true);
  await expect
    .poll(() => pictures.toSorted())
    .toEqual(['slider-me1nzuhause.svg', 'slider-my21.svg']);
  await expect(carousel.locator('.slider__slides')).toHaveAttribute('aria-live', 'polite');
  await accessibleLightAndDark(page, testInfo, 'dashboard-slider');

  await carousel.getByRole('button', { name: 'Automatisch weiterblättern' }).focus();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Vorheriger Beitrag' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Nächster Beitrag' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');
  await expect(slide.getByRole('heading', { name: 'me1n Zuhause: Vorträge' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '3 von 4');
  await expect.poll(pictureShown).toBe(true);
  await expect.poll(() => pictures.length).toBe(4);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAttribute('aria-label', '2 von 4');

  const link = slide.getByRole('link', { name: 'Zu den Vorträgen' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/me1ns\/me1nzuhause$/);
});

test('Schmerzlinderung: a visitor is asked to log in; the customer puts a "Gemeinsam gesund" document into the DokBox', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/services/schmerzlinderung');
  const visitorView = currentPage(page);
  await expect(
    visitorView.getByRole('heading', { name: 'Gemeinsam gesund: Schmerzlinderung' }),
  ).toBeVisible();
  await expect(
    visitorView.getByText('Melde dich an, um deine Unterlagen hochzuladen.'),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'schmerzlinderung-besuch');

  await signIn(page, CUSTOMER);
  await page.goto('/services/schmerzlinderung');
  const screen = currentPage(page);
  const documents = screen.getByRole('region', { name: 'Unterlagen hochladen' });
  await expect(documents.getByRole('listitem')).toHaveText([
    /^Ärztliche Verordnung/,
    /^Rechnung der Behandlung/,
    /^Zahlungsbestätigung/,
  ]);
  // Its text has links inside sentences, which are as tall as the line (WCAG 2.5.5 leaves them out).
  await accessibleLightAndDark(page, testInfo, 'schmerzlinderung');

  await documents
    .getByRole('button', { name: 'Rechnung der Behandlung in die DokBox hochladen' })
    .click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await expect(form.getByLabel('Titel')).toHaveValue('Gemeinsam gesund - Rechnung der Behandlung');
  await expect(form.getByLabel('Titel')).not.toBeEditable();
  await expect(form.getByLabel('Ordner')).toBeDisabled();
  await expect(form.getByLabel('Ordner').locator('option:checked')).toHaveText('Gesundheit');
  await form
    .locator('#file')
    .setInputFiles([
      { name: 'physio-rechnung.pdf', mimeType: 'application/pdf', buffer: await pdf() },
    ]);
  await accessibleLightAndDark(page, testInfo, 'schmerzlinderung-hochladen');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Rechnung der Behandlung' }),
  ).toContainText('In deiner DokBox');

  await screen.getByText('Zur DokBox').click();
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  const group = currentPage(page)
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: 'Gemeinsam gesund - Rechnung der Behandlung' }),
    });
  await expect(group.getByRole('button', { name: 'physio-rechnung.pdf öffnen' })).toBeVisible();
});
