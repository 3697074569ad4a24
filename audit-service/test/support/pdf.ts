/**
 * The text of a PDF, for tests (Mozilla's pdf.js, the legacy build for Node):
 * - `pdfText(bytes)` → Promise<string> (each page's text items joined by spaces, pages by newlines);
 * - `pdfPages(bytes)` → Promise<PdfItem[][]>: each page's text items in drawing order, with where
 *   and how large each is drawn (`x`, `y` of its baseline from the page's bottom left, `size` its
 *   font size, in points).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** pdf.js's own copies of the 14 standard fonts (the report uses Helvetica). */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`

/** One run of text as pdf.js reads it. */
export interface PdfItem {
  str: string
  x: number
  y: number
  size: number
}

export async function pdfPages(bytes: Uint8Array): Promise<PdfItem[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise
  const pages: PdfItem[][] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                str: item.str,
                x: item.transform[4],
                y: item.transform[5],
                size: Math.hypot(item.transform[2], item.transform[3]),
              },
            ]
          : [],
      ),
    )
  }
  await doc.destroy()
  return pages
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).map((items) => items.map((i) => i.str).join(' ')).join('\n')
}
