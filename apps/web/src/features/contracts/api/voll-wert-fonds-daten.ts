import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function vollWertFondsDatenQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'vollWertFondsDaten'],
    queryFn: ({ signal }) =>
      api.call(pensionCalls.vollWertFondsDaten, { vertragsnummer: contractId }, { signal }),
  });
}

export function useVollWertFondsDaten(contractId: string, enabled: boolean) {
  return useQuery({ ...vollWertFondsDatenQuery(useApi(), contractId), enabled });
}
