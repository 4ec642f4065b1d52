import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '../src/api/api-client.ts';
import { ApiProvider } from '../src/api/api-context.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import type { TransportRequest } from '../src/api/transport.ts';
import { AlertHost, ToastHost } from '../src/shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../src/shell/shell-context.tsx';
import { showApiError } from '../src/shell/show-api-error.ts';
import { recordingDemoTransport, type TestAnswer } from './recording-transport.ts';
import { testModeApi } from './test-mode-api.ts';

/** Friday, 20 November 2026, 10:30 in Vienna: the test mode's today unless a test says otherwise. */
const TEST_NOW = new Date(Date.UTC(2026, 10, 20, 9, 30));

/**
 * A screen (or a part of one) at `path` against the test mode, as the app shows it: logged in
 * (unless `loggedIn` is false: a visitor), with a router, the shell's status and the alert and
 * toast hosts. Every request sent is kept; `answer` can replace the test mode's answer to one,
 * and `prepare` makes calls before the screen shows.
 */
export async function renderScreen(
  element: ReactNode,
  options: {
    path?: string;
    loggedIn?: boolean;
    /** The test mode's day and time (its data follow it). */
    now?: Date;
    answer?: (request: TransportRequest) => TestAnswer | Promise<TestAnswer> | undefined;
    prepare?: (api: ApiClient) => Promise<unknown>;
  } = {},
): Promise<{ requests: TransportRequest[]; api: ApiClient }> {
  const loggedIn = options.loggedIn ?? true;
  const { transport, requests } = recordingDemoTransport(options.now ?? TEST_NOW, options.answer);
  const api = loggedIn
    ? await testModeApi(transport)
    : createApiClient({
        transport,
        onNotLoggedIn: () => undefined,
        onSessionTokenFailure: () => undefined,
      });
  await options.prepare?.(api);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          {element}
          <AlertHost />
          <ToastHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return { requests, api };
}
