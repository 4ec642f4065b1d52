import { ACTIVATION_MESSAGES, PASSWORD_MESSAGES } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { ApiCallError } from '../../api/api-error.ts';
import { createApiClient } from '../../api/api-client.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { visitorFrames } from '../../page-frames.tsx';
import { ActivationScreen, type ActivationScreenProps } from './activation-screen.tsx';

function renderActivation(onActivate: ActivationScreenProps['onActivate']) {
  const api = createApiClient({
    transport: createDemoTransport(new Date(2026, 2, 18, 10, 30)),
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <MemoryRouter>
        <ActivationScreen onActivate={onActivate} />
        <AlertHost />
      </MemoryRouter>
    </ApiProvider>,
  );
}

function type(label: RegExp | string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(label: RegExp | string): void {
  act(() => {
    fireEvent.submit(screen.getByLabelText(label).closest('form') as HTMLFormElement);
  });
}

/** The test mode's customer: any code, her number and birth date. */
function enterData(birthDate = '14.06.1984'): void {
  type('Verfügernummer', '1234567890');
  type('Aktivierungscode', 'sb26-aktv-7x9q-4m2k');
  type(/^Geburtsdatum/, birthDate);
  submit('Verfügernummer');
}

/** The page's frame of /aktivierung, as the server sends it, with what a visitor typed into it. */
function frameTyped(values: Record<string, string>): HTMLFormElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = visitorFrames()['/aktivierung'] ?? '';
  document.body.prepend(root);
  const form = root.querySelector('form');
  if (form === null) throw new Error('No frame form');
  for (const [name, value] of Object.entries(values)) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (input !== null) input.value = value;
  }
  return form;
}

/** The screen's own field, beside the frame's field of the same name. */
function screenField(id: string): HTMLInputElement {
  const field = document.querySelector<HTMLInputElement>(`form:not([data-frame-form]) #${id}`);
  if (field === null) throw new Error(`No field ${id}`);
  return field;
}

describe('ActivationScreen', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('root')?.remove();
  });

  it("takes over what was typed into the page's frame, with the focus and the caret", async () => {
    const form = frameTyped({
      verfuegernummer: '1234567890',
      aktivierungscode: 'sb26-aktv-7x9q',
      'geburtsdatum-text': '14061984',
    });
    const code = form.querySelector<HTMLInputElement>('#aktivierungscode');
    code?.focus();
    code?.setSelectionRange(4, 4);
    renderActivation(vi.fn());
    await vi.waitFor(() => {
      expect(document.querySelector('[data-frame-form]')).toBeNull();
    });
    expect(screenField('verfuegernummer').value).toBe('1234567890');
    expect(screenField('geburtsdatum').value).toBe('14.06.1984');
    const taken = screenField('aktivierungscode');
    expect(taken.value).toBe('sb26-aktv-7x9q');
    expect(document.activeElement).toBe(taken);
    expect([taken.selectionStart, taken.selectionEnd]).toEqual([4, 4]);
  });

  it('sends what the frame held when Enter was pressed there before the app started', async () => {
    const form = frameTyped({
      verfuegernummer: '1234567890',
      aktivierungscode: 'sb26-aktv-7x9q-4m2k',
      'geburtsdatum-text': '14.06.1984',
    });
    form.dataset['submitAsked'] = '';
    renderActivation(vi.fn());
    expect(
      await screen.findByRole('heading', { name: 'Schritt 2 von 2: Dein Passwort' }),
    ).toBeTruthy();
  });

  it("says under the code's label where the code is, as the field's description", () => {
    renderActivation(vi.fn());
    const code = screen.getByLabelText('Aktivierungscode');
    const described = (code.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(
      'Der Code steht in deinem Brief, zum Beispiel ABCD\u2011EFGH\u2011JKMN\u2011PQRS.',
    );
  });

  it('checks the format of the data before it asks the server', async () => {
    const onActivate = vi.fn<ActivationScreenProps['onActivate']>();
    renderActivation(onActivate);
    type('Aktivierungscode', 'ABC');
    submit('Verfügernummer');
    expect(
      await screen.findByText('Die Verfügernummer besteht aus 10 Ziffern.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Der Aktivierungscode besteht aus 16 Buchstaben und Ziffern.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
  });

  it("shows the server's answer when the data do not match", async () => {
    renderActivation(vi.fn());
    enterData('15.06.1984');
    expect(await screen.findByText(ACTIVATION_MESSAGES.mismatch)).toBeTruthy();
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    fireEvent.click(screen.getByText('OK'));
    await vi.waitFor(() => {
      expect(screen.queryByText(ACTIVATION_MESSAGES.mismatch)).toBeNull();
    });
  });

  it('asks for the new password once the data match, and activates with all of it', async () => {
    const onActivate = vi.fn<ActivationScreenProps['onActivate']>(() => Promise.resolve());
    renderActivation(onActivate);
    enterData();
    await screen.findByRole('heading', { name: 'Schritt 2 von 2: Dein Passwort' });
    type('Neues Passwort', 'Ein Satz als Passwort');
    type('Neues Passwort wiederholen', 'Ein Satz als Passwort');
    submit('Neues Passwort');
    await vi.waitFor(() => {
      expect(onActivate).toHaveBeenCalledWith({
        verfuegernummer: '1234567890',
        aktivierungscode: 'sb26-aktv-7x9q-4m2k',
        geburtsdatum: '1984-06-14',
        passwordnew: 'Ein Satz als Passwort',
      });
    });
  });

  it("puts the server's password error under the field", async () => {
    renderActivation(() =>
      Promise.reject(
        new ApiCallError(
          'activate',
          { kind: 'alert', message: PASSWORD_MESSAGES.common, phoneLink: false },
          {
            passwordnew: PASSWORD_MESSAGES.common,
          },
        ),
      ),
    );
    enterData();
    await screen.findByLabelText('Neues Passwort');
    type('Neues Passwort', 'Passwort2026!!');
    type('Neues Passwort wiederholen', 'Passwort2026!!');
    submit('Neues Passwort');
    expect((await screen.findByText(PASSWORD_MESSAGES.common, { selector: ':not(a)' })).id).toBe(
      'passwordnew-error',
    );
  });
});
