import { expect, test } from './fixtures.ts';
import {
  accessibleLightAndDark,
  currentPage,
  signIn,
  receivedSms,
  smallTouchTargets,
} from './support.ts';

// The demo's Eigenheim contract of 1000000001 watches 1070 and 2380; the demo's CAP file warns of
// storm gusts there, current from the server's start. No other spec changes its storm warning.
const HOME = '7400263190';
const MOBILE = { typed: '0664 318 27 45', e164: '+436643182745', shown: '+43 664 3182745' };

/** The code of the latest SMS to the number, once the gateway has it. */
async function smsCode(): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const sms = receivedSms().filter((m) => m.to === MOBILE.e164);
      code = /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

test('sets up a storm warning with a postcode and a confirmed phone number and sees the demo warning', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto('/services/unwetterwarnung');
  const picker = currentPage(page);
  await expect(picker.getByRole('heading', { name: 'Für welchen Vertrag?' })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'storm-warning-picker');
  await picker.getByRole('link', { name: /Eigenheim- und Haushaltsversicherung/ }).click();
  await expect(page).toHaveURL(new RegExp(`/services/unwetterwarnung/${HOME}$`));

  const screen = currentPage(page);
  const warnings = screen.getByRole('region', { name: 'Warnungen' });
  const demo = warnings.getByRole('article', {
    name: 'Sturmböen bis 100 km/h in Wien und im Wiener Umland',
  });
  await expect(demo).toContainText('Warnstufe Orange · Sturm');
  await expect(demo).toContainText('Für 1070, 2380');
  await expect(demo).toContainText('Was du tun kannst');
  const postcodes = screen.getByRole('region', { name: 'Postleitzahlen' });
  await expect(postcodes).toContainText('Perchtoldsdorf');
  await accessibleLightAndDark(page, testInfo, 'storm-warning');
  expect(await smallTouchTargets(page)).toEqual([]);

  // A postcode that does not exist is refused under the field; a real one is added with its place.
  await postcodes.getByLabel('Postleitzahl').fill('9999');
  await postcodes.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(postcodes.locator('#plz-error')).toHaveText(
    'Die Postleitzahl 9999 gibt es in Österreich nicht.',
  );
  await postcodes.getByLabel('Postleitzahl').fill('5020');
  await postcodes.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(postcodes.getByRole('listitem').filter({ hasText: '5020' })).toContainText(
    'Salzburg',
  );

  // A foreign number is refused; an Austrian one gets its code by SMS and is confirmed with it.
  const phones = screen.getByRole('region', { name: 'Handynummern und Geräte' });
  await phones.getByLabel('Handynummer', { exact: true }).fill('0049 151 23456789');
  await phones.getByRole('button', { name: 'Code per SMS schicken' }).click();
  await expect(phones.locator('#mobil-error')).toHaveText(
    'Warnungen per SMS gibt es nur für österreichische Handynummern.',
  );
  await phones.getByLabel('Handynummer', { exact: true }).fill(MOBILE.typed);
  await phones.getByLabel(/^Name/).fill('Handy Katharina');
  await phones.getByRole('button', { name: 'Code per SMS schicken' }).click();
  const codeForm = screen.getByRole('form', { name: `Code für ${MOBILE.shown}` });
  await expect(codeForm).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'storm-warning-code');
  const code = await smsCode();
  await codeForm.getByLabel('Code aus der SMS').fill(code === '000000' ? '111111' : '000000');
  await codeForm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(codeForm.locator('#code-error')).toHaveText(
    'Der Code stimmt nicht. Du hast noch 4 Versuche.',
  );
  await codeForm.getByLabel('Code aus der SMS').fill(code);
  await codeForm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(codeForm).toBeHidden();
  await expect(
    phones.getByRole('listitem').filter({ hasText: `Handy Katharina (${MOBILE.shown})` }),
  ).toContainText('Bestätigt');

  // The job's next run (every 10 s in the e2e run) sends the current demo warning to the new
  // number, once, naming both of its postcodes.
  await expect
    .poll(
      () =>
        receivedSms()
          .filter((m) => m.to === MOBILE.e164 && m.text.startsWith('Unwetterwarnung'))
          .map((m) => m.text.slice(0, m.text.indexOf(':'))),
      { timeout: 30_000 },
    )
    .toEqual(['Unwetterwarnung Orange für 1070 Wien und 2380 Perchtoldsdorf']);
});

test("shows the current warning on the contract's overview, the storm warning as its sub-page, and set up step by step", async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto(`/wohnen/vertrag/${HOME}`);
  const current = currentPage(page).getByRole('region', { name: 'Aktuelle Unwetterwarnung' });
  const brief = current.getByRole('article', {
    name: 'Sturmböen bis 100 km/h in Wien und im Wiener Umland',
  });
  await expect(brief).toContainText('Warnstufe Orange · Sturm');
  await expect(brief).not.toContainText('Was du tun kannst');
  await accessibleLightAndDark(page, testInfo, 'storm-warning-overview');
  await current.getByRole('link', { name: 'Details und was du tun kannst' }).click();
  await expect(page).toHaveURL(new RegExp(`/wohnen/vertrag/${HOME}/unwetterwarnung$`));
  const contractPage = currentPage(page);
  await expect(
    contractPage.getByRole('article', {
      name: 'Sturmböen bis 100 km/h in Wien und im Wiener Umland',
    }),
  ).toContainText('Was du tun kannst');
  await accessibleLightAndDark(page, testInfo, 'storm-warning-contract');

  await page.goto(`/services/unwetterwarnung-neu/${HOME}`);
  const stepwise = currentPage(page);
  await expect(stepwise.getByText('1 von 3')).toBeVisible();
  await expect(stepwise.getByRole('region', { name: 'Postleitzahlen' })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'storm-warning-neu');
  await stepwise.getByRole('button', { name: 'Weiter' }).click();
  await expect(stepwise.getByRole('region', { name: 'Handynummern und Geräte' })).toBeVisible();
  await stepwise.getByRole('button', { name: 'Weiter' }).click();
  await expect(stepwise.getByRole('switch', { name: 'Unwetterwarnungen bekommen' })).toBeChecked();
  await accessibleLightAndDark(page, testInfo, 'storm-warning-neu-3');
});
