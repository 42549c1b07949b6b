import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, and finds it inside an IPv4-mapped IPv6 one', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(clientNetwork('2001:db8:85a3:42::1')).toBe(network);
    expect(clientNetwork('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientNetwork('2001:DB8:85A3:42:0:0:0:9')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:43::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
