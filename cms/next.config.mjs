import { withPayload } from '@payloadcms/next/withPayload'

/** Next.js hosts nothing but Payload's admin and API (docs/decisions/0008). */
const nextConfig = {
  transpilePackages: ['@aivis/collections', '@aivis/contract'],
  // The admin is for staff; keep build output lean and ignore type errors here (`npm run typecheck` checks them).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
