/** /audit-setup is not indexed by search engines (spec §2). */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />
}
