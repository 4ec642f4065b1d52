import { confirmationCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** Every query of the confirmations starts with this key. */
export const confirmationsKey = ['confirmations'] as const;

/** A contract's confirmations: a new one or a revocation renews them. */
export const contractConfirmationsKey = (contractId: string) =>
  [...confirmationsKey, 'contract', contractId] as const;

/** The confirmations issued for one of the customer's contracts, newest first. */
export function useContractConfirmations(contractId: string) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: contractConfirmationsKey(contractId),
      queryFn: ({ signal }) =>
        api.call(confirmationCalls.getBestaetigungen, { vertragsnummer: contractId }, { signal }),
    }),
  );
}
