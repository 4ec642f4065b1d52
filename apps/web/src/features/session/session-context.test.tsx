import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/api-client.ts';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { NetworkError, type Transport, type TransportRequest } from '../../api/transport.ts';
import { SessionProvider, useSession, type SessionActions } from './session-context.tsx';

/** The server: unreachable here, so every request it gets shows in `serverRequests`. */
let serverRequests: TransportRequest[];
const server: Transport = {
  send: (request) => {
    serverRequests.push(request);
    return Promise.reject(new NetworkError('no server in this test', false));
  },
  fileUrl: () => '',
};

let actions: SessionActions;

function SessionState() {
  const { session, actions: sessionActions } = useSession();
  actions = sessionActions;
  const text =
    session.status === 'loggedIn'
      ? `${session.firstName}${session.testMode ? ' im Testmodus' : ''}`
      : session.status;
  return <p data-testid="session">{text}</p>;
}

/** The app as it starts after a (re)load of the page, whose server session is gone. */
function start(testModeAllowed = true): void {
  const api = createApiClient({
    transport: server,
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: () => undefined })}>
      <SessionProvider
        serverTransport={() => server}
        testModeAllowed={testModeAllowed}
        pageSession={{ loggedIn: false, firstName: null }}
        isPublicRoute={() => false}
        onLoggedOut={() => undefined}
      >
        <SessionState />
      </SessionProvider>
    </ApiProvider>,
  );
}

async function sessionText(text: string): Promise<void> {
  expect((await screen.findByText(text)).dataset.testid).toBe('session');
}

function storedValues(): string[] {
  return [sessionStorage, localStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
  );
}

describe('the test mode across reloads', () => {
  beforeEach(() => {
    serverRequests = [];
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('stays on after a reload, without the server, and keeps no password', async () => {
    start();
    await sessionText('loggedOut');
    await act(() => actions.login({ verfuegernummer: '1234567890', passwort: 'Geheim-42' }));
    await sessionText('Sabine im Testmodus');
    expect(storedValues().some((value) => value.includes('Geheim-42'))).toBe(false);

    cleanup();
    serverRequests = [];
    start();
    await sessionText('Sabine im Testmodus');
    expect(serverRequests).toEqual([]);
  });

  it('ends with the logout: the next reload starts logged out', async () => {
    start();
    await sessionText('loggedOut');
    await act(() => actions.login({ verfuegernummer: '1234567890', passwort: 'beliebig' }));
    await sessionText('Sabine im Testmodus');
    await act(() => actions.logout());
    await sessionText('loggedOut');

    cleanup();
    start();
    await sessionText('loggedOut');
  });

  it('does not resume where the test mode is not allowed', async () => {
    start();
    await sessionText('loggedOut');
    await act(() => actions.login({ verfuegernummer: '1234567890', passwort: 'beliebig' }));
    await sessionText('Sabine im Testmodus');

    cleanup();
    start(false);
    await sessionText('loggedOut');
    cleanup();
    start();
    await sessionText('loggedOut');
  });
});
