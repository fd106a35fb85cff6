// Where a webhook may be sent (finding #1 of issue 20, SSRF): the URL's host is resolved and every address it
// resolves to must be a public unicast address (no loopback, private, link-local incl. cloud metadata, CGNAT,
// multicast, unspecified, reserved, nor IPv6 forms that embed an IPv4 address such as ::ffff:127.0.0.1, NAT64 or
// 6to4). The check runs at registration and again at every delivery (DNS can change), and the delivery connects
// to the very address that was checked, so a rebinding resolver cannot swap it in between.
import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a target was refused (never shown with the address itself). */
export type BlockedReason = 'invalid' | 'protocol' | 'credentials' | 'hostname' | 'unresolvable' | 'private-address';

export class WebhookTargetError extends Error {
  constructor(readonly reason: BlockedReason) {
    super(`webhook target refused: ${reason}`);
    this.name = 'WebhookTargetError';
  }
}

/** A resolved, checked target: connect to `address`, send `Host`/SNI for `hostname`. */
export interface WebhookTarget {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const LOOKUP_TIMEOUT_MS = 3_000;

const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('lookup timeout')), LOOKUP_TIMEOUT_MS);
    dns.lookup(hostname, { all: true, verbatim: true }).then(
      (r) => (clearTimeout(timer), resolve(r)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });

/**
 * Host names refused whatever they resolve to here (cloud metadata endpoints). `localhost` needs no entry: it resolves
 * to a loopback address, which the address check refuses.
 */
const BLOCKED_NAMES = [/^metadata$/, /^metadata\.google\.internal$/, /\.internal$/];

/** The range of an address as ipaddr.js names it; IPv4-mapped IPv6 addresses answer for their IPv4 part. */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range();
}

/** True only for public unicast addresses (IPv4 or IPv6). */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === 'unicast';
}

/**
 * Resolves and checks a webhook URL. With `allowPrivate` (WEBHOOK_ALLOW_PRIVATE=true, development and tests) plain
 * HTTP and private addresses are accepted; the URL must still parse and carry no credentials.
 */
export async function resolveWebhookTarget(
  raw: string,
  opts: { allowPrivate: boolean; lookup?: Lookup },
): Promise<WebhookTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('invalid');
  }
  if (url.protocol !== 'https:' && !(opts.allowPrivate && url.protocol === 'http:'))
    throw new WebhookTargetError('protocol');
  if (url.username || url.password) throw new WebhookTargetError('credentials');
  const hostname = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!hostname) throw new WebhookTargetError('invalid');
  if (!opts.allowPrivate && !net.isIP(hostname) && BLOCKED_NAMES.some((r) => r.test(hostname)))
    throw new WebhookTargetError('hostname');
  let addresses: { address: string; family: number }[];
  if (net.isIP(hostname)) addresses = [{ address: hostname, family: net.isIP(hostname) }];
  else {
    try {
      addresses = await (opts.lookup ?? systemLookup)(hostname);
    } catch {
      throw new WebhookTargetError('unresolvable');
    }
  }
  if (addresses.length === 0) throw new WebhookTargetError('unresolvable');
  // Every address must be public: a name that resolves to one public and one private address is refused, so the
  // choice of address cannot be steered.
  if (!opts.allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
    throw new WebhookTargetError('private-address');
  const chosen = addresses[0];
  return { url, hostname, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
