import { STORM_MESSAGES, type Contract } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { TransportRequest } from '../../api/transport.ts';
import { buildDemoData, DEMO_STORM_CODE } from '../../demo/demo-data.ts';
import { writeStored } from '../../native/storage.ts';
import { AlertHost, ToastHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { StormWarningScreen } from './storm-warning-screen.tsx';

// The screens against the test mode: the home contract watches 5020 and 5071, with a confirmed
// number, a current storm warning and a thunderstorm of two days ago.

const NOW = new Date(Date.UTC(2026, 10, 20, 9, 30));
const HOME = '7401937582';
const CONTRACTS = buildDemoData('2026-11-20').contracts.map((c) => c.contract);

async function renderScreen(
  props: { contractId: string | null; stepwise?: boolean; contracts?: Contract[] },
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
) {
  const { transport, requests } = recordingDemoTransport(NOW, answer);
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: true, devMode: false, unreadCount: 0 }}>
        <MemoryRouter>
          <StormWarningScreen
            contractId={props.contractId}
            contracts={props.contracts ?? CONTRACTS}
            stepwise={props.stepwise ?? false}
          />
          <AlertHost />
          <ToastHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return (fn: string) => requests.filter((r) => r.call.fn === fn).map((r) => r.params);
}

const region = (name: string) => screen.findByRole('region', { name });

async function type(field: string, value: string) {
  await act(async () => {
    fireEvent.change(document.getElementById(field) as HTMLInputElement, { target: { value } });
    await Promise.resolve();
  });
}

async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.submit(form.closest('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

describe('StormWarningScreen', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('lets the customer choose among the contracts with the storm warning', async () => {
    await renderScreen({ contractId: null });
    const links = within(await region('Für welchen Vertrag?')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      CONTRACTS.filter((c) => c.Features.Unwetter === true).map(
        (c) => `/services/unwetterwarnung/${c.ContractId}`,
      ),
    );
    // Each with its kind's icon, as in the list of contracts.
    expect(links.every((link) => link.querySelector('.link-row__icon svg') !== null)).toBe(true);
  });

  it('leads a customer without such a contract to the advisers, not to the products', async () => {
    await renderScreen({ contractId: null, contracts: [] });
    expect(
      screen.getByText(
        'Für deine Verträge gibt es keine Unwetterwarnung. Sie ist Teil der Eigenheim- und Haushaltsversicherung.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Berater kontaktieren' }).getAttribute('href')).toBe(
      '/services/berater',
    );
  });

  it('shows the current warning with its level in words, what to do, and the recent one', async () => {
    await renderScreen({ contractId: HOME });
    const warnings = await region('Warnungen');
    const current = await within(warnings).findByRole('article', {
      name: 'Föhnsturm mit Böen bis 100 km/h im Salzburger Becken',
    });
    expect(current.className).toContain('storm-warning--orange');
    expect(within(current).getByText('Warnstufe Orange · Sturm')).toBeTruthy();
    expect(within(current).getByText('Was du tun kannst')).toBeTruthy();
    expect(within(current).getByText('Für 5020, 5071')).toBeTruthy();
    const recent = within(warnings).getByRole('article', {
      name: 'Einzelne Gewitter mit Starkregen',
    });
    expect(within(recent).getByText('Warnstufe Gelb · Gewitter')).toBeTruthy();
    expect(within(recent).queryByText('Was du tun kannst')).toBeNull();
  });

  it('adds and removes postcodes, refusing a wrong one under the field', async () => {
    const sent = await renderScreen({ contractId: HOME }, (request) =>
      request.call.fn === 'UnwetterSetPLZForContract' &&
      (request.params.plz as string[]).includes('9999')
        ? { Status: 400, Errors: { plz: STORM_MESSAGES.postcodeUnknown('9999') } }
        : undefined,
    );
    const postcodes = await region('Postleitzahlen');
    expect(within(postcodes).getByText('Salzburg')).toBeTruthy();
    await type('plz', '123');
    await submit(within(postcodes).getByLabelText('Postleitzahl'));
    expect(within(postcodes).getByRole('alert').textContent).toBe(
      'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
    );
    await type('plz', '9999');
    await submit(within(postcodes).getByLabelText('Postleitzahl'));
    expect((await within(postcodes).findByRole('alert')).textContent).toBe(
      'Die Postleitzahl 9999 gibt es in Österreich nicht.',
    );
    await type('plz', '1070');
    await submit(within(postcodes).getByLabelText('Postleitzahl'));
    expect(await within(postcodes).findByText('Wien')).toBeTruthy();
    fireEvent.click(
      within(postcodes).getByRole('button', { name: '5071 Wals-Siezenheim entfernen' }),
    );
    await vi.waitFor(() => {
      expect(within(postcodes).queryByText('Wals-Siezenheim')).toBeNull();
    });
    expect(sent('UnwetterSetPLZForContract').at(-1)).toEqual({
      vertragsnummer: HOME,
      plz: ['5020', '1070'],
    });
  });

  it('sends a new number without its first character and confirms it with the code', async () => {
    const sent = await renderScreen({ contractId: HOME });
    const phones = await region('Handynummern und Geräte');
    // The list is UnwetterGetDevicesForContract's.
    expect(await within(phones).findByText('Handy Sabine (+43 664 2718345)')).toBeTruthy();
    expect(sent('UnwetterGetDevicesForContract')).toEqual([{ vertragsnummer: HOME }]);
    await type('mobil', '0650 1234567');
    await type('devicename', 'Büro');
    await submit(within(phones).getByLabelText('Handynummer'));
    expect(sent('UnwetterAddMobil')).toEqual([
      { vertragsnummer: HOME, mobil: '650 1234567', devicename: 'Büro' },
    ]);
    const codeForm = await screen.findByRole('form', { name: 'Code für +43 650 1234567' });
    await type('code', '000000');
    await submit(within(codeForm).getByLabelText('Code aus der SMS'));
    expect((await within(codeForm).findByRole('alert')).textContent).toBe(
      STORM_MESSAGES.codeWrong(4),
    );
    await type('code', DEMO_STORM_CODE);
    await submit(within(codeForm).getByLabelText('Code aus der SMS'));
    await vi.waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Code für +43 650 1234567' })).toBeNull();
    });
    const added = within(phones).getByText('Büro (+43 650 1234567)').closest('li');
    expect(within(added as HTMLElement).getByText('Bestätigt')).toBeTruthy();
  });

  it('adds this device by its push registration where the customer turned push on here', async () => {
    const pushId = 'geraet-0123456789abcdef';
    await writeStored('usernumber', '1000000001');
    await writeStored('push', { customerNumber: '1000000001', installationId: pushId });
    const sent = await renderScreen({ contractId: HOME });
    const phones = await region('Handynummern und Geräte');
    const add = await within(phones).findByText('Warnungen auch als Mitteilung auf dieses Gerät');
    await act(async () => {
      fireEvent.click(add);
      await Promise.resolve();
    });
    expect(await within(phones).findByText('App auf Webbrowser')).toBeTruthy();
    expect(sent('UnwetterRegisterPush')).toEqual([
      { vertragsnummer: HOME, deviceid: pushId, devicename: 'Webbrowser' },
    ]);
    expect(
      await screen.findByText('Dieses Gerät bekommt jetzt Unwetterwarnungen als Mitteilung.'),
    ).toBeTruthy();
    // Listed now, it is not offered again.
    expect(within(phones).queryByText('Warnungen auch als Mitteilung auf dieses Gerät')).toBeNull();
  });

  it('says where to turn push on where it is off on this device', async () => {
    await writeStored('usernumber', '1000000001');
    await writeStored('push', {
      customerNumber: '1000000002',
      installationId: 'geraet-0123456789abcdef',
    });
    await renderScreen({ contractId: HOME });
    const phones = await region('Handynummern und Geräte');
    expect(
      await within(phones).findByText(
        'Warnungen als Mitteilung auf diesem Gerät: schalte dafür in den Einstellungen die Mitteilungen ein.',
      ),
    ).toBeTruthy();
    expect(
      within(phones).getByText('Zu den Einstellungen').closest('a')?.getAttribute('href'),
    ).toBe('/einstellungen');
    expect(within(phones).queryByText('Warnungen auch als Mitteilung auf dieses Gerät')).toBeNull();
  });

  it('switches the warnings off and ends them after asking', async () => {
    const sent = await renderScreen({ contractId: HOME });
    const settings = await region('Benachrichtigung');
    const toggle = within(settings).getByRole('switch', { name: 'Unwetterwarnungen bekommen' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    // Off at once, and kept while it is saved.
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    await vi.waitFor(() => {
      expect((toggle as HTMLInputElement).disabled).toBe(false);
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(sent('UnwetterSetStatus')).toEqual([{ vertragsnummer: HOME, aktiv: false }]);

    fireEvent.click(
      within(await region('Unwetterwarnung beenden')).getByText('Unwetterwarnung beenden', {
        selector: 'button',
      }),
    );
    const alert = await screen.findByRole('alertdialog');
    fireEvent.click(within(alert).getByRole('button', { name: 'Beenden' }));
    expect(await screen.findByText('Noch keine Postleitzahl eingetragen.')).toBeTruthy();
    expect(sent('UnwetterDeactivate')).toEqual([{ vertragsnummer: HOME }]);
  });

  it('says so for a contract without the storm warning', async () => {
    await renderScreen({ contractId: '7100000000' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Für diesen Vertrag gibt es keine Unwetterwarnung.',
    );
  });

  it('sets up step by step: postcodes first, then numbers, then on/off with the warnings', async () => {
    await renderScreen({ contractId: '7305518264', stepwise: true });
    expect(await region('Postleitzahlen')).toBeTruthy();
    expect(screen.getByText('1 von 3')).toBeTruthy();
    const next = () => screen.getByText<HTMLButtonElement>('Weiter', { selector: 'button' });
    expect(next().disabled).toBe(true);
    await type('plz', '5020');
    await submit(screen.getByLabelText('Postleitzahl'));
    await vi.waitFor(() => {
      expect(next().disabled).toBe(false);
    });
    fireEvent.click(next());
    expect(await region('Handynummern und Geräte')).toBeTruthy();
    fireEvent.click(next());
    expect(await region('Warnungen')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Unwetterwarnungen bekommen' })).toBeTruthy();
    expect(screen.getByText('Fertig', { selector: 'button' })).toBeTruthy();
  });
});
