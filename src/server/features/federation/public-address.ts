import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Addresses another server's documents may never send us to: this machine, its private networks,
// link-local (cloud metadata services) and the reserved ranges (RFC 6890). An IPv4 address written
// as IPv6 (::ffff:127.0.0.1) is checked by its IPv4 rules.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether Atelier may send to an address of another server's naming (an inbox): http(s), and every
 * address its host resolves to public, as Fedify checks before it fetches a document. A name that
 * does not resolve now throws, to be tried again later.
 */
export async function isPublicDestination(url: URL, allowPrivateAddresses: boolean): Promise<boolean> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (allowPrivateAddresses) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address));
}
