// Which network addresses a user-given URL may reach: public unicast only. Loopback, private, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local, multicast, reserved and addresses
// that embed another (IPv4-mapped is unwrapped and judged; NAT64, 6to4, Teredo are refused) never are.
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
