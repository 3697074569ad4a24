import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Security headers of the admin and API (docs/decisions/0045): the admin cannot be framed by
 * any site (`X-Frame-Options: DENY` and CSP `frame-ancestors 'none'`), no MIME sniffing, referrers
 * only as origins to other sites, and HSTS when APP_ENV=production.
 */
const securityHeaders = [
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Content-Security-Policy',
    value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ...(process.env.APP_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
]

/**
 * Uploaded files as the CMS serves them (`/api/media/file/*`): a CSP that runs nothing, as the
 * site's `/media` sends (web/server/media.server.ts), so an uploaded SVG opened from the admin's
 * host cannot run a script there. Later rules win in Next.js: this one replaces the CSP above.
 */
const uploadHeaders = [
  {
    key: 'Content-Security-Policy',
    value: "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
  },
]

/** Next.js hosts nothing but Payload's admin and API (docs/decisions/0008). */
const nextConfig = {
  transpilePackages: ['@aivis/collections', '@aivis/contract'],
  // The admin is for staff; keep build output lean and ignore type errors here (`npm run typecheck` checks them).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/media/file/:path*', headers: uploadHeaders },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
