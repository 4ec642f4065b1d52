import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatViennaDateTime, VIDEO_MEETING_MESSAGES } from '@servicebereich/protocol';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { mailText } from '../../apps/server/test/mail-text.ts';
import {
  accessibleLightAndDark,
  currentPage,
  DEMO_CUSTOMER,
  expectAccessible,
  fillLogin,
  login,
  receivedMails,
  smallTouchTargets,
} from './support.ts';

// Aylin Demir, whose adviser offers video appointments: 1000000001 holds up to 3 appointments in
// documents.spec.ts already. The other tests book the adviser's first and last free slots at the
// same time; this one takes the middle one and finds its mail by its time.
const CUSTOMER = '1000000003';
const COMPLETION_URL = /\/services\/video-termin-abschluss\?berater=B-20417$/;

async function onePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  return Buffer.from(await document.save());
}

// Aylin Demir's DokBox is empty in the demo data: the first test shows that, the second puts a
// document in it. In one file, they run one after the other.
test('an empty DokBox says so; a typed date is checked; a 360° photo opens in the panorama viewer', async ({
  page,
}, testInfo) => {
  await login(page, '1000000003');
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  await expect(screen.getByText('Hier sind noch keine Dateien.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await screen.getByRole('button', { name: 'Fotos & Dateien hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte gib einen Titel ein.')).toBeVisible();
  await expect(form.getByText('Bitte wähle mindestens eine Datei aus.')).toHaveCount(0);
  await form.getByLabel('Titel').fill('Aussicht vom Balkon');
  await form.getByLabel('Ordner').selectOption({ label: 'Fotos' });
  await form.getByRole('checkbox', { name: '360°-Foto' }).click();
  // The mask takes digits only and puts the dots in; the 31 February is refused.
  const date = form.getByLabel('Datum');
  await date.fill('');
  await date.pressSequentially('3102x2026');
  await expect(date).toHaveValue('31.02.2026');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(date).toHaveAccessibleDescription(
    'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
  );
  await expectAccessible(page);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'dokbox-date-390.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'dokbox-date-390-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await date.fill('');
  await date.pressSequentially('1.5.2026');
  await expect(date).toHaveValue('01.05.2026');
  await expect(form.getByText('Bitte gib ein gültiges Datum', { exact: false })).toHaveCount(0);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte wähle mindestens eine Datei aus.')).toBeVisible();
  // A panorama strip, its colour changing all the way round, so a turn shows.
  const width = 2400;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    const shade = Math.round((255 * x) / width);
    for (let y = 0; y < height; y++)
      pixels.set([shade, 255 - shade, (y * 255) / height], (y * width + x) * 3);
  }
  const wide = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  await form
    .locator('#camera')
    .setInputFiles({ name: 'balkon.jpg', mimeType: 'image/jpeg', buffer: wide });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();

  await screen.getByRole('button', { name: 'balkon.jpg öffnen' }).click();
  const viewer = page.getByRole('dialog', { name: 'balkon.jpg' });
  const panorama = viewer.getByRole('application', { name: '360°-Foto balkon.jpg' });
  await expect(panorama).toHaveAccessibleDescription(/Pfeiltasten.*Blickrichtung 0°/);
  await expect(viewer.getByText('Foto wird geladen …')).toHaveCount(0);
  const canvas = panorama.locator('canvas');
  const before = await canvas.screenshot();
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('the panorama has no size');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(viewer.getByText(/^Blickrichtung \d+°$/)).not.toHaveText('Blickrichtung 0°');
  expect((await canvas.screenshot()).equals(before)).toBe(false);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'dokbox-panorama-390.png') });
  await panorama.press('Home');
  await expect(viewer.getByText(/^Blickrichtung \d+°$/)).toHaveText('Blickrichtung 0°');
  await panorama.press('ArrowLeft');
  await expect(viewer.getByText(/^Blickrichtung \d+°$/)).toHaveText('Blickrichtung 350°');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: path.join(testInfo.outputDir, 'dokbox-panorama-390-dark.png') });
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  // The focus is back where it was before the viewer opened.
  await expect(screen.getByRole('button', { name: 'balkon.jpg öffnen' })).toBeFocused();
});

test('the completion page opens with the mailed password, leads through the login back to it, takes a document into the DokBox and a rating only once the conversation began', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await login(page, CUSTOMER);
  await page.goto('/services/berater/video-termin/B-20417');
  const booking = currentPage(page);
  await booking.getByLabel('Worum geht es?').selectOption({ label: 'Versicherung' });
  const slots = booking.locator('.video-slots__slot');
  const slot = slots.nth(Math.floor((await slots.count()) / 2));
  const start = (await slot.locator('input').getAttribute('value')) ?? '';
  await slot.locator('label').click();
  await booking.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(
    booking.getByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
  ).toBeVisible();

  const when = formatViennaDateTime(Date.parse(start));
  const mail = () => receivedMails().find((m) => m.subject === `Dein Videotermin: ${when}`);
  await expect.poll(mail).toBeDefined();
  const password = /^Passwort: ([A-Z0-9-]+)\r?$/m.exec(mailText(mail()?.raw ?? ''))?.[1] ?? '';
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);

  // The mail's link works logged in or not: here without the session, the page password first.
  await page.context().clearCookies();
  await page.goto('/services/video-termin-abschluss?berater=B-20417');
  await expect(page).toHaveURL(/\/protected\?page=video-termin-abschluss/);
  await currentPage(page).locator('input#password').fill('Video2026!');
  await currentPage(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(COMPLETION_URL);
  const screen = currentPage(page);
  await screen.getByLabel('Passwort deines Videotermins').fill(password.toLowerCase());
  await screen.getByRole('button', { name: 'Weiter' }).click();

  const summary = screen.getByRole('region', { name: 'Dein Videotermin' });
  await expect(summary).toContainText('Mag. Florian Eder');
  await expect(summary).toContainText(when);
  await expect(summary).toContainText('Versicherung');
  const documents = screen.getByRole('region', {
    name: 'Unterlagen, um die dich deine Beraterin oder dein Berater bittet',
  });
  await expect(documents.getByRole('listitem')).toHaveText([
    /^Lichtbildausweis/,
    /^Aktuelle Polizze/,
  ]);
  await expect(documents.getByRole('button', { name: /hochladen$/ })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-besuch');

  // The login leads back here, and the password typed before opens the appointment at once.
  await documents.getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, CUSTOMER, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(COMPLETION_URL);
  await expect(summary).toContainText(when);
  await expect(screen.getByLabel('Passwort deines Videotermins')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss');
  expect(await smallTouchTargets(page)).toEqual([]);

  // The stars by keyboard; the server takes a rating only once the conversation has begun.
  const feedback = screen.getByRole('region', { name: 'Deine Bewertung' });
  await feedback.getByRole('radio', { name: '1 von 5 Sternen' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(feedback.getByRole('radio', { name: '4 von 5 Sternen' })).toBeChecked();
  await feedback.getByLabel('Kommentar (optional)').fill('Freundlich und klar.');
  await feedback.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(feedback.locator('#bewertung-error')).toHaveText(VIDEO_MEETING_MESSAGES.notYet);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-bewertung');

  await documents.getByRole('button', { name: 'Aktuelle Polizze in die DokBox hochladen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await expect(form.getByLabel('Titel')).toHaveValue('Aktuelle Polizze');
  await form.getByLabel('Ordner').selectOption({ label: 'Verträge & Polizzen' });
  await form
    .locator('#file')
    .setInputFiles([
      { name: 'polizze-videotermin.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() },
    ]);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Aktuelle Polizze' }),
  ).toContainText('In deiner DokBox');
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Lichtbildausweis' }),
  ).not.toContainText('In deiner DokBox');

  await screen.getByText('Zur DokBox').click();
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  const group = currentPage(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Aktuelle Polizze' }) });
  const uploaded = group.getByRole('button', { name: 'polizze-videotermin.pdf öffnen' });
  await expect(uploaded).toBeVisible();
  // Deleted again, as a customer would who put it in the wrong place.
  await group.getByRole('button', { name: 'polizze-videotermin.pdf löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja' }).click();
  await expect(uploaded).toHaveCount(0);
});
