import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatViennaDateTime, formatViennaDay, formatViennaTime } from '@servicebereich/protocol';
import { mailText } from '../../apps/server/test/mail-text.ts';
import {
  accessibleLightAndDark,
  chooseVideoSlot,
  currentPage,
  fieldError,
  signIn,
  receivedMails,
} from './support.ts';

test('the booking mail leads to the meeting: a wrong then the right password, then the device check', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Aylin Demir: the other tests' appointments are those of 1000000001, who may hold 3 at once.
  await signIn(page, '1000000003');
  await page.goto('/services/berater/video-termin/B-20417');
  const booking = currentPage(page);
  await booking.getByLabel('Worum geht es?').selectOption({ label: 'Finanzierung' });
  // The last free slot: other tests book the first ones of the same adviser at the same time.
  const start = await chooseVideoSlot(booking, -1, -1);
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
    fieldError(meeting, 'Fehler: Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.'),
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

  // The appointment lies ahead: the page says when the room opens and offers no button yet.
  const opensAt = Date.parse(start) - 15 * 60_000;
  await expect(meeting.getByRole('status').filter({ hasText: 'Der Raum öffnet' })).toHaveText(
    `Der Raum öffnet 15 Minuten vor Beginn: am ${formatViennaDay(opensAt)} um ${formatViennaTime(opensAt)} Uhr. Dann kannst du hier beitreten.`,
  );
  await expect(meeting.getByRole('button', { name: 'Jetzt beitreten' })).toHaveCount(0);
  await accessibleLightAndDark(guest, testInfo, 'videomeeting-raum-oeffnet');
  await other.close();
});

/** The meeting page of the demo appointment (demo data: 1000000001 with B-20417). */
const DEMO_MEETING = '/services/video-meeting?berater=B-20417';

/** Opens the demo appointment on its meeting page with its password. */
async function openDemoMeeting(page: Page) {
  await page.goto(DEMO_MEETING);
  const meeting = currentPage(page);
  await meeting.getByLabel('Passwort deines Videotermins').fill('WIEN-2026-DEMO');
  await meeting.getByRole('button', { name: 'Weiter' }).click();
  await expect(meeting.getByRole('heading', { name: 'Dein Videotermin' })).toBeVisible();
  return meeting;
}

test('the meeting page without an adviser, with the camera refused, and the room without and with a video service', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/services/video-meeting');
  await expect(
    fieldError(currentPage(page), 'Bitte öffne den Link aus der E-Mail zu deinem Videotermin.'),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videomeeting-ohne-berater');

  // Chromium's fake devices are granted without asking: the refusal is put in place of
  // getUserMedia's answer, as the browser gives it when the customer says no.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  let meeting = await openDemoMeeting(page);
  await expect(
    meeting.getByText(/^Du hast den Zugriff auf Kamera und Mikrofon nicht erlaubt\./),
  ).toBeVisible();
  await expect(meeting.getByRole('button', { name: 'Erneut prüfen' })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videomeeting-verweigert');

  // The server opens the room from 15 minutes before the start only, and no appointment lies so
  // near: the answers for an appointment beginning now are put in place here, first from a
  // server without a video service.
  let roomUrl: string | null = null;
  const now = new Date().toISOString();
  await page.route(/Function=VideoCallGenerate$/, async (route) => {
    const join = (route.request().postData() ?? '').includes('checkpassword=false');
    await route.fulfill({
      json: {
        Status: 200,
        Result: {
          ChatId: join ? 'e2e-raum-0000001' : null,
          Termin: {
            BeraterName: 'Mag. Florian Eder',
            Beginn: now,
            Ende: now,
            Thema: 'finanzierung',
            Dokumente: [],
            Bewertet: false,
          },
        },
      },
    });
  });
  await page.route(/Function=VideoCallGetRoom$/, (route) =>
    route.fulfill({
      json: {
        Status: 200,
        Result: { RoomUrl: roomUrl, Beginn: now, BeraterName: 'Mag. Florian Eder' },
      },
    }),
  );
  meeting = await openDemoMeeting(page);
  await meeting.getByRole('button', { name: 'Jetzt beitreten' }).click();
  await expect(meeting.getByText(/^Für Videogespräche ist derzeit kein Videodienst/)).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videomeeting-ohne-videodienst');

  // Leaving leads to the completion page, which the meeting password has unlocked.
  await meeting.getByRole('button', { name: 'Gespräch beenden' }).click();
  await expect(page).toHaveURL(/\/services\/video-termin-abschluss$/);
  await expect(currentPage(page).getByRole('region', { name: 'Dein Videotermin' })).toContainText(
    'Mag. Florian Eder',
  );

  roomUrl = 'about:blank';
  meeting = await openDemoMeeting(page);
  await meeting.getByRole('button', { name: 'Jetzt beitreten' }).click();
  await expect(meeting.getByTitle('Videogespräch mit Mag. Florian Eder')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videomeeting-raum');
});
