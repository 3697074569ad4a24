/** A shared report is not indexed by search engines (its address is a private link). */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />
}
