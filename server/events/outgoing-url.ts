// Where the server may send a request (webhooks, later audit-log streams): https only in
// production (http to a loopback address is allowed outside it, for local receivers), and never
// to a private, link-local or otherwise internal address, checked on the address DNS resolves to
// and pinned for the connection (so a name cannot resolve to a public address for the check and
// to an internal one for the send).
import { BlockList, isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
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
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is checked as the IPv4 address it carries. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export const isLoopback = (address: string) => {
  const { address: bare, family } = plain(address);
  return loopback.check(bare, family);
};

/** Why `address` may not be sent to, or undefined when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | undefined {
  const { address: bare, family } = plain(address);
  if (loopback.check(bare, family))
    return allowLoopback ? undefined : `${address} is a loopback address`;
  if (internal.check(bare, family)) return `${address} is a private or reserved address`;
  return undefined;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why the URL may not be a target (scheme and form only; addresses are checked at send time). */
export function refusedUrl(value: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol !== 'http:') return 'must be an https: URL';
  if (production) return 'must be an https: URL';
  if (!loopbackNames.has(url.hostname) && !/^127\.\d+\.\d+\.\d+$/.test(url.hostname))
    return 'must be an https: URL (http: only to a loopback address outside production)';
  return undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http.request that refuses names resolving to internal addresses. */
export function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const entry of addresses) {
        const reason = refusedAddress(entry.address, allowLoopback);
        if (reason)
          return callback(
            Object.assign(new Error(`Refused: ${hostname}: ${reason}`), { code: 'EREFUSED' }),
            [],
          );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
