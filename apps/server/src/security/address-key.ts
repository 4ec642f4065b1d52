import { isIPv6 } from 'node:net';

/**
 * What a client address is counted under, by the login guard's failures and by every rate limit.
 * A subscriber gets a whole IPv6 /64 (often more) and can take a new address from it for every
 * request, so an IPv6 address counts by its first 64 bits, an IPv4-mapped one as its IPv4
 * address. An IPv4 address, the common case, is answered without parsing.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || !isIPv6(ip)) return ip;
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part === undefined || part === '' ? [] : part.split(':');
  const left = groups(head);
  const right = groups(tail);
  // A trailing dotted IPv4 part stands for two groups.
  const rightCount = right.length + (right.at(-1)?.includes('.') === true ? 1 : 0);
  const full =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - rightCount).fill('0'), ...right];
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
