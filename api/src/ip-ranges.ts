/**
 * Address ranges in CIDR notation ("10.0.0.0/8", "::1", "fd00::/8"), for telling trusted proxies apart from
 * clients. IPv4-mapped IPv6 addresses ("::ffff:127.0.0.1", how a dual-stack socket reports IPv4 peers) match
 * IPv4 ranges.
 */
export interface IpRange {
  version: 4 | 6;
  /** The network address as a number of 32 (IPv4) or 128 (IPv6) bits. */
  network: bigint;
  prefix: number;
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseV6(text: string): bigint | null {
  if (!/^[0-9a-f:]+$/i.test(text) || (text.match(/::/g) ?? []).length > 1) return null;
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

/** ::ffff:0:0/96, IPv4 addresses as a dual-stack socket reports them. */
const MAPPED_V4_NETWORK = 0xffffn;

/** An address as its version and number; null when it is not an IP address. */
export function parseIp(text: string): { version: 4 | 6; value: bigint } | null {
  const address = text.trim();
  const mapped = MAPPED_V4.exec(address);
  const v4 = parseV4(mapped ? mapped[1]! : address);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseV6(address);
  if (v6 === null) return null;
  // "::ffff:102:304" is 1.2.3.4 too, written in hex.
  return v6 >> 32n === MAPPED_V4_NETWORK ? { version: 4, value: v6 & 0xffffffffn } : { version: 6, value: v6 };
}

function formatV4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** The shortest form (RFC 5952): lower case, the longest run of two or more zero groups as "::". */
function formatV6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > best.length) best = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * What a limit per address counts a client by: an IPv4 address itself (also when reported as "::ffff:1.2.3.4"),
 * an IPv6 address by its network of `ipv6Prefix` bits ("2001:db8:1:2::/64"), since a host is normally given a
 * whole /64 and can pick any address in it. Anything that is not an address ("unknown") is kept as it is.
 */
export function addressKey(address: string, ipv6Prefix: number): string {
  const ip = parseIp(address);
  if (!ip) return address;
  if (ip.version === 4) return formatV4(ip.value);
  const hostBits = BigInt(128 - ipv6Prefix);
  return `${formatV6((ip.value >> hostBits) << hostBits)}/${ipv6Prefix}`;
}

/** "10.0.0.0/8" or a single address; null when malformed. */
export function parseIpRange(text: string): IpRange | null {
  const [address, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !address) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const bits = ip.version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits)) return null;
  return { version: ip.version, network: ip.value >> BigInt(bits - prefix), prefix };
}

export function inRanges(address: string, ranges: IpRange[]): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  const bits = ip.version === 4 ? 32 : 128;
  return ranges.some((range) => range.version === ip.version && ip.value >> BigInt(bits - range.prefix) === range.network);
}
