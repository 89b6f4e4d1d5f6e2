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

/** An address as its version and number; null when it is not an IP address. */
export function parseIp(text: string): { version: 4 | 6; value: bigint } | null {
  const address = text.trim();
  const mapped = MAPPED_V4.exec(address);
  const v4 = parseV4(mapped ? mapped[1]! : address);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseV6(address);
  return v6 === null ? null : { version: 6, value: v6 };
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
