import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatViennaDateTime } from '@servicebereich/protocol';
import { mailText } from '../../apps/server/test/mail-text.ts';
import {
  accessibleLightAndDark,
  chooseVideoSlot,
  currentPage,
  DEMO_CUSTOMER,
  fillLogin,
  signIn,
  receivedMails,
} from './support.ts';

// Aylin Demir, whose adviser offers video appointments. video-meeting.spec.ts books his last free
// slot for her at the same time, documents.spec.ts his first ones for 1000000001: this test takes
// the last day's last but one, and finds its appointment and its mail by their time.
const CUSTOMER = '1000000003';
/** The link of the appointment mails, to move or cancel. */
const APPOINTMENTS_LINK = '/services/berater#videotermine';

const at = (instant: string) => formatViennaDateTime(Date.parse(instant));

/** The link to move or cancel in the mail about the booking at that time, once it has arrived. */
function linkInBookingMail(instant: string): string | undefined {
  const mail = receivedMails().find((m) => m.subject === `Dein Videotermin: ${at(instant)}`);
  return /^(http\S+)\r?$/m.exec(
    mailText(mail?.raw ?? '').split('Verschieben oder absagen kannst du ihn hier:')[1] ?? '',
  )?.[1];
}

function appointmentsOf(page: Page) {
  return currentPage(page).getByRole('region', { name: 'Deine Videotermine' });
}

test('a customer follows the link in her booking mail to the adviser overview, moves and cancels the appointment there', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, CUSTOMER);
  await page.goto('/services/berater/video-termin/B-20417');
  const booking = currentPage(page);
  await booking.getByLabel('Worum geht es?').selectOption({ label: 'Vorsorge und Pension' });
  const booked = await chooseVideoSlot(booking, -1, -2);
  await booking.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(
    booking.getByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
  ).toBeVisible();

  await expect
    .poll(() => linkInBookingMail(booked))
    .toBe(new URL(APPOINTMENTS_LINK, page.url()).href);
  await page.goto(linkInBookingMail(booked) ?? '');
  const list = appointmentsOf(page);
  const appointment = (instant: string) =>
    list.getByRole('listitem').filter({ hasText: at(instant) });
  await expect(list.getByRole('heading', { name: 'Deine Videotermine' })).toBeFocused();
  await expect(appointment(booked)).toContainText('mit Mag. Florian Eder · Vorsorge und Pension');
  await expect(currentPage(page).getByRole('article', { name: 'Mag. Florian Eder' })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-videotermine');

  // Into the calendar of the device at hand: a file of the event the mails carry.
  const download = page.waitForEvent('download');
  await list
    .getByRole('button', { name: `Termin am ${at(booked)} in den Kalender eintragen` })
    .click();
  const calendar = await download;
  expect(calendar.suggestedFilename()).toBe('videotermin.ics');
  const event = (await readFile(await calendar.path(), 'utf8')).replace(/\r\n /g, '');
  const utc = new Date(booked)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(event).toContain(`\r\nDTSTART:${utc}\r\n`);
  expect(event).toContain('\r\nSUMMARY:Videotermin mit Mag. Florian Eder\r\n');

  // Verschieben leads to the adviser's booking screen, which asks for the new time at once.
  await list.getByRole('link', { name: `Termin am ${at(booked)} verschieben` }).click();
  await expect(page).toHaveURL(/\/services\/berater\/video-termin\/B-20417\?verschieben=[\w-]+$/);
  const moving = currentPage(page);
  await expect(
    moving.getByText(`Neuen Termin wählen für deinen Termin am ${at(booked)}`),
  ).toBeVisible();
  // The old appointment and the slots only, not the booking page around them.
  await expect(moving.getByRole('region', { name: 'Dein bisheriger Termin' })).toContainText(
    `${at(booked)}mit Mag. Florian Eder · Vorsorge und Pension`,
  );
  await expect(moving.getByRole('region', { name: 'Deine Videotermine' })).toHaveCount(0);
  await expect(moving.getByText(/^Sprich mit/)).toHaveCount(0);
  await expect(moving.getByLabel('Worum geht es?')).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'videotermin-verschieben');
  const movedTo = await chooseVideoSlot(moving, -1, -2);
  expect(movedTo).not.toBe(booked);
  await moving.getByRole('button', { name: 'Termin verschieben' }).click();
  await expect(
    moving.getByRole('heading', { name: 'Dein Videotermin wurde verschoben' }),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videotermin-verschoben');

  await page.goto(APPOINTMENTS_LINK);
  await expect(appointment(movedTo)).toBeVisible();
  await expect(appointment(booked)).toHaveCount(0);

  await list.getByRole('button', { name: `Termin am ${at(movedTo)} absagen` }).click();
  const alert = page.getByRole('alertdialog');
  await expect(
    alert.getByText(`Möchtest du deinen Videotermin am ${at(movedTo)} wirklich absagen?`),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videotermin-absagen');
  await alert.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(page.getByText('Dein Videotermin wurde abgesagt.')).toBeVisible();
  await expect(appointment(movedTo)).toHaveCount(0);
  await expect(currentPage(page).getByRole('article', { name: 'Mag. Florian Eder' })).toBeVisible();
});

test('a visitor following the link of an appointment mail logs in and lands at the appointments', async ({
  page,
}) => {
  await page.goto(APPOINTMENTS_LINK);
  await expect(page).toHaveURL(/\/login$/);
  // The demo customer holds an appointment from the demo data.
  await fillLogin(page, DEMO_CUSTOMER.number, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/services\/berater#videotermine$/);
  await expect(
    appointmentsOf(page).getByRole('heading', { name: 'Deine Videotermine' }),
  ).toBeFocused();
  // The contracts each adviser looks after, with their numbers as printed, never as stored.
  const contracts = currentPage(page).locator('.adviser-card__contracts li');
  await expect(contracts.first()).toHaveText(/ \(\d{3}-\d{3}\.\d{3}-\d\)$/);
  for (const text of await contracts.allInnerTexts()) expect(text).not.toMatch(/\d{10}/);
});

test("a contract's adviser page, the contact form's warning before its entries go, and the head office where a contract has no adviser", async ({
  page,
}, testInfo) => {
  // Ing. Lukas Gruber, whose savings contract Elisabeth Moser looks after.
  await signIn(page, '1000000002');
  await page.goto('/services/berater/4105520873');
  const screen = currentPage(page);
  const adviser = screen.getByRole('article', { name: 'Elisabeth Moser' });
  await expect(adviser).toBeVisible();
  await expect(screen.getByText('Für diesen Vertrag ist für dich da:')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-vertrag');

  // On a phone the form's buttons are in view at once, its fields scrolling above them.
  await page.setViewportSize({ width: 390, height: 844 });
  await adviser.getByRole('button', { name: 'Nachricht schreiben: Elisabeth Moser' }).click();
  const form = page.getByRole('dialog', { name: 'Nachricht schreiben' });
  await expect(form.getByRole('button', { name: 'Senden' })).toBeInViewport({ ratio: 1 });
  await expect(form.getByRole('button', { name: 'Abbrechen' })).toBeInViewport({ ratio: 1 });
  await form.getByLabel('Deine Nachricht').focus();
  await expect(form.getByRole('button', { name: 'Senden' })).toBeInViewport({ ratio: 1 });
  await accessibleLightAndDark(page, testInfo, 'berater-nachricht');

  // Escape closes the form only after the warning of SPEC 5; Ok lets the entries go.
  await form.getByLabel('Deine Nachricht').fill('Eine Frage zu meinem Bausparvertrag.');
  await page.keyboard.press('Escape');
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Bereits vorgenommene Eingaben gehen verloren.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-eingaben-verwerfen');
  await warning.getByRole('button', { name: 'Ok' }).click();
  await expect(form).toHaveCount(0);
  await expect(warning).toHaveCount(0);

  // Every demo contract has an adviser (the customer's own at least): the server's answer for
  // one without is put in its place here.
  await page.route(/\/api\?Mode=MeinServicebereich&Function=GetBerater$/, (route) =>
    route.fulfill({
      status: 400,
      json: {
        Status: 400,
        Errors: {
          agentnotfound:
            'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unsere Zentrale.',
        },
      },
    }),
  );
  await page.goto('/services/berater/7302981146');
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText(/^Dir ist derzeit keine Beraterin/)).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-vertrag-ohne-berater-hinweis');
  await alert.getByRole('button', { name: 'OK' }).click();
  const office = currentPage(page).getByRole('article', { name: 'Kundenservice-Zentrale' });
  await expect(office).toBeVisible();
  await expect(office.getByRole('button', { name: /^Nachricht schreiben/ })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-vertrag-ohne-berater');
});
