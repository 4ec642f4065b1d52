import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingDemoTransport } from '../../../../test/recording-transport.ts';
import { testModeApi } from '../../../../test/test-mode-api.ts';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { TransportRequest } from '../../../api/transport.ts';
import { useKnownMobile, userAddressKey } from './get-user-address.ts';

function Mobile() {
  return <output>{useKnownMobile() ?? 'keine'}</output>;
}

async function renderMobile(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
) {
  const { transport } = recordingDemoTransport(new Date(2026, 11, 7), answer);
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  render(
    <ApiProvider client={await testModeApi(transport)} queryClient={queryClient}>
      <Mobile />
    </ApiProvider>,
  );
  return { onError, queryClient };
}

describe('useKnownMobile', () => {
  afterEach(cleanup);

  it('gives the profile’s mobile number as the customer reads it', async () => {
    await renderMobile();
    expect(await screen.findByText('+43 664 2718345')).toBeTruthy();
  });

  it('says nothing where the profile cannot be read', async () => {
    const { onError, queryClient } = await renderMobile((request) =>
      request.call.fn === 'GetUserAddress' ? { Status: 500 } : undefined,
    );
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(userAddressKey)?.status).toBe('error');
    });
    expect(screen.getByRole('status').textContent).toBe('keine');
    expect(onError).not.toHaveBeenCalled();
  });
});
