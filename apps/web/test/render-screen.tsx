import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '../src/api/api-client.ts';
import { ApiProvider } from '../src/api/api-context.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import type { Transport } from '../src/api/transport.ts';
import { AlertHost, ToastHost } from '../src/shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../src/shell/shell-context.tsx';
import { showApiError } from '../src/shell/show-api-error.ts';
import { testModeApi } from './test-mode-api.ts';

/**
 * Renders a screen as the app shows it to a logged-in customer: its API client on `transport`,
 * logged in to the test mode, with a router, the shell's status and the alert and toast hosts.
 */
export async function renderScreen(ui: ReactNode, transport: Transport): Promise<ApiClient> {
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: true, devMode: false, unreadCount: 0 }}>
        <MemoryRouter>
          {ui}
          <AlertHost />
          <ToastHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return api;
}
