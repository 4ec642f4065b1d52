import { dokboxCalls, POSTBOX_CATEGORY_ID, type DokboxFile } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

/** The newest DokBox entries an item's photo or receipt can be picked from, at most this many. */
const CHOICES = 200;

/** Files of the DokBox to pick as a photo or receipt: the customer's own, not the letters. */
export function useDokboxChoices(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...dokboxKey, 'inventory-choices'],
      queryFn: async ({ signal }): Promise<DokboxFile[]> => {
        const { groups } = await api.call(
          dokboxCalls.getDokboxFiles,
          { limitStart: 0, limit: CHOICES },
          { signal },
        );
        return groups
          .filter((group) => group.categoryId !== POSTBOX_CATEGORY_ID)
          .flatMap((group) => group.files);
      },
      enabled,
    }),
  );
}
