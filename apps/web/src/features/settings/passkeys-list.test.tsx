import { passkeyCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { PASSKEY_ANSWER } from '../../../test/passkey-answer.ts';
import { DevicesSection } from './devices-section.tsx';

const browser = vi.hoisted(() => ({ support: 'supported', cancel: false }));
vi.mock('../../api/passkey-support.ts', () => ({ passkeySupport: () => browser.support }));
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: () =>
    browser.cancel
      ? Promise.reject(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }))
      : Promise.resolve(PASSKEY_ANSWER),
}));

function withPasskey() {
  return renderScreen(<DevicesSection />, {
    prepare: (api) =>
      api.call(passkeyCalls.registerPasskey, { antwort: JSON.stringify(PASSKEY_ANSWER) }),
  });
}

async function section() {
  return screen.findByRole('region', { name: 'Angemeldete Geräte' });
}

describe('the passkeys in the settings', () => {
  afterEach(() => {
    cleanup();
    browser.support = 'supported';
    browser.cancel = false;
  });

  it('lists a passkey with where and when it was set up and used', async () => {
    await withPasskey();
    const devices = await section();
    expect(await within(devices).findByText('Windows-PC, Chrome 131')).toBeTruthy();
    expect(within(devices).getByText(/^Eingerichtet: 20\.11\.2026, \d{2}:\d{2}$/)).toBeTruthy();
    expect(
      within(devices).getByText(/^Zuletzt verwendet: 20\.11\.2026, \d{2}:\d{2}$/),
    ).toBeTruthy();
  });

  it('removes a passkey only once the customer confirms', async () => {
    const { requests } = await withPasskey();
    const devices = await section();
    await within(devices).findByText('Windows-PC, Chrome 131');
    const remove = () => {
      fireEvent.click(within(devices).getByText('Entfernen'));
      return screen.findByRole('alertdialog');
    };
    fireEvent.click(within(await remove()).getByRole('button', { name: 'Abbrechen' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(requests.filter((r) => r.call === passkeyCalls.removePasskey)).toEqual([]);
    fireEvent.click(within(await remove()).getByRole('button', { name: 'Entfernen' }));
    await vi.waitFor(() => {
      expect(within(devices).queryByText('Windows-PC, Chrome 131')).toBeNull();
    });
    expect(await screen.findByText('Der Passkey wurde entfernt.')).toBeTruthy();
  });

  it('adds a passkey made by the browser, and nothing when the customer cancels', async () => {
    browser.cancel = true;
    const { requests } = await renderScreen(<DevicesSection />);
    const devices = await section();
    fireEvent.click(await within(devices).findByText('Passkey hinzufügen'));
    await vi.waitFor(() => {
      expect(requests.some((r) => r.call === passkeyCalls.getPasskeyRegistrationOptions)).toBe(
        true,
      );
    });
    expect(requests.filter((r) => r.call === passkeyCalls.registerPasskey)).toEqual([]);
    // The button takes a tap again once the cancelled attempt has ended.
    const add = within(devices).getByRole<HTMLButtonElement>('button', {
      name: 'Passkey hinzufügen',
    });
    await vi.waitFor(() => {
      expect(add.disabled).toBe(false);
    });
    browser.cancel = false;
    fireEvent.click(add);
    expect(await within(devices).findByText('Windows-PC, Chrome 131')).toBeTruthy();
    expect(await screen.findByText('Dein Passkey ist eingerichtet.')).toBeTruthy();
  });

  it('shows nothing of passkeys where the browser has none and none are set up', async () => {
    browser.support = 'unsupported';
    await renderScreen(<DevicesSection />);
    const devices = await section();
    await within(devices).findByText('iPhone, Safari 18');
    expect(within(devices).queryByText('Passkeys')).toBeNull();
    expect(within(devices).queryByText('Passkey hinzufügen')).toBeNull();
  });

  it('says why no passkey can be added where the app is opened at an IP address', async () => {
    browser.support = 'ip-address';
    await renderScreen(<DevicesSection />);
    const devices = await section();
    expect(
      await within(devices).findByText(
        /daher kannst du hier keinen einrichten und keinen verwenden/,
      ),
    ).toBeTruthy();
    expect(within(devices).queryByText('Passkey hinzufügen')).toBeNull();
  });
});
