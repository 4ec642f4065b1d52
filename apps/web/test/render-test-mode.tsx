import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '../src/api/api-client.ts';
import { ApiProvider } from '../src/api/api-context.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import type { TransportRequest } from '../src/api/transport.ts';
import { AlertHost } from '../src/shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../src/shell/shell-context.tsx';
import { showApiError } from '../src/shell/show-api-error.ts';
import { recordingDemoTransport } from './recording-transport.ts';
import { testModeApi } from './test-mode-api.ts';

/** Friday, 20 November 2026, in the morning: the test mode's today. */
export const TEST_NOW = new Date(Date.UTC(2026, 10, 20, 9, 30));

/**
 * A campaign screen against the test mode, logged in or as a visitor; `answer` can replace the
 * answer to a request.
 */
export async function renderWithTestMode(
  screen: ReactNode,
  options: {
    loggedIn: boolean;
    path?: string;
    answer?: (request: TransportRequest) => Record<string, unknown> | undefined;
    /** Calls made before the screen shows. */
    prepare?: (api: ApiClient) => Promise<unknown>;
  },
): Promise<{ requests: TransportRequest[]; api: ApiClient }> {
  const { transport, requests } = recordingDemoTransport(TEST_NOW, options.answer);
  const api = options.loggedIn
    ? await testModeApi(transport)
    : createApiClient({
        transport,
        onNotLoggedIn: () => undefined,
        onSessionTokenFailure: () => undefined,
      });
  await options.prepare?.(api);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: options.loggedIn, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={[options.path ?? '/services/me1ns']}>
          {screen}
          <AlertHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return { requests, api };
}
