/**
 * The audit report as a PDF (issue of accounts: "a report to share"), built with @react-pdf/renderer:
 * the business and market, when it ran, the demo-mode note for simulated answers, the verdict (spec
 * §4 banner text) and its summary in words (the report model, docs/decisions/0105), the figures
 * (mention rate with its 95% range, share of voice, answers) overall and per assistant, every
 * business the assistants named, the cited domains, whether each assistant knows the business, the
 * first fixes (`fixesOf`: those made with the result, the results email's), every assistant's answer to
 * every question with the sources it named or cited, and the method.
 *
 * `renderReportPdf(result)` → Promise<Buffer> (a PDF 1.3 document, A4). Throws what the renderer
 * throws (a result that passed `auditResultSchema` renders).
 */
import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import {
  SIMULATED_NOTICE,
  auditTimeText,
  auditTimeZone,
  reportModel,
  type AuditResult,
  type Rate,
} from '@aivis/contract'
import removeMarkdown from 'remove-markdown'
import { fixesOf } from '../engine/fixes'

const s = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#12142a', lineHeight: 1.4 },
  eyebrow: { fontSize: 9, color: '#565b78', textTransform: 'uppercase', letterSpacing: 1 },
  // Line heights in points: the page's 1.4 is inherited as 14 pt, too little for larger type.
  title: {
    fontSize: 22,
    lineHeight: 1.25,
    fontFamily: 'Helvetica-Bold',
    marginTop: 4,
    marginBottom: 4,
  },
  muted: { color: '#565b78' },
  h2: {
    fontSize: 14,
    lineHeight: 1.3,
    fontFamily: 'Helvetica-Bold',
    marginTop: 18,
    marginBottom: 6,
  },
  h3: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 2 },
  verdict: { marginTop: 14, padding: 10, borderWidth: 1, borderColor: '#d9dcea', borderRadius: 6 },
  notice: {
    marginTop: 12,
    padding: 8,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: '#b7791f',
    borderRadius: 6,
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: '#d9dcea',
    paddingVertical: 3,
  },
  cell: { flex: 1 },
  wide: { flex: 2 },
  answer: { marginBottom: 6, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: '#d9dcea' },
  small: { fontSize: 8, color: '#565b78' },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 8, color: '#565b78' },
})

/** An answer's markdown as the text a reader sees (a PDF shows no markup). */
const plain = (markdown: string) => removeMarkdown(markdown, { useImgAltText: true })
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

function Report({ result }: { result: AuditResult }) {
  const when = result.audited_at ?? result.created_at
  const overall = result.scores.overall
  const fixes = fixesOf(result)
  const model = reportModel(result)
  // Times in the market's own zone (the resolved search location's), else UTC.
  const dateText = (iso: string) => auditTimeText(iso, auditTimeZone(result))
  const samples = result.verdict?.samples ?? 1
  return (
    <Document title={reportTitle(result)} author="Visibly AI" subject="AI visibility audit">
      <Page size="A4" style={s.page}>
        <Text style={s.eyebrow}>AI Visibility Report</Text>
        <Text style={s.title}>{result.business_name}</Text>
        <Text style={s.muted}>
          {result.specialism} in {result.location}
          {result.website ? ` · ${result.website}` : ''} · audited {dateText(when)}
        </Text>
        {result.simulated && (
          <Text style={s.notice}>
            {SIMULATED_NOTICE.label} {SIMULATED_NOTICE.text}
          </Text>
        )}
        <View style={s.verdict}>
          <Text style={{ fontFamily: 'Helvetica-Bold' }}>Verdict: {result.severity}</Text>
          <Text>{model.verdict.banner}</Text>
        </View>
        <Text style={{ marginTop: 8 }}>{model.verdict.summary}</Text>

        <Text style={s.h2}>The figures</Text>
        <Text>
          Mention rate: {range(overall.mention_rate)}, named in {overall.mentions} of{' '}
          {overall.answers} answers. Share of voice: {percent(result.scores.share_of_voice)}.
        </Text>
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
        <Text style={s.h2}>Your first fixes</Text>
        {fixes.map((fix, i) => (
          <View key={fix.id} wrap={false}>
            <Text style={s.h3}>
              {i + 1}. {plainInline(fix.title)}
            </Text>
            <Text>{plainInline(fix.why)}</Text>
            <Text style={s.muted}>{plainInline(fix.how)}</Text>
          </View>
        ))}

        {model.competitors.length > 0 && (
          <>
            <Text style={s.h2}>Who the assistants named</Text>
            {model.competitors.map((c, i) => (
              <Text
                key={c.name}
                style={c.isBusiness ? { fontFamily: 'Helvetica-Bold' } : undefined}
              >
                {i + 1}. {c.isBusiness ? `${c.name} (you)` : c.name}: {c.answers}{' '}
                {c.answers === 1 ? 'answer' : 'answers'}, {percent(c.share)} share of voice
              </Text>
            ))}
          </>
        )}
        {model.sources.length > 0 && (
          <>
            <Text style={s.h2}>Where the assistants get their answers</Text>
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
            <Text style={s.h2}>Does each assistant know your business?</Text>
            {model.knowledge.map((k) => (
              <Text key={k.assistant}>
                {k.assistant}:{' '}
                {k.error ? `no answer (${k.error})` : k.knows ? 'knows you' : 'does not know you'}
              </Text>
            ))}
          </>
        )}

        <Text style={s.h2} break>
          What each assistant answered
        </Text>
        {result.discovery_queries_results.map((q) => (
          <View key={q.id}>
            <Text style={s.h3}>
              {q.id}. {q.question}
            </Text>
            {q.answers.map((a, i) => (
              <View key={`${a.assistant}-${a.sample ?? 1}-${i}`} style={s.answer}>
                <Text style={{ fontFamily: 'Helvetica-Bold' }}>
                  {a.assistant_name}
                  {a.mentioned_you ? ' · named you' : ' · did not name you'}
                </Text>
                <Text>{a.error ? `No answer (${a.error}).` : plain(a.answer)}</Text>
                {(a.sources?.length ?? 0) > 0 && (
                  <Text style={s.small}>Sources named: {a.sources!.join(', ')}</Text>
                )}
                {(a.citations ?? []).map((c) => (
                  <Link key={c.url} src={c.url} style={s.small}>
                    {c.title ? `${c.title} (${c.domain})` : c.url}
                  </Link>
                ))}
              </View>
            ))}
          </View>
        ))}

        <Text style={s.h2}>Method</Text>
        <Text>
          We asked {result.scores.by_assistant.map((a) => a.assistant_name).join(', ')}{' '}
          {result.discovery_queries_results.length} questions a customer looking for a{' '}
          {result.specialism} in {result.location} would ask,{' '}
          {samples === 1 ? 'once each' : `${samples} times each`}, on {dateText(when)}
          {result.web_search ? ', with their web search on' : ''}. A business counts as named when
          an answer names it (any spelling of its name). The mention rate is the share of answers
          naming it, with its 95% Wilson range; the share of voice is its mentions among every
          business named. The verdict rests on {result.verdict?.answers ?? overall.answers} answers.
          {result.simulated
            ? ' These answers came from simulated assistants (no vendor key was set): a demonstration, not a measurement.'
            : ''}
        </Text>
        {/* Static: a footer drawn with `render` (page numbers) broke the layout of long reports
            (react-pdf: "unsupported number"), test 'renders the report of a real audit'. */}
        <Text style={s.footer} fixed>
          {reportTitle(result)} · audited {dateText(when)}
        </Text>
      </Page>
    </Document>
  )
}

export function renderReportPdf(result: AuditResult): Promise<Buffer> {
  return renderToBuffer(<Report result={result} />)
}
