/**
 * The report of an audit in the admin (docs/decisions/0125): at the top of an audit's page, staff
 * read what its customer reads, in the same sections and words (the report model,
 * `reportModel`, docs/decisions/0105): the verdict banner and the summary in the owner's words, the
 * first fixes, the fact check, the figures as percentages, every business named ranked with its
 * share of voice, the cited sources, whether each assistant knows the business, and every
 * question with each assistant's answer (as plain text: `plainAnswer`). Read-only; nothing here
 * edits the audit.
 *
 * "View as customer" opens the site's own page of the report (collections Audits/customerView.ts)
 * in a new tab, for admin and sales users.
 *
 * `AuditReportField` is the React Server Component of the audits' `report` ui field: it reads the
 * audit with the signed-in user's access, turns the record into the result
 * (`auditResultOfRecord`) and renders `AuditReportView`. Styles: auditReport.css, on Payload's
 * theme variables (light and dark alike); tables scroll sideways on a phone.
 */
import {
  SIMULATED_NOTICE,
  auditResultOfRecord,
  auditTimeText,
  auditTimeZone,
  firstFixesHeading,
  reportModel,
  type AuditResult,
  type Rate,
  type ReportModel,
} from '@aivis/contract'
import { hasRole } from '@aivis/collections'
import type { UIFieldServerProps } from 'payload'
import type { ReactNode } from 'react'
import './auditReport.css'

/** The report's texts in the admin (ours: the spec shows none for staff). */
export const AUDIT_REPORT_TEXT = {
  heading: 'Report',
  lead: 'What the customer reads, word for word.',
  viewAsCustomer: 'View as customer',
  viewAsCustomerHint: 'Opens the customer’s page of this report in a new tab (read-only).',
  unsaved: 'The report shows once the audit is saved.',
  unreadable: 'This audit cannot be read just now. Please reload the page.',
  incomplete:
    'This audit was recorded before whole results were kept, so its report cannot be shown.',
} as const

/** "5%" for 0.047: a 0–1 proportion as a whole percentage, as the site writes it. */
export const percent = (value: number) => `${Math.round(value * 100)}%`

/**
 * An assistant's answer (Markdown) as plain text, as the admin shows it: bold marks, heading marks
 * and link addresses left out ("**Smile Co**" → "Smile Co", "[a](https://a.example)" → "a"); the
 * rest, lists and line breaks included, as written.
 */
export const plainAnswer = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/^#{1,6}\s+/gm, '')

/** "10% (95% range 2–40%)". */
const rateText = (r: Rate) => `${percent(r.value)} (95% range ${percent(r.low)}–${percent(r.high)})`

/** "Sydney, New South Wales, Australia": where the searches were made from; null when unknown. */
function searchedFrom(result: AuditResult): string | null {
  const where = result.search_location as Record<string, unknown> | null | undefined
  const parts = ['city', 'region', 'country']
    .map((k) => where?.[k])
    .filter((v): v is string => typeof v === 'string' && v !== '')
  return parts.length ? parts.join(', ') : null
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="audit-report__section" aria-labelledby={id}>
      <h3 id={id} className="audit-report__heading">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** A table that scrolls sideways on a narrow screen. */
function Sideways({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="audit-report__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

function Figures({ result, model }: { result: AuditResult; model: ReportModel }) {
  const overall = result.scores.overall
  return (
    <Section id="audit-report-figures" title="The figures">
      <p>
        Mention rate {rateText(overall.mention_rate)}: named in {overall.mentions} of{' '}
        {overall.answers} answers. Share of voice {percent(result.scores.share_of_voice)}.
      </p>
      <Sideways label="Figures by assistant">
        <table className="audit-report__table">
          <thead>
            <tr>
              <th scope="col">Assistant</th>
              <th scope="col">Named in</th>
              <th scope="col">Mention rate (95% range)</th>
              <th scope="col">Share of voice</th>
            </tr>
          </thead>
          <tbody>
            {result.scores.by_assistant.map((a) => (
              <tr key={a.assistant}>
                <td>{a.assistant_name}</td>
                <td>
                  {a.mentions} of {a.answers}
                </td>
                <td>
                  {percent(a.metrics.mention_rate.value)} ({percent(a.metrics.mention_rate.low)}–
                  {percent(a.metrics.mention_rate.high)})
                </td>
                <td>{percent(a.metrics.share_of_voice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Sideways>
      {model.competitors.length > 0 && (
        <>
          <h4 className="audit-report__subheading">Who the assistants named</h4>
          <Sideways label="Businesses named">
            <table className="audit-report__table">
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
                  <tr key={c.name} className={c.isBusiness ? 'audit-report__you' : undefined}>
                    <td>{i + 1}</td>
                    <td>{c.isBusiness ? `${c.name} (you)` : c.name}</td>
                    <td>{c.answers}</td>
                    <td>{percent(c.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Sideways>
        </>
      )}
    </Section>
  )
}

function Facts({ facts }: { facts: NonNullable<ReportModel['facts']> }) {
  return (
    <Section id="audit-report-facts" title={facts.heading}>
      <p className="audit-report__strong">{facts.summary}</p>
      {facts.wrong.length > 0 && (
        <ol className="audit-report__facts" aria-label="Wrong facts">
          {facts.wrong.map((f, i) => (
            <li
              key={`${f.kind}-${f.assistant}-${i}`}
              className={f.mostSerious ? 'audit-report__fact--serious' : undefined}
            >
              <strong>{f.label}</strong>
              {f.mostSerious ? ' · Most serious' : ''} · {f.assistant} said: “{f.stated}”
              {f.expected && (
                <>
                  {' '}
                  Correct: <strong>{f.expected}</strong>
                </>
              )}
              <div className="audit-report__muted">Asked: {f.question}</div>
              {f.sources.length > 0 && (
                <div className="audit-report__muted">
                  Where it most likely comes from: {f.sources.map((s) => s.domain).join(', ')}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

function Answers({ result }: { result: AuditResult }) {
  return (
    <Section id="audit-report-answers" title="What each assistant answered">
      {result.discovery_queries_results.map((q, index) => (
        <details key={q.id} className="audit-report__question" open={index === 0}>
          <summary>
            {q.id}. {q.question}
          </summary>
          {q.answers.map((a, i) => (
            <div key={`${a.assistant}-${a.sample ?? 1}-${i}`} className="audit-report__answer">
              <h4 className="audit-report__subheading">
                {a.assistant_name} · {a.mentioned_you ? 'named you' : 'did not name you'}
              </h4>
              {a.error ? (
                <p className="audit-report__muted">No answer ({a.error}).</p>
              ) : (
                <div className="audit-report__text">{plainAnswer(a.answer)}</div>
              )}
              {(a.citations ?? []).length > 0 && (
                <p className="audit-report__muted">
                  Sources: {(a.citations ?? []).map((c) => c.title ?? c.domain).join(', ')}
                </p>
              )}
            </div>
          ))}
        </details>
      ))}
    </Section>
  )
}

/**
 * The report of `result` (an `AuditResult`) as the admin shows it (module doc); `customerViewHref`
 * the "View as customer" link, or null for a user who may not open it.
 */
export function AuditReportView({
  result,
  customerViewHref,
}: {
  result: AuditResult
  customerViewHref: string | null
}) {
  const model = reportModel(result)
  const where = searchedFrom(result)
  return (
    <div className="audit-report">
      <div className="audit-report__top">
        <div>
          <h2 className="audit-report__title">{AUDIT_REPORT_TEXT.heading}</h2>
          <p className="audit-report__muted">{AUDIT_REPORT_TEXT.lead}</p>
        </div>
        {customerViewHref && (
          <a
            className="btn btn--style-primary btn--size-medium audit-report__view"
            href={customerViewHref}
            target="_blank"
            rel="noopener noreferrer"
            title={AUDIT_REPORT_TEXT.viewAsCustomerHint}
          >
            {AUDIT_REPORT_TEXT.viewAsCustomer}
          </a>
        )}
      </div>
      <p>
        <strong>{model.business.name}</strong> · {model.business.service} in{' '}
        {model.business.location}
        {model.business.website ? ` · ${model.business.website}` : ''}
      </p>
      <p className="audit-report__muted">
        Audited {auditTimeText(model.notice.auditedAt, auditTimeZone(result))}
        {where ? ` · searched from ${where}` : ''}
      </p>
      {model.notice.simulated && (
        <p className="audit-report__notice" role="note">
          <strong>{SIMULATED_NOTICE.label}</strong> {SIMULATED_NOTICE.text}
        </p>
      )}
      <p
        className={`audit-report__verdict audit-report__verdict--${model.verdict.severity.toLowerCase()}`}
      >
        {model.verdict.banner}
      </p>
      <p>{model.verdict.summary}</p>
      {model.fixes.length > 0 && (
        <Section id="audit-report-fixes" title={firstFixesHeading(model.fixes.length)}>
          <ol className="audit-report__fixes">
            {model.fixes.map((fix) => (
              <li key={fix.id}>
                <strong>{fix.title}</strong>
                <div className="audit-report__muted">{fix.why}</div>
                <div className="audit-report__muted">{fix.how}</div>
              </li>
            ))}
          </ol>
        </Section>
      )}
      {model.facts && <Facts facts={model.facts} />}
      <Figures result={result} model={model} />
      {model.sources.length > 0 && (
        <Section id="audit-report-sources" title="Where the assistants get their answers">
          <ul className="audit-report__list">
            {model.sources.slice(0, 10).map((d) => (
              <li key={d.domain}>
                <strong>{d.domain}</strong>: cited in {d.answers}{' '}
                {d.answers === 1 ? 'answer' : 'answers'} · {d.business_answers} name you ·{' '}
                {d.competitor_answers} name competitors
                {d.listing_gap ? ' · listing gap: get listed here' : ''}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {model.knowledge.length > 0 && (
        <Section id="audit-report-knowledge" title="Does each assistant know your business?">
          <ul className="audit-report__list">
            {model.knowledge.map((k) => (
              <li key={k.assistant}>
                <strong>{k.assistant}</strong>:{' '}
                {k.error ? `no answer (${k.error})` : k.knows ? 'knows you' : 'does not know you'}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Answers result={result} />
    </div>
  )
}

/** A sentence in the report's place (no report to show). */
const Note = ({ children }: { children: ReactNode }) => (
  <div className="audit-report">
    <p className="audit-report__muted">{children}</p>
  </div>
)

/** The `report` ui field of `audits` (module doc). */
export async function AuditReportField({ id, req }: UIFieldServerProps) {
  if (id === undefined || id === null || id === '') return <Note>{AUDIT_REPORT_TEXT.unsaved}</Note>
  let record: Record<string, unknown>
  try {
    record = (await req.payload.findByID({
      collection: 'audits',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    })) as unknown as Record<string, unknown>
  } catch {
    return <Note>{AUDIT_REPORT_TEXT.unreadable}</Note>
  }
  const result = auditResultOfRecord(record)
  if (!result) return <Note>{AUDIT_REPORT_TEXT.incomplete}</Note>
  const api = req.payload.config.routes.api
  const href = hasRole(req, 'admin', 'sales')
    ? `${api}/audits/${encodeURIComponent(String(id))}/customer-view`
    : null
  return <AuditReportView result={result} customerViewHref={href} />
}
