import { describe, expect, it } from 'vitest';
import { limitedAddress } from './limited-address.ts';

describe('the address a rate limit counts', () => {
  it('is an IPv4 address itself, also when mapped into IPv6', () => {
    expect(limitedAddress('192.0.2.7')).toBe('192.0.2.7');
    expect(limitedAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(limitedAddress('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = limitedAddress('2001:db8:1:2::9');
    for (const address of [
      '2001:db8:1:2:3:4:5:6',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::',
      '2001:db8:1:2::9%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ]) {
      expect(limitedAddress(address)).toBe(network);
    }
    expect(network).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8:1:3::9')).not.toBe(network);
    expect(limitedAddress('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
