/** A staff view of a report is not indexed by search engines (its address holds a token). */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />
}
