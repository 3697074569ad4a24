/**
 * An assistant's answer (GitHub-flavoured markdown) as @react-pdf blocks, for the report PDF
 * (report/ReportPdf.tsx, docs/decisions/0106). The answer is parsed by markdown-to-jsx's `parser`,
 * the library and options (`disableParsingRawHTML`) the results page renders the same answers
 * with, so the PDF reads a table, a list or a link where the page does.
 *
 * - `<MarkdownPdf markdown citations indent? />` → the answer's blocks, as siblings (a fragment of
 *   <View>/<Text>, each `indent` pt from the left; react-pdf keeps a heading with what follows it
 *   only among siblings): paragraphs; tables as ruled rows in a frame (a row never split across
 *   pages, the header row kept with the first row, columns as wide as their text needs);
 *   bulleted, numbered and task lists with their markers and nested indentation; bold, italic,
 *   struck and code text; links as <Link> (http, https and mailto only; any other target is shown
 *   as its words); block quotes and code blocks; headings in bold body type, never as large as the
 *   report's own, keeping `HEADING_KEEP` pt of what follows on their page (`HEADING_HEIGHT`: their
 *   own height, for the report's headings above them). Soft line breaks are spaces, as on the page.
 *   Raw HTML is shown as its text, never interpreted; images are dropped.
 * - Citation markers: `[n]`, `[^n]` and `[n](url)` after a word, where `citations[n - 1]` exists
 *   (the vendor's cited sources, in its order: the order the markers count in), become
 *   superscript numbers linked to that source ("Acme [1][2]:" → "Acme¹,²:"); a marker with no such
 *   source, or one opening a line (a source list's "[1] yelp.com"), stays as written.
 * - `<CitationNotes citations />` → the footnotes the markers refer to, under "Sources cited":
 *   each source numbered from 1 with its title and domain, then its URL in full, linked; nothing
 *   when there are none. `urlPieces(url)` → the URL in the pieces it may break between (react-pdf
 *   adds a hyphen wherever it breaks a word, which would misquote an address).
 *
 * Never throws for any input string: markdown that cannot be parsed or mapped to blocks is shown
 * as its own text in one paragraph.
 */
import { Link, StyleSheet, Text, View, type Styles } from '@react-pdf/renderer'
import type { CitedSource } from '@aivis/contract'
import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx'
import { cloneElement, isValidElement, type ReactNode } from 'react'

type Node = MarkdownToJSX.ASTNode
/** A style of a text block: one style or several, later ones winning. */
type TextStyle = Styles[string] | Styles[string][]

/** Body text size, pt; line heights are in points (a unitless one grows on every page). */
const SIZE = 10
const TABLE_SIZE = 8.5
const INK = '#12142a'
const MUTED = '#565b78'
const RULE = '#c9cde0'
const LINK = '#2840b8'

// Blocks are spaced by their top margins only: react-pdf moves a whole block to the next page when
// only its bottom margin does not fit on this one.
const s = StyleSheet.create({
  p: { fontSize: SIZE, lineHeight: '14pt', marginTop: 4 },
  // Answer headings: body size, bold; the report's question headings (11 pt) stay above them.
  h: { fontSize: SIZE, lineHeight: '14pt', fontFamily: 'Helvetica-Bold', color: INK, marginTop: 6 },
  list: { marginTop: 4 },
  item: { flexDirection: 'row', marginTop: 1 },
  marker: { fontSize: SIZE, lineHeight: '14pt', textAlign: 'right', paddingRight: 4 },
  itemBody: { flex: 1 },
  itemText: { fontSize: SIZE, lineHeight: '14pt' },
  // Rows ruled and framed; a cell is only its text (a text's own borders are drawn unreliably).
  table: { marginTop: 6, borderWidth: 0.5, borderColor: RULE },
  tr: { flexDirection: 'row', borderTopWidth: 0.5, borderTopColor: RULE },
  th: { backgroundColor: '#eef0f7', borderTopWidth: 0 },
  td: { paddingVertical: 2.5, paddingHorizontal: 4 },
  cellText: { fontSize: TABLE_SIZE, lineHeight: '11pt' },
  quote: { borderLeftWidth: 2, borderLeftColor: RULE, paddingLeft: 6, marginTop: 4, color: MUTED },
  code: { backgroundColor: '#f4f5fa', padding: 4, marginTop: 4 },
  codeText: { fontFamily: 'Courier', fontSize: 8.5, lineHeight: '11pt' },
  hr: { borderBottomWidth: 0.5, borderBottomColor: RULE, marginTop: 6, paddingTop: 0 },
  link: { color: LINK, textDecoration: 'none' },
  sup: { verticalAlign: 'super', color: LINK, fontFamily: 'Helvetica' },
  supLink: { textDecoration: 'none' },
  notes: { marginTop: 4 },
  notesTitle: { fontSize: 8, lineHeight: '11pt', color: MUTED, fontFamily: 'Helvetica-Bold' },
  note: { fontSize: 8, lineHeight: '11pt', color: MUTED },
  noteLink: { color: LINK, textDecoration: 'none' },
  noteRow: { flexDirection: 'row' },
  noteBody: { flex: 1 },
  noteUrl: { flexDirection: 'row', flexWrap: 'wrap' },
})

/**
 * Space an answer's heading keeps below it on its page, pt: two lines of a paragraph, or a table's
 * header with its first row (one block).
 */
export const HEADING_KEEP = 44
/** An answer heading's own height with its margin, pt (the report keeps room for it). */
export const HEADING_HEIGHT = 20

/** How markdown-to-jsx reads an answer: as the results page does (web AnswerList MARKDOWN_OPTIONS). */
const PARSE_OPTIONS = { disableParsingRawHTML: true } as const

/** Link targets a reader may follow from the PDF. */
const SAFE_TARGET = /^(?:https?:\/\/|mailto:)/i
const safeTarget = (target: string | null | undefined) =>
  target && SAFE_TARGET.test(target.trim()) ? target.trim() : null

/** The text style marks in effect where an inline node is laid out. */
interface Marks {
  bold: boolean
  italic: boolean
  code: boolean
  strike: boolean
}

/** What inline nodes are laid out with: marks, the answer's sources, the font size, a link around. */
interface InlineContext {
  marks: Marks
  citations: readonly CitedSource[]
  size: number
  inLink: boolean
}

/** What block nodes are laid out with: the answer's sources and how deep in lists. */
interface BlockContext {
  citations: readonly CitedSource[]
  listDepth: number
}

const PLAIN: Marks = { bold: false, italic: false, code: false, strike: false }

/** One of the PDF's 14 standard fonts for `marks`. */
function fontOf(m: Marks): string {
  if (m.code) return m.bold ? 'Courier-Bold' : 'Courier'
  if (m.bold && m.italic) return 'Helvetica-BoldOblique'
  if (m.bold) return 'Helvetica-Bold'
  if (m.italic) return 'Helvetica-Oblique'
  return 'Helvetica'
}

const INLINE_TYPES = new Set<number>([
  RuleType.text,
  RuleType.textFormatted,
  RuleType.codeInline,
  RuleType.link,
  RuleType.image,
  RuleType.breakLine,
  RuleType.footnoteReference,
  RuleType.gfmTask,
  RuleType.htmlSelfClosing,
  RuleType.htmlComment,
])
const isInline = (n: Node) => INLINE_TYPES.has(n.type)

/** The text of `nodes` without markup (for column widths). */
function plainText(nodes: readonly Node[]): string {
  return nodes
    .map((n) => {
      if ('children' in n && Array.isArray(n.children)) return plainText(n.children)
      if (n.type === RuleType.text || n.type === RuleType.codeInline) return n.text
      return ''
    })
    .join('')
}

/** Raw HTML as the reader should see it: its source text. */
function htmlText(n: Node): string {
  if (n.type === RuleType.htmlComment) return `<!--${n.text}-->`
  if (n.type === RuleType.htmlSelfClosing) return n._rawOuter ?? `<${n.tag} />`
  if (n.type === RuleType.htmlBlock)
    return n._rawOuter ?? `${n._rawOpen ?? `<${n.tag}>`}${n.text ?? ''}${n._rawClose ?? ''}`
  return ''
}

/** A run of citation markers with the blanks before it: "[1][2]", " [^3]", " [4]". */
const MARKER_RUN = /[ \t]*(?:\[\^?\d{1,3}\])+/g

/** A superscript's size: 70% of the text it sits in. */
const supSize = (ctx: InlineContext) => Math.round(ctx.size * 7) / 10

/** The superscript of source `n` (1-based) of `ctx`, linked to it; null when there is none. */
function superscript(n: number, ctx: InlineContext, key: string): ReactNode | null {
  const source = ctx.citations[n - 1]
  if (!source) return null
  const href = safeTarget(source.url)
  const sup = <Text style={[s.sup, { fontSize: supSize(ctx) }]}>{String(n)}</Text>
  // The link around the raised text: a raised <Link> itself is drawn on the baseline.
  return href ? (
    <Link key={key} src={href} style={s.supLink}>
      {sup}
    </Link>
  ) : (
    <Text key={key}>{sup}</Text>
  )
}

/**
 * A text node's words with its citation markers as superscripts (see module doc). `blockStart`:
 * the node opens its block, so a marker at its very start opens a line.
 */
function textWithMarkers(
  text: string,
  ctx: InlineContext,
  key: string,
  blockStart: boolean,
): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  const push = (words: string) => {
    // Soft line breaks read as spaces, as on the results page.
    const flat = words.replace(/[ \t]*\n[ \t]*/g, ' ')
    if (flat) out.push(flat)
  }
  if (ctx.inLink || ctx.citations.length === 0) {
    push(text)
    return out
  }
  for (const m of text.matchAll(MARKER_RUN)) {
    const at = m.index
    const before = text.slice(0, at)
    const opensLine = /(?:^|\n)[ \t]*$/.test(before) && (blockStart || before.includes('\n'))
    if (opensLine) continue
    const numbers = [...m[0].matchAll(/\[\^?(\d{1,3})\]/g)].map((x) => Number(x[1]))
    if (!numbers.some((n) => ctx.citations[n - 1])) continue
    push(text.slice(last, at))
    numbers.forEach((n, i) => {
      const sup = superscript(n, ctx, `${key}-m${at}-${i}`)
      if (i > 0 && sup && ctx.citations[numbers[i - 1] - 1])
        out.push(
          <Text key={`${key}-c${at}-${i}`} style={[s.sup, { fontSize: supSize(ctx) }]}>
            ,
          </Text>,
        )
      out.push(sup ?? `[${n}]`)
    })
    last = at + m[0].length
  }
  push(text.slice(last))
  return out
}

/**
 * Inline `nodes` as text runs (strings and nested <Text>/<Link>). `blockStart`: the nodes open
 * their block (a paragraph, a cell, a list item's words).
 */
function inline(
  nodes: readonly Node[],
  ctx: InlineContext,
  key: string,
  blockStart = false,
): ReactNode[] {
  const out: ReactNode[] = []
  nodes.forEach((n, i) => {
    const k = `${key}.${i}`
    const first = blockStart && i === 0
    switch (n.type) {
      case RuleType.text:
        out.push(...textWithMarkers(n.text, ctx, k, first))
        break
      case RuleType.textFormatted: {
        const tag = n.tag.toLowerCase()
        const marks: Marks = {
          ...ctx.marks,
          bold: ctx.marks.bold || tag === 'strong' || tag === 'b',
          italic: ctx.marks.italic || tag === 'em' || tag === 'i',
          strike: ctx.marks.strike || tag === 'del' || tag === 's' || tag === 'strike',
          code: ctx.marks.code || tag === 'code',
        }
        const children = inline(n.children, { ...ctx, marks }, k, first)
        if (children.length)
          out.push(
            <Text
              key={k}
              style={{
                fontFamily: fontOf(marks),
                ...(marks.strike ? { textDecoration: 'line-through' as const } : {}),
              }}
            >
              {children}
            </Text>,
          )
        break
      }
      case RuleType.codeInline:
        if (n.text)
          out.push(
            <Text key={k} style={{ fontFamily: fontOf({ ...ctx.marks, code: true }) }}>
              {n.text}
            </Text>,
          )
        break
      case RuleType.link: {
        const label = plainText(n.children).trim()
        if (!ctx.inLink && /^\d{1,3}$/.test(label)) {
          const sup = superscript(Number(label), ctx, k)
          if (sup) {
            // "Acme [3](https://…)": the blank before the marker goes with it.
            const prev = out.at(-1)
            if (typeof prev === 'string') out[out.length - 1] = prev.replace(/[ \t]+$/, '')
            out.push(sup)
            break
          }
        }
        const children = inline(n.children, { ...ctx, inLink: true }, k)
        if (!children.length) break
        const href = safeTarget(n.target)
        out.push(
          href && !ctx.inLink ? (
            <Link key={k} src={href} style={s.link}>
              {children}
            </Link>
          ) : (
            <Text key={k}>{children}</Text>
          ),
        )
        break
      }
      case RuleType.footnoteReference: {
        const n2 = /^\d{1,3}$/.test(n.text) ? superscript(Number(n.text), ctx, k) : null
        out.push(n2 ?? `[^${n.text}]`)
        break
      }
      case RuleType.breakLine:
        out.push('\n')
        break
      case RuleType.gfmTask:
        out.push(n.completed ? '[x]' : '[ ]')
        break
      case RuleType.image:
        // Dropped: a PDF fetches nothing, and an answer's image may be a tracking pixel.
        break
      case RuleType.htmlSelfClosing:
      case RuleType.htmlComment:
      case RuleType.htmlBlock:
        out.push(htmlText(n))
        break
      default:
        if ('children' in n && Array.isArray(n.children))
          out.push(...inline(n.children, ctx, k, first))
    }
  })
  return out
}

/** A text block of inline `nodes` in `style`, or null when they show nothing. */
function paragraph(
  nodes: readonly Node[],
  citations: readonly CitedSource[],
  key: string,
  style: TextStyle,
  size = SIZE,
): ReactNode {
  const runs = inline(nodes, { marks: PLAIN, citations, size, inLink: false }, key, true)
  if (!runs.some((r) => (typeof r === 'string' ? r.trim() !== '' : true))) return null
  return (
    <Text key={key} style={style}>
      {runs}
    </Text>
  )
}

/** A table cell: its inline nodes as one text block (one layout node, not a box around a text). */
function cell(nodes: readonly Node[], ctx: BlockContext, style: TextStyle, key: string) {
  const runs = inline(
    nodes,
    { marks: PLAIN, citations: ctx.citations, size: TABLE_SIZE, inLink: false },
    key,
    true,
  )
  return (
    <Text key={key} style={style}>
      {runs.length ? runs : ' '}
    </Text>
  )
}

/** Flex weights of a table's columns: as wide as their longest text needs, within limits. */
function columnWeights(table: MarkdownToJSX.TableNode): number[] {
  const rows = [table.header, ...table.cells]
  const columns = Math.max(...rows.map((r) => r.length))
  return Array.from({ length: columns }, (_, c) =>
    Math.min(28, Math.max(4, ...rows.map((r) => plainText(r[c] ?? []).trim().length))),
  )
}

/** A GFM table as ruled rows of cells in a frame (see module doc). */
function table(n: MarkdownToJSX.TableNode, ctx: BlockContext, key: string): ReactNode {
  const weights = columnWeights(n)
  const row = (cells: Node[][], header: boolean, r: number) => (
    <View key={`${key}-r${r}`} style={header ? [s.tr, s.th] : s.tr} wrap={false}>
      {weights.map((w, c) =>
        cell(
          cells[c] ?? [],
          ctx,
          [
            s.cellText,
            s.td,
            { textAlign: n.align[c] ?? 'left', flexGrow: w, flexShrink: 1, flexBasis: 0 },
            header ? { fontFamily: 'Helvetica-Bold' } : {},
          ],
          `${key}-r${r}c${c}`,
        ),
      )}
    </View>
  )
  const rows = [
    ...(n.header.length > 0 ? [row(n.header, true, 0)] : []),
    ...n.cells.map((cells, r) => row(cells, false, r + 1)),
  ]
  return (
    <View key={key} style={s.table}>
      {/* The header never ends a page alone: it and the first row are one block. */}
      <View wrap={false}>{rows.slice(0, 2)}</View>
      {rows.slice(2)}
    </View>
  )
}

/** The markers of a list: "•" (nested "–"), or its numbers from `start`. */
function listMarkers(
  n: MarkdownToJSX.OrderedListNode | MarkdownToJSX.UnorderedListNode,
  depth: number,
) {
  if (n.type === RuleType.orderedList) {
    const start = n.start ?? 1
    return n.items.map((_, i) => `${start + i}.`)
  }
  return n.items.map(() => (depth === 0 ? '•' : '–'))
}

/** `nodes` without the blank text a task box leaves before the item's words. */
function dropLeadingBlank(nodes: Node[]): Node[] {
  const first = nodes[0]
  return first?.type === RuleType.text && first.text.trim() === '' ? nodes.slice(1) : nodes
}

/** A bulleted or numbered list, each item's text beside its marker, nested lists indented. */
function list(
  n: MarkdownToJSX.OrderedListNode | MarkdownToJSX.UnorderedListNode,
  ctx: BlockContext,
  key: string,
): ReactNode {
  // A task item's box is its marker: "[x]" or "[ ]" in place of the bullet.
  const markers = listMarkers(n, ctx.listDepth).map((m, i) => {
    const task = n.items[i][0]
    return task?.type === RuleType.gfmTask ? (task.completed ? '[x]' : '[ ]') : m
  })
  const width = 6 + 5.6 * Math.max(...markers.map((m) => m.length))
  return (
    <View key={key} style={ctx.listDepth === 0 ? s.list : undefined}>
      {n.items.map((item, i) => {
        const content = item[0]?.type === RuleType.gfmTask ? dropLeadingBlank(item.slice(1)) : item
        const short =
          plainText(item).length < 240 &&
          !item.some((c) => c.type === RuleType.orderedList || c.type === RuleType.unorderedList)
        return (
          <View key={`${key}-i${i}`} style={s.item} wrap={!short}>
            <Text style={[s.marker, { width }]}>{markers[i]}</Text>
            {content.every(isInline) ? (
              // A tight item's words: one text block beside the marker (fewer layout nodes).
              (paragraph(content, ctx.citations, `${key}-i${i}`, [s.itemText, s.itemBody]) ?? (
                <Text style={[s.itemText, s.itemBody]}> </Text>
              ))
            ) : (
              <View style={s.itemBody}>
                {blocks(
                  content,
                  { ...ctx, listDepth: ctx.listDepth + 1 },
                  `${key}-i${i}`,
                  s.itemText,
                )}
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}

/**
 * Block `nodes` as <View>/<Text>; runs of inline nodes among them (a tight list item's text)
 * become one text block in `inlineStyle`.
 */
function blocks(
  nodes: readonly Node[],
  ctx: BlockContext,
  key: string,
  inlineStyle: TextStyle = s.p,
): ReactNode[] {
  const out: ReactNode[] = []
  let run: Node[] = []
  const flush = () => {
    if (run.length) out.push(paragraph(run, ctx.citations, `${key}-t${out.length}`, inlineStyle))
    run = []
  }
  nodes.forEach((n, i) => {
    if (isInline(n)) {
      run.push(n)
      return
    }
    flush()
    const k = `${key}-${i}`
    switch (n.type) {
      case RuleType.paragraph:
        out.push(paragraph(n.children, ctx.citations, k, s.p))
        break
      case RuleType.heading:
        out.push(
          <Text key={k} style={s.h} minPresenceAhead={HEADING_KEEP}>
            {inline(
              n.children,
              {
                marks: { ...PLAIN, bold: true },
                citations: ctx.citations,
                size: SIZE,
                inLink: false,
              },
              k,
              true,
            )}
          </Text>,
        )
        break
      case RuleType.table:
        out.push(table(n, ctx, k))
        break
      case RuleType.orderedList:
      case RuleType.unorderedList:
        out.push(list(n, ctx, k))
        break
      case RuleType.blockQuote:
        out.push(
          <View key={k} style={s.quote}>
            {blocks(n.children, ctx, k)}
          </View>,
        )
        break
      case RuleType.codeBlock:
        out.push(
          <View key={k} style={s.code}>
            <Text style={s.codeText}>{n.text}</Text>
          </View>,
        )
        break
      case RuleType.breakThematic:
        out.push(<View key={k} style={s.hr} />)
        break
      case RuleType.htmlBlock:
        out.push(
          <Text key={k} style={s.p}>
            {htmlText(n)}
          </Text>,
        )
        break
      case RuleType.frontmatter:
        out.push(
          <Text key={k} style={s.p}>
            {n.text}
          </Text>,
        )
        break
      default:
      // Reference and footnote definitions: read by the parser, shown nowhere.
    }
  })
  flush()
  return out.filter((b) => b !== null)
}

/** See module doc. */
export function MarkdownPdf({
  markdown,
  citations = [],
  indent = 0,
}: {
  markdown: string
  citations?: readonly CitedSource[]
  /** Left margin of every block, pt. */
  indent?: number
}) {
  let laidOut: ReactNode[] | null = null
  try {
    laidOut = blocks(parser(markdown, PARSE_OPTIONS), { citations, listDepth: 0 }, 'md')
  } catch {
    laidOut = null
  }
  if (laidOut === null)
    laidOut = [
      <Text key="md" style={s.p}>
        {markdown}
      </Text>,
    ]
  // The blocks are the caller's children, not one box: a heading among them keeps its text on
  // its page (react-pdf honours minPresenceAhead only after an earlier sibling in one container).
  if (indent === 0) return <>{laidOut}</>
  return (
    <>
      {laidOut.map((b) =>
        isValidElement<{ style?: TextStyle }>(b)
          ? cloneElement(b, { style: [...flatStyle(b.props.style), { marginLeft: indent }] })
          : b,
      )}
    </>
  )
}

/** `style` as a list of styles. */
const flatStyle = (style: TextStyle | undefined): Styles[string][] =>
  style === undefined ? [] : Array.isArray(style) ? style : [style]

/**
 * `url` in pieces of at most about `max` characters, cut after its separators (/ ? & = # -): laid
 * side by side in a wrapping row, a long URL breaks between pieces, never with a hyphen added
 * (react-pdf adds one wherever it breaks a word).
 */
export function urlPieces(url: string, max = 28): string[] {
  const parts = url.split(/(?<=[/?&=#-])/)
  const pieces: string[] = []
  for (const part of parts) {
    for (let i = 0; i < part.length; i += max) {
      const bit = part.slice(i, i + max)
      const last = pieces.length - 1
      if (last >= 0 && pieces[last].length + bit.length <= max) pieces[last] += bit
      else pieces.push(bit)
    }
  }
  return pieces
}

/** See module doc. */
export function CitationNotes({ citations }: { citations: readonly CitedSource[] }) {
  if (citations.length === 0) return null
  const width = 6 + 4.5 * String(citations.length).length
  return (
    <View style={s.notes}>
      {citations.map((c, i) => {
        const href = safeTarget(c.url)
        const address = (
          <View style={s.noteUrl}>
            {urlPieces(c.url).map((piece, p) => (
              <Text key={p} style={href ? [s.note, s.noteLink] : s.note}>
                {piece}
              </Text>
            ))}
          </View>
        )
        const note = (
          <View key={`${i}-${c.url}`} style={s.noteRow} wrap={false}>
            <Text style={[s.note, { width }]}>{`${i + 1}.`}</Text>
            <View style={s.noteBody}>
              {c.title && (
                <Text style={s.note}>
                  {c.title} ({c.domain})
                </Text>
              )}
              {href ? <Link src={href}>{address}</Link> : address}
            </View>
          </View>
        )
        // The title never ends a page alone: it and the first source are one block.
        return i > 0 ? (
          note
        ) : (
          <View key="first" wrap={false}>
            <Text style={s.notesTitle}>Sources cited</Text>
            {note}
          </View>
        )
      })}
    </View>
  )
}
