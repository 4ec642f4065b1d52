import { type Contract, contractCalls } from '@servicebereich/protocol';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { Transport, TransportRequest } from '../../../api/transport.ts';
import { AlertHost } from '../../../shell/notification-hosts.tsx';
import { showApiError } from '../../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../../test/recording-transport.ts';
import { testModeApi } from '../../../../test/test-mode-api.ts';

// For the tests of the contract pages: the test mode's data behind a real API client.

/** The test mode's answers; every request is kept, and `answer` can replace one. */
export function recordingTransport(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
): { transport: Transport; requests: TransportRequest[] } {
  return recordingDemoTransport(new Date(2026, 2, 18, 10, 30), answer);
}

/** Logs in to the test mode and renders a page of one of its contracts, with the alert host. */
export async function renderContractPage(
  transport: Transport,
  contractId: string,
  page: (contract: Contract) => ReactNode,
): Promise<void> {
  const api = await testModeApi(transport);
  const contract = await api.call(contractCalls.getVertragDetails, { vertragsnummer: contractId });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <MemoryRouter>
        {page(contract)}
        <AlertHost />
      </MemoryRouter>
    </ApiProvider>,
  );
}
