import { cleanup, render, waitFor } from '@testing-library/react';
import { contractCalls } from '@servicebereich/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { contractDetailsKey } from '../../api/shared-keys.ts';
import type { Transport, TransportRequest } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { ContractDetailsAhead } from './contract-details-ahead.tsx';

afterEach(cleanup);

/** The test mode's transport, its details answer replaced where `failing`; every request noted. */
async function setUp(failing: boolean) {
  const demo = createDemoTransport(new Date(Date.UTC(2026, 10, 20, 9, 30)));
  const details: TransportRequest[] = [];
  const transport: Transport = {
    ...demo,
    send: (request) => {
      if (request.call.fn !== contractCalls.getVertragDetails.fn) return demo.send(request);
      details.push(request);
      if (!failing) return demo.send(request);
      return Promise.resolve({ httpStatus: 200, body: { Status: 500, Errors: {} } });
    },
  };
  const api = await testModeApi(transport);
  const [contract] = await api.call(contractCalls.getVertraege, {});
  if (contract === undefined) throw new Error('The test mode has no contract');
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  render(
    <ApiProvider client={api} queryClient={queryClient}>
      <ContractDetailsAhead contractId={contract.ContractId} />
    </ApiProvider>,
  );
  return { contractId: contract.ContractId, details, onError, queryClient };
}

describe('ContractDetailsAhead', () => {
  it("asks for the contract's details at once and keeps them for its page", async () => {
    const { contractId, details, queryClient } = await setUp(false);
    await waitFor(() => {
      expect(queryClient.getQueryData(contractDetailsKey(contractId))).toBeDefined();
    });
    expect(details.map((request) => request.params['vertragsnummer'])).toEqual([contractId]);
  });

  it('says nothing of a failed answer and keeps nothing, so that the page asks again', async () => {
    const { contractId, details, onError, queryClient } = await setUp(true);
    await waitFor(() => {
      expect(details).toHaveLength(1);
    });
    await waitFor(() => {
      expect(queryClient.getQueryCache().find({ queryKey: contractDetailsKey(contractId) })).toBe(
        undefined,
      );
    });
    expect(onError).not.toHaveBeenCalled();
  });
});
