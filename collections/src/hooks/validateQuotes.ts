/**
 * Refuses a write whose text quotes something unknown (docs/decisions/0127): every string of the
 * document (text, textarea, rich text, block and array fields alike) is read for quote references
 * (`@aivis/contract` quotes: `{price:<offer slug>}`, `{price:<slug>:period|total}`,
 * `{promise:<key>}`), and a reference to an offer slug that no offer has, an unknown show or an
 * unknown promise fails the save with Payload's `ValidationError` (400), one error per reference,
 * on the field that holds it, naming the valid offer slugs. Offers are read only when the document
 * holds a reference.
 */
import { PRICE_SHOWS, PROMISE_KEYS, quoteReferences, unknownQuotes } from '@aivis/contract'
import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

/** Every string in `value` with its field path ('answer', 'layout.0.text'; rich text: its field). */
function strings(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), text: value }]
  if (!value || typeof value !== 'object') return []
  // Rich text: an error belongs to the field, not to a node deep inside its JSON.
  if (!Array.isArray(value) && 'root' in value)
    return strings((value as { root: unknown }).root, path).map((s) => ({
      ...s,
      path: path.join('.'),
    }))
  return Object.entries(value).flatMap(([k, v]) => strings(v, [...path, k]))
}

/** The slugs of every offer (drafts included: a reference may be written before its offer is published). */
export async function offerSlugs(req: PayloadRequest): Promise<string[]> {
  const found = await req.payload.find({
    collection: 'offers',
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
  })
  return found.docs.flatMap((o) => (typeof o.slug === 'string' ? [o.slug] : []))
}

/** The help text of a field that may quote prices and promises: the syntax and the valid names. */
export const QUOTE_HELP =
  `Quote a price with {price:<offer slug>} (the slug of an offer in Offers, e.g. {price:foundations}); ` +
  `{price:<slug>:period} adds "/month" or "one-time", {price:<slug>:total} gives a monthly offer's minimum-term total. ` +
  `Quote a promise (Site settings → Promises) with {promise:<name>}: ${PROMISE_KEYS.join(', ')}. ` +
  `The site shows the current value; unknown names are refused on save.`

/** Collection `beforeValidate`: refuses unknown quote references (module doc). */
export const validateQuotes: CollectionBeforeValidateHook = async ({ data, req }) => {
  const quoting = strings(data).filter((s) => quoteReferences(s.text).length > 0)
  if (!quoting.length) return data
  const offers = await offerSlugs(req)
  // An offer being saved may quote itself under a slug not stored yet.
  const own = typeof data?.slug === 'string' ? [data.slug] : []
  const errors = quoting.flatMap(({ path, text }) =>
    unknownQuotes(text, { offers: [...offers, ...own] }).map((reason) => ({
      path,
      message: `${reason}. Offers: ${offers.join(', ') || 'none yet'}; shows: ${PRICE_SHOWS.join(', ')}; promises: ${PROMISE_KEYS.join(', ')}.`,
    })),
  )
  if (errors.length) throw new ValidationError({ errors })
  return data
}
