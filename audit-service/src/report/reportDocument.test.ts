/**
 * The report PDF as a document (report/ReportPdf.tsx, report/markdownPdf.tsx,
 * docs/decisions/0106), read back with pdf.js: a cover with the verdict and the headline figures;
 * the charts; every page numbered; the answers' markdown laid out (tables, lists, emphasis, links),
 * never shown as markup; citation markers as superscripts with the cited URLs as footnotes; and no
 * page ending on a heading. Rendered here on the test's thread (report.test.ts covers the worker
 * thread and the route).
 */
import { describe, expect, it } from 'vitest'
import {
  auditTimeText,
  auditTimeZone,
  severityBanner,
  verdictSummary,
  type AuditResult,
  type CitedSource,
} from '@aivis/contract'
import { makeAuditResult, makeFactCheckedResult } from '@aivis/contract/testing'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { pdfPages, type PdfItem } from '../../test/support/pdf'
import { urlPieces } from './markdownPdf'
import { renderReportPdf } from './ReportPdf'

/** Text without any whitespace: pdf.js splits and joins runs where the layout drew them. */
const squash = (s: string) => s.replace(/\s+/g, '')
const pageText = (items: PdfItem[]) => items.map((i) => i.str).join(' ')
/** Times `needle` occurs in `text`. */
const count = (text: string, needle: string) => text.split(needle).length - 1

/** The pages of `result`'s report as pdf.js reads them. */
const pagesOf = async (result: AuditResult) => pdfPages(await renderReportPdf(result))

const CITATIONS: CitedSource[] = [
  {
    url: 'https://www.healthengine.com.au/dentist/nsw/sydney',
    title: 'Best Dentists in Sydney - HealthEngine',
    domain: 'healthengine.com.au',
  },
  { url: 'https://www.google.com/maps/search/dentist+sydney', title: null, domain: 'google.com' },
  {
    url: 'https://smileco.example/opening-hours/late-nights-and-weekends/sydney-cbd-and-harbour-clinics/booking-and-prices?query=late+opening&utm_source=chatgpt.com',
    title: 'Opening hours',
    domain: 'smileco.example',
  },
]

/** An answer as searching assistants write them: a table, lists, emphasis, links, markers. */
const RICH_ANSWER = `Here are the dentists locals mention most [1][2]:

| Clinic | Rating | Best for | Notes |
|---|:---:|---|---|
| **Smile Co** | 4.8 | Families | Open *late* on Thursdays [3] |
| Bright Teeth | 4.6 | Implants | <b>raw html</b> stays text |

### What to look for

1. **Check reviews**[1]: look at recent ones.
2. *Ask about fees* before booking [2].
   - Some clinics offer payment plans
   - Others bulk-bill [4]
3. Visit [Smile Co](https://smileco.example) or [Bright Teeth](javascript:alert(1)).

- [x] Book a check-up
- [ ] Compare quotes

![tracking pixel](https://pixel.example/p.png)

Sources:
[1] healthengine.com.au – reviews`

/** The fixture with `RICH_ANSWER` as ChatGPT's answer to question 1, with its cited sources. */
function richResult(): AuditResult {
  const result = makeAuditResult()
  const first = result.discovery_queries_results[0].answers[0]
  first.answer = RICH_ANSWER
  first.citations = CITATIONS
  return result
}

describe('the report PDF as a document', () => {
  it('opens with a cover: the business, its market, when, the verdict, its summary and the headline figures', async () => {
    const result = makeAuditResult()
    const pages = await pagesOf(result)
    const cover = pageText(pages[0]).replace(/\s+/g, ' ')
    expect(cover).toContain(result.business_name)
    expect(cover).toContain('dentist in Sydney')
    expect(cover).toContain(auditTimeText(result.created_at, auditTimeZone(result)))
    expect(cover).toContain('Verdict: MODERATE')
    expect(cover).toContain(severityBanner('MODERATE', 'dentist', 'Sydney'))
    expect(squash(cover)).toContain(squash(verdictSummary(result)))
    expect(cover).toContain('Demo mode: these answers come from simulated AI assistants')
    // Mention rate 4 of 20 with its Wilson range (8%–42%), share of voice 4 of 39 names (10%).
    // (The tiles' labels are spaced capitals: compared without case.)
    const tiles = squash(cover).toLowerCase()
    expect(tiles).toContain(
      squash('Mention rate 20% 95% range 8%–42% named in 4 of 20').toLowerCase(),
    )
    expect(tiles).toContain(squash('Share of voice 10%').toLowerCase())
    // The cover is a page of its own: the figures and the answers follow on the next pages.
    expect(cover).not.toContain('The figures')
    expect(cover).not.toContain('What each assistant answered')
    expect(pageText(pages[1])).toContain('The figures')
    // The verdict's title is set larger than the body text.
    const verdict = pages[0].find((i) => i.str.startsWith('Verdict:'))!
    expect(verdict.size).toBeGreaterThan(12)
  })

  it('numbers every page "Page n of m" in its footer', async () => {
    const pages = await pagesOf(makeAuditResult())
    expect(pages.length).toBeGreaterThanOrEqual(3)
    pages.forEach((items, i) =>
      expect(pageText(items)).toContain(`Page ${i + 1} of ${pages.length}`),
    )
  })

  it('charts the mention rate of each assistant and the share of voice beside the top competitors', async () => {
    const text = squash(pageText((await pagesOf(makeAuditResult()))[1]))
    // Each bar's label then its value, in the order of scores.by_assistant and the report model.
    expect(text).toContain(squash('Mention rate by assistant ChatGPT 30% Claude 10%'))
    expect(text).toContain(
      squash(
        'Share of voice Smile Co 51% Bright Teeth 26% Sydney Dental Care 13% Harbour Dental (you) 10%',
      ),
    )
  })

  it("lays out an answer's markdown: table cells, list items once each, emphasis without markup", async () => {
    const pages = await pagesOf(richResult())
    const text = pages.map(pageText).join('\n')
    // No markup left: table pipes and rules, emphasis stars, link and image syntax.
    expect(text).not.toContain('|')
    expect(text).not.toContain('---')
    expect(text).not.toContain('**')
    expect(text).not.toContain('](')
    // The table: its header, then each row's cells in order.
    expect(squash(text)).toContain(squash('Clinic Rating Best for Notes'))
    expect(squash(text)).toContain(squash('Smile Co 4.8 Families Open late on Thursdays 3'))
    expect(squash(text)).toContain(squash('Bright Teeth 4.6 Implants'))
    // The lists: numbered and bulleted, nested, tasks with their boxes; each item once.
    for (const item of [
      'Check reviews',
      'Ask about fees',
      'Some clinics offer payment plans',
      'Others bulk-bill',
      'Book a check-up',
      'Compare quotes',
    ])
      expect(count(text, item)).toBe(1)
    expect(squash(text)).toContain(squash('1. Check reviews 1 : look at recent ones.'))
    expect(squash(text)).toContain(squash('2. Ask about fees before booking 2 .'))
    expect(squash(text)).toContain(squash('3. Visit Smile Co or Bright Teeth.'))
    expect(squash(text)).toContain(squash('[x] Book a check-up [ ] Compare quotes'))
    // The answer's own heading stays in body type, smaller than the question above it.
    const items = pages.flat()
    const heading = items.find((i) => i.str === 'What to look for')!
    const question = items.find((i) => i.str.includes('What is the best dentist in Sydney?'))!
    expect(heading.size).toBeLessThan(question.size)
    // Raw HTML is shown as its text; an image is dropped; a javascript: link is only its words.
    expect(squash(text)).toContain(squash('<b>raw html</b> stays text'))
    expect(text).not.toContain('tracking pixel')
    expect(text).not.toContain('pixel.example')
    expect(text).not.toContain('javascript')
  })

  it("turns citation markers into superscript numbers and lists the cited URLs as the answer's footnotes", async () => {
    const pages = await pagesOf(richResult())
    const text = pages.map(pageText).join('\n')
    // Every marker with a source became a number: left as written only [4] (no fourth source) and
    // the [1] opening a line of the answer's own source list.
    expect(text.match(/\[\^?\d+\]/g)).toEqual(['[4]', '[1]'])
    expect(squash(text)).toContain(squash('mention most 1,2:'))
    // The numbers are raised and smaller than the words they follow.
    const items = pages.flat()
    const words = items.findIndex((i) => i.str.endsWith('mention most'))
    const marker = items[words + 1]
    expect(marker.str).toBe('1')
    expect(marker.size).toBeLessThan(items[words].size)
    expect(marker.y).toBeGreaterThan(items[words].y)
    // The footnotes: each source by its number, with its title and domain and its URL in full.
    expect(squash(text)).toContain(
      squash(
        'Sources cited 1. Best Dentists in Sydney - HealthEngine (healthengine.com.au) https://www.healthengine.com.au/dentist/nsw/sydney',
      ),
    )
    expect(squash(text)).toContain(squash('2. https://www.google.com/maps/search/dentist+sydney'))
    expect(squash(text)).toContain(squash(`3. Opening hours (smileco.example) ${CITATIONS[2].url}`))
  })

  it('never ends a page with a heading: each keeps some of its text on its page', async () => {
    // Answers of many lengths (headings, lists, tables, paragraphs), each question asked three
    // times: headings fall at every height of a page somewhere in the report.
    const result = makeAuditResult()
    for (const q of result.discovery_queries_results) {
      const items = Array.from(
        { length: 2 + ((q.id * 3) % 7) },
        (_, i) => `${i + 1}. **Clinic ${q.id}-${i}**: a dentist in Sydney with late opening hours.`,
      )
      const table =
        q.id % 3 === 0
          ? `\n\n| Clinic | Known for |\n|---|---|\n${items.map((_, i) => `| Clinic ${q.id}-${i} | Families |`).join('\n')}`
          : ''
      const chatgpt = `### Dentists for question ${q.id}\n\n${items.join('\n')}${table}`
      const claude = Array.from(
        { length: 1 + (q.id % 4) },
        () =>
          'Sydney has many well-reviewed dentists, and most offer check-ups, cleaning and whitening; compare a few before you book.',
      ).join('\n\n')
      q.answers = [0, 1, 2].flatMap((sample) => [
        { ...q.answers[0], answer: chatgpt, sample: sample + 1 },
        { ...q.answers[1], answer: claude, sample: sample + 1 },
      ])
    }
    const pages = await pagesOf(result)
    expect(pages.length).toBeGreaterThan(8)
    const headings = [
      'The figures',
      'Your first 3 fixes',
      'Who the assistants named',
      'What each assistant answered',
      'Method',
      'ChatGPT · named you',
      'ChatGPT · did not name you',
      'Claude · named you',
      'Claude · did not name you',
      ...result.discovery_queries_results.flatMap((q) => [
        `${q.id}. ${q.question}`,
        `Dentists for question ${q.id}`,
      ]),
    ].map(squash)
    pages.slice(0, -1).forEach((items, i) => {
      // The page's text above its footer.
      const body = squash(pageText(items.filter((item) => item.y > 40)))
      for (const heading of headings)
        expect(body.endsWith(heading), `page ${i + 1} ends with "${heading}"`).toBe(false)
    })
  }, 60_000)
})

/** Every link of a PDF: the URL each link annotation opens. */
async function linksOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise
  const urls: string[] = []
  for (let i = 1; i <= doc.numPages; i++)
    for (const a of await (await doc.getPage(i)).getAnnotations())
      if (typeof a.url === 'string') urls.push(a.url)
  await doc.destroy()
  return urls
}

describe("the report PDF: 'What the assistants say about you'", () => {
  it('follows the fixes with the summary and each wrong fact, its sources linked', async () => {
    const bytes = await renderReportPdf(makeFactCheckedResult())
    const pages = await pdfPages(bytes)
    const text = squash(pages.map(pageText).join('\n'))
    const at = (s: string) => text.indexOf(squash(s))
    expect(at('What the assistants say about you')).toBeGreaterThan(at('Your first fix'))
    expect(at('Who the assistants named')).toBeGreaterThan(at('What the assistants say about you'))
    expect(text).toContain(
      squash('3 wrong facts in 6 answers that named you; 21 facts were right.'),
    )
    // The most serious first, tagged; then the phone number and the hours.
    expect(text).toContain(
      squash(
        'MOST SERIOUS Trading status · Claude said: “permanently closed” Correct: open Asked: What are the contact details and opening hours of Harbour Dental in Sydney? Where it most likely comes from: yelp.com.au, google.com',
      ),
    )
    expect(text).toContain(
      squash('Phone number · ChatGPT said: “(02) 9555 0124” Correct: +61 2 9555 0123'),
    )
    expect(text).toContain(squash('Where it most likely comes from: healthengine.com.au'))
    expect(text).toContain(squash('Correct: Monday to Friday 08:00–18:00; Saturday 09:00–12:00'))
    expect(at('Trading status')).toBeLessThan(at('Phone number'))
    const links = await linksOf(bytes)
    expect(links).toContain('https://www.yelp.com.au/biz/harbour-dental-sydney')
    expect(links).toContain('https://www.healthengine.com.au/dentist/nsw/sydney/harbour-dental')
  }, 30_000)

  it('is absent without a fact check', async () => {
    const text = (await pagesOf(makeAuditResult())).map(pageText).join('\n')
    expect(text).not.toContain('What the assistants say about you')
  })
})

describe('urlPieces', () => {
  it('cuts a URL after its separators into pieces that join back into it', () => {
    for (const url of CITATIONS.map((c) => c.url)) {
      const pieces = urlPieces(url)
      expect(pieces.join('')).toBe(url)
      for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(28)
    }
    expect(urlPieces('https://a.example/b')).toEqual(['https://a.example/b'])
  })
})
