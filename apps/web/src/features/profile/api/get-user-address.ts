import { displayMobile, profileCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

export const userAddressKey = ['profile', 'address'] as const;

export function userAddressQuery(api: ApiClient) {
  return queryOptions({
    queryKey: userAddressKey,
    queryFn: ({ signal }) => api.call(profileCalls.getUserAddress, {}, { signal }),
  });
}

/** The customer's first name, for a session whose page did not say it (session-context.tsx). */
export async function fetchFirstName(api: ApiClient): Promise<string> {
  return (await api.call(profileCalls.getUserAddress)).vorname;
}

export function useUserAddress() {
  return useQuery(userAddressQuery(useApi()));
}

/**
 * The customer's mobile number as they read it, once known; undefined where they have none. It
 * only fills a field in advance: a failed read says nothing, and the field stays empty.
 */
export function useKnownMobile(): string | undefined {
  const mobile = useQuery({ ...userAddressQuery(useApi()), meta: { handlesErrors: true } }).data
    ?.mobil;
  return mobile === undefined || mobile === '' ? undefined : displayMobile(mobile);
}
