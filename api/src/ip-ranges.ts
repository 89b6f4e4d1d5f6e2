/**
 * Address ranges in CIDR notation ("10.0.0.0/8", "::1", "fd00::/8"), for telling trusted proxies apart from
 * clients, parsed by ipaddr.js. IPv4-mapped IPv6 addresses ("::ffff:127.0.0.1", how a dual-stack socket reports
 * IPv4 peers, or "::ffff:7f00:1") are IPv4 addresses and match IPv4 ranges.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** A network address and its prefix length. */
export type IpRange = [Address, number];

/**
 * An address, or null when it is not one. IPv4 only as four decimal numbers: the short, octal and hexadecimal
 * forms ipaddr.js also reads ("10.0.0", "0x0a.0.0.1") are refused, as nothing we are sent uses them.
 */
function parseAddress(text: string): Address | null {
  const address = text.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (!ipaddr.IPv6.isValid(address)) return null;
  const ip = ipaddr.IPv6.parse(address);
  return ip.isIPv4MappedAddress() ? ip.toIPv4Address() : ip;
}

/**
 * What a limit per address counts a client by: an IPv4 address itself (also when reported as "::ffff:1.2.3.4"),
 * an IPv6 address by its network of `ipv6Prefix` bits ("2001:db8:1:2::/64"), since a host is normally given a
 * whole /64 and can pick any address in it. Anything that is not an address ("unknown") is kept as it is.
 */
export function addressKey(address: string, ipv6Prefix: number): string {
  const ip = parseAddress(address);
  if (!ip) return address;
  if (ip.kind() === 'ipv4') return ip.toString();
  const mask = ipaddr.IPv6.subnetMaskFromPrefixLength(ipv6Prefix).parts;
  const network = new ipaddr.IPv6((ip as ipaddr.IPv6).parts.map((part, i) => part & mask[i]!));
  return `${network.toRFC5952String()}/${ipv6Prefix}`;
}

/** "10.0.0.0/8" or a single address; null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return null;
  const ip = parseAddress(address);
  if (!ip) return null;
  const bits = ip.kind() === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix >= 0 && prefix <= bits ? [ip, prefix] : null;
}

export function inRanges(address: string, ranges: IpRange[]): boolean {
  const ip = parseAddress(address);
  return !!ip && ranges.some((range) => range[0].kind() === ip.kind() && ip.match(range));
}
