/**
 * The address a rate limit counts a request under. An IPv6 client usually has a whole /64
 * network and can take a new address from it for every request, so an IPv6 address counts as its
 * /64 network; an IPv4 address mapped into IPv6 counts as that IPv4 address, and an IPv4 address
 * as itself (the common case, answered without parsing).
 */
export function limitedAddress(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = (ip.split('%', 1)[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  // An IPv4 address at the end stands for the last two groups.
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = address.split('::');
  const full =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill('0'),
          ...groups(tail),
        ];
  return `${full
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
