import { inventoryCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The household inventory: saving or deleting an item renews it. */
export const inventoryKey = ['inventory'] as const;

/** Every item of the customer's household inventory. */
export function useInventory() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: inventoryKey,
      queryFn: ({ signal }) => api.call(inventoryCalls.getHausrat, {}, { signal }),
    }),
  );
}
