/**
 * What /app/dashboard shows, from the customer's audits as the CMS gives them (server/auth.server.ts
 * `CustomerAudit`, newest first):
 *
 * `dashboardModel(docs, rechecks?)` → `{ audits, businesses }`:
 * - `audits`: one row per audit, newest first: business, market ('dentist in Sydney'), when it ran
 *   (ISO) and its market's time zone (contract `auditTimeZone`: 'UTC' when none was resolved), verdict, the mention rate with its 95% interval and answers, share of voice, and the
 *   same per assistant;
 * - `businesses`: the audits grouped by business and market (names compared case- and
 *   space-insensitively), the most recently audited first, each with its runs oldest first (the
 *   trend) and, from two runs on, the change between the last two (`compareAudits` of
 *   @aivis/contract/trend: a change only when the two-proportion test says p < 0.05) and its
 *   monthly re-check among `rechecks` (server/auth.server.ts `CustomerRecheck`), if any.
 *
 * An audit recorded without its figures (an older record) shows its mention rate without an
 * interval and takes no part in the comparison. Pure; throws nothing.
 */
import { auditTimeZone, type Rate, type Severity } from '@aivis/contract'
import { compareAudits, type AuditChange } from '@aivis/contract/trend'
import type { CustomerAudit, CustomerRecheck } from '../../../../server/auth.server'

export interface AssistantFigures {
  id: string
  name: string
  mentionRate: Rate
  shareOfVoice: number
}

export interface DashboardAudit {
  id: string
  business: string
  market: string
  /** When it ran, ISO 8601. */
  date: string
  /** Its market's IANA time zone, in which its times are shown ('UTC' when none is known). */
  timeZone: string
  severity: Severity
  /** With its interval when the record has the figures; else `value` alone (n 0). */
  mentionRate: Rate
  shareOfVoice: number | null
  assistants: AssistantFigures[]
  /** Competitor names, ranked. */
  competitors: string[]
  /** Answers naming the business / answers received; null without the figures. */
  mentions: number | null
  answers: number | null
  /** Since when a private link shares it; null: not shared. */
  sharedAt: string | null
}

export interface DashboardBusiness {
  key: string
  business: string
  market: string
  /** Oldest first. */
  runs: DashboardAudit[]
  /** Between the last two runs with figures; null before the second. */
  change: AuditChange | null
  /** Its monthly re-check (docs/decisions/0079), or null when none was asked for. */
  recheck: { id: string; active: boolean } | null
}

/** A business and market, compared case- and space-insensitively. */
export const businessKey = (a: Pick<CustomerAudit, 'business_name' | 'specialism' | 'location'>) =>
  [a.business_name, a.specialism, a.location]
    .map((part) => part.toLowerCase().replace(/\s+/g, ' ').trim())
    .join('|')

export function dashboardAudit(doc: CustomerAudit): DashboardAudit {
  const overall = doc.scores?.overall
  const value = overall?.mention_rate.value ?? doc.mention_rate ?? 0
  return {
    id: String(doc.id),
    business: doc.business_name,
    market: `${doc.specialism} in ${doc.location}`,
    date: doc.audited_at ?? doc.createdAt,
    timeZone: auditTimeZone({ search_location: doc.search_location ?? null }),
    severity: doc.severity,
    mentionRate: overall?.mention_rate ?? { value, low: value, high: value, n: 0 },
    shareOfVoice: doc.scores?.share_of_voice ?? doc.share_of_voice ?? null,
    assistants: (doc.scores?.by_assistant ?? []).map((a) => ({
      id: a.assistant,
      name: a.assistant_name,
      mentionRate: a.metrics.mention_rate,
      shareOfVoice: a.metrics.share_of_voice,
    })),
    competitors: (overall?.competitors ?? []).map((c) => c.name),
    mentions: overall ? overall.mentions : null,
    answers: overall ? overall.answers : null,
    sharedAt: doc.shared_at ?? null,
  }
}

export function dashboardModel(
  docs: CustomerAudit[],
  rechecks: CustomerRecheck[] = [],
): {
  audits: DashboardAudit[]
  businesses: DashboardBusiness[]
} {
  const recheckOf = new Map(
    rechecks.map((r) => [businessKey(r), { id: String(r.id), active: r.active }]),
  )
  const audits = docs
    .map((doc) => ({ key: businessKey(doc), audit: dashboardAudit(doc) }))
    .sort((a, b) => Date.parse(b.audit.date) - Date.parse(a.audit.date))
  const groups = new Map<string, DashboardAudit[]>()
  for (const { key, audit } of audits) groups.set(key, [...(groups.get(key) ?? []), audit])
  const businesses = [...groups].map(([key, newestFirst]) => {
    const runs = [...newestFirst].reverse()
    const measured = runs.filter((run) => run.answers !== null)
    const [previous, latest] = measured.slice(-2)
    const figures = (run: DashboardAudit) => ({
      mentions: run.mentions ?? 0,
      answers: run.answers ?? 0,
      competitors: run.competitors,
    })
    return {
      key,
      business: newestFirst[0].business,
      market: newestFirst[0].market,
      runs,
      change: previous && latest ? compareAudits(figures(previous), figures(latest)) : null,
      recheck: recheckOf.get(key) ?? null,
    }
  })
  return { audits: audits.map((a) => a.audit), businesses }
}
