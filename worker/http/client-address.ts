/**
 * The part of a client's address a rate limit counts (decision 107). An IPv4 address is one client. An IPv6 client
 * is counted by its /64: a subscriber's network is at least that (RFC 6177), and inside it a host picks new addresses
 * at will (privacy extensions), so counting whole addresses would give one client 2^64 allowances. An IPv4 address
 * seen through IPv6 (`::ffff:a.b.c.d`) is that IPv4 client. Anything else, which Cloudflare's `cf-connecting-ip`
 * never is, is counted as it came, cut to 64 characters.
 */
export function rateLimitClient(address: string | undefined): string {
  const text = (address ?? '').trim().toLowerCase();
  if (text === '') return 'unknown';
  if (!text.includes(':')) return text.slice(0, 64);
  const groups = ipv6Groups(text.replace(/%.*$/, ''));
  if (!groups) return text.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail expanded); undefined when it is none. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string | undefined): number[] | undefined => {
    if (!half) return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      const dotted = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(part);
      if (dotted && index === parts.length - 1) {
        const bytes = dotted.slice(1).map(Number);
        if (bytes.some((byte) => byte > 255)) return undefined;
        out.push(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/.test(part)) {
        out.push(Number.parseInt(part, 16));
      } else {
        return undefined;
      }
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : undefined;
}
