import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransportRequest } from '../../api/transport.ts';
import { readStored, writeStored } from '../../native/storage.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PushSection } from './push-section.tsx';

// The browser's side replaced: what it supports, whether the customer allows notifications, and
// what it was asked for.
const browser = vi.hoisted(() => ({
  support: 'available',
  allows: true,
  asked: [] as { ask: boolean; vapidKey: string | null }[],
  released: 0,
}));
const SUBSCRIPTION = {
  art: 'webpush' as const,
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  p256dh: 'B'.repeat(87),
  auth: 'A'.repeat(22),
};
vi.mock('../../native/push.ts', () => ({
  push: {
    kind: () => 'webpush',
    support: () => Promise.resolve(browser.support),
    address: (options: { ask: boolean; vapidKey: string | null }) => {
      browser.asked.push(options);
      return Promise.resolve(browser.allows ? SUBSCRIPTION : null);
    },
    release: () => {
      browser.released += 1;
      return Promise.resolve();
    },
    installationId: () => Promise.resolve('browser-installation-0001'),
    onOpened: () => () => undefined,
  },
}));

const NUMBER = '1234567890';
const DEVICE = 'Mitteilungen in diesem Browser';
const VAPID_KEY = `B${'k'.repeat(86)}`;

/** Whether the server fails to store the topics. */
let failSaving = false;
/** Whether the device forgets its customer while it is registered (its storage cleared). */
let forgetCustomer = false;

/** The server as configured: `webpush` says whether it sends Web Push. */
function server(webpush: boolean) {
  const topics = { Postbox: true, Schaden: true, Unwetter: true };
  const settings = () => ({
    Status: 200,
    Result: { ...topics, Verfuegbar: { fcm: false, apns: false, webpush } },
  });
  return (request: TransportRequest) => {
    switch (request.call.fn) {
      case 'GetPushSettings':
        return settings();
      case 'SetPushSettings': {
        if (failSaving)
          return { Status: 500, Errors: { general: 'Es ist ein Fehler aufgetreten.' } };
        const { schaden } = request.params;
        if (schaden !== undefined) topics.Schaden = schaden === true || schaden === 'true';
        return settings();
      }
      case 'RegisterPush':
        if (forgetCustomer) localStorage.clear();
        return undefined;
      case 'GetVapidPublicKey':
        return { Status: 200, Result: { PublicKey: webpush ? VAPID_KEY : null } };
      default:
        return undefined;
    }
  };
}

async function renderSection(webpush = true) {
  const rendered = await renderScreen(<PushSection />, { answer: server(webpush) });
  const section = await screen.findByRole('region', { name: 'Mitteilungen' });
  return { ...rendered, section };
}

/** The switch of that label, if shown. */
function toggle(label: string): HTMLInputElement | null {
  return screen.queryByRole<HTMLInputElement>('switch', { name: new RegExp(label) });
}

/** The customer switches the toggle of that label. */
function flip(label: string) {
  const element = toggle(label);
  if (element === null) throw new Error(`no switch ${label}`);
  fireEvent.click(element);
}

function sent(requests: TransportRequest[], fn: string) {
  return requests.filter((request) => request.call.fn === fn).map((request) => request.params);
}

describe('the settings’ Mitteilungen', () => {
  beforeEach(async () => {
    localStorage.clear();
    await writeStored('usernumber', NUMBER);
    browser.support = 'available';
    browser.allows = true;
    browser.asked = [];
    browser.released = 0;
    failSaving = false;
    forgetCustomer = false;
  });
  afterEach(cleanup);

  it('turns push on in this browser with the server’s key, and off again', async () => {
    const { requests, section } = await renderSection();
    await within(section).findByText(DEVICE);
    flip(DEVICE);
    await waitFor(() => {
      expect(sent(requests, 'RegisterPush')).toEqual([
        { installationid: 'browser-installation-0001', ...SUBSCRIPTION },
      ]);
    });
    expect(browser.asked).toEqual([{ ask: true, vapidKey: VAPID_KEY }]);
    await waitFor(async () => {
      expect(await readStored('push')).toEqual({
        customerNumber: NUMBER,
        installationId: 'browser-installation-0001',
      });
    });

    flip(DEVICE);
    await waitFor(() => {
      expect(sent(requests, 'UnregisterPush')).toEqual([
        { installationid: 'browser-installation-0001' },
      ]);
    });
    await waitFor(() => {
      expect(browser.released).toBe(1);
    });
    expect(await readStored('push')).toBeNull();
  });

  it('shows the switch on where the customer turned push on in this browser', async () => {
    await writeStored('push', {
      customerNumber: NUMBER,
      installationId: 'browser-installation-0001',
    });
    await renderSection();
    await within(await screen.findByRole('region', { name: 'Mitteilungen' })).findByText(
      'Mitteilungen in diesem Browser',
    );
    expect(toggle(DEVICE)?.checked).toBe(true);
  });

  it('says so when the customer does not allow notifications', async () => {
    browser.allows = false;
    const { requests, section } = await renderSection();
    await within(section).findByText(DEVICE);
    flip(DEVICE);
    expect(
      await within(section).findByText(
        'Ohne deine Erlaubnis können wir dir keine Mitteilungen schicken.',
      ),
    ).toBeTruthy();
    // The switch goes back to off, and can be tried again.
    expect(toggle(DEVICE)).toMatchObject({ checked: false, disabled: false });
    expect(sent(requests, 'RegisterPush')).toEqual([]);
    expect(await readStored('push')).toBeNull();
  });

  it('says plainly that this browser cannot receive push', async () => {
    browser.support = 'unsupported';
    const { section } = await renderSection();
    expect(
      await within(section).findByText('Dieser Browser kann keine Mitteilungen empfangen.'),
    ).toBeTruthy();
    expect(toggle(DEVICE)).toBeNull();
  });

  it('says where to allow notifications the customer blocked', async () => {
    browser.support = 'denied';
    const { section } = await renderSection();
    expect(
      await within(section).findByText(/in diesem Browser blockiert\. Erlaube sie in den/),
    ).toBeTruthy();
    expect(toggle(DEVICE)).toBeNull();
  });

  it('says so when the server sends no Web Push, and shows the topics off', async () => {
    const { section } = await renderSection(false);
    expect(
      await within(section).findByText(
        'Der Servicebereich kann gerade keine Mitteilungen an Browser schicken.',
      ),
    ).toBeTruthy();
    expect(toggle(DEVICE)).toBeNull();
    for (const topic of ['Postbox', 'Schadensmeldungen', 'Unwetterwarnungen']) {
      expect(toggle(topic)).toMatchObject({ checked: false, disabled: true });
    }
  });

  it('shows the topics off where the customer blocked notifications', async () => {
    browser.support = 'denied';
    const { section } = await renderSection();
    await within(section).findByText(/in diesem Browser blockiert/);
    expect(toggle('Postbox')).toMatchObject({ checked: false, disabled: true });
  });

  it('switches a topic for all the customer’s devices', async () => {
    const { requests, section } = await renderSection();
    expect(await within(section).findByText('Postbox')).toBeTruthy();
    expect(within(section).getByText('Schadensmeldungen')).toBeTruthy();
    expect(within(section).getByText('Unwetterwarnungen')).toBeTruthy();
    await waitFor(() => {
      expect(toggle('Schadensmeldungen')).toMatchObject({ checked: true, disabled: false });
    });
    flip('Schadensmeldungen');
    // Off from the tap on, and kept while it is saved.
    expect(toggle('Schadensmeldungen')).toMatchObject({ checked: false, disabled: true });
    await waitFor(() => {
      expect(toggle('Schadensmeldungen')).toMatchObject({ checked: false, disabled: false });
    });
    expect(sent(requests, 'SetPushSettings')).toEqual([{ schaden: false }]);
  });

  it('shows this device as it is once switched, where that is not what was chosen', async () => {
    forgetCustomer = true;
    const { requests, section } = await renderSection();
    await within(section).findByText(DEVICE);
    flip(DEVICE);
    expect(toggle(DEVICE)).toMatchObject({ checked: true, disabled: true });
    await waitFor(() => {
      expect(sent(requests, 'RegisterPush')).toHaveLength(1);
    });
    // Read again, this device is not on for a customer: the switch says so and can be used.
    await waitFor(() => {
      expect(toggle(DEVICE)).toMatchObject({ checked: false, disabled: false });
    });
  });

  it('shows a topic as it was when saving it fails', async () => {
    const { section } = await renderSection();
    await within(section).findByText('Postbox');
    await waitFor(() => {
      expect(toggle('Postbox')).toMatchObject({ checked: true, disabled: false });
    });
    failSaving = true;
    flip('Postbox');
    expect(toggle('Postbox')).toMatchObject({ checked: false, disabled: true });
    await waitFor(() => {
      expect(toggle('Postbox')).toMatchObject({ checked: true, disabled: false });
    });
  });
});
