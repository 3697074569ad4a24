/**
 * How a client address is counted by every limit (docs/decisions/0023, 0064): `ipKey(ip)` is the
 * address itself for IPv4 and its /64 for IPv6 (one household or phone holds a whole /64);
 * `networkKey(ip)` → `{ key, family }`, its IPv4 /24 or IPv6 /48. Both are the contract's
 * (`@aivis/contract` network.ts), shared with the CMS's account limits.
 */
export { ipKey, networkKey } from '@aivis/contract'
