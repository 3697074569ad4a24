/**
 * The staff dashboard (docs/decisions/0087): Payload's modular dashboard with the lead desk's
 * widgets (widgets.tsx) above the collections for admin and sales users; editors, who read no
 * leads, see the collections alone. Each user may rearrange theirs (Payload keeps it in their
 * preferences); this is the layout they start with and return to on "Reset Layout".
 */
import type { Config } from 'payload'
import { hasRole } from '@aivis/collections'

type Dashboard = NonNullable<NonNullable<Config['admin']>['dashboard']>

const widget = (slug: string, name: string, label: string) => ({
  slug,
  label,
  Component: `/dashboard/widgets#${name}`,
  minWidth: 'small' as const,
  maxWidth: 'full' as const,
})

/** The desk's widgets, in the order they are laid out. */
export const DESK_WIDGETS = [
  widget('desk-leads-week', 'LeadsThisWeekWidget', 'Leads this week'),
  widget('desk-unanswered', 'UnansweredInquiriesWidget', 'Inquiries not answered'),
  widget('desk-warmest', 'WarmestLeadsWidget', 'Warmest leads'),
  widget('desk-audits-today', 'AuditsTodayWidget', 'Audits today'),
  widget('desk-deliveries', 'LeadDeliveriesWidget', 'Lead deliveries'),
  widget('desk-budget', 'AuditBudgetWidget', 'Daily audit budget'),
]

export const deskDashboard: Dashboard = {
  widgets: DESK_WIDGETS,
  defaultLayout: ({ req }) => [
    ...(hasRole(req, 'admin', 'sales')
      ? ([
          // Two halves, the warmest leads across, then three thirds (Payload's widths: medium ½,
          // small ⅓).
          { widgetSlug: 'desk-leads-week', width: 'medium' },
          { widgetSlug: 'desk-unanswered', width: 'medium' },
          { widgetSlug: 'desk-warmest', width: 'full' },
          { widgetSlug: 'desk-audits-today', width: 'small' },
          { widgetSlug: 'desk-deliveries', width: 'small' },
          { widgetSlug: 'desk-budget', width: 'small' },
        ] as const)
      : []),
    { widgetSlug: 'collections', width: 'full' },
  ],
}
