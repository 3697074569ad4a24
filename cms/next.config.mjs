import { withPayload } from '@payloadcms/next/withPayload'

/** Next.js hosts nothing but Payload's admin and API (architecture decision 1). */
const nextConfig = {
  transpilePackages: ['@aivis/collections'],
  // The admin is for staff; keep build output lean and ignore type errors here (`tsc -b` checks them).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
