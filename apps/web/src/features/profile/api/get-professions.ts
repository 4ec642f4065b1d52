import { generalCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The professions (Beruf), named in the grammatical gender of the customer. */
export function useProfessions(gender: 'm' | 'w') {
  const api = useApi();
  return useQuery({
    queryKey: ['profile', 'professions', gender],
    queryFn: ({ signal }) => api.call(generalCalls.beruf, { geschlecht: gender }, { signal }),
  });
}
