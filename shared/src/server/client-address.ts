import { isIP, isIPv4, isIPv6 } from 'node:net';

/** Fastify's `trustProxy`: no proxy, or the addresses / CIDR ranges of the proxies to believe. */
export type TrustProxy = false | string[];

// proxy-addr's names for reserved ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * `TRUST_PROXY`: unset or `false` → the socket address is the client; a comma-separated list of
 * addresses or CIDR ranges → X-Forwarded-For is believed only from those proxies, hop by hop. `true`
 * (believe any hop, so a client picks its own address) is refused, and so is a hop count: Fastify 5
 * ignores hop counts because they cannot tell a proxy from a client that reaches the service directly.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(false|no|off|0)$/i.test(value)) return false;
  const fix = 'set the addresses or CIDR ranges of the proxies in front of the service, e.g. 127.0.0.1 or 10.0.0.0/8';
  if (/^(true|yes|on)$/i.test(value))
    throw new Error(`TRUST_PROXY=true would let any client choose its address with X-Forwarded-For; ${fix}`);
  if (/^\d+$/.test(value))
    throw new Error(`TRUST_PROXY: a hop count cannot tell a proxy from a client that connects directly; ${fix}`);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
    );
  return entries;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * The rate-limit bucket of a client: its IPv4 address, or its IPv6 /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh bucket per address.
 */
export function clientKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
