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

/**
 * The IPv6 address in the WHATWG URL parser's numeric form (`::127.0.0.1` → `::7f00:1`), the form a connection uses:
 * ipaddr.js reads a dotted tail after `::` as IPv4-mapped, so it must only ever see hex groups.
 */
function numericIPv6(address: string): ipaddr.IPv6 | null {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

/**
 * The IPv4 address an IPv6 address carries and the form that carries it (issue 34): IPv4-compatible `::a.b.c.d`,
 * IPv4-translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002::/16`, Teredo
 * `2001::/32` (the client address, inverted). IPv4-mapped `::ffff:a.b.c.d` is `mapped`. Null for any other address.
 */
export function embeddedIPv4(v6: ipaddr.IPv6): { form: string; ipv4: ipaddr.IPv4 } | null {
  const b = v6.toByteArray();
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (bytes: number[]) => ({ ipv4: new ipaddr.IPv4(bytes) });
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return { form: 'mapped', ...v4(b.slice(12)) };
  if (zero(0, 12) && !zero(12, 15)) return { form: 'ipv4Compatible', ...v4(b.slice(12)) };
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return { form: 'rfc6145', ...v4(b.slice(12)) };
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return { form: 'nat64', ...v4(b.slice(12)) };
  if (b[0] === 0x20 && b[1] === 0x02) return { form: '6to4', ...v4(b.slice(2, 6)) };
  if (b[0] === 0x20 && b[1] === 0x01 && zero(2, 4)) return { form: 'teredo', ...v4(b.slice(12).map((x) => x ^ 0xff)) };
  return null;
}

/**
 * The range of an address as ipaddr.js names it, decided on its numeric value. An IPv4-mapped address answers for its
 * IPv4 part; any other IPv6 form carrying an IPv4 address answers the IPv4 part's range when that is not public (so
 * `::127.0.0.1` is `loopback`), else the form's own name: a translation or tunnel is never a public unicast target.
 */
export function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range();
  const v6 = numericIPv6(address);
  if (!v6) return 'invalid';
  const range = v6.range();
  if (range === 'unspecified' || range === 'loopback') return range;
  const embedded = embeddedIPv4(v6);
  if (!embedded) return range;
  const inner = embedded.ipv4.range();
  if (embedded.form === 'mapped' || inner !== 'unicast') return inner;
  return embedded.form;
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
