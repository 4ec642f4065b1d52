import path from 'node:path';
import { expect, test } from './fixtures.ts';
import {
  addDays,
  formatViennaDateTime,
  isoToDisplay,
  viennaIsoDate,
} from '@servicebereich/protocol';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { mailText } from '../../apps/server/test/mail-text.ts';
import {
  accessibleLightAndDark,
  admin,
  chooseVideoSlot,
  currentPage,
  DEMO_CUSTOMER,
  expectAccessible,
  fieldError,
  fillLogin,
  keepScreenshot,
  login,
  receivedMails,
  signIn,
  smallTouchTargets,
} from './support.ts';

test('a customer reads an unread message (the badge drops and stays down) and changes the postbox settings', async ({
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
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'postbox-390.png'),
    fullPage: true,
  });

  const markedRead = page.waitForResponse(/Function=SetPostBoxEntryRead/);
  await messages.getByRole('heading', { name: /Jahreskontoauszug 2025/ }).click();
  const viewer = page.getByRole('dialog', { name: /Jahreskontoauszug 2025/ });
  await expect(viewer.getByText('Seite 1 von 1')).toBeVisible();
  await expect(viewer.getByRole('document')).toContainText('Jahreskontoauszug 2025');
  await expect(badge).toContainText('1');
  await accessibleLightAndDark(page, testInfo, 'postbox-brief');
  // The letter is in the address; the browser's back closes it and stays in the postbox.
  await expect(page).toHaveURL(/\/nachrichten\?brief=[^&]+$/);
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/nachrichten$/);
  await expect(messages.getByRole('heading', { name: /ungelesen/ })).toHaveCount(1);
  await messages.getByRole('heading', { name: /Jahreskontoauszug 2025/ }).click();
  await expect(viewer.getByRole('document')).toContainText('Jahreskontoauszug 2025');
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/nachrichten$/);
  // Read on the server too: a reload keeps it read.
  expect((await markedRead).ok()).toBe(true);
  await page.reload();
  await expect(
    currentPage(page)
      .getByRole('region', { name: 'Deine Nachrichten' })
      .getByRole('heading', { name: /ungelesen/ }),
  ).toHaveCount(1);
  await expect(badge).toContainText('1');

  const settings = currentPage(page).getByRole('region', { name: 'Einstellungen der Postbox' });
  // The letters above arrived electronically: the customer has consented to that.
  await expect(settings.getByRole('checkbox', { name: /Elektronische Zustellung/ })).toBeChecked();
  await expect(
    settings.getByRole('checkbox', { name: /Per E-Mail benachrichtigen/ }),
  ).toBeChecked();
  await keepScreenshot(settings, {
    path: path.join(testInfo.outputDir, 'postbox-settings-390.png'),
  });
  await settings.getByLabel('E-Mail-Adresse für Benachrichtigungen').fill('');
  await settings.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(
    fieldError(settings, 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.'),
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
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'postbox-390-dark.png'),
    fullPage: true,
  });
});

test('the DokBox shows the letters without reading them; opening one there reads it', async ({
  page,
}) => {
  await login(page);
  const badge = currentPage(page)
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .locator('.tab-bar__badge');
  await expect(badge).toContainText('2');
  // Folder 99 shows the four letters, each with its first page as a thumbnail (or, where the
  // page cannot be drawn in time, the PDF symbol); fetching them reads no letter.
  const thumbnailAnswers: string[] = [];
  page.on('response', (response) => {
    if (/Function=ShowDokboxFile&.*Thumb=true/.test(response.url())) {
      thumbnailAnswers.push(response.url());
    }
  });
  const listed = page.waitForResponse(/Function=GetDokboxFiles\b/);
  await page.goto('/services/dokbox');
  const letterName =
    /^(Jahreskontoauszug \d{4}|Polizze Haushaltsversicherung|Prämienvorschreibung \d{4})\.pdf$/;
  const letters = currentPage(page).getByRole('button', {
    name: new RegExp(`${letterName.source.slice(0, -1)} öffnen$`),
  });
  await expect(letters).toHaveCount(4);
  // Other files of the customer (confirmations, uploads of other tests) have thumbnails too.
  const { Result } = (await (await listed).json()) as {
    Result: { groups: { files: { fileId: string; fileName: string }[] }[] };
  };
  const letterIds = Result.groups
    .flatMap((group) => group.files)
    .filter((file) => letterName.test(file.fileName))
    .map((file) => file.fileId);
  expect(letterIds).toHaveLength(4);
  // Thumbnails load lazily, when they come into view.
  for (const letter of await letters.all()) await letter.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        letterIds.filter((id) =>
          thumbnailAnswers.some((url) => new RegExp(`[?&]FileId=${id}(&|$)`).test(url)),
        ),
      { timeout: 60_000 },
    )
    .toEqual(letterIds);
  await page.reload();
  await expect(badge).toContainText('2');

  const markedRead = page.waitForResponse(/Function=SetPostBoxEntryRead/);
  await currentPage(page)
    .getByRole('button', { name: /^Prämienvorschreibung \d{4}\.pdf öffnen$/ })
    .click();
  // The letter opens in the app, as in the postbox.
  const viewer = page.getByRole('dialog', { name: /^Prämienvorschreibung \d{4}\.pdf$/ });
  await expect(viewer.getByRole('document')).toContainText('Prämienvorschreibung');
  expect(page.context().pages()).toHaveLength(1);
  await expect(badge).toContainText('1');
  expect((await markedRead).ok()).toBe(true);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await page.goto('/nachrichten');
  const messages = currentPage(page).getByRole('region', { name: 'Deine Nachrichten' });
  await expect(messages.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(messages.getByRole('heading', { name: /ungelesen/ })).toHaveCount(1);
  await expect(messages.getByRole('heading', { name: /Prämienvorschreibung/ })).not.toHaveText(
    /ungelesen/,
  );
  await expect(badge).toContainText('1');
});

async function photo(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Rechnung Installateur – Küche', { x: 50, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

test('a customer keeps photos and a PDF in the DokBox, edits, shares, sends and deletes them', async ({
  page,
  browser,
}, testInfo) => {
  // A long journey through the DokBox: upload, edit, share, send, delete, each checked with axe.
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  await expect(
    screen.getByRole('heading', { level: 2, name: /Jahreskontoauszug 2025/ }),
  ).toBeVisible();
  // The letter's first page is drawn as its thumbnail.
  const letterThumbnail = screen.locator('img.dokbox-file__thumb--page').first();
  await expect
    .poll(() => letterThumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320);
  await expectAccessible(page);

  await screen.getByRole('button', { name: 'Fotos & Dateien hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByLabel('Titel').fill('Wasserschaden Küche');
  // Not a touch screen: the date is typed into the DD.MM.YYYY mask.
  await form.getByLabel('Datum').fill('');
  await form.getByLabel('Datum').pressSequentially('03102026');
  await expect(form.getByLabel('Datum')).toHaveValue('03.10.2026');
  await form.getByLabel('Beschreibung').fill('Fotos und Rechnung');
  await form.getByLabel('Ordner').selectOption({ label: 'Wohnen & Eigentum' });
  await form.locator('#file').setInputFiles([
    {
      name: 'kueche-1.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 200, g: 40, b: 40 }),
    },
    {
      name: 'kueche-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 40, g: 160, b: 40 }),
    },
    {
      name: 'kueche-3.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 40, g: 40, b: 200 }),
    },
    { name: 'Rechnung.pdf', mimeType: 'application/pdf', buffer: await pdf() },
  ]);
  await expect(form.getByRole('group', { name: 'Dateien' }).getByRole('listitem')).toHaveCount(4);
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-form-390.png') });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();

  const group = screen.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Wasserschaden Küche' }),
  });
  await expect(group.getByRole('button', { name: /öffnen$/ })).toHaveCount(4);
  await expect(group.getByRole('heading', { name: 'Wasserschaden Küche' })).toBeVisible();
  await expect(group.getByText('03.10.2026', { exact: false })).toBeVisible();
  // The PDF shows its first page, drawn by the server.
  const pdfThumb = group
    .getByRole('button', { name: 'Rechnung.pdf öffnen' })
    .locator('img.dokbox-file__thumb');
  await expect(pdfThumb).toHaveJSProperty('naturalWidth', 320);
  await expectAccessible(page);
  // The rows' small buttons (edit, share, send, delete) are touch targets of 44 × 44 px too.
  expect(await smallTouchTargets(page)).toEqual([]);
  await pdfThumb.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-390.png') });

  await group.getByRole('button', { name: 'Bearbeiten' }).click();
  const longTitle = 'Wasserschaden in Küche und Badezimmer nach dem Rohrbruch im Oktober';
  await form.getByLabel('Titel').fill(longTitle);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich geändert')).toBeVisible();
  const edited = screen.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: longTitle }),
  });
  await expect(edited.getByRole('button', { name: /öffnen$/ })).toHaveCount(4);
  // Beside the long title, the edit button keeps its words whole.
  await expect
    .poll(() =>
      edited
        .getByRole('button', { name: 'Bearbeiten' })
        .evaluate((button) => button.scrollWidth - button.clientWidth),
    )
    .toBeLessThanOrEqual(0);

  await edited.getByRole('button', { name: 'kueche-1.jpg teilen' }).click();
  const share = page.getByRole('dialog', { name: 'Link teilen' });
  // The link's term is chosen before sharing; a new term keeps the link and moves its end.
  const today = viennaIsoDate(Date.now());
  const lastDay = (days: number) =>
    `Der Link gilt bis einschließlich ${isoToDisplay(addDays(today, days)) ?? ''}.`;
  await expect(share.getByRole('radio', { name: '30 Tage' })).toBeChecked();
  await share.getByRole('radio', { name: '7 Tage' }).click();
  await share.getByRole('checkbox', { name: 'Linkfreigabe aktivieren' }).click();
  await expect(share.getByText(lastDay(7))).toBeVisible();
  const link = (await share.locator('.dokbox-share__link').textContent()) ?? '';
  expect(link).toMatch(/\/freigabe\/[\w-]{43}$/);
  await share.getByRole('radio', { name: '90 Tage' }).click();
  await expect(share.getByText(lastDay(90))).toBeVisible();
  await expect(share.locator('.dokbox-share__link')).toHaveText(link);
  await expectAccessible(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Link wurde kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const stranger = await browser.newContext();
  const opened = await stranger.request.get(link);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/jpeg');
  await share.getByRole('checkbox', { name: 'Linkfreigabe aktivieren' }).click();
  await expect(share.locator('.dokbox-share__link')).toHaveCount(0);
  await expect.poll(async () => (await stranger.request.get(link)).status()).toBe(404);
  await stranger.close();
  await share.getByRole('button', { name: 'Schließen' }).click();

  await edited.getByRole('button', { name: 'Rechnung.pdf an Berater senden' }).click();
  const send = page.getByRole('dialog', { name: 'An Berater senden' });
  await send.getByLabel('Nachricht an deinen Berater').fill('Bitte um Rückruf.');
  await send.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(page.getByText('Die Datei wurde an deinen Berater geschickt.')).toBeVisible();
  // The demo customer's own adviser, not the head office (ADVISER_EMAIL); other tests send him
  // the mails of their video appointments meanwhile.
  const toAdviser = () =>
    receivedMails().filter(
      (m) => m.to === 'florian.eder@example.at' && m.subject.startsWith('DokBox:'),
    );
  await expect.poll(() => toAdviser().length).toBe(1);
  expect(toAdviser()[0]?.raw).toContain('Rechnung.pdf');

  await edited.getByRole('button', { name: 'kueche-2.jpg löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Datei erfolgreich gelöscht')).toBeVisible();
  await expect(edited.getByRole('button', { name: /öffnen$/ })).toHaveCount(3);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-390-dark.png') });
});

test('a shared photo stays in its upload; each file carries its own actions; deleting names the file', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  await screen.getByRole('button', { name: 'Fotos & Dateien hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByLabel('Titel').fill('Hagelschaden Carport');
  await form.getByLabel('Ordner').selectOption({ label: 'Wohnen & Eigentum' });
  await form.locator('#file').setInputFiles([
    {
      name: 'carport-1.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 90, g: 90, b: 200 }),
    },
    {
      name: 'carport-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 90, g: 200, b: 90 }),
    },
    {
      name: 'carport-3.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 200, g: 90, b: 90 }),
    },
    { name: 'Angebot.pdf', mimeType: 'application/pdf', buffer: await pdf() },
  ]);
  await form.getByRole('button', { name: 'Speichern' }).click();
  // Four files, a PDF among them drawn for its thumbnail: slower on a busy machine.
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible({
    timeout: 30_000,
  });

  const groups = screen.getByRole('heading', { name: 'Hagelschaden Carport' });
  const group = screen
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Hagelschaden Carport' }) });
  await group.getByRole('button', { name: 'carport-2.jpg teilen' }).click();
  const share = page.getByRole('dialog', { name: 'Link teilen' });
  await share.getByRole('checkbox', { name: 'Linkfreigabe aktivieren' }).click();
  await expect(share.locator('.dokbox-share__link')).toBeVisible();
  await share.getByRole('button', { name: 'Schließen' }).click();
  await expect(share).toHaveCount(0);
  // Still one entry with its four files, not a second one of the same title.
  await expect(groups).toHaveCount(1);
  await expect(group.getByRole('button', { name: /öffnen$/ })).toHaveCount(4);
  // The shared photo says so on its tile; the upload as a whole is not shared.
  await expect(group.locator('.dokbox-file').filter({ hasText: 'Freigegeben' })).toHaveCount(1);
  await expect(group.locator('.dokbox-file').filter({ hasText: 'carport-2.jpg' })).toContainText(
    'Freigegeben',
  );
  await expect(group.locator('.dokbox-group__meta')).not.toContainText('Freigegeben');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await group.scrollIntoViewIfNeeded();
    // Each file's three actions lie inside its own tile, apart from its neighbours', each with
    // its word under its icon.
    const tiles = group.locator('.dokbox-file');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      const box = await tile.boundingBox();
      const actions = tile.getByRole('button', { name: /(teilen|senden|löschen)$/ });
      await expect(actions).toHaveText(['Teilen', 'Senden', 'Löschen']);
      for (const action of await actions.all()) {
        const inner = await action.boundingBox();
        expect(inner && box).toBeTruthy();
        if (inner === null || box === null) continue;
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
    }
    expect(await smallTouchTargets(page)).toEqual([]);
    await accessibleLightAndDark(page, testInfo, 'dokbox-tiles');
  }

  await group.getByRole('button', { name: 'carport-3.jpg löschen' }).click();
  const question = page.getByRole('alertdialog', { name: '„carport-3.jpg“ löschen' });
  await expect(question).toContainText('Möchtest du die Datei wirklich löschen?');
  await accessibleLightAndDark(page, testInfo, 'dokbox-delete');
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Datei erfolgreich gelöscht')).toBeVisible();
  await expect(group.getByRole('button', { name: /öffnen$/ })).toHaveCount(3);
  await expect(groups).toHaveCount(1);
});

test('a customer informs her adviser of an upload, replaces its file, and the file stays open through a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, '1000000002');
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  await screen.getByRole('button', { name: 'Fotos & Dateien hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByLabel('Titel').fill('Heizungsrechnung');
  await form.getByLabel('Ordner').selectOption({ label: 'Wohnen & Eigentum' });
  await form
    .locator('#file')
    .setInputFiles([{ name: 'Heizung.pdf', mimeType: 'application/pdf', buffer: await pdf() }]);
  await expect(form.getByLabel('Nachricht an deinen Berater')).toHaveCount(0);
  await form.getByRole('checkbox', { name: 'Berater informieren' }).click();
  await form.getByLabel('Nachricht an deinen Berater').fill('Bitte für die Förderung vormerken.');
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-adviser-390.png') });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  const mails = () =>
    receivedMails().filter(
      (m) => m.subject.startsWith('DokBox:') && m.subject.includes('(1000000002)'),
    );
  await expect.poll(() => mails().length).toBe(1);
  expect(mails()[0]?.raw).toContain('name=Heizung.pdf');
  expect(mailText(mails()[0]?.raw ?? '')).toContain('Bitte für die Förderung vormerken.');

  // Edited, the entry's file is replaced by a photo; Escape first warns of the entry.
  const entry = screen.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Heizungsrechnung' }),
  });
  await entry.getByRole('button', { name: 'Bearbeiten' }).click();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Heizung.pdf ersetzen' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'heizung.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 220, g: 120, b: 0 }) },
  ]);
  await expect(form.getByText('Wird ersetzt durch heizung.jpg')).toBeVisible();
  await page.keyboard.press('Escape');
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByText('Bereits vorgenommene Eingaben gehen verloren.')).toBeVisible();
  await warning.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(form.getByText('Wird ersetzt durch heizung.jpg')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-replace-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
    await keepScreenshot(page, {
      path: path.join(testInfo.outputDir, `dokbox-replace-1280-${colorScheme}.png`),
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich geändert')).toBeVisible();
  await expect(entry.getByRole('button', { name: 'heizung.jpg öffnen' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Heizung.pdf öffnen' })).toHaveCount(0);

  // The send dialog warns too before a typed message is lost.
  await entry.getByRole('button', { name: 'heizung.jpg an Berater senden' }).click();
  const send = page.getByRole('dialog', { name: 'An Berater senden' });
  await send.getByLabel('Nachricht an deinen Berater').fill('Das Foto dazu.');
  await page.keyboard.press('Escape');
  await warning.getByRole('button', { name: 'Ok' }).click();
  await expect(send).toHaveCount(0);

  // The opened file is in the address: the browser's back closes it on the same page, with the
  // list as it was left.
  await entry.getByRole('button', { name: 'heizung.jpg öffnen' }).click();
  const viewer = page.getByRole('dialog', { name: 'heizung.jpg' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/services\/dokbox\?datei=[\w-]+$/);
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/services\/dokbox$/);
  await expect(entry.getByRole('button', { name: 'heizung.jpg öffnen' })).toBeFocused();
  // A reload shows it again, read by GetDokboxFile alone.
  await entry.getByRole('button', { name: 'heizung.jpg öffnen' }).click();
  await expect(viewer).toBeVisible();
  const fileRead = page.waitForResponse((r) => r.url().includes('Function=GetDokboxFile'));
  await page.reload();
  expect((await fileRead).status()).toBe(200);
  await expect(viewer).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'dokbox-linked-file');
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/\/services\/dokbox$/);
});

test('an empty DokBox says so; a typed date is checked; a 360° photo opens in the panorama viewer', async ({
  page,
}, testInfo) => {
  await signIn(page, '1000000003');
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  const empty = screen.locator('.empty-state');
  await expect(empty.getByText('Hier sind noch keine Dateien.', { exact: false })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'dokbox-leer');

  // The next step from the empty DokBox is its first file.
  await empty.getByRole('button', { name: 'Erste Datei ablegen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(fieldError(form, 'Bitte gib einen Titel ein.')).toBeVisible();
  // The missing files are named at once, with the other fields, and the summary leads to them.
  await expect(fieldError(form, 'Bitte wähle mindestens eine Datei aus.')).toBeVisible();
  await form.getByRole('link', { name: 'Bitte wähle mindestens eine Datei aus.' }).click();
  await expect(form.getByRole('button', { name: 'Foto aufnehmen' })).toBeFocused();
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
    'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.',
  );
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-date-390.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-date-390-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await date.fill('');
  await date.pressSequentially('1.5.2026');
  await expect(date).toHaveValue('01.05.2026');
  await expect(form.getByText('Diesen Tag gibt es nicht', { exact: false })).toHaveCount(0);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(fieldError(form, 'Bitte wähle mindestens eine Datei aus.')).toBeVisible();
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
  await keepScreenshot(page, { path: path.join(testInfo.outputDir, 'dokbox-panorama-390.png') });
  await panorama.press('Home');
  await expect(viewer.getByText(/^Blickrichtung \d+°$/)).toHaveText('Blickrichtung 0°');
  await panorama.press('ArrowLeft');
  await expect(viewer.getByText(/^Blickrichtung \d+°$/)).toHaveText('Blickrichtung 350°');
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, {
    path: path.join(testInfo.outputDir, 'dokbox-panorama-390-dark.png'),
  });
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  // The focus is back where it was before the viewer opened.
  await expect(screen.getByRole('button', { name: 'balkon.jpg öffnen' })).toBeFocused();
  await page.emulateMedia({ colorScheme: 'light' });

  // A folder without files says so; the next step shows all files again.
  await screen.getByLabel('Ordner').selectOption({ label: 'Gesundheit' });
  const filtered = screen.locator('.empty-state');
  await expect(filtered.getByText('Zu dieser Auswahl gibt es keine Dateien.')).toBeVisible();
  await expect(screen.getByRole('button', { name: 'balkon.jpg öffnen' })).toHaveCount(0);
  await filtered.getByRole('button', { name: 'Alle Dateien zeigen' }).click();
  await expect(screen.getByRole('button', { name: 'balkon.jpg öffnen' })).toBeVisible();
});

/** A photo whose colour changes across it, so a zoom shows on screen. */
async function gradientPhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set([(x * 255) / width, (y * 255) / height, 160], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A report of three pages, each saying which it is. */
async function threePagePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 3; page++) {
    const drawn = document.addPage([595.28, 841.89]);
    drawn.drawText('Gutachten Wasserschaden Keller', { x: 60, y: 760, size: 20, font });
    drawn.drawText(`Befund, Teil ${page} von 3`, { x: 60, y: 720, size: 14, font });
  }
  return Buffer.from(await document.save());
}

test('a customer views a photo and a PDF of the DokBox inside the app, zooms, pages and downloads', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, '1000000003');
  await page.goto('/services/dokbox');
  const screen = currentPage(page);
  await screen.getByRole('button', { name: 'Fotos & Dateien hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await form.getByLabel('Titel').fill('Wasserschaden Keller');
  await form.getByLabel('Ordner').selectOption({ label: 'Fotos' });
  await form.locator('#file').setInputFiles([
    { name: 'keller.jpg', mimeType: 'image/jpeg', buffer: await gradientPhoto() },
    { name: 'Gutachten.pdf', mimeType: 'application/pdf', buffer: await threePagePdf() },
  ]);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();

  // The photo opens full-screen inside the app, focus in the viewer.
  const photoTile = screen.getByRole('button', { name: 'keller.jpg öffnen' });
  await photoTile.click();
  const viewer = page.getByRole('dialog', { name: 'keller.jpg' });
  const image = viewer.getByRole('img', { name: 'keller.jpg' });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('naturalWidth', 1200);
  expect(context.pages()).toHaveLength(1);
  await expect(viewer.getByRole('button', { name: 'Schließen' })).toBeFocused();
  const box = await viewer.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });

  const level = viewer.getByRole('status', { name: 'Zoomstufe' });
  await expect(level).toHaveText('100 %');
  const before = await image.screenshot();
  await viewer.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(level).toHaveText('150 %');
  expect((await image.screenshot()).equals(before)).toBe(false);
  // Zoomed, the photo moves with the pointer; the wheel zooms further; a double click shows it whole.
  const stage = viewer.getByRole('group', { name: 'Bild keller.jpg' });
  const stageBox = await stage.boundingBox();
  if (stageBox === null) throw new Error('the stage has no size');
  const centre = { x: stageBox.x + stageBox.width / 2, y: stageBox.y + stageBox.height / 2 };
  const moved = await image.evaluate((img) => img.getBoundingClientRect().left);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(() => image.evaluate((img) => img.getBoundingClientRect().left))
    .toBeCloseTo(moved + 60, 0);
  await page.mouse.wheel(0, -300);
  await expect(level).not.toHaveText('150 %');
  await page.mouse.dblclick(centre.x, centre.y);
  await expect(level).toHaveText('100 %');
  await page.mouse.dblclick(centre.x, centre.y);
  await expect(level).toHaveText('250 %');
  await accessibleLightAndDark(page, testInfo, 'viewer-image');

  const photoDownload = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Herunterladen' }).click();
  expect((await photoDownload).suggestedFilename()).toBe('keller.jpg');
  // This browser cannot share files: "Teilen" offers the file's link, over the viewer.
  await viewer.getByRole('button', { name: 'Teilen' }).click();
  const share = page.getByRole('dialog', { name: 'Link teilen' });
  await expect(share.getByRole('checkbox', { name: 'Linkfreigabe aktivieren' })).toBeVisible();
  await share.getByRole('button', { name: 'Schließen' }).click();
  await expect(share).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(photoTile).toBeFocused();

  // The PDF is drawn in the app, readable, a page at a time.
  await screen.getByRole('button', { name: 'Gutachten.pdf öffnen' }).click();
  const pdfViewer = page.getByRole('dialog', { name: 'Gutachten.pdf' });
  const shownPage = pdfViewer.getByRole('document', { name: 'Gutachten.pdf, Seite 1 von 3' });
  await expect(shownPage).toContainText('Befund, Teil 1 von 3');
  await expect(pdfViewer.getByText('Seite 1 von 3', { exact: true })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  const canvas = shownPage.locator('canvas');
  const drawn = await canvas.evaluate((c: HTMLCanvasElement) => ({
    width: c.width,
    cssWidth: c.getBoundingClientRect().width,
    inked: (() => {
      const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      return Array.from(pixels).some((value, i) => i % 4 !== 3 && value < 128);
    })(),
  }));
  expect(drawn.inked).toBe(true);
  expect(drawn.width).toBe(Math.floor(drawn.cssWidth));
  // Readable on a phone: the A4 page at its printed size (10 pt text 13 px high), not squeezed
  // to the screen's 390 px; it scrolls sideways.
  expect(drawn.cssWidth).toBeGreaterThan(790);
  const pdfLevel = pdfViewer.getByRole('status', { name: 'Zoomstufe' });
  await expect(pdfLevel).toHaveText('100 %');
  await expect(pdfViewer.getByRole('button', { name: 'Vergrößern' })).toBeInViewport();
  await accessibleLightAndDark(page, testInfo, 'viewer-pdf-opened');
  await pdfViewer.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(pdfLevel).toHaveText('125 %');
  await expect
    .poll(async () => (await canvas.boundingBox())?.width ?? 0)
    .toBeGreaterThan(drawn.cssWidth * 1.2);
  await pdfViewer.getByRole('button', { name: 'Verkleinern' }).click();
  await pdfViewer.getByRole('button', { name: 'Verkleinern' }).click();
  await expect(pdfLevel).toHaveText('80 %');
  // Two fingers spread apart zoom in.
  const pdfStage = await shownPage.boundingBox();
  const touch = await page.context().newCDPSession(page);
  const x = (pdfStage?.x ?? 0) + 190;
  const y = (pdfStage?.y ?? 0) + 300;
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (const spread of [60, 80, 100, 120]) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(spread),
    });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(pdfLevel).toHaveText('240 %');
  await touch.detach();
  await expect(pdfViewer.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
  await pdfViewer.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(pdfViewer.getByText('Seite 2 von 3', { exact: true })).toBeVisible();
  await expect(pdfViewer.getByRole('document')).toContainText('Befund, Teil 2 von 3');
  await pdfViewer.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(pdfViewer.getByRole('document')).toContainText('Befund, Teil 3 von 3');
  await expect(pdfViewer.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
  await pdfViewer.getByRole('button', { name: 'Vorherige Seite' }).click();
  await expect(pdfViewer.getByRole('document')).toContainText('Befund, Teil 2 von 3');
  await accessibleLightAndDark(page, testInfo, 'viewer-pdf');

  const pdfDownload = page.waitForEvent('download');
  await pdfViewer.getByRole('button', { name: 'Herunterladen' }).click();
  expect((await pdfDownload).suggestedFilename()).toBe('Gutachten.pdf');
  await page.keyboard.press('Escape');
  await expect(pdfViewer).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});

test('a long letter keeps the close button of its viewer at the top while it scrolls', async ({
  page,
}) => {
  await login(page, '1000000002');
  // A phone held sideways: the letter, drawn at the width of the screen, is far taller than it.
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto('/nachrichten');
  await currentPage(page)
    .getByRole('region', { name: 'Deine Nachrichten' })
    .getByRole('heading', { name: /Polizze zu deiner Haushaltsversicherung/ })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Polizze zu deiner Haushaltsversicherung' });
  const letter = viewer.getByRole('document');
  await expect(letter).toContainText('Mit freundlichen Grüßen');
  const close = viewer.getByRole('button', { name: 'Schließen' });
  const sheet = letter.locator('canvas');
  expect((await sheet.boundingBox())?.height).toBeGreaterThan(1000);
  await page.mouse.move(422, 200);
  await page.mouse.wheel(0, 5000);
  await expect.poll(async () => (await sheet.boundingBox())?.y ?? 0).toBeLessThan(-500);
  await expect(close).toBeInViewport();
  const closeBox = await close.boundingBox();
  expect(closeBox?.y).toBeLessThan(10);
  await expectAccessible(page);
  await close.click();
  await expect(viewer).toHaveCount(0);
});

test('a customer writes to her adviser with two attachments; he gets them by mail, she a confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await login(page);
  await currentPage(page).getByRole('button', { name: 'Neu erstellen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Berater kontaktieren' }).click();
  await expect(page).toHaveURL(/\/services\/berater$/);
  const screen = currentPage(page);
  const adviser = screen.getByRole('article', { name: 'Mag. Florian Eder' });
  await expect(adviser.getByRole('link', { name: '+43 662 8042 315' })).toHaveAttribute(
    'href',
    'tel:+436628042315',
  );
  await expect(screen.getByRole('article', { name: 'Kundenservice-Zentrale' })).toBeVisible();
  // His photo, from the app's own origin, which the Content-Security-Policy lets the page load.
  await expect
    .poll(() =>
      adviser
        .locator('img.adviser-card__photo')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(256);
  await accessibleLightAndDark(page, testInfo, 'berater');

  await adviser.getByRole('button', { name: 'Nachricht schreiben: Mag. Florian Eder' }).click();
  const form = page.getByRole('dialog', { name: 'Nachricht schreiben' });
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(fieldError(form, 'Bitte wähle ein Thema.')).toBeVisible();
  await form.getByLabel('Thema').selectOption({ label: 'Unterlagen nachreichen' });
  await form.getByLabel('Betreff (optional)').fill('Rechnung Küche');
  await form
    .getByLabel('Deine Nachricht')
    .fill('Anbei die Rechnung und ein Foto <b>der Küche</b>.');
  await form.getByLabel('Ich möchte zurückgerufen werden').check();
  await form.getByLabel('Telefonnummer für den Rückruf').fill('+43 664 2718345');
  await form.getByLabel('Am besten erreichbar').selectOption('nachmittag');
  await form.locator('input#file').setInputFiles([
    {
      name: 'kueche.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 200, g: 160, b: 90 }),
    },
    { name: 'Rechnung.pdf', mimeType: 'application/pdf', buffer: await pdf() },
  ]);
  await expect(form.getByText('kueche.jpg')).toBeVisible();
  await expect(form.getByText('Rechnung.pdf')).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-nachricht');

  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(
    currentPage(page).getByRole('heading', { name: 'Danke für deine Nachricht!' }),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'berater-gesendet');

  const contactMails = () =>
    receivedMails().filter(
      (m) =>
        m.subject.startsWith('Nachricht aus dem Servicebereich: Unterlagen nachreichen') ||
        m.subject === 'Deine Nachricht an Mag. Florian Eder',
    );
  await expect.poll(() => contactMails().length).toBe(2);
  const toAdviser = contactMails().find((m) => m.to === 'florian.eder@example.at')?.raw;
  expect(toAdviser).toContain('filename=kueche.jpg');
  expect(toAdviser).toContain('filename=Rechnung.pdf');
  expect(toAdviser).toContain('Reply-To: katharina.hofer@example.at');
  expect(toAdviser).toContain('<b>der K');
  const confirmation = contactMails().find((m) => m.to === 'katharina.hofer@example.at')?.raw;
  expect(confirmation).toBeDefined();
  expect(confirmation).not.toContain('filename=');
});

/** The text of a mail's attachment, its transfer encoding undone. */
function attachmentText(mail: string, fileName: string): string {
  const start = mail.indexOf(`filename=${fileName}`);
  if (start < 0) throw new Error(`no attachment ${fileName}`);
  const headerStart = mail.lastIndexOf('\r\n--', start);
  const bodyStart = mail.indexOf('\r\n\r\n', start) + 4;
  const body = mail.slice(bodyStart, mail.indexOf('\r\n--', bodyStart));
  const headers = mail.slice(headerStart, bodyStart);
  return /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
    : body;
}

test('a customer books a video appointment, moves and cancels it; both get calendar files', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Other tests book appointments of the same customer, at the same time too (one booked and
  // cancelled before this test frees its slot again): the mails of this one are those that came
  // after it began and whose subject names its time.
  const earlier = new Set(receivedMails().map((m) => m.raw));
  const at = (instant: string) => formatViennaDateTime(Date.parse(instant));
  const mailsAbout = (instant: string) =>
    receivedMails().filter(
      (m) =>
        !earlier.has(m.raw) && m.subject.includes('Videotermin') && m.subject.includes(at(instant)),
    );
  const mailWith = (subject: string, instant: string) =>
    mailsAbout(instant).find((m) => m.subject.startsWith(subject))?.raw ?? '';
  await signIn(page);
  await page.goto('/services/berater');
  await currentPage(page)
    .getByRole('article', { name: 'Mag. Florian Eder' })
    .getByRole('link', { name: 'Videotermin vereinbaren: Mag. Florian Eder' })
    .click();
  await expect(page).toHaveURL(/\/services\/berater\/video-termin\/B-20417$/);
  const screen = currentPage(page);
  const list = screen.getByRole('region', { name: 'Deine Videotermine' });
  // The demo customer's appointment from the demo data.
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await accessibleLightAndDark(page, testInfo, 'videotermin');

  await screen.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(fieldError(screen, 'Bitte wähle ein Thema.')).toBeVisible();
  await screen.getByLabel('Worum geht es?').selectOption({ label: 'Vorsorge und Pension' });
  const booked = await chooseVideoSlot(screen, 0, 0);
  await screen.getByLabel('Möchtest du vorab etwas mitteilen? (optional)').fill('Pension ab 60?');
  await screen.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(screen.getByRole('heading', { name: 'Dein Videotermin ist gebucht' })).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videotermin-gebucht');

  await expect.poll(() => mailsAbout(booked).length).toBe(2);
  const toCustomer = mailWith('Dein Videotermin:', booked);
  const toAdviser = mailWith('Neuer Videotermin:', booked);
  const ics = attachmentText(toCustomer, 'videotermin.ics');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain(`DTSTART:${booked.replace(/[-:]/g, '').replace('.000', '')}`);
  const uid = /UID:(\S+)/.exec(ics)?.[1] ?? '';
  expect(attachmentText(toAdviser, 'videotermin.ics')).toContain(`UID:${uid}`);

  // Move the new appointment to the first free slot.
  await screen.getByRole('button', { name: 'Zurück zur Übersicht' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: `Termin am ${at(booked)} verschieben` }).click();
  const movedTo = await chooseVideoSlot(screen, 0, 0);
  expect(movedTo).not.toBe(booked);
  await screen.getByRole('button', { name: 'Termin verschieben' }).click();
  await expect(
    screen.getByRole('heading', { name: 'Dein Videotermin wurde verschoben' }),
  ).toBeVisible();
  await expect.poll(() => mailsAbout(movedTo).length).toBe(2);
  const moved = attachmentText(
    mailWith('Dein Videotermin wurde verschoben', movedTo),
    'videotermin.ics',
  );
  expect(moved).toContain(`UID:${uid}`);
  expect(moved).toContain('SEQUENCE:1');

  // Cancel it after saying yes; the demo appointment stays.
  await screen.getByRole('button', { name: 'Zurück zur Übersicht' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: `Termin am ${at(movedTo)} absagen` }).click();
  const alert = page.getByRole('alertdialog');
  await expect(
    alert.getByText(`Möchtest du deinen Videotermin am ${at(movedTo)} wirklich absagen?`),
  ).toBeVisible();
  await alert.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(page.getByText('Dein Videotermin wurde abgesagt.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `Termin am ${at(movedTo)} absagen` })).toHaveCount(
    0,
  );
  await expect.poll(() => mailsAbout(movedTo).length).toBe(4);
  const cancelled = attachmentText(
    mailWith('Dein Videotermin wurde abgesagt', movedTo),
    'videotermin.ics',
  );
  expect(cancelled).toContain('METHOD:CANCEL');
  expect(cancelled).toContain(`UID:${uid}`);
});

// Aylin Demir, whose adviser offers video appointments: the booking test above counts the
// appointments of 1000000001. Other files book the adviser's first and last free slots at the same
// time; this one takes the first of the middle day and finds its mail by its time. It puts a document into her
// DokBox, so it stands in this file, after the tests that start from her empty one.
const VIDEO_CUSTOMER = '1000000003';
const COMPLETION_URL = /\/services\/video-termin-abschluss$/;

test('the completion page opens with the mailed meeting password as its page password, leads through the login back to it, takes a document into the DokBox and asks for no rating before the conversation', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, VIDEO_CUSTOMER);
  await page.goto('/services/berater/video-termin/B-20417');
  const booking = currentPage(page);
  await booking.getByLabel('Worum geht es?').selectOption({ label: 'Versicherung' });
  const days = await booking
    .getByRole('radiogroup', { name: 'Tag', exact: true })
    .getByRole('radio')
    .count();
  const start = await chooseVideoSlot(booking, Math.floor(days / 2), 0);
  await booking.getByRole('button', { name: 'Termin buchen' }).click();
  await expect(
    booking.getByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
  ).toBeVisible();

  const when = formatViennaDateTime(Date.parse(start));
  const mail = () => receivedMails().find((m) => m.subject === `Dein Videotermin: ${when}`);
  await expect.poll(mail).toBeDefined();
  const password = /^Passwort: ([A-Z0-9-]+)\r?$/m.exec(mailText(mail()?.raw ?? ''))?.[1] ?? '';
  expect(password).toMatch(/^\w{4}-\w{4}-\w{4}$/);

  // The adviser asks for other documents than the topic's usual ones, through the back office
  // with the id from his mail; the customer is told by mail.
  const adviserMail = () =>
    receivedMails().find(
      (m) => m.subject === `Neuer Videotermin: ${when} (Verfügernummer ${VIDEO_CUSTOMER})`,
    );
  await expect.poll(adviserMail).toBeDefined();
  const id = /^Termin-ID \(.*\): (\S+)\r?$/m.exec(mailText(adviserMail()?.raw ?? ''))?.[1] ?? '';
  expect(
    admin('video', 'request-documents', id, 'Aktuelle Polizze', 'Fotos vom Fahrzeug'),
  ).toContain('sind jetzt angefordert: Aktuelle Polizze; Fotos vom Fahrzeug.');
  // The command queues the mail; the server looks at the queue every 10 s.
  await expect
    .poll(
      () => receivedMails().some((m) => m.subject === `Unterlagen für deinen Videotermin: ${when}`),
      { timeout: 30_000 },
    )
    .toBe(true);

  // Without the session, as on another device: the page asks for the appointment's password.
  await page.context().clearCookies();
  await page.goto('/services/video-termin-abschluss');
  await expect(page).toHaveURL(/\/protected\?page=video-termin-abschluss/);
  const prompt = currentPage(page);
  await expect(
    prompt.getByText('Gib das Passwort aus der E-Mail zu deinem Videotermin ein.', {
      exact: false,
    }),
  ).toBeVisible();
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-passwort');
  await prompt.locator('input#password').fill(password.toLowerCase());
  await prompt.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(COMPLETION_URL);
  const screen = currentPage(page);

  const summary = screen.getByRole('region', { name: 'Dein Videotermin' });
  await expect(summary).toContainText('Mag. Florian Eder');
  await expect(summary).toContainText(when);
  await expect(summary).toContainText('Versicherung');
  const documents = screen.getByRole('region', {
    name: 'Unterlagen, um die dich deine Beraterin oder dein Berater bittet',
  });
  await expect(documents.getByRole('listitem')).toHaveText([
    /^Aktuelle Polizze/,
    /^Fotos vom Fahrzeug/,
  ]);
  await expect(documents.getByRole('button', { name: /hochladen$/ })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-besuch');

  // The login leads back here, and the page stays unlocked through it.
  await documents.getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, VIDEO_CUSTOMER, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(COMPLETION_URL);
  await expect(summary).toContainText(when);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss');
  expect(await smallTouchTargets(page)).toEqual([]);

  // The conversation lies ahead: the page asks for no rating yet and says from when.
  const feedback = screen.getByRole('region', { name: 'Deine Bewertung' });
  await expect(feedback).toContainText(
    `Nach deinem Gespräch am ${when} kannst du es hier bewerten.`,
  );
  await expect(feedback.getByRole('radio')).toHaveCount(0);
  await expect(feedback.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-bewertung-spaeter');

  await documents.getByRole('button', { name: 'Aktuelle Polizze in die DokBox hochladen' }).click();
  const form = page.getByRole('dialog', { name: 'Fotos & Dateien' });
  await expect(form.getByLabel('Titel')).toHaveValue('Aktuelle Polizze');
  await accessibleLightAndDark(page, testInfo, 'videotermin-abschluss-dokbox');
  await form.getByLabel('Ordner').selectOption({ label: 'Verträge & Polizzen' });
  await form.locator('#file').setInputFiles([
    {
      name: 'polizze-videotermin.pdf',
      mimeType: 'application/pdf',
      buffer: await threePagePdf(),
    },
  ]);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datei(en) erfolgreich hochgeladen')).toBeVisible();
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Aktuelle Polizze' }),
  ).toContainText('In deiner DokBox');
  await expect(
    documents.getByRole('listitem').filter({ hasText: 'Fotos vom Fahrzeug' }),
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
