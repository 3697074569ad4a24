/**
 * `latest_audit` of an inquiry: the verdict and mention rate of the newest audit of the same
 * person (docs/decisions/0126), for the sales list: 'LOW · 23%' (the spec's severity, then the
 * mention rate as a whole percentage, rounded half up), 'LOW' without a rate, '' without an audit.
 * Virtual (not stored), read-only, computed on read from the prospect links (one query per row),
 * for admin and sales only: any other reader gets nothing and costs no query.
 */
import type { TextField } from 'payload'
import { hasRole } from '../access/roles'

/** The words of `latest_audit` for an audit's severity and 0–1 mention rate. */
export function latestAuditLabel(severity: unknown, mentionRate: unknown): string {
  if (typeof severity !== 'string' || !severity) return ''
  return typeof mentionRate === 'number' && Number.isFinite(mentionRate)
    ? `${severity} · ${Math.round(mentionRate * 100)}%`
    : severity
}

export const latestAuditField: TextField = {
  name: 'latest_audit',
  label: 'Latest audit',
  type: 'text',
  virtual: true,
  access: { read: ({ req }) => hasRole(req, 'admin', 'sales') },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: "Verdict and mention rate of this person's newest audit.",
  },
  hooks: {
    afterRead: [
      async ({ siblingData, req }) => {
        const doc = siblingData as { id?: number | string } | undefined
        if (!doc?.id || !hasRole(req, 'admin', 'sales')) return undefined
        const { docs } = await req.payload.find({
          collection: 'audits',
          where: { inquiries: { in: [doc.id] } },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
          pagination: false,
          joins: false,
          overrideAccess: true,
          select: { severity: true, mention_rate: true },
          req,
        })
        const [audit] = docs as { severity?: unknown; mention_rate?: unknown }[]
        return audit ? latestAuditLabel(audit.severity, audit.mention_rate) : ''
      },
    ],
  },
}
