/**
 * Next.js instrumentation hook: `register()` runs once when the CMS's server starts (`next start`,
 * `next dev`), before it answers requests (docs/decisions/0063).
 *
 * - The configuration is validated (`exitOnInvalidConfig`, src/env.ts): a refused configuration
 *   (development secrets with APP_ENV=production, a malformed variable) is logged and the process
 *   exits with status 1, instead of serving `/healthz` 200 and 500 elsewhere.
 * - Every request gets the TCP peer's address in `x-cms-peer-address` (src/peerAddress.ts), which
 *   the sign-in limit keys on.
 *
 * Node.js runtime only; nothing is done in the edge runtime.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { exitOnInvalidConfig } = await import('./env')
  exitOnInvalidConfig()
  const { installPeerAddressHeader } = await import('./peerAddress')
  installPeerAddressHeader()
}
