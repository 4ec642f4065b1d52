import path from 'node:path';
import { isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';
import { expect, test } from './fixtures.ts';
import {
  accessibleLightAndDark,
  admin,
  currentPage,
  expectAccessible,
  keepScreenshot,
  signIn,
} from './support.ts';

// Aylin Demir has no letters and has not consented yet; the test gives the consent and revokes
// it again, so her postbox is as it was for the other specs (the record and the paper copy stay).
const CUSTOMER = '1000000003';

test('a customer consents to electronic delivery (the day is shown), asks for the paper copy once and revokes', async ({
  page,
  context,
}, testInfo) => {
  const today = isoToDisplay(viennaIsoDate(Date.now())) ?? '';
  await signIn(page, CUSTOMER);
  await page.goto('/nachrichten');
  const settings = currentPage(page).getByRole('region', { name: 'Einstellungen der Postbox' });
  const consent = settings.getByRole('checkbox', { name: /Elektronische Zustellung/ });
  await expect(consent).not.toBeChecked();
  await expect(settings).toContainText('Gemäß § 5a VersVG stimme ich zu');
  await expect(settings).toContainText(
    'Eine Papierfassung meiner Dokumente kann ich einmal kostenlos anfordern.',
  );
  await expect(settings.getByText(/^Zugestimmt am/)).toHaveCount(0);
  await expect(settings.getByRole('heading', { name: 'Papierfassung' })).toHaveCount(0);

  await consent.click();
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
  await expect(settings.getByText(`Zugestimmt am ${today}`)).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'postbox-zustimmung');

  // A second tab, opened before the paper copy is asked for, still offers it.
  const other = await context.newPage();
  await other.goto('/nachrichten');
  const otherSettings = currentPage(other).getByRole('region', {
    name: 'Einstellungen der Postbox',
  });
  await expect(otherSettings.getByText(`Zugestimmt am ${today}`)).toBeVisible();

  const paper = settings.getByRole('region', { name: 'Papierfassung' });
  await expect(paper).toContainText('einmal kostenlos anfordern');
  await paper.getByRole('button', { name: 'Papierfassung kostenlos anfordern' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Papierfassung anfordern?');
  await confirm.getByRole('button', { name: 'Anfordern' }).click();
  await expect(paper.getByRole('status')).toHaveText(
    `Am ${today} angefordert. Wir schicken dir deine Dokumente auf Papier an deine Postadresse.`,
  );
  await expect(
    paper.getByRole('button', { name: 'Papierfassung kostenlos anfordern' }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(settings, { path: path.join(testInfo.outputDir, 'postbox-papier-390.png') });
  // The back office sees the request, with the address to send it to.
  expect(admin('postbox', 'paper-copies')).toMatch(
    new RegExp(`${CUSTOMER}  Aylin Demir, BSc  .*, 4\\d{3} Linz`),
  );

  // Asked again from the other tab: kindly told it is on its way.
  const otherPaper = otherSettings.getByRole('region', { name: 'Papierfassung' });
  await otherPaper.getByRole('button', { name: 'Papierfassung kostenlos anfordern' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Anfordern' }).click();
  await expect(otherPaper.getByRole('status')).toHaveText(
    `Du hast deine kostenlose Papierfassung schon am ${today} angefordert. Wir schicken sie dir an deine Postadresse, du musst nichts weiter tun.`,
  );
  await other.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'postbox-zustimmung-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // Revoked: the day goes, and the record has the consent and its revocation.
  await consent.click();
  await expect(consent).not.toBeChecked();
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(settings.getByText(/^Zugestimmt am/)).toHaveCount(0);
  await expect(settings.getByRole('heading', { name: 'Papierfassung' })).toHaveCount(0);
  const record = admin('postbox', 'consents', CUSTOMER).trim().split('\n');
  expect(record.slice(-2)).toEqual([
    expect.stringMatching(/ {2}Zustimmung {2}Text 2026-11$/),
    expect.stringMatching(/ {2}Widerruf {2}Text 2026-11$/),
  ]);
  await page.reload();
  await expect(
    currentPage(page)
      .getByRole('region', { name: 'Einstellungen der Postbox' })
      .getByRole('checkbox', { name: /Elektronische Zustellung/ }),
  ).not.toBeChecked();
});

test('a legally relevant letter is marked in the list and in the letter', async ({
  page,
}, testInfo) => {
  await signIn(page, '1000000002');
  await page.goto('/nachrichten');
  const messages = currentPage(page).getByRole('region', { name: 'Deine Nachrichten' });
  const policy = messages
    .getByRole('listitem')
    .filter({ hasText: 'Polizze zu deiner Haushaltsversicherung' });
  await expect(policy).toContainText('Rechtlich relevant');
  // Only the policy is marked.
  await expect(messages.getByText('Rechtlich relevant')).toHaveCount(1);
  await expectAccessible(page);
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'postbox-rechtlich-390.png'),
    fullPage: true,
  });

  await policy.click();
  const viewer = page.getByRole('dialog', { name: /Polizze zu deiner Haushaltsversicherung/ });
  await expect(viewer.getByRole('document')).toContainText('Polizze');
  await expect(viewer.locator('.file-viewer__header')).toContainText('Rechtlich relevant');
  await accessibleLightAndDark(page, testInfo, 'postbox-rechtlich-brief');
  // On a wide screen the open letter moves into the reading pane beside the list, marked there.
  await page.setViewportSize({ width: 1280, height: 900 });
  const pane = messages.getByRole('region', { name: /Polizze zu deiner Haushaltsversicherung/ });
  await expect(pane.locator('.file-viewer__header')).toContainText('Rechtlich relevant');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'postbox-rechtlich-1280.png'),
    fullPage: true,
  });
});
