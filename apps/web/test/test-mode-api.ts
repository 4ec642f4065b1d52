import { sessionCalls } from '@servicebereich/protocol';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/api/api-client.ts';
import type { Transport } from '../src/api/transport.ts';

/** An API client on `transport`, logged in to the test mode (1234567890) as the app would be. */
export async function testModeApi(
  transport: Transport,
  options: Pick<ApiClientOptions, 'downloadTokens'> = {},
): Promise<ApiClient> {
  const api = createApiClient({
    transport,
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
    ...options,
  });
  await api.call(sessionCalls.login, {
    verfuegernummer: '1234567890',
    passwort: 'beliebig',
    includeschadensmeldung: true,
  });
  return api;
}
