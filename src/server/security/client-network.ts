import { isIPv4, isIPv6 } from 'node:net';

// One IPv6 customer usually holds a whole /64: counting its addresses apart would give one person
// 2^64 fresh starts. The per-route limits (@fastify/rate-limit) group IPv6 the same way.
const IPV6_NETWORK_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address, '::' expanded, or null when it has an IPv4 tail. */
function groupsOf(address: string): string[] | null {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if ([...left, ...right].some((group) => group.includes('.'))) return null;
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}

/**
 * The network a client address stands for, as throttles count it: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4 address), an IPv6 address as its /64.
 */
export function clientNetwork(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = groupsOf(address);
  if (!groups) return address.toLowerCase();
  return `${groups.slice(0, IPV6_NETWORK_GROUPS).join(':')}::/64`;
}
