/** @jsxRuntime automatic */
/** @jsxImportSource react */
/*
 * (The pragmas above keep the automatic JSX runtime when a tool reads another tsconfig.)
 *
 * The results email, to the visitor who asked for their audit results:
 * `resultsEmail({ result, fixes, siteUrl, bookingUrl, unsubscribeUrl?, sender? })` resolves to
 * `{ subject, html, text }` with subject 'Your AI visibility audit: {business} — {SEVERITY}'.
 *
 * In the report model's order (docs/decisions/0105): the demo-mode note for simulated answers;
 * the severity banner of spec §4 (exact wording, `@aivis/contract` `severityBanner`; the fourth
 * state INCONCLUSIVE in neutral colours, followed by the informative rate: how many answers named
 * any business at all, docs/decisions/0049) and its summary in words (`verdictSummary`); how often
 * the business was named and its share of voice (`scores.overall`); the mention rate per
 * assistant (`scores.by_assistant`) as a table; the first fixes (`fixes`: those made with the
 * result, engine/fixes); when the audit had the owner's facts, 'What the assistants say about you'
 * (the report model's `facts`), compact: its summary, then the first `EMAIL_WRONG_FACTS` wrong
 * facts (kind, assistant, the quote, the right value, at most `EMAIL_FACT_SOURCES` cited domains;
 * a closure badged 'Most serious'), then "and N more in your report"; the top competitors ranked #1, #2… with the answers naming each and its
 * share of voice (`scores.overall.competitors`); the sources the answers cited, briefly: the first
 * five cited domains with the answers citing each and their listing gaps
 * (`scores.overall.top_sources`), how often the business's own site was cited (`citation_rate`)
 * and how many answers were made with a web search, from where (`searched_answers`,
 * `search_location`), shown when any domain was cited or web search was on; the ten questions
 * (`questions_and_answers`) with, per assistant, the badge of spec §2 ('Your business was
 * mentioned' / 'Your business was NOT mentioned', 'unavailable' when that assistant's call
 * failed) from `discovery_queries_results[i].answers` (first sample), and every business the
 * primary assistant's answer named; 'Book 20-Minute Strategy Call' → `bookingUrl` and 'View your
 * results' → the result's own address, `{siteUrl}/audit-results/{audit_id}/{audit_token}` (the bare
 * page for a result without them; docs/decisions/0108). The answers themselves are left out (long, and they can
 * carry links). Every figure is the engine's, read from the result and only formatted here
 * (docs/decisions/0041).
 */
import { Button, Section, Text } from '@react-email/components'
import {
  CTA_LABELS,
  firstFixesHeading,
  MENTION_BADGES,
  MOST_SERIOUS,
  reportFacts,
  RESULTS_PATH,
  resultPath,
  SIMULATED_NOTICE,
  TOP_COMPETITORS,
  severityBanner,
  verdictSummary,
  type AuditResult,
  type Rate,
  type RankedCompetitor,
  type ReportFacts,
  type Severity,
} from '@aivis/contract'
import type { Fix } from '../../engine/fixes'
import {
  A,
  Badge,
  C,
  H1,
  H2,
  Layout,
  Muted,
  P,
  Rule,
  SENDER,
  SenderFooter,
  TONES,
  siteHostOf,
  renderBoth,
  s,
  td,
  th,
  withoutSlash,
  type RenderedEmail,
  type Sender,
} from './layout'

/** Badge wording of spec §2 (`MENTION_BADGES`), and the badge of an assistant whose call failed. */
export const BADGES = {
  ...MENTION_BADGES,
  unavailable: 'unavailable',
} as const

/** What `resultsEmail` needs. */
export interface ResultsEmailInput {
  result: AuditResult
  fixes: Fix[]
  /** The public site's origin, e.g. https://visibly.ai. */
  siteUrl: string
  /** The strategy-call booking page. */
  bookingUrl: string
  unsubscribeUrl?: string
  sender?: Sender
}

interface QuestionRow {
  id: number
  question: string
  badges: { assistant: string; state: keyof typeof BADGES }[]
  competitors: string[]
}

/** The ten questions with one badge per assistant (first sample), in `by_assistant` order. */
function questionRows(result: AuditResult): QuestionRow[] {
  const order = result.scores.by_assistant.map((s) => s.assistant as string)
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length)
  return result.questions_and_answers.map((qa, i) => {
    const discovery =
      result.discovery_queries_results.find((d) => d.id === qa.id) ??
      result.discovery_queries_results[i]
    const seen = new Set<string>()
    const firsts = (discovery?.answers ?? []).filter((a) => {
      if (seen.has(a.assistant) || (a.sample ?? 1) !== 1) return false
      seen.add(a.assistant)
      return true
    })
    const badges = firsts.length
      ? [...firsts]
          .sort((a, b) => rank(a.assistant) - rank(b.assistant))
          .map((a) => ({
            assistant: a.assistant_name,
            state: (a.error ? 'unavailable' : a.mentioned_you ? 'mentioned' : 'notMentioned') as
              'unavailable' | 'mentioned' | 'notMentioned',
          }))
      : [
          {
            assistant: result.assistant,
            state: (qa.mentioned_you ? 'mentioned' : 'notMentioned') as
              'mentioned' | 'notMentioned',
          },
        ]
    // Every business the primary assistant's answer named (the results list keeps only 3).
    const primary = firsts.find((a) => a.assistant_name === result.assistant && !a.error)
    return {
      id: qa.id,
      question: qa.question,
      badges,
      competitors: primary?.competitors_mentioned ?? qa.competitors_mentioned,
    }
  })
}

const BADGE_TONE = { mentioned: 'STRONG', notMentioned: 'LOW', unavailable: 'neutral' } as const

const percent = (rate: number) => `${Math.round(rate * 100)}%`

/** The answers a rate's value stands for (value × n, rounded): "k of n". */
const countOf = (rate: Rate) => Math.round(rate.value * rate.n)

/** "1 answer", "3 answers". */
const answersWord = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`

/** How many cited domains the email lists. */
const EMAIL_SOURCES = 5

/** How many wrong facts the email lists (the rest: "and N more in your report"). */
export const EMAIL_WRONG_FACTS = 5
/** A wrong fact's left edge: red for the most serious, amber for the rest. */
const FACT_EDGE = { serious: '#d64545', wrong: '#d69e2e' } as const

/** How many of a wrong fact's cited domains the email names. */
const EMAIL_FACT_SOURCES = 3

// ---------------------------------------------------------------------------------------------
// Sections, top to bottom

/** Why the reader gets the email, an unsubscribe link when given one, the sender. */
function ResultsFooter({
  siteUrl,
  unsubscribeUrl,
  sender,
}: {
  siteUrl: string
  unsubscribeUrl?: string
  sender: Sender
}) {
  return (
    <SenderFooter sender={sender}>
      <Text className="em-muted" style={s.small}>
        You are getting this email because you asked for your audit results on {siteHostOf(siteUrl)}
        .
        {unsubscribeUrl ? (
          <>
            {' '}
            <A href={unsubscribeUrl}>Unsubscribe</A>
          </>
        ) : null}
      </Text>
    </SenderFooter>
  )
}

/** The spec §4 banner in the severity's colours. */
function SeverityBanner({ severity, banner }: { severity: Severity; banner: string }) {
  const tone = TONES[severity]
  return (
    <Section
      style={{
        backgroundColor: tone.bg,
        border: `1px solid ${tone.border}`,
        borderLeft: `6px solid ${tone.fg}`,
        borderRadius: '8px',
        padding: '14px 16px',
      }}
    >
      <Text
        style={{
          color: tone.fg,
          fontSize: '17px',
          lineHeight: '25px',
          fontWeight: 700,
          margin: 0,
        }}
      >
        {banner}
      </Text>
    </Section>
  )
}

/**
 * Under an INCONCLUSIVE banner: how many answers named any business at all (the informative rate),
 * the figure the verdict rests on.
 */
function InformativeNote({ informative }: { informative: Rate }) {
  return (
    <P style={{ marginTop: '12px' }}>
      Only {countOf(informative)} of {answersWord(informative.n)} ({percent(informative.value)})
      named any business at all, yours or a competitor.
    </P>
  )
}

/** How often the primary assistant and all assistants named the business; demo-mode note. */
function MentionSummary({
  result,
  business,
  total,
  named,
  received,
}: {
  result: AuditResult
  business: string
  total: number
  named: number
  received: number
}) {
  return (
    <>
      <P style={{ marginTop: '20px' }}>
        {result.assistant} named {business} in {result.summary.times_you_mentioned} of the {total}{' '}
        questions. Across every assistant we asked, {named} of {received} answers named you (
        {percent(result.scores.mention_rate)}).
      </P>
      <P>
        Share of voice: {percent(result.scores.share_of_voice)}. Of all the times these answers
        named a business, that is the share that named {business}.
      </P>
    </>
  )
}

/** The mention rate of each assistant as a data table. */
function MentionRateTable({ byAssistant }: { byAssistant: AuditResult['scores']['by_assistant'] }) {
  return (
    <>
      <H2>Mention rate by assistant</H2>
      <table
        data-text-format="dataTable"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <thead>
          <tr>
            <th scope="col" className="em-muted em-cell" style={th}>
              Assistant
            </th>
            <th scope="col" className="em-muted em-cell" style={th}>
              Answers naming you
            </th>
            <th scope="col" className="em-muted em-cell" style={{ ...th, textAlign: 'right' }}>
              Mention rate
            </th>
          </tr>
        </thead>
        <tbody>
          {byAssistant.map((a) => (
            <tr key={a.assistant}>
              <td className="em-text em-cell" style={{ ...td, fontWeight: 600 }}>
                {a.assistant_name}
              </td>
              <td className="em-text em-cell" style={td}>
                {a.answers > 0 ? `${a.mentions} of ${a.answers}` : BADGES.unavailable}
              </td>
              <td
                className="em-text em-cell"
                style={{ ...td, textAlign: 'right', fontWeight: 600 }}
              >
                {a.answers > 0 ? percent(a.mention_rate) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** One question: its number, its text, one badge per assistant, up to three businesses named. */
function QuestionCard({ row, total }: { row: QuestionRow; total: number }) {
  return (
    <Section
      className="em-soft"
      style={{
        backgroundColor: C.soft,
        border: `1px solid ${C.border}`,
        borderRadius: '8px',
        padding: '12px 14px 8px',
        margin: '10px 0 0',
      }}
    >
      <Text
        className="em-muted"
        style={{ ...s.small, fontWeight: 700, letterSpacing: '0.05em', margin: '0 0 2px' }}
      >
        QUESTION {row.id} OF {total}
      </Text>
      <P style={{ fontWeight: 600, margin: '0 0 8px' }}>{row.question}</P>
      <table
        data-text-format="dataTable"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', margin: '0 0 6px' }}
      >
        <tbody>
          {row.badges.map((b) => (
            <tr key={b.assistant}>
              <th
                scope="row"
                className="em-muted"
                style={{
                  textAlign: 'left',
                  color: C.muted,
                  fontSize: '13px',
                  lineHeight: '18px',
                  fontWeight: 600,
                  padding: '0 12px 6px 0',
                  whiteSpace: 'nowrap',
                }}
              >
                {b.assistant}
              </th>
              <td style={{ padding: '0 0 6px' }}>
                <Badge tone={BADGE_TONE[b.state]}>{BADGES[b.state]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.competitors.length ? (
        <Text className="em-muted" style={{ ...s.small, margin: '2px 0 4px' }}>
          Businesses named: {row.competitors.join(', ')}
        </Text>
      ) : null}
    </Section>
  )
}

/** The top competitors ranked #1, #2… with their answers and share of voice, or a note that none were named. */
function TopCompetitors({ competitors }: { competitors: RankedCompetitor[] }) {
  return (
    <>
      <H2>Top competitors</H2>
      {competitors.length ? (
        competitors.map((c, i) => (
          <P key={c.name} style={{ margin: '0 0 6px' }}>
            <strong>#{i + 1}</strong> {c.name}: named in {c.answers}{' '}
            {c.answers === 1 ? 'answer' : 'answers'}, {percent(c.share_of_voice)} share of voice
          </P>
        ))
      ) : (
        <Muted>No other businesses were named.</Muted>
      )}
    </>
  )
}

/**
 * The sources the answers cited, briefly: the first cited domains with their answers and listing
 * gaps, the own-site citation rate (with a website) and the searched answers (with web search).
 */
function CitedSources({ result }: { result: AuditResult }) {
  const overall = result.scores.overall
  const sources = overall.top_sources.slice(0, EMAIL_SOURCES)
  if (!sources.length && !result.web_search) return null
  const place = result.search_location?.city ?? result.search_location?.query
  const site = overall.citation_rate
  return (
    <>
      <H2>Sources the assistants cited</H2>
      {sources.length ? (
        sources.map((s, i) => (
          <P key={s.domain} style={{ margin: '0 0 6px' }}>
            <strong>#{i + 1}</strong> {s.domain}: cited in {answersWord(s.answers)}
            {s.listing_gap ? ' · listing gap: those answers named competitors, never you' : ''}
          </P>
        ))
      ) : (
        <Muted>No sources were cited.</Muted>
      )}
      {result.website ? (
        <Muted>
          Your website was cited in {countOf(site)} of {answersWord(site.n)} ({percent(site.value)}
          ).
        </Muted>
      ) : null}
      {result.web_search ? (
        <Muted>
          {overall.searched_answers} of {answersWord(overall.answers)} were made with a live web
          search{place ? ` from ${place}` : ''}.
        </Muted>
      ) : null}
    </>
  )
}

/** The first fixes (title, why, how); nothing when there are none. */
function FirstFixes({ fixes }: { fixes: Fix[] }) {
  if (!fixes.length) return null
  return (
    <>
      <H2>{firstFixesHeading(fixes.length)}</H2>
      {fixes.map((fix, i) => (
        <Section key={fix.id} style={{ margin: '0 0 14px' }}>
          <P style={{ fontWeight: 700, margin: '0 0 4px' }}>
            {i + 1}. {fix.title}
          </P>
          <Muted style={{ margin: '0 0 4px' }}>{fix.why}</Muted>
          <P style={{ fontSize: '15px', lineHeight: '23px', margin: 0 }}>
            <strong>How:</strong> {fix.how}
          </P>
        </Section>
      ))}
    </>
  )
}

/**
 * 'What the assistants say about you', compact: the summary, the first wrong facts (kind, who said
 * it, the quote, the right value, where it most likely comes from), then how many more the report
 * has. Nothing without a fact check.
 */
function FactCheck({ facts, resultsUrl }: { facts: ReportFacts | null; resultsUrl: string }) {
  if (!facts) return null
  const shown = facts.wrong.slice(0, EMAIL_WRONG_FACTS)
  const more = facts.wrong.length - shown.length
  return (
    <>
      <H2>{facts.heading}</H2>
      <P style={{ fontWeight: 700 }}>{facts.summary}</P>
      {shown.map((f, i) => (
        <Section
          key={`${f.kind}-${f.assistant}-${i}`}
          style={{
            // Edges bright enough for the light and the dark card alike.
            borderLeft: `4px solid ${f.mostSerious ? FACT_EDGE.serious : FACT_EDGE.wrong}`,
            padding: '2px 0 2px 12px',
            margin: '0 0 12px',
          }}
        >
          {f.mostSerious ? (
            <Text style={{ margin: '0 0 4px' }}>
              <Badge tone="LOW">{MOST_SERIOUS}</Badge>
            </Text>
          ) : null}
          <P style={{ margin: '0 0 2px' }}>
            <strong>{f.label}</strong> · {f.assistant} said:
          </P>
          <P style={{ margin: '0 0 2px', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            “{f.stated}”
          </P>
          {f.expected ? (
            <P style={{ margin: '0 0 2px', fontSize: '15px', lineHeight: '22px' }}>
              Correct: <strong>{f.expected}</strong>
            </P>
          ) : null}
          {f.sources.length ? (
            <Muted style={{ margin: 0 }}>
              Where it most likely comes from:{' '}
              {f.sources
                .slice(0, EMAIL_FACT_SOURCES)
                .map((src) => src.domain)
                .join(', ')}
              {f.sources.length > EMAIL_FACT_SOURCES
                ? ` and ${f.sources.length - EMAIL_FACT_SOURCES} more`
                : ''}
            </Muted>
          ) : null}
        </Section>
      ))}
      {more > 0 ? (
        <Muted>
          And {more} more in <A href={resultsUrl}>your report</A>.
        </Muted>
      ) : null}
    </>
  )
}

/** The strategy-call button (spec §2 label) and the link to the results page. */
function NextSteps({ bookingUrl, resultsUrl }: { bookingUrl: string; resultsUrl: string }) {
  return (
    <>
      <Rule />
      <P>Want help putting this right? Talk it through with us.</P>
      <Section style={{ margin: '0 0 12px' }}>
        <Button href={bookingUrl} style={s.button}>
          {CTA_LABELS.bookStrategyCall}
        </Button>
      </Section>
      <P style={{ margin: 0 }}>
        <A href={resultsUrl}>View your results</A>
      </P>
    </>
  )
}

// ---------------------------------------------------------------------------------------------
// The email

function ResultsEmail({
  result,
  fixes,
  siteUrl,
  bookingUrl,
  unsubscribeUrl,
  sender,
}: ResultsEmailInput & { sender: Sender }) {
  const business = result.business_name
  const banner = severityBanner(result.severity, result.specialism, result.location)
  const rows = questionRows(result)
  const total = result.summary.total_questions || rows.length
  const { answers: received, mentions: named } = result.scores.overall
  // The result's durable address: it opens on any device (docs/decisions/0108).
  const resultsUrl = `${withoutSlash(siteUrl)}${resultPath(result) ?? RESULTS_PATH}`
  return (
    <Layout
      preview={`${banner} ${result.assistant} named ${business} in ${result.summary.times_you_mentioned} of ${total} questions.`}
      footer={<ResultsFooter siteUrl={siteUrl} unsubscribeUrl={unsubscribeUrl} sender={sender} />}
    >
      <H1>Your AI visibility audit</H1>
      <Muted style={{ margin: '0 0 20px' }}>
        {business} · {result.specialism} in {result.location}
      </Muted>
      {result.simulated ? (
        <Muted style={{ margin: '0 0 16px' }}>
          <strong>{SIMULATED_NOTICE.label}</strong> {SIMULATED_NOTICE.text}
        </Muted>
      ) : null}
      <SeverityBanner severity={result.severity} banner={banner} />
      <P style={{ fontWeight: 700 }}>{verdictSummary(result)}</P>
      {result.severity === 'INCONCLUSIVE' ? (
        <InformativeNote informative={result.scores.overall.informative_rate} />
      ) : null}
      <MentionSummary
        result={result}
        business={business}
        total={total}
        named={named}
        received={received}
      />
      <MentionRateTable byAssistant={result.scores.by_assistant} />
      {/* The report model's order (docs/decisions/0105): what to do before the evidence. */}
      <FirstFixes fixes={fixes} />
      <FactCheck facts={reportFacts(result)} resultsUrl={resultsUrl} />
      <TopCompetitors competitors={result.scores.overall.competitors.slice(0, TOP_COMPETITORS)} />
      <CitedSources result={result} />
      <H2>The {rows.length} questions we asked</H2>
      <Muted>Which assistants named {business} when a customer asked:</Muted>
      {rows.map((row) => (
        <QuestionCard key={row.id} row={row} total={total} />
      ))}
      <NextSteps bookingUrl={bookingUrl} resultsUrl={resultsUrl} />
    </Layout>
  )
}

/**
 * Renders the results email of `result` (see the module comment); `sender` defaults to `SENDER`.
 * Resolves to `{ subject, html, text }`.
 */
export function resultsEmail(input: ResultsEmailInput): Promise<RenderedEmail> {
  const { result } = input
  return renderBoth(
    <ResultsEmail {...input} sender={input.sender ?? SENDER} />,
    `Your AI visibility audit: ${result.business_name} — ${result.severity}`,
  )
}
