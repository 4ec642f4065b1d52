import { dokboxCalls } from '@servicebereich/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { dokboxKey } from '../../../api/shared-keys.ts';

export const DOKBOX_PAGE_SIZE = 20;

export type DokboxFilter = { categoryId?: number; year?: number };

/** The groups of files, newest first, a page at a time. */
export function useDokboxFiles(filter: DokboxFilter) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...dokboxKey, 'files', filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.call(
        dokboxCalls.getDokboxFiles,
        { ...filter, limitStart: pageParam, limit: DOKBOX_PAGE_SIZE, orderBy: 'FileDate' },
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.groups.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}
