import { campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { campaignsKey } from './campaign-keys.ts';

/** The dashboard's sliders that run today. */
export function useSliders() {
  const api = useApi();
  return useQuery({
    queryKey: [...campaignsKey, 'sliders'],
    queryFn: ({ signal }) => api.call(campaignCalls.getSliders, {}, { signal }),
    // Extra on the dashboard: without them it simply shows none, with no alert.
    meta: { handlesErrors: true },
  });
}
