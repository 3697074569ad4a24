/** The account's pages are not indexed by search engines (they are per customer). */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />
}
