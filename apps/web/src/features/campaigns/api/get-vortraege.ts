import { campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { campaignsKey } from '../../../api/shared-keys.ts';

/** The lectures of me1n Zuhause, newest first. */
export function useLectures() {
  const api = useApi();
  return useQuery({
    queryKey: [...campaignsKey, 'lectures'],
    queryFn: ({ signal }) => api.call(campaignCalls.getVortraege, {}, { signal }),
  });
}
