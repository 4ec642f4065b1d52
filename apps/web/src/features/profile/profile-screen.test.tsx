import { PASSWORD_WRONG } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { TransportRequest } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
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
    type('Neues Passwort', 'kurz');
    expect(rule(/Mindestens 12 Zeichen \(jetzt 4\)/)?.className).not.toContain('met');
    type('Neues Passwort', 'Lange Wörter über Berge');
    expect(rule(/Mindestens 12 Zeichen \(jetzt 23\)/)?.className).toContain('password-rules__met');
    type('Neues Passwort wiederholen', 'Lange Wörter über Berg');
    submitPasswordChange();
    expect(await screen.findByText('Bitte gib dein bisheriges Passwort ein.')).toBeTruthy();
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(requests.some((r) => r.call.fn === 'ChangePassword')).toBe(false);
  });

  it('sends the change with the customer number and says it is done', async () => {
    const requests = await renderProfile();
    type('Bisheriges Passwort', 'Altes Passwort 2025');
    type('Neues Passwort', 'Lange Wörter über Berge');
    type('Neues Passwort wiederholen', 'Lange Wörter über Berge');
    expect(rule(/Anders als dein bisheriges Passwort/)?.className).toContain('met');
    submitPasswordChange();
    expect(
      await screen.findByText('Dein Passwort wurde geändert. Alle anderen Geräte sind abgemeldet.'),
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
    const error = await screen.findByText(PASSWORD_WRONG);
    expect(error.id).toBe('passwordold-error');
  });
});
