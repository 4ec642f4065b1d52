import { campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { campaignsKey } from '../../../api/shared-keys.ts';

/** One lecture with its text and video. */
export function useLecture(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...campaignsKey, 'lectures', id],
    queryFn: ({ signal }) => api.call(campaignCalls.getVortrag, { id }, { signal }),
  });
}
