import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function fondsDaten20Query(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'fondsDaten20'],
    queryFn: ({ signal }) =>
      api.call(pensionCalls.fondsDaten20, { vertragsnummer: contractId }, { signal }),
  });
}

export function useFondsDaten20(contractId: string, enabled: boolean) {
  return useQuery({ ...fondsDaten20Query(useApi(), contractId), enabled });
}
