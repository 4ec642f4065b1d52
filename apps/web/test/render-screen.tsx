import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../src/api/api-context.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import type { TransportRequest } from '../src/api/transport.ts';
import { AlertHost, ToastHost } from '../src/shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../src/shell/shell-context.tsx';
import { showApiError } from '../src/shell/show-api-error.ts';
import { recordingDemoTransport } from './recording-transport.ts';
import { testModeApi } from './test-mode-api.ts';

/**
 * A screen (or a part of one) at `path`, logged in to the test mode as the app would be, with the
 * alert and toast hosts; `answer` can replace the test mode's answer to a request. Answers every
 * request sent.
 */
export async function renderScreen(
  element: ReactElement,
  options: {
    path?: string;
    loggedIn?: boolean;
    /** The test mode's day and time (its data follow it). */
    now?: Date;
    answer?: (request: TransportRequest) => Record<string, unknown> | undefined;
  } = {},
): Promise<TransportRequest[]> {
  const { transport, requests } = recordingDemoTransport(
    options.now ?? new Date(2026, 10, 20, 10, 30),
    options.answer,
  );
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider
        value={{ loggedIn: options.loggedIn ?? true, devMode: false, unreadCount: 0 }}
      >
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          {element}
          <AlertHost />
          <ToastHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return requests;
}
