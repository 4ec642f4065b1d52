import { PASSWORD_WRONG, PROFILE_MESSAGES } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { TransportRequest } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost, ToastHost } from '../../shell/notification-hosts.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { ProfileScreen } from './profile-screen.tsx';

/** The profile of the test mode's customer; `answer` may replace the answer to a request. */
async function renderProfile(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
) {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  const requests: TransportRequest[] = [];
  const transport = {
    ...demo,
    send: (request: TransportRequest) => {
      requests.push(request);
      const body = answer?.(request);
      return body === undefined
        ? demo.send(request)
        : Promise.resolve({ httpStatus: Number(body.Status), body });
    },
  };
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <MemoryRouter>
        <ProfileScreen loggedIn />
        <AlertHost />
        <ToastHost />
      </MemoryRouter>
    </ApiProvider>,
  );
  await screen.findByRole('heading', { name: 'Person' });
  return requests;
}

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submitPasswordChange(): void {
  act(() => {
    fireEvent.submit(
      screen.getByLabelText('Bisheriges Passwort').closest('form') as HTMLFormElement,
    );
  });
}

const rule = (name: RegExp) =>
  within(screen.getByRole('list')).getByText(name, { exact: false }).closest('li');

describe('ProfileScreen', () => {
  afterEach(cleanup);

  it('shows the data of GetUserAddress, the profession in the form of the gender', async () => {
    await renderProfile();
    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByText('1234567890')).toBeTruthy();
    expect(within(person).getByText('Sabine')).toBeTruthy();
    expect(within(person).getByText('14.06.1984')).toBeTruthy();
    const work = screen.getByRole('region', { name: 'Beruf' });
    expect(within(work).getByText('Lehrerin')).toBeTruthy();
    expect(screen.getByText('sabine.wagner@example.at')).toBeTruthy();
  });

  it('asks for the current password and the rules before it sends anything', async () => {
    const requests = await renderProfile();
    // Nothing is ticked before anything is typed.
    expect(document.querySelectorAll('.password-rules__met')).toHaveLength(0);
    type('Neues Passwort', 'kurz');
    expect(rule(/Mindestens 12 Zeichen \(jetzt 4\)/)?.className).not.toContain('met');
    // The greatest length shows only once it is passed.
    expect(screen.queryByText(/Höchstens 256 Zeichen/)).toBeNull();
    type('Neues Passwort', 'x'.repeat(257));
    expect(rule(/Höchstens 256 Zeichen/)?.className).not.toContain('met');
    type('Neues Passwort', 'Lange Wörter über Berge');
    expect(rule(/Mindestens 12 Zeichen \(jetzt 23\)/)?.className).toContain('password-rules__met');
    type('Neues Passwort wiederholen', 'Lange Wörter über Berg');
    submitPasswordChange();
    expect(
      await screen.findByText('Bitte gib dein bisheriges Passwort ein.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Die beiden Passwörter stimmen nicht überein.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(requests.some((r) => r.call.fn === 'ChangePassword')).toBe(false);
  });

  it('sends the change with the customer number and says it is done in a toast', async () => {
    const requests = await renderProfile();
    type('Bisheriges Passwort', 'Altes Passwort 2025');
    type('Neues Passwort', 'Lange Wörter über Berge');
    type('Neues Passwort wiederholen', 'Lange Wörter über Berge');
    expect(rule(/Anders als dein bisheriges Passwort/)?.className).toContain('met');
    submitPasswordChange();
    expect(
      await screen.findByText(
        'Dein Passwort wurde geändert. Alle anderen Geräte sind abgemeldet.',
        {
          selector: '.app-toast',
        },
      ),
    ).toBeTruthy();
    const sent = requests.find((r) => r.call.fn === 'ChangePassword');
    expect(sent?.params).toEqual({
      verfuegernummer: '1234567890',
      passwordold: 'Altes Passwort 2025',
      passwordnew: 'Lange Wörter über Berge',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Bisheriges Passwort').value).toBe('');
  });

  it('shows a wrong current password under its field', async () => {
    await renderProfile((request) =>
      request.call.fn === 'ChangePassword'
        ? { Status: 400, Errors: { passwordold: PASSWORD_WRONG } }
        : undefined,
    );
    type('Bisheriges Passwort', 'falsch');
    type('Neues Passwort', 'Lange Wörter über Berge');
    type('Neues Passwort wiederholen', 'Lange Wörter über Berge');
    submitPasswordChange();
    const error = await screen.findByText(PASSWORD_WRONG, { selector: ':not(a)' });
    expect(error.id).toBe('passwordold-error');
  });

  describe('edit mode', () => {
    async function startEditing(
      answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
    ) {
      const requests = await renderProfile(answer);
      fireEvent.click(screen.getByText('Daten bearbeiten'));
      await screen.findByRole('heading', { name: 'Daten bearbeiten' });
      return requests;
    }

    function save(): void {
      act(() => {
        fireEvent.submit(screen.getByLabelText('Straße').closest('form') as HTMLFormElement);
      });
    }

    /** Ionic's buttons have no role in jsdom; the one of the form, not of the alert. */
    function cancel(): void {
      fireEvent.click(screen.getByText('Abbrechen', { selector: 'button' }));
    }

    const sent = (requests: TransportRequest[]) =>
      requests.filter((r) => r.call.fn === 'UpdateUserData');

    it('offers the lists of TitelV2 and Beruf, the professions in the form of the gender', async () => {
      await startEditing();
      const profession = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Beruf' });
      expect(profession.value).toBe('lehrer');
      expect(within(profession).getByRole('option', { name: 'Lehrerin' })).toBeTruthy();
      expect(within(profession).queryByRole('option', { name: 'Lehrer' })).toBeNull();
      const title = screen.getByLabelText<HTMLSelectElement>('Titel (vorangestellt)');
      expect(title.value).toBe('Mag.');
      expect(within(title).getByRole('option', { name: 'kein Titel' })).toBeTruthy();
      // Name and birth date are shown, not offered for change.
      expect(screen.queryByLabelText('Vorname')).toBeNull();
      const person = screen.getByRole('region', { name: 'Person' });
      expect(within(person).getByText('Sabine Wagner')).toBeTruthy();
      expect(within(person).getByText('14.06.1984')).toBeTruthy();
    });

    it("checks the fields with the call's own schema before it sends anything", async () => {
      const requests = await startEditing();
      type('Postleitzahl', '502');
      type('Mobilnummer', '01 5321234');
      save();
      const postcode = await screen.findByText(
        'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
        { selector: ':not(a)' },
      );
      expect(postcode.id).toBe('plz-error');
      expect(screen.getByText(PROFILE_MESSAGES.mobile, { selector: ':not(a)' }).id).toBe(
        'mobil-error',
      );
      expect(sent(requests)).toEqual([]);
    });

    it("shows the server's field errors under their fields", async () => {
      const message = PROFILE_MESSAGES.cityMismatch('5020', ['Salzburg']);
      await startEditing((request) =>
        request.call.fn === 'UpdateUserData'
          ? { Status: 400, Errors: { ort: message } }
          : undefined,
      );
      type('Ort', 'Linz');
      save();
      expect((await screen.findByText(message, { selector: ':not(a)' })).id).toBe('ort-error');
      expect(screen.getByText('Speichern', { selector: ':not(a)' })).toBeTruthy();
    });

    it('saves the editable fields only, the mobile number in E.164, and shows them grouped', async () => {
      const requests = await startEditing();
      type('Straße', 'Linzer Gasse');
      type('Mobilnummer', '0664 9876543');
      fireEvent.change(screen.getByRole('combobox', { name: 'Beruf' }), {
        target: { value: 'arzt' },
      });
      save();
      await screen.findByText('Daten bearbeiten');
      expect(sent(requests)[0]?.params).toEqual({
        titelvorne: 'Mag.',
        titelhinten: '',
        email: 'sabine.wagner@example.at',
        mobil: '+436649876543',
        strasse: 'Linzer Gasse',
        hausnummer: '17',
        stiegestocktuer: '1/2/9',
        plz: '5020',
        ort: 'Salzburg',
        beruf: 'arzt',
        beschaeftigungsart: 'Teilzeit',
      });
      expect(screen.getByText('Linzer Gasse')).toBeTruthy();
      expect(screen.getByText('Ärztin')).toBeTruthy();
      expect(screen.getByText('+43 664 9876543')).toBeTruthy();
      // Shown from the top, where the form began.
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Person' }));
    });

    it('shows a new e-mail address as pending until it is confirmed', async () => {
      await startEditing();
      type('E-Mail-Adresse', 'sabine.neu@example.at');
      save();
      await screen.findByText('Daten bearbeiten');
      const contact = screen.getByRole('region', { name: 'Kontakt' });
      expect(within(contact).getByText('sabine.wagner@example.at')).toBeTruthy();
      expect(
        await within(contact).findByText(
          /^Neue Adresse sabine\.neu@example\.at: Bestätigung ausstehend\./,
        ),
      ).toBeTruthy();
      expect(within(contact).getByText(/er gilt bis 19\.03\.2026, \d\d:\d\d Uhr\./)).toBeTruthy();
    });

    it('asks before it drops changes', async () => {
      const requests = await startEditing();
      type('Straße', 'Linzer Gasse');
      cancel();
      const alert = await screen.findByRole('alertdialog', { hidden: true });
      expect(alert.textContent).toContain('Bereits vorgenommene Eingaben gehen verloren.');
      fireEvent.click(within(alert).getByText('Abbrechen'));
      await waitFor(() => {
        expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
      });
      expect(screen.getByLabelText<HTMLInputElement>('Straße').value).toBe('Linzer Gasse');

      cancel();
      fireEvent.click(
        within(await screen.findByRole('alertdialog', { hidden: true })).getByText('Ok'),
      );
      await screen.findByText('Daten bearbeiten');
      expect(screen.getByText('Ignaz-Harrer-Straße')).toBeTruthy();
      expect(sent(requests)).toEqual([]);
    });
  });
});
