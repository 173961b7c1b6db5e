// Which network addresses a user-given URL may reach: public unicast only. Loopback, private, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local, multicast, reserved and addresses
// that embed another (IPv4-mapped is unwrapped and judged; NAT64, 6to4, Teredo are refused) never are.
import ipaddr from 'ipaddr.js';

// Public IPv6 unicast lives in 2000::/3. ipaddr.js calls everything it has no name for "unicast", which
// would let through the deprecated IPv4-compatible form (::7f00:1) and anything assigned later.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    else if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  }
  return parsed.range() === 'unicast';
}
