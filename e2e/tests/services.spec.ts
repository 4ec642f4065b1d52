import { expect, test } from './fixtures.ts';
import { mailText } from '../../apps/server/test/mail-text.ts';
import {
  accessibleLightAndDark,
  currentPage,
  DEMO_CUSTOMER,
  fieldError,
  fillLogin,
  login,
  signIn,
  receivedMails,
  settle,
} from './support.ts';

// The services of issue 14 against the real server: the e-bike tracker with the e2e run's local
// tracker provider (e2e/ebike-provider.ts), ImmoWert into the DokBox, and the Best fit check.

/** Customer 1000000001's e-bike contract. */
const EBIKE_CONTRACT = '7500671438';
/** The provider desk of the e2e server (playwright.config.ts). */
const PROVIDER_DESK = 'tracker@ebike-anbieter.example';

test('a customer activates her e-bike tracker in services and sees it active', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await login(page);
  // Where the `biketrax` deep link leads: the trackers, in view, with the focus on their heading.
  await page.goto('/services#ebike-tracker');
  let screen = currentPage(page);
  const trackers = screen.getByRole('region', { name: 'E-Bike-Tracker' });
  await expect(trackers.getByRole('heading', { name: 'E-Bike-Tracker' })).toBeFocused();
  await expect(trackers.getByRole('heading', { name: 'E-Bike-Tracker' })).toBeInViewport();
  const card = trackers.getByRole('article', { name: 'E-Bike-Versicherung' });
  await expect(card.getByText('Status: Nicht aktiviert')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'services-ebike');

  await card.getByRole('button', { name: 'Tracker aktivieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tracker aktivieren' });
  await dialog.getByLabel('Rahmennummer').fill('KTM 2024-118843');
  await dialog.getByLabel('Tracker-ID').fill('356938035643808');
  await dialog.getByRole('button', { name: 'Tracker aktivieren' }).click();
  await expect(fieldError(dialog, 'Diese Tracker-ID ist nicht gültig.')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'ebike-dialog');
  await dialog.getByLabel('Tracker-ID').fill('35693803 5643809');
  await dialog.getByRole('button', { name: 'Tracker aktivieren' }).click();
  await expect(dialog).toBeHidden();

  // Requested at once, and active once the provider has answered the status check.
  await expect(card.getByText('Status: Aktivierung angefragt')).toBeVisible();
  await expect(card.getByText('Status: Aktiv', { exact: true })).toBeVisible();
  await expect(card.getByText('KTM2024118843')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'services-ebike-active');

  // The provider desk got the request by mail as well.
  await expect.poll(() => receivedMails().filter((m) => m.to === PROVIDER_DESK).length).toBe(1);
  const desk = receivedMails().find((m) => m.to === PROVIDER_DESK);
  expect(desk?.subject).toBe(`E-Bike-Tracker: Aktivierung für Polizze ${EBIKE_CONTRACT}`);
  expect(mailText(desk?.raw ?? '')).toContain('Tracker-ID (IMEI): 356938035643809');

  // The contract's own page shows the same tracker.
  await page.goto(`/mobilitaet/vertrag/${EBIKE_CONTRACT}`);
  screen = currentPage(page);
  const own = screen.getByRole('article', { name: 'E-Bike-Tracker' });
  await expect(own.getByText('Status: Aktiv', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Tracker aktivieren' })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'contract-ebike');
});

test('a visitor logs in for ImmoWert, values a flat and finds the valuation in the DokBox', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/services/immowert');
  let screen = currentPage(page);
  await expect(screen.getByText(/Melde dich an, um deine Immobilie zu bewerten/)).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'immowert-visitor');

  // The login leads back to the valuation. Ing. Lukas Gruber: his DokBox is no other test's.
  await screen.getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, '1000000002', DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/services\/immowert$/);
  screen = currentPage(page);
  const form = screen.getByRole('form', { name: 'ImmoWert' });
  await form.getByLabel('Art der Immobilie').selectOption({ label: 'Wohnung' });
  await form.getByLabel('Straße').fill('Herrengasse');
  await form.getByLabel('Hausnummer').fill('16');
  await form.getByLabel('Postleitzahl').fill('8010');
  await form.getByLabel('Ort').fill('Linz');
  await form.getByLabel('Baujahr').fill('1998');
  await form.getByLabel('Wohnfläche in m²').fill('84,5');
  await form.getByLabel('Zustand').selectOption({ label: 'Gepflegt' });
  await form.getByRole('button', { name: 'Bewerten' }).click();
  // The server checks the place against the postcode.
  await expect(fieldError(form, 'Dieser Ort passt nicht zur Postleitzahl 8010')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'immowert-form');
  await form.getByLabel('Ort').fill('Graz');
  await form.getByRole('button', { name: 'Bewerten' }).click();

  // Graz, a statutory city: 3.000 € × 1,2 × 0,92 = 3.312 € per m²; × 84,5 m² = 279.864 €.
  const result = screen.getByRole('region', { name: 'Geschätzter Wert' });
  await expect(result.getByText('280.000,00 €').first()).toBeVisible();
  await expect(result.getByText('Bandbreite: 252.000,00 € bis 308.000,00 €')).toBeVisible();
  await expect(result.getByText('Lage: Statutarstadt')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'immowert-result');

  await result.getByRole('button', { name: 'Bewertung ansehen' }).click();
  const viewer = page.getByRole('dialog', { name: /ImmoWert-Bewertung/ });
  await expect(viewer.locator('canvas').first()).toBeVisible();
  await settle(page);
  await viewer.getByRole('button', { name: 'Schließen' }).click();

  await result.getByRole('link', { name: 'Zur DokBox' }).click();
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  screen = currentPage(page);
  await expect(
    screen.getByRole('heading', { name: 'ImmoWert - Wohnung, Herrengasse 16, 8010 Graz' }),
  ).toBeVisible();
  await expect(screen.getByText('Baujahr 1998, Wohnfläche 84,5 m²')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'immowert-dokbox');
});

test('a customer answers the Best fit check and is sent to the adviser for an open world', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Ing. Lukas Gruber: Bausparvertrag, Kfz and Haushalt cover Geld, Wohnen and Mobilität.
  await signIn(page, '1000000002');
  await page.goto('/bestfit');
  let screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Wohnen', level: 2 })).toBeVisible();
  await expect(screen.getByText('1 von 6')).toBeVisible();
  await screen.getByLabel(/eigene Wohnung oder ein Haus/).check();
  await accessibleLightAndDark(page, testInfo, 'bestfit-step');
  for (const world of ['Mobilität', 'Gesundheit', 'Geld', 'Zukunft', 'Karriere']) {
    await screen.getByRole('button', { name: 'Weiter' }).click();
    await expect(screen.getByRole('heading', { name: world, level: 2 })).toBeFocused();
  }
  await screen.getByLabel(/Weiterbildung, einen Jobwechsel/).check();
  await screen.getByRole('button', { name: 'Auswerten' }).click();

  screen = currentPage(page);
  await expect(screen.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
  const worldsIn = (name: string) =>
    screen.getByRole('region', { name }).getByRole('heading', { level: 4 }).allTextContents();
  expect(await worldsIn('Hier lohnt sich ein Gespräch')).toEqual(['Karriere']);
  expect(await worldsIn('Gut abgesichert')).toEqual(['Wohnen', 'Mobilität', 'Geld']);
  expect(await worldsIn('Derzeit kein Bedarf')).toEqual(['Gesundheit', 'Zukunft']);
  await accessibleLightAndDark(page, testInfo, 'bestfit-result');

  await screen.getByRole('link', { name: 'Beratung zu Karriere vereinbaren' }).click();
  await expect(page).toHaveURL(/\/services\/berater$/);
  await expect(currentPage(page).getByRole('article').first()).toBeVisible();
});
