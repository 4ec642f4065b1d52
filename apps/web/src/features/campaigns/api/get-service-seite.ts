import { type ServicePage, campaignCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { campaignsKey } from '../../../api/shared-keys.ts';

/** The content of a service page. */
export function useServicePage(seite: ServicePage) {
  const api = useApi();
  return useQuery({
    queryKey: [...campaignsKey, 'pages', seite],
    queryFn: ({ signal }) => api.call(campaignCalls.getServiceSeite, { seite }, { signal }),
  });
}
