import { expect, test } from '@playwright/test';
import { formatViennaDateTime } from '@servicebereich/protocol';
import { mailText } from '../../apps/server/test/mail-text.ts';
import { accessibleLightAndDark, currentPage, login, receivedMails } from './support.ts';

test('the booking mail leads to the meeting: a wrong then the right password, then the device check', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Aylin Demir: the other tests' appointments are those of 1000000001, who may hold 3 at once.
  await login(page, '1000000003');
  await page.goto('/services/berater/video-termin/B-20417');
  const booking = currentPage(page);
  await booking.getByLabel('Worum geht es?').selectOption({ label: 'Finanzierung' });
  // The last free slot: other tests book the first ones of the same adviser at the same time.
  const slot = booking.locator('.video-slots__slot').last();
  const start = (await slot.locator('input').getAttribute('value')) ?? '';
  await slot.locator('label').click();
  await booking.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(
    booking.getByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
  ).toBeVisible();

  const subject = `Dein Videotermin: ${formatViennaDateTime(Date.parse(start))}`;
  await expect.poll(() => receivedMails().some((m) => m.subject === subject)).toBe(true);
  const mail = mailText(receivedMails().find((m) => m.subject === subject)?.raw ?? '');
  const password = /^Passwort: ([A-Z0-9-]+)\r?$/m.exec(mail)?.[1] ?? '';
  const link = /^(http\S+\/services\/video-meeting\?berater=B-20417)\r?$/m.exec(mail)?.[1] ?? '';
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  expect(link).not.toBe('');
  expect(mail).toContain('- Lohn- oder Gehaltszettel der letzten drei Monate');

  // On another device, not logged in, from the link in the mail.
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto(link);
  const meeting = currentPage(guest);
  const field = meeting.getByLabel('Passwort deines Videotermins');
  await field.fill('ABCD-EFGH-JKMN');
  await meeting.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    meeting.getByText('Fehler: Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.'),
  ).toBeVisible();
  await expect(guest.getByRole('alertdialog')).toHaveCount(0);
  await accessibleLightAndDark(guest, testInfo, 'videomeeting-passwort');

  await field.fill(password.toLowerCase());
  await meeting.getByRole('button', { name: 'Weiter' }).click();
  await expect(meeting.getByRole('heading', { name: 'Dein Videotermin' })).toBeVisible();
  await expect(
    meeting.getByText(`${formatViennaDateTime(Date.parse(start))} mit Mag. Florian Eder`),
  ).toBeVisible();
  // Chromium's fake camera and microphone: a moving picture and a tone the meter shows.
  await expect(meeting.getByText('Kamera und Mikrofon funktionieren.')).toBeVisible();
  const preview = meeting.getByLabel('Vorschau deiner Kamera');
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      meeting.getByLabel('Mikrofonpegel').evaluate((meter: HTMLMeterElement) => meter.value),
    )
    .toBeGreaterThan(0);
  await accessibleLightAndDark(guest, testInfo, 'videomeeting-geraetetest');

  // The appointment lies ahead: the room is not open yet, and the page says when it begins.
  await meeting.getByRole('button', { name: 'Jetzt beitreten' }).click();
  await expect(meeting.getByRole('alert')).toHaveText(
    `Dein Videotermin beginnt am ${formatViennaDateTime(Date.parse(start))}. Du kannst 15 Minuten davor beitreten.`,
  );
  await other.close();
});
