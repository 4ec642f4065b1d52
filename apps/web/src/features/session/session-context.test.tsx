import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../../native/storage.ts';
import { createApiClient } from '../../api/api-client.ts';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { PageSession } from '../../api/page-session.ts';
import { buildDemoData } from '../../demo/demo-data.ts';
import { NetworkError, type Transport, type TransportRequest } from '../../api/transport.ts';
import { SessionProvider, useSession, type SessionActions } from './session-context.tsx';

/**
 * The server: every request it gets shows in `serverRequests`; it answers the calls named in
 * `serverAnswers` (by Function) and is unreachable for every other.
 */
let serverRequests: TransportRequest[];
let serverAnswers: Record<string, unknown>;
const server: Transport = {
  send: (request) => {
    serverRequests.push(request);
    return request.call.fn in serverAnswers
      ? Promise.resolve({
          httpStatus: 200,
          body: { Status: 200, Result: serverAnswers[request.call.fn] },
        })
      : Promise.reject(new NetworkError('no server in this test', false));
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
  return (
    <>
      <p data-testid="session">{text}</p>
      {session.status === 'loggedIn' &&
        session.checklists.map((checklist) => <p key={checklist.ChecklistId}>{checklist.Title}</p>)}
    </>
  );
}

/**
 * The app as it starts after a (re)load of the page, whose server session is gone; `pageSays`
 * null: a page that says nothing of the session (the service worker's, offline).
 */
function start(
  testModeAllowed = true,
  pageSays: Omit<PageSession, 'csrfToken'> | null = {
    loggedIn: false,
    firstName: null,
    answers: {},
  },
): void {
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
        pageSession={pageSays}
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

beforeEach(() => {
  serverRequests = [];
  serverAnswers = {};
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('the test mode across reloads', () => {
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

describe('a start without network', () => {
  const kept = { firstName: 'Katharina', details: {} };

  it('starts with the data kept for reading offline, where there is some', async () => {
    await writeStored('offline', kept);
    start(true, null);
    await sessionText('Katharina');
  });

  it('starts logged out where nothing is kept', async () => {
    start(true, null);
    await sessionText('loggedOut');
  });

  it("forgets an earlier customer's kept data at a login", async () => {
    await writeStored('offline', kept);
    start();
    await sessionText('loggedOut');
    await act(() => actions.login({ verfuegernummer: '1234567890', passwort: 'beliebig' }));
    await sessionText('Sabine im Testmodus');
    expect(await readStored('offline')).toBeNull();
  });
});

describe('a live session picked up from the page', () => {
  const page = { loggedIn: true, firstName: 'Maria', answers: { GetVertraege: [] } };
  const checklist = {
    ChecklistId: 'CL-1',
    ContractId: '6100452978',
    Title: 'Kreditcheckliste Wohnbaukredit',
    Items: [],
  };
  const token = { CSRFToken: 'token' };

  it('asks for the checklists where the browser kept none, and keeps them', async () => {
    serverAnswers = { GetCSRFToken: token, GetCheckLists: [checklist] };
    start(true, page);
    await sessionText('Maria');
    expect(await screen.findByText(checklist.Title)).toBeDefined();
    expect(await readStored('checklists')).toEqual([checklist]);
  });

  it('shows the checklists kept since login without asking', async () => {
    await writeStored('checklists', [checklist]);
    start(true, page);
    expect(await screen.findByText(checklist.Title)).toBeDefined();
    expect(serverRequests.map((request) => request.call.fn)).not.toContain('GetCheckLists');
  });

  it('asks for the contracts on a page that brought none, where the browser kept none', async () => {
    const contracts = buildDemoData('2026-12-02').contracts.map((demo) => demo.contract);
    serverAnswers = { GetCSRFToken: token, GetVertraege: contracts, GetCheckLists: [] };
    start(true, { ...page, answers: {} });
    await sessionText('Maria');
    // The name is the page's, shown at once; the contracts are kept once their answer is in.
    await vi.waitFor(async () => {
      expect(await readStored('contracts')).toEqual(contracts);
    });
  });

  it('starts without checklists where the server does not answer', async () => {
    serverAnswers = { GetCSRFToken: token };
    start(true, page);
    await sessionText('Maria');
    await vi.waitFor(() => {
      expect(serverRequests.map((request) => request.call.fn)).toContain('GetCheckLists');
    });
    expect(await readStored('checklists')).toBeNull();
  });
});
