import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function fondsDatenQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'fondsDaten'],
    queryFn: ({ signal }) =>
      api.call(pensionCalls.fondsDaten, { vertragsnummer: contractId }, { signal }),
  });
}

export function useFondsDaten(contractId: string, enabled: boolean) {
  return useQuery({ ...fondsDatenQuery(useApi(), contractId), enabled });
}
