/**
 * A 0–1 number field read as a whole percentage ("5%" for 0.047, as the site writes it), read-only
 * (docs/decisions/0125): an audit's mention rate and share of voice on its admin page. A React
 * Server Component; '—' when the number is not set.
 */
import type { NumberFieldServerComponent } from 'payload'
import { percent } from './AuditReport'

export const PercentField: NumberFieldServerComponent = ({ field, data, path }) => {
  const name = path ?? field.name
  const value = (data as Record<string, unknown> | undefined)?.[field.name]
  const label = typeof field.label === 'string' ? field.label.replace(/\s*\(0–1\)$/, '') : name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : null
  return (
    <div className="field-type number read-only">
      <span className="field-label">{label}</span>
      <p id={`field-${name}`} style={{ margin: 0, fontWeight: 600 }}>
        {typeof value === 'number' && Number.isFinite(value) ? percent(value) : '—'}
      </p>
      {description && <p className="field-description">{description}</p>}
    </div>
  )
}
