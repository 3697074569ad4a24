/**
 * `came_with` of an audit: what its person left besides the audit, for the sales list
 * (docs/decisions/0085): 'Email and inquiry', 'Email' (a results-email request of it),
 * 'Inquiry' (an inquiry of the same person) or 'Audit only'. Virtual (not stored), read-only,
 * computed on read from the prospect links (shared/prospect.ts), for admin and sales only: any
 * other reader gets nothing and costs no query.
 */
import type { TextField } from 'payload'
import { hasRole } from '../access/roles'

/** The words of `came_with` for what an audit came with. */
export function cameWithLabel(email: boolean, inquiry: boolean): string {
  if (email && inquiry) return 'Email and inquiry'
  if (email) return 'Email'
  if (inquiry) return 'Inquiry'
  return 'Audit only'
}

export const cameWithField: TextField = {
  name: 'came_with',
  label: 'Came with',
  type: 'text',
  virtual: true,
  access: { read: ({ req }) => hasRole(req, 'admin', 'sales') },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'A results email and/or an inquiry from the same person.',
  },
  hooks: {
    afterRead: [
      async ({ siblingData, req }) => {
        const doc = siblingData as { id?: number | string; inquiries?: unknown[] } | undefined
        if (!doc?.id || !hasRole(req, 'admin', 'sales')) return undefined
        const inquiry = Array.isArray(doc.inquiries) && doc.inquiries.length > 0
        const { totalDocs } = await req.payload.count({
          collection: 'result-email-requests',
          where: { audit_record: { equals: doc.id } },
          overrideAccess: true,
          req,
        })
        return cameWithLabel(totalDocs > 0, inquiry)
      },
    ],
  },
}
