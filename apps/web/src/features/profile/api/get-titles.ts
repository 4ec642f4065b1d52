import { generalCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The academic titles before and after the name (TitelV2). */
export function useTitles() {
  const api = useApi();
  return useQuery({
    queryKey: ['profile', 'titles'],
    queryFn: ({ signal }) => api.call(generalCalls.titelV2, {}, { signal }),
  });
}
