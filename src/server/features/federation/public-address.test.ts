import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicDestination } from './public-address';

describe('the addresses federation may send to', () => {
  it('takes public addresses and refuses this machine, private networks, link-local and reserved ones', () => {
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses an inbox named by a private address, or by a scheme other than http(s)', async () => {
    expect(await isPublicDestination(new URL('http://127.0.0.1:8080/inbox'), false)).toBe(false);
    expect(await isPublicDestination(new URL('https://[::1]/inbox'), false)).toBe(false);
    expect(await isPublicDestination(new URL('http://localhost/inbox'), false)).toBe(false);
    expect(await isPublicDestination(new URL('ftp://93.184.215.14/inbox'), false)).toBe(false);
    expect(await isPublicDestination(new URL('https://93.184.215.14/inbox'), false)).toBe(true);
    // Only where a test's peer runs.
    expect(await isPublicDestination(new URL('http://127.0.0.1:8080/inbox'), true)).toBe(true);
  });
});
