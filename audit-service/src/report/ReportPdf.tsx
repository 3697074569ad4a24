/**
 * The audit report as a PDF (a customer's report, docs/decisions/0074, shared by a private link:
 * 0078), built with @react-pdf/renderer as a document (docs/decisions/0106):
 * - a cover page: the business, its market and website, when it ran (in the market's own zone), the
 *   demo-mode note for simulated answers, the verdict (spec §4 banner text, in the severity's
 *   colour) and its summary in words (the report model, docs/decisions/0105), and the headline
 *   figures (mention rate with its 95% range, share of voice);
 * - the figures overall and per assistant, with two bar charts (mention rate per assistant with its
 *   95% range; share of voice of the business beside its top competitors), the first fixes
 *   (`fixesOf`: those made with the result, the results email's), then, when the audit had the
 *   owner's facts, 'What the assistants say about you' (the report model's `facts`: the summary,
 *   each wrong fact with its kind, assistant, quote, right value, question and the domains its
 *   answer cited, linked; a closure tagged 'Most serious' in red), every business the assistants
 *   named, the cited domains, whether each assistant knows the business;
 * - every assistant's answer to every question, its markdown laid out (report/markdownPdf.tsx:
 *   tables, lists, emphasis, links; citation markers as superscripts with the cited sources as
 *   footnotes), the sources it named, and the method.
 * Headings keep some of their text on their page (`minPresenceAhead`), fixes, chart and table rows
 * are never split, text keeps two lines either side of a page break, and every page has a footer
 * "Page n of m". Line heights are in points: a unitless one (or one on the <Page>) is scaled again on
 * every page react-pdf lays out, which broke long reports once the footer counted pages.
 *
 * `renderReportPdf(result)` → Promise<Buffer> (a PDF 1.3 document, A4). Throws what the renderer
 * throws (a result that passed `auditResultSchema` renders).
 */
import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import {
  MOST_SERIOUS,
  SIMULATED_NOTICE,
  firstFixesHeading,
  TOP_COMPETITORS,
  auditTimeText,
  auditTimeZone,
  reportModel,
  type AuditResult,
  type Rate,
  type ReportFacts,
  type ReportModel,
  type Severity,
} from '@aivis/contract'
import { Fragment } from 'react'
import removeMarkdown from 'remove-markdown'
import { fixesOf } from '../engine/fixes'
import { CitationNotes, HEADING_HEIGHT, HEADING_KEEP, MarkdownPdf } from './markdownPdf'

const INK = '#12142a'
const MUTED = '#565b78'
const RULE = '#d9dcea'
const ACCENT = '#3346c4'
/** A wrong fact's edge, and the most serious one's (a closure) in red. */
const WARN_EDGE = '#d69e2e'
const DANGER = '#b42318'
/** How far an answer is indented under its question, pt. */
const ANSWER_INDENT = 12

/**
 * The verdict banner's colours per severity (spec §4: LOW red, MODERATE amber, STRONG green;
 * INCONCLUSIVE neutral, as on the results page).
 */
const SEVERITY_COLOURS: Record<Severity, { ink: string; fill: string; edge: string }> = {
  LOW: { ink: '#9b1c1c', fill: '#fdf0f0', edge: '#d64545' },
  MODERATE: { ink: '#8a5a00', fill: '#fdf6e7', edge: '#d69e2e' },
  STRONG: { ink: '#166534', fill: '#eefaf2', edge: '#2f9e5b' },
  INCONCLUSIVE: { ink: INK, fill: '#f4f5fa', edge: '#8b90ab' },
}

// Line heights in points only (see module doc): never unitless, never on the <Page>.
const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingHorizontal: 40,
    paddingBottom: 52,
    fontSize: 10,
    fontFamily: 'Helvetica',
    color: INK,
  },
  body: { lineHeight: '14pt' },
  eyebrow: {
    fontSize: 9,
    lineHeight: '12pt',
    color: MUTED,
    textTransform: 'uppercase',
    letterSpacing: 1,
  },
  muted: { color: MUTED },
  h2: {
    fontSize: 14,
    lineHeight: '18pt',
    fontFamily: 'Helvetica-Bold',
    marginTop: 18,
    marginBottom: 6,
  },
  h3: {
    fontSize: 11,
    lineHeight: '15pt',
    fontFamily: 'Helvetica-Bold',
    marginTop: 10,
    marginBottom: 3,
  },
  h4: { fontSize: 10, lineHeight: '14pt', fontFamily: 'Helvetica-Bold', marginTop: 8 },
  bold: { fontFamily: 'Helvetica-Bold' },
  notice: {
    marginTop: 14,
    padding: 8,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: '#b7791f',
    borderRadius: 6,
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingVertical: 3,
  },
  cell: { flex: 1 },
  wide: { flex: 2 },
  // An answer sits under its question, indented: its assistant, its blocks, its sources.
  answerHead: { marginLeft: ANSWER_INDENT, marginTop: 6 },
  answerPart: { marginLeft: ANSWER_INDENT },
  small: { fontSize: 8, lineHeight: '11pt', color: MUTED },
  // Footer lines have a fixed height: an auto-height one at `bottom` drifts on long documents.
  footer: { position: 'absolute', bottom: 22, height: 12, fontSize: 8, color: MUTED },
  footerText: { left: 40, right: 130, lineHeight: '10pt' },
  // No line height here: react-pdf draws nothing of a `render` text that has one.
  pageNumber: { right: 40, width: 80, textAlign: 'right' },
  // Cover
  coverTitle: {
    fontSize: 30,
    lineHeight: '36pt',
    fontFamily: 'Helvetica-Bold',
    marginTop: 10,
    marginBottom: 8,
  },
  coverMarket: { fontSize: 12, lineHeight: '17pt', color: MUTED },
  verdict: { marginTop: 18, padding: 12, borderWidth: 1, borderLeftWidth: 5, borderRadius: 4 },
  verdictHead: { fontSize: 16, lineHeight: '21pt', fontFamily: 'Helvetica-Bold' },
  verdictText: { fontSize: 11, lineHeight: '15pt', marginTop: 2 },
  summary: { fontSize: 11, lineHeight: '16pt', marginTop: 12 },
  tiles: { flexDirection: 'row', marginTop: 22 },
  tile: {
    flex: 1,
    padding: 12,
    borderWidth: 1,
    borderColor: RULE,
    borderRadius: 6,
  },
  tileLabel: {
    fontSize: 9,
    lineHeight: '12pt',
    color: MUTED,
    textTransform: 'uppercase',
    letterSpacing: 1,
  },
  tileFigure: { fontSize: 30, lineHeight: '36pt', fontFamily: 'Helvetica-Bold', marginTop: 2 },
  tileNote: { fontSize: 9, lineHeight: '12pt', color: MUTED },
  // Charts
  chart: { marginTop: 6, marginBottom: 4 },
  bar: { flexDirection: 'row', alignItems: 'center', marginVertical: 2.5 },
  barLabel: { width: 150, fontSize: 9, lineHeight: '12pt', paddingRight: 6 },
  track: { flex: 1, height: 11, backgroundColor: '#eef0f7', position: 'relative' },
  barValue: { width: 44, fontSize: 9, lineHeight: '12pt', textAlign: 'right' },
  // Fact check: one block per wrong fact, its edge amber (red for the most serious).
  fact: { marginTop: 8, paddingLeft: 8, borderLeftWidth: 3, borderLeftColor: WARN_EDGE },
  serious: { borderLeftColor: DANGER },
  seriousTag: { fontFamily: 'Helvetica-Bold', color: DANGER, fontSize: 8, letterSpacing: 0.5 },
  quote: { fontFamily: 'Helvetica-Oblique' },
  link: { color: ACCENT, textDecoration: 'none' },
  sources: { flexDirection: 'row', flexWrap: 'wrap' },
  piece: { marginRight: 3 },
})

/** A fix's text: its markdown emphasis dropped. */
const plainInline = (markdown: string) => removeMarkdown(markdown)
const percent = (v: number) => `${Math.round(v * 100)}%`
const range = (r: Rate) =>
  r.n > 0
    ? `${percent(r.value)} (95% range ${percent(r.low)}–${percent(r.high)})`
    : percent(r.value)

/** The report's title line: what a reader sees first and a PDF reader shows as its title. */
export const reportTitle = (r: Pick<AuditResult, 'business_name'>) =>
  `AI Visibility Report: ${r.business_name}`

// Space a heading keeps below it on its page (minPresenceAhead, pt): at least what follows it
// needs. A heading followed by another heading keeps that one's height plus the space that one
// keeps, or the first would be left alone at a page's foot when the second moves on.
/** Below an assistant's name: an answer heading and what it keeps, or two lines or a table's head. */
const KEEP_LINE = HEADING_HEIGHT + HEADING_KEEP
/** Below a question: the first assistant's name (6 pt above it, 14 pt high) and what it keeps. */
const KEEP_H3 = 20 + KEEP_LINE + 4
/** Below a section's heading: its first block (a fix: about 70 pt), or a question and what it keeps. */
const KEEP_H2 = Math.max(72, 28 + KEEP_H3)

/** One bar of a chart: a value 0..1, its label, and optionally its 95% range. */
interface Bar {
  label: string
  value: number
  valueLabel: string
  low?: number
  high?: number
  /** The audited business: its bar in the accent colour, its label in bold. */
  business?: boolean
  /** Drawn in the accent colour (else a muted one). */
  accent?: boolean
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v))
const pctWidth = (v: number) => `${(clamp01(v) * 100).toFixed(2)}%`

/**
 * A horizontal bar chart of `bars` (values 0..1 of the same full scale) under its `title`, drawn
 * with Views: one block, never split across pages. A bar's 95% range, when given, is a thin line
 * across it.
 */
function BarChart({ title, bars, legend }: { title: string; bars: Bar[]; legend?: string }) {
  return (
    <View style={s.chart} wrap={false}>
      <Text style={s.h4}>{title}</Text>
      {bars.map((b) => (
        <View key={b.label} style={s.bar}>
          <Text style={[s.barLabel, b.business ? s.bold : {}]}>{b.label}</Text>
          <View style={s.track}>
            <View
              style={{
                position: 'absolute',
                left: 0,
                top: 0,
                height: 11,
                width: pctWidth(b.value),
                backgroundColor: b.business || b.accent ? ACCENT : '#9aa3c7',
              }}
            />
            {b.low !== undefined && b.high !== undefined && (
              <View
                style={{
                  position: 'absolute',
                  top: 4.75,
                  height: 1.5,
                  left: pctWidth(b.low),
                  width: pctWidth(b.high - b.low),
                  backgroundColor: INK,
                }}
              />
            )}
          </View>
          <Text style={[s.barValue, b.business ? s.bold : {}]}>{b.valueLabel}</Text>
        </View>
      ))}
      {legend && <Text style={[s.small, { marginTop: 2 }]}>{legend}</Text>}
    </View>
  )
}

/** Mention rate per assistant (`scores.by_assistant`), with its 95% range. */
function mentionBars(result: AuditResult): Bar[] {
  return result.scores.by_assistant.map((a) => {
    const r = a.metrics.mention_rate
    const answered = a.answers > 0
    return {
      label: answered ? a.assistant_name : `${a.assistant_name} (no answers)`,
      value: answered ? r.value : 0,
      valueLabel: answered ? percent(r.value) : '–',
      ...(answered && r.n > 0 ? { low: r.low, high: r.high } : {}),
      accent: true,
    }
  })
}

/**
 * Share of voice of the business beside its top competitors: the report model's ranking
 * (`competitors`), its first `TOP_COMPETITORS` competitors and the business where it ranks (last,
 * at its own share, when no answer named it).
 */
function voiceBars(model: ReportModel, result: AuditResult): Bar[] {
  const rivals = model.competitors.filter((c) => !c.isBusiness).slice(0, TOP_COMPETITORS)
  const shown = model.competitors.filter((c) => c.isBusiness || rivals.includes(c))
  const rows = shown.some((c) => c.isBusiness)
    ? shown
    : [
        ...shown,
        {
          name: result.business_name,
          answers: 0,
          share: result.scores.share_of_voice,
          isBusiness: true,
        },
      ]
  return rows.map((c) => ({
    label: c.isBusiness ? `${c.name} (you)` : c.name,
    value: c.share,
    valueLabel: percent(c.share),
    business: c.isBusiness,
  }))
}

/**
 * 'What the assistants say about you': the summary, then each wrong fact as a block never split
 * across pages: its kind (and 'MOST SERIOUS' in red for a closure), who said it and the quote, the
 * right value, the question, and the domains the answer cited, each linked to what it cited.
 */
function FactCheckSection({ facts }: { facts: ReportFacts }) {
  return (
    <>
      <Text style={s.h2} minPresenceAhead={KEEP_H2}>
        {facts.heading}
      </Text>
      <Text style={facts.wrong.length ? s.bold : undefined}>{facts.summary}</Text>
      {facts.wrong.map((f, i) => (
        <View
          key={`${f.kind}-${f.assistant}-${i}`}
          style={[s.fact, f.mostSerious ? s.serious : {}]}
          wrap={false}
        >
          {f.mostSerious && <Text style={s.seriousTag}>{MOST_SERIOUS.toUpperCase()}</Text>}
          <Text>
            <Text style={s.bold}>{f.label}</Text> · {f.assistant} said:{' '}
            <Text style={s.quote}>“{f.stated}”</Text>
          </Text>
          {f.expected && (
            <Text>
              Correct: <Text style={s.bold}>{f.expected}</Text>
            </Text>
          )}
          <Text style={s.small}>Asked: {f.question}</Text>
          {f.sources.length > 0 && (
            // Each domain a piece of its own: a line breaks between domains, never inside one
            // (react-pdf would hyphenate a domain it breaks).
            <View style={s.sources}>
              <Text style={[s.small, s.piece]}>Where it most likely comes from:</Text>
              {f.sources.map((src, j) => (
                <Link key={src.domain} src={src.url} style={[s.small, s.link, s.piece]}>
                  {`${src.domain}${j < f.sources.length - 1 ? ',' : ''}`}
                </Link>
              ))}
            </View>
          )}
        </View>
      ))}
    </>
  )
}

/** The footer of every page: the report's title and when, and "Page n of m". */
function Footer({ text }: { text: string }) {
  return (
    <>
      <Text style={[s.footer, s.footerText]} fixed>
        {text}
      </Text>
      <Text
        style={[s.footer, s.pageNumber]}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </>
  )
}

/** What every page of the report is drawn from. */
interface ReportPageProps {
  result: AuditResult
  model: ReportModel
  /** When the audit ran, ISO 8601. */
  when: string
  /** A time as the report writes it: in the market's own zone, else UTC. */
  dateText: (iso: string) => string
  /** The footer of every page: the report's title and when. */
  footer: string
}

/** The first page: the business, its market, the verdict, the summary and the two main figures. */
function CoverPage({ result, model, when, dateText, footer }: ReportPageProps) {
  const overall = result.scores.overall
  const severity = SEVERITY_COLOURS[model.verdict.severity]
  return (
    <Page size="A4" style={s.page}>
      <View style={s.body}>
        <Text style={s.eyebrow}>AI Visibility Report</Text>
        <Text style={s.coverTitle}>{result.business_name}</Text>
        <Text style={s.coverMarket}>
          {result.specialism} in {result.location}
          {result.website ? ` · ${result.website}` : ''} · audited {dateText(when)}
        </Text>
        {result.simulated && (
          <Text style={s.notice}>
            {SIMULATED_NOTICE.label} {SIMULATED_NOTICE.text}
          </Text>
        )}
        <View style={[s.verdict, { backgroundColor: severity.fill, borderColor: severity.edge }]}>
          <Text style={[s.verdictHead, { color: severity.ink }]}>Verdict: {result.severity}</Text>
          <Text style={s.verdictText}>{model.verdict.banner}</Text>
        </View>
        <Text style={s.summary}>{model.verdict.summary}</Text>
        <View style={s.tiles}>
          <View style={[s.tile, { marginRight: 12 }]}>
            <Text style={s.tileLabel}>Mention rate</Text>
            <Text style={s.tileFigure}>{percent(overall.mention_rate.value)}</Text>
            {overall.mention_rate.n > 0 && (
              <Text style={s.tileNote}>
                95% range {percent(overall.mention_rate.low)}–{percent(overall.mention_rate.high)}
              </Text>
            )}
            <Text style={s.tileNote}>
              named in {overall.mentions} of {overall.answers} answers
            </Text>
          </View>
          <View style={s.tile}>
            <Text style={s.tileLabel}>Share of voice</Text>
            <Text style={s.tileFigure}>{percent(result.scores.share_of_voice)}</Text>
            <Text style={s.tileNote}>of every business the assistants named</Text>
          </View>
        </View>
      </View>
      <Footer text={footer} />
    </Page>
  )
}

/**
 * The figures: by assistant (table and charts), the first fixes, the fact check, who the
 * assistants named, where they get their answers, and whether each knows the business.
 */
function FiguresPage({ result, model, footer }: ReportPageProps) {
  const overall = result.scores.overall
  const fixes = fixesOf(result)
  return (
    <Page size="A4" style={s.page}>
      <View style={s.body}>
        <Text style={[s.h2, { marginTop: 0 }]} minPresenceAhead={KEEP_H2}>
          The figures
        </Text>
        <Text>
          Mention rate: {range(overall.mention_rate)}, named in {overall.mentions} of{' '}
          {overall.answers} answers. Share of voice: {percent(result.scores.share_of_voice)}.
        </Text>
        <View wrap={false}>
          <View style={[s.row, { marginTop: 6 }]}>
            <Text style={[s.wide, s.muted]}>Assistant</Text>
            <Text style={[s.cell, s.muted]}>Named in</Text>
            <Text style={[s.wide, s.muted]}>Mention rate</Text>
            <Text style={[s.cell, s.muted]}>Share of voice</Text>
          </View>
          {result.scores.by_assistant.map((a) => (
            <View key={a.assistant} style={s.row}>
              <Text style={s.wide}>{a.assistant_name}</Text>
              <Text style={s.cell}>
                {a.mentions} of {a.answers}
              </Text>
              <Text style={s.wide}>{range(a.metrics.mention_rate)}</Text>
              <Text style={s.cell}>{percent(a.metrics.share_of_voice)}</Text>
            </View>
          ))}
        </View>
        <BarChart
          title="Mention rate by assistant"
          bars={mentionBars(result)}
          legend="The share of each assistant's answers that named your business; the line across a bar is its 95% range."
        />
        <BarChart
          title="Share of voice"
          bars={voiceBars(model, result)}
          legend="Of all the times a business was named in these answers, the share that named yours, beside your most-named competitors."
        />

        {fixes.length > 0 && (
          <Text style={s.h2} minPresenceAhead={KEEP_H2}>
            {firstFixesHeading(fixes.length)}
          </Text>
        )}
        {fixes.map((fix, i) => (
          <View key={fix.id} wrap={false}>
            <Text style={s.h3}>
              {i + 1}. {plainInline(fix.title)}
            </Text>
            <Text>{plainInline(fix.why)}</Text>
            <Text style={s.muted}>{plainInline(fix.how)}</Text>
          </View>
        ))}

        {model.facts && <FactCheckSection facts={model.facts} />}

        {model.competitors.length > 0 && (
          <>
            <Text style={s.h2} minPresenceAhead={KEEP_H2}>
              Who the assistants named
            </Text>
            {model.competitors.map((c, i) => (
              <Text key={c.name} style={c.isBusiness ? s.bold : undefined}>
                {i + 1}. {c.isBusiness ? `${c.name} (you)` : c.name}: {c.answers}{' '}
                {c.answers === 1 ? 'answer' : 'answers'}, {percent(c.share)} share of voice
              </Text>
            ))}
          </>
        )}
        {model.sources.length > 0 && (
          <>
            <Text style={s.h2} minPresenceAhead={KEEP_H2}>
              Where the assistants get their answers
            </Text>
            {model.sources.slice(0, 10).map((d) => (
              <Text key={d.domain}>
                {d.domain}: cited in {d.answers} {d.answers === 1 ? 'answer' : 'answers'} ·{' '}
                {d.business_answers} name you · {d.competitor_answers} name competitors
                {d.listing_gap ? ' · listing gap: get listed here' : ''}
              </Text>
            ))}
          </>
        )}
        {model.knowledge.length > 0 && (
          <>
            <Text style={s.h2} minPresenceAhead={KEEP_H2}>
              Does each assistant know your business?
            </Text>
            {model.knowledge.map((k) => (
              <Text key={k.assistant}>
                {k.assistant}:{' '}
                {k.error ? `no answer (${k.error})` : k.knows ? 'knows you' : 'does not know you'}
              </Text>
            ))}
          </>
        )}
      </View>
      <Footer text={footer} />
    </Page>
  )
}

/** Every answer, question by question, then the method. */
function AnswersPage({ result, when, dateText, footer }: ReportPageProps) {
  const overall = result.scores.overall
  const samples = result.verdict?.samples ?? 1
  return (
    <Page size="A4" style={s.page}>
      <View style={s.body}>
        <Text style={[s.h2, { marginTop: 0 }]} minPresenceAhead={KEEP_H2}>
          What each assistant answered
        </Text>
        {/* Questions and answers are siblings, not boxes: react-pdf keeps a heading with the
          text after it (minPresenceAhead) only after an earlier sibling in one container. */}
        {result.discovery_queries_results.map((q) => (
          <Fragment key={q.id}>
            <Text style={s.h3} minPresenceAhead={KEEP_H3}>
              {q.id}. {q.question}
            </Text>
            {q.answers.map((a, i) => (
              <Fragment key={`${a.assistant}-${a.sample ?? 1}-${i}`}>
                <Text style={[s.bold, s.answerHead]} minPresenceAhead={KEEP_LINE}>
                  {a.assistant_name}
                  {a.mentioned_you ? ' · named you' : ' · did not name you'}
                </Text>
                {a.error ? (
                  <Text style={s.answerPart}>No answer ({a.error}).</Text>
                ) : (
                  <MarkdownPdf
                    markdown={a.answer}
                    citations={a.citations ?? []}
                    indent={ANSWER_INDENT}
                  />
                )}
                {!a.error && (a.citations?.length ?? 0) > 0 && (
                  <View style={s.answerPart}>
                    <CitationNotes citations={a.citations ?? []} />
                  </View>
                )}
                {(a.sources?.length ?? 0) > 0 && (
                  <Text style={[s.small, s.answerPart]}>
                    Sources named: {a.sources!.join(', ')}
                  </Text>
                )}
              </Fragment>
            ))}
          </Fragment>
        ))}

        <Text style={s.h2} minPresenceAhead={KEEP_H2}>
          Method
        </Text>
        <Text>
          We asked {result.scores.by_assistant.map((a) => a.assistant_name).join(', ')}{' '}
          {result.discovery_queries_results.length} questions a customer looking for a{' '}
          {result.specialism} in {result.location} would ask,{' '}
          {samples === 1 ? 'once each' : `${samples} times each`}, on {dateText(when)}
          {result.web_search ? ', with their web search on' : ''}. A business counts as named when
          an answer names it (any spelling of its name). The mention rate is the share of answers
          naming it, with its 95% Wilson range; the share of voice is its mentions among every
          business named. The verdict rests on {result.verdict?.answers ?? overall.answers}{' '}
          {'answers.'}
          {result.simulated
            ? ' These answers came from simulated assistants (no vendor key was set): a demonstration, not a measurement.'
            : ''}
        </Text>
      </View>
      <Footer text={footer} />
    </Page>
  )
}

/** The report (see module doc): the cover, the figures, the answers and the method. */
function Report({ result }: { result: AuditResult }) {
  const when = result.audited_at ?? result.created_at
  // Times in the market's own zone (the resolved search location's), else UTC.
  const dateText = (iso: string) => auditTimeText(iso, auditTimeZone(result))
  const footer = `${reportTitle(result)} · audited ${dateText(when)}`
  const page: ReportPageProps = { result, model: reportModel(result), when, dateText, footer }
  return (
    <Document title={reportTitle(result)} author="Visibly AI" subject="AI visibility audit">
      <CoverPage {...page} />
      <FiguresPage {...page} />
      <AnswersPage {...page} />
    </Document>
  )
}

export function renderReportPdf(result: AuditResult): Promise<Buffer> {
  return renderToBuffer(<Report result={result} />)
}
