/**
 * What the sales pipeline holds (docs/decisions/0061). A lead the audit service's bot checks flagged
 * (`suspected_spam`, decision 0055) is kept but stays out of the pipeline: out of the lead lists'
 * default view, their counts and the CSV export. A newsletter subscriber counts only once confirmed
 * (double opt-in), and not after an unsubscribe.
 *
 * - `suspectedSpamFields()`: the `suspected_spam` checkbox (indexed) and `spam_reason` text of
 *   `inquiries`, `newsletter-subscribers` and `result-email-requests`. Sales restore a person's lead
 *   by unchecking `suspected_spam`.
 * - `PIPELINE_WHERE`: per collection, the `where` of the documents in the pipeline, field by field.
 *   The export (cms/src/leadExport.ts) always adds all of them.
 * - `pipelineListFilter(slug)`: the admin list's base filter (`admin.baseFilter`). It applies each
 *   field's rule unless the list's own filter names that field, so sales review suspected spam
 *   with the filter "Suspected spam is true" (and unconfirmed or unsubscribed subscribers likewise).
 */
import type { BaseFilter, Field, Where } from 'payload'

/** The `suspected_spam` and `spam_reason` fields (contract `SpamFields`). */
export function suspectedSpamFields(): Field[] {
  return [
    {
      name: 'suspected_spam',
      label: 'Suspected spam',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Flagged by the bot checks of the form: kept out of the list, its count and the export. Uncheck to restore it.',
      },
    },
    {
      name: 'spam_reason',
      label: 'Why it was flagged',
      type: 'text',
      maxLength: 100,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: "'honeypot': the hidden field was filled; 'too_fast': sent within seconds.",
        condition: (data) => Boolean(data?.spam_reason),
      },
    },
  ]
}

/** `field` is false, or was never set (documents stored before the field existed). */
const falseOrUnset = (field: string): Where => ({
  or: [{ [field]: { equals: false } }, { [field]: { exists: false } }],
})

const notSpam = { suspected_spam: falseOrUnset('suspected_spam') }

/** The pipeline's rules, per lead collection and per field (see module doc). */
export const PIPELINE_WHERE: Record<string, Record<string, Where>> = {
  inquiries: notSpam,
  'result-email-requests': notSpam,
  'newsletter-subscribers': {
    ...notSpam,
    confirmed: { confirmed: { equals: true } },
    unsubscribed: falseOrUnset('unsubscribed'),
  },
}

/** Every pipeline rule of `slug` as one `where` (null for a collection without rules). */
export function pipelineWhere(slug: string): Where | null {
  const rules = Object.values(PIPELINE_WHERE[slug] ?? {})
  return rules.length ? { and: rules } : null
}

/** True when `where` (any depth, `and`/`or` included) names `field`. */
export function namesField(where: unknown, field: string): boolean {
  if (!where || typeof where !== 'object') return false
  if (Array.isArray(where)) return where.some((w) => namesField(w, field))
  return Object.entries(where as Record<string, unknown>).some(
    ([key, value]) => key === field || namesField(value, field),
  )
}

/**
 * The admin list's base filter of `slug`: each pipeline rule whose field the list's own `where`
 * (the URL's query, `req.query.where`) does not name. Null when every field is named.
 */
export function pipelineListFilter(slug: string): BaseFilter {
  return ({ req }) => {
    const asked = (req.query as { where?: unknown } | undefined)?.where
    const rules = Object.entries(PIPELINE_WHERE[slug] ?? {})
      .filter(([field]) => !namesField(asked, field))
      .map(([, rule]) => rule)
    return rules.length ? { and: rules } : null
  }
}
