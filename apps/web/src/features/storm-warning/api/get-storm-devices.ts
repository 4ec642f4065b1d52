import { stormWarningCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { stormWarningKey } from './get-storm-status.ts';

/** Under the contract's storm-warning key: a change of its postcodes or its end renews it. */
export const stormDevicesKey = (contractId: string) =>
  [...stormWarningKey(contractId), 'devices'] as const;

/** The phone numbers and push devices that get the contract's warnings. */
export function stormDevicesQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: stormDevicesKey(contractId),
    queryFn: ({ signal }) =>
      api.call(
        stormWarningCalls.unwetterGetDevicesForContract,
        { vertragsnummer: contractId },
        { signal },
      ),
  });
}

/** `enabled` false until the status has answered: a refused contract is said once, by it. */
export function useStormDevices(contractId: string, enabled = true) {
  return useQuery({ ...stormDevicesQuery(useApi(), contractId), enabled });
}
