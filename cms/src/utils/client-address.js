'use strict';

const net = require('node:net');

/**
 * Who a request comes from, for the per-client limits (src/middlewares/client-address.js): the socket's
 * address, or, when the socket is one of the proxies named in TRUST_PROXY, the address those proxies
 * forwarded in X-Forwarded-For, believed hop by hop from the right and only from them (the lead service and
 * the analytics collector read TRUST_PROXY the same way, lead-service/README.md).
 */

// proxy-addr's names for reserved ranges, as the other services accept them.
const RANGES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address as the socket or a header gives it, in plain form (`::ffff:1.2.3.4` → `1.2.3.4`), or null. */
const plainAddress = (raw) => {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().split('%')[0];
  const address = text.toLowerCase().startsWith('::ffff:') && net.isIPv4(text.slice(7)) ? text.slice(7) : text;
  return net.isIP(address) ? address : null;
};

/**
 * A list of addresses, CIDR ranges and range names (`loopback`, `linklocal`, `uniquelocal`), comma-separated,
 * as a matcher `{ has(address), entries }`. Throws on an entry that is none of these. `label` names the setting.
 */
const addressList = (raw, label) => {
  const entries = String(raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new net.BlockList();
  for (const entry of entries) {
    for (const item of RANGES[entry] ?? [entry]) {
      const [address, prefix, extra] = item.split('/');
      const family = net.isIP(address);
      const bits = family === 4 ? 32 : 128;
      if (!family || extra !== undefined || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)))
        throw new Error(`${label}: "${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
  }
  return {
    entries,
    has: (address) => {
      const plain = plainAddress(address);
      return plain !== null && list.check(plain, net.isIPv4(plain) ? 'ipv4' : 'ipv6');
    },
  };
};

/**
 * TRUST_PROXY: unset or `false` → no proxy is believed; a comma-separated list of addresses, CIDR ranges or
 * range names → X-Forwarded-For is believed from those only. `true` (any client could choose its address)
 * and hop counts (they cannot tell a proxy from a client that connects directly) are refused.
 */
const trustedProxies = (raw) => {
  const value = String(raw ?? '').trim();
  if (value === '' || /^(false|no|off|0)$/i.test(value)) return addressList('', 'TRUST_PROXY');
  const fix = 'set the addresses or CIDR ranges of the proxies in front of the CMS, e.g. 127.0.0.1 or 10.0.0.0/8';
  if (/^(true|yes|on)$/i.test(value))
    throw new Error(`TRUST_PROXY=true would let any client choose its address with X-Forwarded-For; ${fix}`);
  if (/^\d+$/.test(value))
    throw new Error(`TRUST_PROXY: a hop count cannot tell a proxy from a client that connects directly; ${fix}`);
  return addressList(value, 'TRUST_PROXY');
};

/**
 * The client of a request: `{ address, unverified }`. From a trusted proxy, the X-Forwarded-For hops are
 * read from the right, skipping trusted proxies, up to the first address that is not one (or the leftmost,
 * when all are); a malformed hop ends the walk at the proxy before it. From any other socket the socket's
 * address, and `unverified` when it sent X-Forwarded-For anyway (a proxy the CMS was not told to trust: its
 * clients cannot be told apart).
 */
const resolveClient = (socketAddress, forwardedFor, trusted) => {
  const peer = plainAddress(socketAddress) ?? String(socketAddress ?? '');
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (!trusted.has(peer)) return { address: peer, unverified: hops.length > 0 };
  let address = peer;
  for (const hop of hops.reverse()) {
    const plain = plainAddress(hop);
    if (plain === null) break;
    address = plain;
    if (!trusted.has(plain)) break;
  }
  return { address, unverified: false };
};

/**
 * A client's limit bucket: its IPv4 address, or its IPv6 /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise take a fresh bucket per address.
 */
const clientKey = (address) => {
  if (!net.isIPv6(address)) return address;
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  // A dotted IPv4 tail counts as two groups.
  const count = (groups) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? left : [...left, ...Array(8 - count(left) - count(right)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

module.exports = { addressList, trustedProxies, resolveClient, clientKey, plainAddress };
