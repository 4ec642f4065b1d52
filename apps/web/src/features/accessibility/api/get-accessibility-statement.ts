import { accessibilityCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export const accessibilityStatementKey = ['accessibility', 'statement'] as const;

/** The accessibility statement of the content folder. */
export function useAccessibilityStatement() {
  const api = useApi();
  return useQuery({
    queryKey: accessibilityStatementKey,
    queryFn: ({ signal }) =>
      api.call(accessibilityCalls.getErklaerungBarrierefreiheit, {}, { signal }),
  });
}
