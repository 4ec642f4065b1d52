import { expect, test } from './fixtures.ts';
import { startWebPushReceiver } from '../../apps/server/test/push-receivers.ts';
import {
  accessibleLightAndDark,
  currentPage,
  deliverLetter,
  DEMO_CUSTOMER,
  keepScreenshot,
  login,
  smallTouchTargets,
} from './support.ts';

// Web Push end to end (decision 030). Chromium subscribes at Google's push service, which cannot
// be reached here: the page's PushManager answers with the subscription of a local Web Push
// service instead, whose host the e2e server allows (WEB_PUSH_HOSTS in playwright.config.ts).
// Everything after that is real: the app sends the subscription, the server encrypts and signs
// its message for it, the local service checks the VAPID token and decrypts the payload.

// Push messages arrive at the service worker: here it runs.
test.use({ serviceWorkers: 'allow' });

type FakeSubscription = { endpoint: string; p256dh: string; auth: string };

/** In the page, before the app: pushManager.subscribe answers the local service's subscription. */
function replaceSubscription(subscription: FakeSubscription) {
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = () => Promise.resolve(current);
  PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey as Uint8Array;
    current = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    return Promise.resolve(current);
  };
}

test('turns on push in the settings, gets a new letter at the push service and shows it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const receiver = await startWebPushReceiver(Number(process.env.SB_E2E_WEB_PUSH_PORT));
  try {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(replaceSubscription, receiver.subscription);
    await login(page);
    // The app registers its service worker once the first screen is up.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/einstellungen');

    const section = currentPage(page).getByRole('region', { name: 'Mitteilungen' });
    const device = section.getByRole('switch', { name: /Mitteilungen in diesem Browser/ });
    await expect(device).not.toBeChecked();
    await expect(section.getByRole('switch', { name: /Postbox/ })).toBeChecked();
    const registered = page.waitForResponse(/Function=RegisterPush/);
    await device.click();
    const answer = await registered;
    expect(await answer.json()).toMatchObject({ Status: 200, Result: { Registriert: true } });
    const sent = new URLSearchParams(answer.request().postData() ?? '');
    expect(sent.get('art')).toBe('webpush');
    expect(sent.get('endpoint')).toBe(receiver.subscription.endpoint);
    await expect(device).toBeChecked();

    await accessibleLightAndDark(page, testInfo, 'settings-push');
    expect(await smallTouchTargets(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await keepScreenshot(section, { path: testInfo.outputPath('settings-push-360.png') });

    // A new letter for 1000000001: the send-push job posts it to the push service within seconds.
    const title = 'Jahresmitteilung Mitteilungen 2026';
    await deliverLetter(DEMO_CUSTOMER.number, title);
    await expect
      .poll(() => receiver.state.received.map((message) => message.payload), { timeout: 30_000 })
      .toEqual([
        expect.objectContaining({
          title: 'Neuer Brief in deiner Postbox',
          body: title,
          screen: '/nachrichten',
          topic: 'postbox',
        }),
      ]);

    // The service worker shows what the push service delivers (Chromium's push event, by CDP).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: registrations[0]?.registrationId ?? '',
      data: JSON.stringify(receiver.state.received[0]?.payload),
    });
    // The worker may have to start for it first: once, on a slow machine, the notification had
    // not come within 10 s.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const shown = await registration.getNotifications();
            return shown.map(({ title: shownTitle, body, tag, data }) => ({
              title: shownTitle,
              body,
              tag,
              data: data as unknown,
            }));
          }),
        { timeout: 30_000 },
      )
      .toEqual([
        {
          title: 'Neuer Brief in deiner Postbox',
          body: title,
          tag: 'postbox',
          data: { screen: '/nachrichten' },
        },
      ]);

    // The storm warning of the demo's Eigenheim contract offers this browser as a device its
    // warnings are pushed to.
    await page.goto('/services/unwetterwarnung/7400263190');
    const recipients = currentPage(page).getByRole('region', { name: 'Handynummern und Geräte' });
    await recipients
      .getByRole('button', { name: 'Warnungen auch als Mitteilung auf dieses Gerät' })
      .click();
    await expect(recipients.getByText('App auf Webbrowser')).toBeVisible();
    await accessibleLightAndDark(page, testInfo, 'storm-push-device');
    await recipients.getByRole('button', { name: 'App auf Webbrowser entfernen' }).click();
    await expect(recipients.getByText('App auf Webbrowser')).toHaveCount(0);

    // Off again: the server forgets this browser.
    await page.goto('/einstellungen');
    const unregistered = page.waitForResponse(/Function=UnregisterPush/);
    await device.click();
    expect(await (await unregistered).json()).toMatchObject({
      Status: 200,
      Result: { Entfernt: true },
    });
    await expect(device).not.toBeChecked();
  } finally {
    await receiver.close();
  }
});
