import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  CALLS,
  envelopeSchema,
  ERROR_KEYS,
  type ErrorEnvelope,
  type JsonCall,
  type ResultOf,
} from '@servicebereich/protocol';
import { currentPage, expectAccessible, fieldError, keepScreenshot, settle } from './support.ts';

type Envelope<C extends JsonCall> = { Status: 200; Result: ResultOf<C> } | ErrorEnvelope;

const DEMO_CUSTOMER = { verfuegernummer: '1000000001', passwort: 'Servicebereich2026!' };

/** `/` leads to the dashboard, which greets a visitor and offers the login. */
async function openStartScreen(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await settle(page);
}

/** Posts one call the way the app does: form body, session cookie, CSRF token header. */
async function post<C extends JsonCall>(
  request: APIRequestContext,
  call: C,
  csrfToken: string | null,
  form?: Record<string, string>,
): Promise<Envelope<C>> {
  const response = await request.post('/api', {
    params: { Mode: call.mode, Function: call.fn },
    headers: csrfToken === null ? {} : { 'X-CSRF-Token': csrfToken },
    ...(form === undefined ? {} : { form }),
  });
  // The schema checks the answer; its generic Result type is the call's own.
  return envelopeSchema(call.result).parse(await response.json()) as Envelope<C>;
}

async function fetchCsrfToken(request: APIRequestContext): Promise<string> {
  const answer = await post(request, CALLS.getCsrfToken, null);
  if (answer.Status !== 200) throw new Error(`GetCSRFToken failed: ${JSON.stringify(answer)}`);
  return answer.Result.CSRFToken;
}

test('the start screen shows the app and is accessible', async ({ page }, testInfo) => {
  await openStartScreen(page);
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.project.outputDir, 'smoke-390.png') });
});

test('the start screen is accessible in dark mode', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openStartScreen(page);
  await expectAccessible(page);
  await keepScreenshot(page, { path: path.join(testInfo.project.outputDir, 'smoke-390-dark.png') });
});

test('a tap on a button answers without a page error', async ({ page }) => {
  await openStartScreen(page);
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  const submit = currentPage(page).getByRole('button', { name: 'Anmelden', exact: true });
  await submit.click();
  // The empty form is refused in place; the fixture fails the test on the tap's page error.
  await expect(fieldError(currentPage(page), 'Bitte gib dein Passwort ein.')).toBeVisible();
});

for (const [motion, animated] of [
  ['reduce', false],
  ['no-preference', true],
] as const) {
  test(`a change of page is ${animated ? '' : 'not '}animated where the device asks for ${motion} motion`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    // Counts the pages' transitions started (CSS animations named page-…).
    await page.addInitScript(() => {
      document.addEventListener('animationstart', (event) => {
        if (!event.animationName.startsWith('page-')) return;
        const counted = Number(document.documentElement.dataset['animations'] ?? '0') + 1;
        document.documentElement.dataset['animations'] = String(counted);
      });
    });
    await openStartScreen(page);
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await expect(
      currentPage(page).getByRole('heading', { name: 'Willkommen im Servicebereich' }),
    ).toBeVisible();
    await settle(page);
    const count = await page.evaluate(() =>
      Number(document.documentElement.dataset['animations'] ?? '0'),
    );
    if (animated) expect(count).toBeGreaterThan(0);
    else expect(count).toBe(0);
  });
}

test('a page error fails the test that meets it', async ({ page }) => {
  // The fixture's check is what this test is about: it must end this test as failed.
  test.fail();
  await openStartScreen(page);
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a fault of the page');
    });
  });
  expect((await thrown).message).toBe('a fault of the page');
});

test('a deep link to a client route is answered with the app', async ({ page }) => {
  const response = await page.goto('/vertraege');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  // The page as the server sends it; the app names the page itself at once (a visitor's at the
  // login it leads to), so the window's title is no sign of the answer.
  expect(await response?.text()).toContain('<title>Servicebereich</title>');
  await expect(page.locator('.page-stack')).toBeAttached();
});

test('login, contracts and logout work through the browser', async ({ page }) => {
  const { request } = page;
  const anonymousToken = await fetchCsrfToken(request);

  const login = await post(request, CALLS.login, anonymousToken, {
    ...DEMO_CUSTOMER,
    includeschadensmeldung: 'true',
  });
  if (login.Status !== 200) throw new Error(`Login failed: ${JSON.stringify(login)}`);
  const token = login.Result.CSRFToken;
  expect(token).not.toBe(anonymousToken);

  // The login starts a new session, so the token fetched before it is worthless now.
  const withOldToken = await post(request, CALLS.getVertraege, anonymousToken);
  expect(withOldToken).toMatchObject({
    Status: 400,
    Errors: { [ERROR_KEYS.csrf]: expect.any(String) },
  });

  const contracts = await post(request, CALLS.getVertraege, token);
  if (contracts.Status !== 200)
    throw new Error(`GetVertraege failed: ${JSON.stringify(contracts)}`);
  expect(contracts.Result.length).toBeGreaterThanOrEqual(10);

  expect(await post(request, CALLS.ping, token)).toEqual({
    Status: 200,
    Result: { LoggedIn: true },
  });
  expect(await post(request, CALLS.logout, token)).toEqual({
    Status: 200,
    Result: { LoggedIn: false },
  });

  // Logout ends the session and with it the token, so the CSRF check answers first.
  const afterLogout = await post(request, CALLS.getVertraege, token);
  expect(afterLogout).toMatchObject({
    Status: 400,
    Errors: { [ERROR_KEYS.csrf]: expect.any(String) },
  });

  // With a fresh token for a new, anonymous session, the call is refused as not logged in.
  const anonymous = await post(request, CALLS.getVertraege, await fetchCsrfToken(request));
  expect(anonymous).toMatchObject({
    Status: 400,
    Errors: { [ERROR_KEYS.notLoggedIn]: expect.any(String) },
  });
});
