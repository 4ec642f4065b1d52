import path from 'node:path';
import { expect, test } from '@playwright/test';
import { currentPage, expectAccessible, login } from './support.ts';

test('a customer reads an unread message (the badge drops) and changes the postbox settings', async ({
  page,
}, testInfo) => {
  await login(page, '1000000002');
  const badge = currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .locator('.tab-bar__badge');
  await expect(badge).toContainText('2');
  await currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: /Postbox/ })
    .click();
  await expect(page).toHaveURL(/\/nachrichten$/);
  const messages = currentPage(page).getByRole('region', { name: 'Deine Nachrichten' });
  await expect(messages.getByRole('heading', { name: /ungelesen/ })).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(testInfo.outputDir, 'postbox-390.png'), fullPage: true });

  await messages.getByRole('heading', { name: /Jahreskontoauszug 2025/ }).click();
  const viewer = page.getByRole('dialog', { name: /Jahreskontoauszug 2025/ });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /GetPostBoxFile&fileid=/);
  await expect(badge).toContainText('1');
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(messages.getByRole('heading', { name: /ungelesen/ })).toHaveCount(1);

  const settings = currentPage(page).getByRole('region', { name: 'Einstellungen der Postbox' });
  await settings.getByRole('checkbox', { name: /Elektronische Zustellung/ }).click();
  await settings.getByRole('checkbox', { name: /Per E-Mail benachrichtigen/ }).click();
  await settings.getByLabel('E-Mail-Adresse für Benachrichtigungen').fill('');
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(
    settings.getByText('Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.'),
  ).toBeVisible();
  await settings
    .getByLabel('E-Mail-Adresse für Benachrichtigungen')
    .fill('lukas.gruber@example.at');
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();

  await page.reload();
  const reloaded = currentPage(page).getByRole('region', { name: 'Einstellungen der Postbox' });
  await expect(reloaded.getByRole('checkbox', { name: /Elektronische Zustellung/ })).toBeChecked();
  await expect(reloaded.getByLabel('E-Mail-Adresse für Benachrichtigungen')).toHaveValue(
    'lukas.gruber@example.at',
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await page.screenshot({
    path: path.join(testInfo.outputDir, 'postbox-390-dark.png'),
    fullPage: true,
  });
});
