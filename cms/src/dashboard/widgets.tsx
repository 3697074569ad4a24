/**
 * The staff dashboard's widgets (Payload's modular dashboard, docs/decisions/0087): React Server
 * Components, each reading its figures (figures.ts) with the signed-in user's access and linking
 * every figure to the admin list behind it. Users without a lead role get a sentence instead of
 * figures. Styles: desk.css, on Payload's theme variables (light and dark alike).
 */
import type { PayloadRequest, WidgetServerProps } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '@aivis/collections'
import { loadEnv } from '../env'
import {
  auditBudget,
  auditsToday,
  deliveriesNeedingAttention,
  leadsThisWeek,
  listHref,
  startOfUtcDay,
  unansweredInquiries,
  warmestLeads,
  type Figure,
} from './figures'
import './desk.css'

const number = new Intl.NumberFormat('en')
const ago = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** '3 hours ago', 'yesterday', '5 days ago' for an ISO date before `now`. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000)
  if (!Number.isFinite(minutes)) return ''
  if (minutes < 60) return ago.format(-Math.max(minutes, 0), 'minute')
  if (minutes < 48 * 60) return ago.format(-Math.round(minutes / 60), 'hour')
  return ago.format(-Math.round(minutes / 1440), 'day')
}

function Card({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="card desk">
      <h3 className="desk__title">{title}</h3>
      {note ? <p className="desk__note">{note}</p> : null}
      {children}
    </section>
  )
}

/** Null when the user reads leads; else the sentence shown instead of figures. */
const noLeads = (req: PayloadRequest) =>
  hasRole(req, 'admin', 'sales') ? null : <p>Only admin and sales users see leads.</p>

function FigureLink({ figure, big = false }: { figure: Figure; big?: boolean }) {
  return (
    <a className={big ? 'desk__big' : 'desk__figure'} href={figure.href}>
      <span className="desk__count">{number.format(figure.count)}</span>{' '}
      <span className="desk__label">{figure.label}</span>
    </a>
  )
}

export async function LeadsThisWeekWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Leads this week">{refused}</Card>
  const kinds = await leadsThisWeek(req, new Date())
  return (
    <Card title="Leads this week" note="The last 7 days; suspected spam left out.">
      <div className="desk__kinds">
        {kinds.map((k) => (
          <div key={k.kind} className="desk__kind">
            <FigureLink figure={k.total} big />
            {k.parts.length ? (
              <ul className="desk__parts">
                {k.parts.map((p) => (
                  <li key={p.label}>
                    <FigureLink figure={p} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </Card>
  )
}

export async function UnansweredInquiriesWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Inquiries not answered">{refused}</Card>
  const { total, newest } = await unansweredInquiries(req, 5)
  return (
    <Card title="Inquiries not answered" note="Still new: nobody has contacted them.">
      <FigureLink figure={total} big />
      {newest.length ? (
        <ul className="desk__rows">
          {newest.map((i) => (
            <li key={i.id}>
              <a href={i.href}>
                <strong>{i.businessName}</strong> · {i.name}
              </a>
              <span className="desk__when">{timeAgo(i.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Every inquiry has been answered.</p>
      )}
    </Card>
  )
}

export async function WarmestLeadsWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Warmest leads">{refused}</Card>
  const { rechecksOn, inquiriesWithAudits, newest } = await warmestLeads(req, 5)
  return (
    <Card
      title="Warmest leads"
      note="Customers with a re-check on; inquiries from people who ran an audit."
    >
      <FigureLink figure={rechecksOn} big />
      <ul className="desk__parts">
        <li>
          <FigureLink figure={inquiriesWithAudits} />
        </li>
      </ul>
      {newest.length ? (
        <ul className="desk__rows">
          {newest.map((l) => (
            <li key={l.id}>
              <a href={l.href}>
                <strong>{l.business}</strong> · {l.who} · {l.kind}
              </a>
              <span className="desk__when">{timeAgo(l.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No warm leads yet.</p>
      )}
    </Card>
  )
}

export async function AuditsTodayWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Audits today">{refused}</Card>
  const { total, byVerdict } = await auditsToday(req, new Date())
  return (
    <Card title="Audits today" note="Since 00:00 UTC, by verdict.">
      <FigureLink figure={total} big />
      <ul className="desk__parts">
        {byVerdict.map((v) => (
          <li key={v.label}>
            <FigureLink figure={v} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

export async function LeadDeliveriesWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Lead deliveries">{refused}</Card>
  const { open, refused: toReplay, newest } = await deliveriesNeedingAttention(req, 3)
  return (
    <Card title="Lead deliveries" note="Leads or mails that kept failing to arrive.">
      <div className={open.count ? 'desk__alert' : undefined}>
        <FigureLink figure={open} big />
      </div>
      <ul className="desk__parts">
        <li>
          <FigureLink figure={toReplay} />
        </li>
      </ul>
      {newest.length ? (
        <ul className="desk__rows">
          {newest.map((d) => (
            <li key={d.id}>
              <a href={d.href}>
                <strong>{d.kind}</strong> · {d.lastError || 'no error recorded'}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>Every lead and mail has been delivered.</p>
      )}
    </Card>
  )
}

export async function AuditBudgetWidget({ req }: WidgetServerProps) {
  const refused = noLeads(req)
  if (refused) return <Card title="Daily audit budget">{refused}</Card>
  const env = loadEnv()
  const budget = await auditBudget({ url: env.AUDIT_SERVICE_URL, key: env.CMS_API_KEY })
  const audits = listHref('audits', [
    { createdAt: { greater_than_equal: startOfUtcDay(new Date()).toISOString() } },
  ])
  if (!budget.ok)
    return (
      <Card title="Daily audit budget">
        <p>{budget.reason}</p>
        <a className="desk__more" href={audits}>
          Today&rsquo;s audits
        </a>
      </Card>
    )
  const percent = budget.budget ? Math.round((budget.used / budget.budget) * 100) : 0
  const reserved = budget.used >= budget.reserveFrom
  return (
    <Card title="Daily audit budget" note={`Vendor calls on ${budget.day} (UTC).`}>
      {/* Calls, not audits: the link below lists the audits that made them. */}
      <p className="desk__big desk__total">
        <span className="desk__count">{number.format(budget.used)}</span>{' '}
        <span className="desk__label">
          of {number.format(budget.budget)} calls used ({percent}%)
        </span>
      </p>
      <div
        className={reserved ? 'desk__bar desk__bar--reserved' : 'desk__bar'}
        role="meter"
        aria-label="Vendor calls used today"
        aria-valuemin={0}
        aria-valuemax={budget.budget}
        aria-valuenow={budget.used}
      >
        <span style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <p className="desk__note">
        {reserved
          ? 'In the reserve: only networks without an audit today are admitted.'
          : `From ${number.format(budget.reserveFrom)} calls, only networks without an audit today are admitted.`}
      </p>
      <a className="desk__more" href={audits}>
        Today&rsquo;s audits
      </a>
    </Card>
  )
}
