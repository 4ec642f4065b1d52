import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front may say where a request came from (`TRUST_PROXY`): none; the given
 * number of hops nearest the server; or the proxies' own addresses and networks. Never every hop:
 * the left part of `X-Forwarded-For` is whatever the client wrote there.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: readonly string[] };

/** Whether the hop `hop` away from the server (0: the connection's peer) at `address` is trusted. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/** An address or network the setting may list: `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
export function parseProxyAddress(
  text: string,
): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 0 && prefix <= (version === 4 ? 32 : 128))) return null;
  return { address, prefix, family };
}

/**
 * The setting as written: `false` (or `0`, or nothing) for none, a whole number of hops, or
 * addresses and networks separated by commas. Null for anything else, `true` included.
 */
export function readTrustProxy(text: string | undefined): TrustProxy | null {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = value.split(',').map((entry) => entry.trim());
  return addresses.every((entry) => parseProxyAddress(entry) !== null)
    ? { kind: 'addresses', addresses }
    : null;
}

/** An IPv4 address as an IPv6 socket reports it (`::ffff:10.0.0.1`), as the IPv4 address. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The trust function Fastify takes for `trustProxy` (it walks `X-Forwarded-For` from the right
 * while hops are trusted, and takes the first it does not trust as the client), and that decides
 * whether the peer may name the request's host, scheme and id. Null when no proxy is trusted.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | null {
  switch (setting.kind) {
    case 'none':
      return null;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses': {
      const trusted = new BlockList();
      for (const entry of setting.addresses) {
        const parsed = parseProxyAddress(entry);
        if (parsed === null) throw new Error(`Not an address or network: ${entry}`);
        if (parsed.prefix === null) trusted.addAddress(parsed.address, parsed.family);
        else trusted.addSubnet(parsed.address, parsed.prefix, parsed.family);
      }
      return (address) => {
        if (address === undefined) return false;
        const plain = unmapped(address);
        const version = isIP(plain);
        return version !== 0 && trusted.check(plain, version === 4 ? 'ipv4' : 'ipv6');
      };
    }
  }
}
