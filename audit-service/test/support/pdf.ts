/**
 * The text of a PDF, page by page, for tests (Mozilla's pdf.js, the legacy build for Node):
 * `pdfText(bytes)` → Promise<string> (each page's text items joined by spaces, pages by newlines).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** pdf.js's own copies of the 14 standard fonts (the report uses Helvetica). */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n')
}
