import { campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { slidersKey } from '../../../api/shared-keys.ts';

/** The dashboard's sliders that run today. */
export function useSliders() {
  const api = useApi();
  return useQuery({
    queryKey: slidersKey,
    queryFn: ({ signal }) => api.call(campaignCalls.getSliders, {}, { signal }),
    // Extra on the dashboard: without them it simply shows none, with no alert.
    meta: { handlesErrors: true },
  });
}
