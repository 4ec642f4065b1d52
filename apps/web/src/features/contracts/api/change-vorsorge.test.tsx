import { pensionCalls } from '@servicebereich/protocol';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../api/api-context.tsx';
import type { Transport } from '../../../api/transport.ts';
import { createDemoTransport } from '../../../demo/demo-transport.ts';
import { useChangeVorsorge } from './change-vorsorge.ts';
import { pensionKey } from './get-vorsorge.ts';
import { testModeApi } from '../../../../test/test-mode-api.ts';

const VOLL_WERT = '8207315846';

/** The test mode's answers; ChangeVorsorge answers with an empty Result. */
function emptyChangeResult(): Transport {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  return {
    ...demo,
    send: (request) =>
      request.call === pensionCalls.changeVorsorge
        ? Promise.resolve({ httpStatus: 200, body: { Status: 200, Result: null } })
        : demo.send(request),
  };
}

async function setUp(transport: Transport) {
  const api = await testModeApi(transport);
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    pensionKey(VOLL_WERT),
    await api.call(pensionCalls.getVorsorge, { vertragsnummer: VOLL_WERT }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  const { result } = renderHook(() => useChangeVorsorge(VOLL_WERT), { wrapper });
  return { queryClient, change: result };
}

describe('useChangeVorsorge', () => {
  it('keeps the new pension values', async () => {
    const { queryClient, change } = await setUp(createDemoTransport(new Date(2026, 2, 18)));
    await act(() =>
      change.current.mutateAsync({ praemie: '1.500,00', zahlungsintervall: 'YEARLY' }),
    );
    expect(queryClient.getQueryData(pensionKey(VOLL_WERT))).toMatchObject({
      Praemie: 150_000,
      Zahlungsintervall: 'YEARLY',
    });
  });

  it('drops the cached pension data on an empty Result', async () => {
    const { queryClient, change } = await setUp(emptyChangeResult());
    await act(() =>
      change.current.mutateAsync({ praemie: '1.500,00', zahlungsintervall: 'YEARLY' }),
    );
    expect(queryClient.getQueryData(pensionKey(VOLL_WERT))).toBeUndefined();
  });
});
