/** A customer's report is not indexed by search engines (the account's pages are per customer). */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />
}
