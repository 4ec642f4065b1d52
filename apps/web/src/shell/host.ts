import type { HostId } from '@servicebereich/protocol';
import { createHttpTransport } from '../api/http-transport.ts';
import type { Transport } from '../api/transport.ts';
import { DEFAULT_HOST, HOST_URLS } from '../app-config.ts';
import { isNative } from '../native/platform.ts';

let current: HostId = DEFAULT_HOST;

/** The interface host calls go to; the testing-settings dialog switches it. */
export function currentHost(): HostId {
  return current;
}

export function selectHost(host: HostId): void {
  current = host;
}

/** The transport to the current host. */
export function serverTransport(): Transport {
  return createHttpTransport({ baseUrl: () => HOST_URLS[current], native: isNative() });
}
