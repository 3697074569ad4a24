/**
 * An audit result in full, read-only: the body of the shared report (/r/:token, docs/decisions/0078)
 * and of the customer's own report (/app/audits/:id). Server-rendered HTML, no script.
 *
 * `AuditReport({ result })`, `result` an `AuditResult` (@aivis/contract), renders, as siblings (a
 * fragment: the page gives the heading, the lead and the actions above it):
 * - for simulated answers, the demo-mode note (`SIMULATED_NOTICE`), first;
 * - the verdict banner (spec §4 banner text, `severityBanner`; spec §4 colours: LOW red, MODERATE
 *   amber, STRONG green, INCONCLUSIVE neutral);
 * - the verdict's summary in an owner's words and the first fixes (the report model,
 *   `reportModel`, docs/decisions/0105), then, when the audit had the owner's facts, 'What the
 *   assistants say about you' (FactCheck: the wrong facts, the most serious first);
 * - 'The figures': the overall mention rate with its 95% range (named in n of m answers) and share
 *   of voice, a table per assistant (named in, mention rate with its range, share of voice);
 * - every business the assistants named, ranked, the business among them; the cited domains (at
 *   most 10); whether each assistant knows the business;
 * - 'What each assistant answered': every discovery question with each assistant's answer
 *   (Markdown), whether it named the business, an assistant's error instead of an answer, and the
 *   sources it cited; the first question open, the others folded under the question and who
 *   named the business (decision 0105: the evidence after what to do).
 *
 * `reportDateText(iso, timeZone?)` → "November 25, 2026 at 7:00 PM Sydney time" (UTC without a
 * zone: "… 8:00 AM UTC"): when an audit ran, as the report pages' lead gives it, in the market's
 * own time (`auditTimeZone`). Throws nothing (an unreadable date reads 'Invalid Date').
 */
import styled from '@emotion/styled'
import Markdown from 'markdown-to-jsx/react'
import {
  SIMULATED_NOTICE,
  auditTimeText,
  auditTimeZone,
  reportModel,
  severityBanner,
  type AuditResult,
  type Rate,
  type ReportModel,
  type Severity,
} from '@aivis/contract'
import { colors, fontSizes, radii, space } from '../../../lib/theme'
import { MARKDOWN_OPTIONS } from '../audit-results/components/AnswerList'
import { Notice } from '../audit-results/components/Notice'
import { percent, rateRange } from '../audit-results/resultView'
import type { ReactNode } from 'react'
import { FactCheck } from './FactCheck'
import { FirstFixes } from './FirstFixes'
import { Card, Eyebrow, H1, Lead, Muted } from '../../../components/ui'

/** Spec §4: LOW red, MODERATE amber, STRONG green; INCONCLUSIVE neutral. */
const TONE: Record<Severity, string> = {
  LOW: colors.danger,
  MODERATE: colors.warning,
  STRONG: colors.success,
  INCONCLUSIVE: colors.text,
}
const Verdict = styled.p<{ severity: Severity }>(({ severity }) => ({
  margin: `${space[5]}px 0`,
  padding: space[4],
  border: `1px solid ${severity === 'INCONCLUSIVE' ? colors.border : TONE[severity]}`,
  color: TONE[severity],
  borderRadius: radii.md,
  background: colors.surface,
  fontWeight: 650,
}))
/** "10% (2–40%)": a rate with its 95% range, short enough for a phone's table. */
const compactRate = (r: Rate) => `${percent(r.value)} (${percent(r.low)}–${percent(r.high)})`
const Figures = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSizes.sm,
  '& th, & td': {
    textAlign: 'left',
    padding: `${space[2]}px ${space[3]}px`,
    borderBottom: `1px solid ${colors.border}`,
  },
  // Headings keep their words whole; a narrow screen scrolls the table sideways (Sideways).
  '& th': { color: colors.muted, fontWeight: 600, whiteSpace: 'nowrap' },
})
const Answer = styled.div({
  borderLeft: `3px solid ${colors.border}`,
  paddingLeft: space[3],
  margin: `${space[3]}px 0`,
  overflowWrap: 'anywhere',
  '& h4': { margin: 0, fontSize: fontSizes.sm },
  // An assistant's own headings are part of its answer, never as large as the report's.
  '& h1, & h2, & h3, & h5, & h6': { fontSize: fontSizes.md, margin: `${space[2]}px 0` },
  '& table': { borderCollapse: 'collapse', fontSize: fontSizes.sm },
  // An answer's own table scrolls sideways (its region, MARKDOWN_OPTIONS) rather than breaking
  // its words mid-word.
  '& td, & th': { border: `1px solid ${colors.border}`, padding: 4, overflowWrap: 'normal' },
  '& a': { color: colors.accent },
})

/** A question after the first: folded under its heading and who named the business. */
const FoldedQuestion = styled(Card)({
  marginBottom: space[4],
  '& > summary': { cursor: 'pointer' },
  '& > summary > h3': { display: 'inline' },
}).withComponent('details')

/** "Named you: ChatGPT, Claude. Not: Gemini." for one question's answers (errors left out). */
function namedBy(answers: AuditResult['discovery_queries_results'][number]['answers']): string {
  const ok = answers.filter((a) => !a.error)
  const named = [...new Set(ok.filter((a) => a.mentioned_you).map((a) => a.assistant_name))]
  const not = [...new Set(ok.map((a) => a.assistant_name))].filter((n) => !named.includes(n))
  if (!named.length) return 'No assistant named you.'
  return not.length
    ? `Named you: ${named.join(', ')}. Not: ${not.join(', ')}.`
    : `Named you: ${named.join(', ')}.`
}

/** A table that scrolls sideways on a phone: a named region, focusable so keys scroll it too. */
function Sideways({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/** How many cited domains the report lists. */
const SOURCES_SHOWN = 10

const Ranked = styled.ul({ paddingLeft: space[5], '& li': { marginBottom: space[2] } })

/** When an audit ran, for the report pages' lead: long date, short time, in `timeZone` (UTC). */
export const reportDateText = (iso: string, timeZone = 'UTC') => auditTimeText(iso, timeZone)

/** A report page's row of buttons. */
export const ReportActions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  margin: `${space[4]}px 0`,
})

/**
 * The top of a report page: `eyebrow`, the business as the heading, the market and when it was
 * audited, then `children` (the page's buttons) in one wrapping row.
 */
export function ReportHeading({
  eyebrow,
  result: r,
  children,
}: {
  eyebrow: string
  result: Pick<
    AuditResult,
    'business_name' | 'specialism' | 'location' | 'audited_at' | 'created_at' | 'search_location'
  >
  children: ReactNode
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <H1>{r.business_name}</H1>
      <Lead>
        {r.specialism} in {r.location} · audited{' '}
        {reportDateText(r.audited_at ?? r.created_at, auditTimeZone(r))}
      </Lead>
      <ReportActions>{children}</ReportActions>
    </>
  )
}

/** The ranked lists of the one report: every competitor, the cited sources, who knows the business. */
function ReportSections({ model }: { model: ReportModel }) {
  return (
    <>
      {model.competitors.length > 0 && (
        <section aria-labelledby="report-competitors">
          <h2 id="report-competitors" style={{ marginTop: space[7] }}>
            Who the assistants named
          </h2>
          <Sideways label="Businesses named">
            <Figures>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Business</th>
                  <th scope="col">Answers</th>
                  <th scope="col">Share of voice</th>
                </tr>
              </thead>
              <tbody>
                {model.competitors.map((c, i) => (
                  <tr key={c.name} style={c.isBusiness ? { fontWeight: 700 } : undefined}>
                    <td>{i + 1}</td>
                    <td>{c.isBusiness ? `${c.name} (you)` : c.name}</td>
                    <td>{c.answers}</td>
                    <td>{percent(c.share)}</td>
                  </tr>
                ))}
              </tbody>
            </Figures>
          </Sideways>
        </section>
      )}
      {model.sources.length > 0 && (
        <section aria-labelledby="report-sources">
          <h2 id="report-sources" style={{ marginTop: space[7] }}>
            Where the assistants get their answers
          </h2>
          <Ranked>
            {model.sources.slice(0, SOURCES_SHOWN).map((d) => (
              <li key={d.domain}>
                <strong>{d.domain}</strong>: cited in {d.answers}{' '}
                {d.answers === 1 ? 'answer' : 'answers'} · {d.business_answers} name you ·{' '}
                {d.competitor_answers} name competitors
                {d.listing_gap ? ' · listing gap: get listed here' : ''}
              </li>
            ))}
          </Ranked>
        </section>
      )}
      {model.knowledge.length > 0 && (
        <section aria-labelledby="report-knowledge">
          <h2 id="report-knowledge" style={{ marginTop: space[7] }}>
            Does each assistant know your business?
          </h2>
          <Ranked>
            {model.knowledge.map((k) => (
              <li key={k.assistant}>
                <strong>{k.assistant}</strong>:{' '}
                {k.error ? `no answer (${k.error})` : k.knows ? 'knows you' : 'does not know you'}
              </li>
            ))}
          </Ranked>
        </section>
      )}
    </>
  )
}

export function AuditReport({ result: r }: { result: AuditResult }) {
  const overall = r.scores.overall
  const model = reportModel(r)
  return (
    <>
      {r.simulated && (
        <Notice role="note">
          <strong>{SIMULATED_NOTICE.label}</strong> {SIMULATED_NOTICE.text}
        </Notice>
      )}
      <Verdict severity={r.severity}>
        {severityBanner(r.severity, r.specialism, r.location)}
      </Verdict>
      <p>{model.verdict.summary}</p>
      <FirstFixes fixes={model.fixes} />
      <FactCheck facts={model.facts} />
      <Card style={{ marginTop: space[5] }}>
        <h2 style={{ marginTop: 0 }}>The figures</h2>
        <p>
          Mention rate {percent(overall.mention_rate.value)} ({rateRange(overall.mention_rate)}):
          named in {overall.mentions} of {overall.answers} answers. Share of voice{' '}
          {percent(r.scores.share_of_voice)}.
        </p>
        <Sideways label="Figures by assistant">
          <Figures>
            <thead>
              <tr>
                <th scope="col">Assistant</th>
                <th scope="col">Named in</th>
                <th scope="col">Mention rate (95% range)</th>
                <th scope="col">Share of voice</th>
              </tr>
            </thead>
            <tbody>
              {r.scores.by_assistant.map((a) => (
                <tr key={a.assistant}>
                  <td>{a.assistant_name}</td>
                  <td>
                    {a.mentions} of {a.answers}
                  </td>
                  <td>{compactRate(a.metrics.mention_rate)}</td>
                  <td>{percent(a.metrics.share_of_voice)}</td>
                </tr>
              ))}
            </tbody>
          </Figures>
        </Sideways>
      </Card>
      <ReportSections model={model} />
      <h2 style={{ marginTop: space[7] }}>What each assistant answered</h2>
      {r.discovery_queries_results.map((q, index) => {
        const answers = q.answers.map((a, i) => (
          <Answer key={`${a.assistant}-${a.sample ?? 1}-${i}`}>
            <h4>
              {a.assistant_name} · {a.mentioned_you ? 'named you' : 'did not name you'}
            </h4>
            {a.error ? (
              <Muted>No answer ({a.error}).</Muted>
            ) : (
              <Markdown options={MARKDOWN_OPTIONS}>{a.answer}</Markdown>
            )}
            {(a.citations ?? []).length > 0 && (
              <Muted>
                Sources:{' '}
                {(a.citations ?? []).map((c, j) => (
                  <span key={c.url}>
                    {j > 0 && ', '}
                    <a href={c.url} rel="nofollow noopener noreferrer" target="_blank">
                      {c.title ?? c.domain}
                    </a>
                  </span>
                ))}
              </Muted>
            )}
          </Answer>
        ))
        const heading = (
          <h3 style={{ margin: 0 }}>
            {q.id}. {q.question}
          </h3>
        )
        // The first question in full; the others folded under the question and who named you.
        return index === 0 ? (
          <Card key={q.id} style={{ marginBottom: space[4] }}>
            {heading}
            {answers}
          </Card>
        ) : (
          <FoldedQuestion key={q.id}>
            <summary>
              {heading}
              <Muted style={{ margin: `${space[1]}px 0 0` }}>{namedBy(q.answers)}</Muted>
            </summary>
            {answers}
          </FoldedQuestion>
        )
      })}
    </>
  )
}
