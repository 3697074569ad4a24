/**
 * How a client address is counted by the limits of every service (docs/decisions/0064): one
 * household or server holds a whole IPv6 /64, so counting full IPv6 addresses would let one client
 * rotate through 2^64 of them. Used by the audit service's limits and the CMS's sign-in, sign-up
 * and reset limits (docs/decisions/0094).
 *
 * - `ipKey(ip)` → IPv4 as is (also when written IPv4-mapped, `::ffff:1.2.3.4`), IPv6 by its /64
 *   (`2001:db8:77:1::/64`), anything else as given (trimmed, lower case).
 * - `networkKey(ip)` → `{ key, family }`: IPv4 by its /24, IPv6 by its /48; `family` 4, 6 or null.
 *
 * Pure module: no I/O, safe in the browser.
 */

/** The eight 16-bit groups of an IPv6 address (lower case, zone dropped), or null for IPv4. */
function ipv6Groups(bare: string): number[] | null {
  if (!bare.includes(':')) return null
  const [head, tail] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return groups.map((g) => parseInt(g, 16) || 0)
}

/** Lower case, zone (`%eth0`) dropped, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as its IPv4. */
function bareIp(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '').toLowerCase()
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1] ?? bare
}

/** The first `n` groups of an IPv6 address and the prefix length: `2001:db8:0::/48`. */
const v6Prefix = (groups: number[], n: number) =>
  `${groups
    .slice(0, n)
    .map((g) => g.toString(16))
    .join(':')}::/${n * 16}`

/**
 * The key an address is counted under: IPv4 as is (also when written IPv4-mapped, `::ffff:1.2.3.4`),
 * IPv6 by its /64 network (one household or server gets a whole /64), anything else as given.
 */
export function ipKey(ip: string): string {
  const bare = bareIp(ip)
  const groups = ipv6Groups(bare)
  return groups ? v6Prefix(groups, 4) : bare
}

/**
 * The network an address belongs to for the network limits: IPv4 by its /24 (`203.0.113.0/24`),
 * IPv6 by its /48 (`2001:db8:0::/48`, one customer's allocation); anything else as given.
 * `family`: 4 or 6 (which settings apply), null when the address is neither.
 */
export function networkKey(ip: string): { key: string; family: 4 | 6 | null } {
  const bare = bareIp(ip)
  const groups = ipv6Groups(bare)
  if (groups) return { key: v6Prefix(groups, 3), family: 6 }
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare)
  if (v4) return { key: `${Number(v4[1])}.${Number(v4[2])}.${Number(v4[3])}.0/24`, family: 4 }
  return { key: bare, family: null }
}
