import { expect, test } from './fixtures.ts';
import {
  accessibleLightAndDark,
  buttonsUnderToast,
  currentPage,
  expectAccessibleInBothSchemes,
  signIn,
  receivedMails,
  smallTouchTargets,
} from './support.ts';

// A demo customer whose profile no other spec reads.
const CUSTOMER = { number: '1000000003', email: 'aylin.demir@example.at' } as const;
const NEW_EMAIL = 'aylin.neu@example.at';

/** The confirmation link of the mail to the new address, its quoted-printable undone. */
function confirmationLink(): string | undefined {
  const mail = receivedMails().find(
    (m) => m.to === NEW_EMAIL && m.subject === 'Bitte bestätige deine neue E-Mail-Adresse',
  );
  const text = mail?.raw.replace(/=\r?\n/g, '');
  return /https?:\/\/\S+\/profil\/email-bestaetigung#[A-Za-z0-9_-]{43}/.exec(text ?? '')?.[0];
}

test('edits the profile, then changes the e-mail address and confirms it from the mail', async ({
  page,
}, testInfo) => {
  await signIn(page, CUSTOMER.number);
  await page.goto('/profil');
  const profile = currentPage(page);
  await profile.getByRole('button', { name: 'Daten bearbeiten' }).click();
  await expect(profile.getByRole('heading', { name: 'Daten bearbeiten' })).toBeVisible();
  await expect(profile.getByRole('combobox', { name: 'Beruf' })).toHaveValue('student');
  await expectAccessibleInBothSchemes(page);
  expect(await smallTouchTargets(page)).toEqual([]);

  // A place that is not the postcode's: the server's error stands under the field.
  await profile.getByLabel('Ort').fill('Graz');
  await profile.getByLabel('Mobilnummer').fill('0650 309 28 16');
  await profile.getByRole('combobox', { name: 'Beruf' }).selectOption({ label: 'Angestellte' });
  await profile.getByRole('button', { name: 'Speichern' }).click();
  await expect(profile.locator('#ort-error')).toContainText(
    'Dieser Ort passt nicht zur Postleitzahl 4020. Zu ihr gehört zum Beispiel Linz',
  );
  await expectAccessibleInBothSchemes(page);

  await profile.getByLabel('Ort').fill('Linz');
  await profile.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Deine Daten wurden gespeichert.' }),
  ).toBeVisible();
  const work = profile.getByRole('region', { name: 'Beruf' });
  await expect(work).toContainText('Angestellte');
  // Saved, the data shows from its top, where the form began, and the toast covers no button.
  await expect(profile.getByRole('heading', { name: 'Person' })).toBeInViewport();
  await expect(profile.getByRole('heading', { name: 'Person' })).toBeFocused();
  expect(await buttonsUnderToast(page)).toEqual([]);
  await expect(profile.getByRole('region', { name: 'Kontakt' })).toContainText('+43 650 3092816');
  await accessibleLightAndDark(page, testInfo, 'profile-saved');

  // A new address waits for the link mailed to it; the address in use is told.
  await profile.getByRole('button', { name: 'Daten bearbeiten' }).click();
  await profile.getByLabel('E-Mail-Adresse').fill(NEW_EMAIL);
  await profile.getByRole('button', { name: 'Speichern' }).click();
  const contact = profile.getByRole('region', { name: 'Kontakt' });
  await expect(contact).toContainText(`Neue Adresse ${NEW_EMAIL}: Bestätigung ausstehend.`);
  await expect(contact).toContainText(CUSTOMER.email);
  await expectAccessibleInBothSchemes(page);

  await expect.poll(confirmationLink, { timeout: 30_000 }).toBeDefined();
  await expect
    .poll(() =>
      receivedMails()
        .filter((m) => m.to === CUSTOMER.email)
        .map((m) => m.subject),
    )
    .toContain('Deine E-Mail-Adresse soll geändert werden');

  await page.goto(confirmationLink() ?? '');
  const confirmation = currentPage(page);
  await expect(
    confirmation.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }),
  ).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await confirmation.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  const done = confirmation.getByRole('region', { name: 'Deine E-Mail-Adresse ist bestätigt' });
  await expect(done.getByRole('status')).toHaveText(
    `Danke! Ab jetzt schicken wir dir alles an ${NEW_EMAIL}.`,
  );
  await expectAccessibleInBothSchemes(page);

  await confirmation.getByRole('link', { name: 'Zum Profil' }).click();
  const confirmed = currentPage(page).getByRole('region', { name: 'Kontakt' });
  await expect(confirmed).toContainText(NEW_EMAIL);
  await expect(confirmed).not.toContainText('Bestätigung ausstehend');
});
