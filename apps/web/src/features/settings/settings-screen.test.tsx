import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCalls } from '@servicebereich/protocol';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiProvider } from '../../api/api-context.tsx';
import { deviceHiddenAmounts } from '../../shell/device-hidden-amounts.ts';
import { HiddenAmountsProvider } from '../../shell/hidden-amounts.tsx';
import { readStored, writeStored } from '../../native/storage.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { saveFile } from '../../shell/save-file.ts';
import { SettingsScreen } from './settings-screen.tsx';

vi.mock('../../shell/save-file.ts', () => ({ saveFile: vi.fn() }));

async function renderSettings(
  before: (api: ApiClient) => Promise<unknown> = () => Promise.resolve(),
) {
  const api = await testModeApi(createDemoTransport(new Date(2026, 2, 18, 10, 30)));
  await before(api);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <HiddenAmountsProvider storage={deviceHiddenAmounts}>
        <MemoryRouter>
          <SettingsScreen darkMode="system" onDarkModeChange={() => undefined} />
        </MemoryRouter>
      </HiddenAmountsProvider>
    </ApiProvider>,
  );
  return screen.findByRole('region', { name: 'Angemeldete Geräte' });
}

describe('SettingsScreen', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(cleanup);

  it('hides the amounts with a switch that takes effect at once', async () => {
    await renderSettings();
    const setting = screen.getByRole<HTMLInputElement>('switch', { name: /^Beträge ausblenden/ });
    expect(setting.checked).toBe(false);
    fireEvent.click(setting);
    expect(setting.checked).toBe(true);
    await vi.waitFor(async () => {
      expect(await deviceHiddenAmounts.load()).toBe(true);
    });
  });

  it('links to the postbox settings', async () => {
    await renderSettings();
    expect(screen.getByRole('link', { name: /Postbox-Einstellungen/ }).getAttribute('href')).toBe(
      '/nachrichten',
    );
  });

  it('offers to ask for a rating again once the customer said never', async () => {
    await writeStored('neveraskforrating', true);
    await renderSettings();
    fireEvent.click(await screen.findByText('Wieder nach einer Bewertung fragen'));
    expect(await screen.findByText('Wir fragen dich wieder, wenn es passt.')).toBeTruthy();
    expect(await readStored('neveraskforrating')).toBeNull();
  });

  it('says nothing about the rating while it is still asked for', async () => {
    await renderSettings();
    expect(screen.queryByRole('region', { name: 'Bewertung' })).toBeNull();
  });

  it('saves everything stored about the customer as one ZIP and says when it is done', async () => {
    await renderSettings();
    const section = screen.getByRole('region', { name: 'Meine Daten' });
    fireEvent.click(within(section).getByText('Meine Daten herunterladen'));
    expect(
      await within(section).findByText(
        /^Fertig: Meine-Daten-\d{4}-\d{2}-\d{2}\.zip ist gespeichert\.$/,
      ),
    ).toBeTruthy();
    const saved = vi.mocked(saveFile).mock.calls.at(-1)?.[0];
    expect(saved?.type).toBe('application/zip');
    const head = new Uint8Array(await (saved ?? new Blob()).arrayBuffer()).slice(0, 4);
    expect([...head]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it('lists the signed-in devices, this one marked and without a logout of its own', async () => {
    const devices = await renderSettings();
    expect(await within(devices).findByText('iPhone, Safari 18')).toBeTruthy();
    expect(within(devices).getByText('Computer, Chrome 131')).toBeTruthy();
    // This device first, tagged.
    const rows = within(devices).getAllByRole('listitem');
    expect(within(rows[0] ?? devices).getByText('Dieses Gerät')).toBeTruthy();
    expect(within(devices).getAllByText(/^Zuletzt aktiv: 18\.03\.2026, \d{2}:\d{2}$/)).toHaveLength(
      2,
    );
    expect(within(devices).getAllByText('Abmelden')).toHaveLength(1);
    // Where each was signed in, as far as the server knows it.
    expect(
      within(rows[1] ?? devices).getByText('Ort der Anmeldung: Graz, Österreich (ungefähr)'),
    ).toBeTruthy();
  });

  it('logs out another device, which then leaves the list', async () => {
    const devices = await renderSettings();
    fireEvent.click(
      await within(devices).findByLabelText(
        /^iPhone, Safari 18, angemeldet \d\d\.\d\d\.\d{4}, \d\d:\d\d in Graz, Österreich, abmelden$/,
      ),
    );
    await vi.waitFor(() => {
      expect(within(devices).queryByText('iPhone, Safari 18')).toBeNull();
    });
    expect(within(devices).getByText('Du bist nur auf diesem Gerät angemeldet.')).toBeTruthy();
  });

  it('logs out every other device at once', async () => {
    const devices = await renderSettings();
    fireEvent.click(await within(devices).findByText('Alle anderen Geräte abmelden'));
    expect(
      await within(devices).findByText('Du bist nur auf diesem Gerät angemeldet.'),
    ).toBeTruthy();
  });

  it('shows no biometric login while none is set up', async () => {
    const devices = await renderSettings();
    await within(devices).findByText('iPhone, Safari 18');
    expect(within(devices).queryByText('Anmeldung mit Biometrie')).toBeNull();
  });

  it('lists a device set up for the biometric login and removes it', async () => {
    const devices = await renderSettings((api) =>
      api.call(sessionCalls.registerDeviceLogin, { installationid: 'testmodus-geraet-0001' }),
    );
    expect(await within(devices).findByText('Anmeldung mit Biometrie')).toBeTruthy();
    expect(within(devices).getByText(/^Eingerichtet: 18\.03\.2026, \d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(
      within(devices).getByLabelText('Anmeldung mit Biometrie auf Smartphone entfernen'),
    );
    await vi.waitFor(() => {
      expect(within(devices).queryByText('Anmeldung mit Biometrie')).toBeNull();
    });
  });
});
