/**
 * How an audit shows in the admin (docs/decisions/0125): its report as the customer reads it, and
 * its evidence read-only.
 *
 * - `AUDIT_ADMIN_COMPONENTS`: the CMS's admin components of an audit, as Payload's import map names
 *   them (paths under cms/src): `report`, the report and the "View as customer" link (a ui field);
 *   `percent`, a 0–1 number read as a whole percentage.
 * - `evidence(fields)`: `fields` as the audit's evidence: read-only in the admin, and never changed
 *   through the API by anyone (`access.update` false: the server's own writes pass
 *   `overrideAccess`); created as before (the audit service's API key, staff). A JSON part is not
 *   shown as a field at all (`admin.hidden`): the report shows it in words, and no code editor is
 *   loaded for it.
 */
import type { Field } from 'payload'

export const AUDIT_ADMIN_COMPONENTS = {
  report: '/components/AuditReport#AuditReportField',
  percent: '/components/PercentField#PercentField',
} as const

/** Never changed after creation through Payload's access rules (module doc). */
const never = () => false

/** See module doc. Presentational fields (tabs, rows) are passed through as they are. */
export function evidence(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (!('name' in field) || field.type === 'ui' || field.type === 'join') return field
    const hidden = field.type === 'json'
    return {
      ...field,
      access: { ...field.access, update: never },
      admin: { ...field.admin, readOnly: true, ...(hidden ? { hidden: true } : {}) },
    } as Field
  })
}
