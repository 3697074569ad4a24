/** One schema.org JSON-LD block (lib/structuredData.ts), safe for any CMS text. */
import { jsonLdHtml } from '../lib/structuredData'

export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />
  )
}
