/**
 * Live preview of an offer, FAQ or testimonial on the home page (docs/decisions/0088): the admin
 * opens `/?preview=1&previewCollection=<slug>&previewId=<id>` and posts the document's unsaved form
 * values; `withPreviewedDoc` puts them in place of the stored document in the blocks' data, so the
 * pricing, FAQ or testimonials block shows the edit where it will appear. `previewedElement`
 * finds where that is on the page (the offer's card, else the block the URL's fragment names,
 * @aivis/contract `HOME_PREVIEW_ANCHORS`), to keep it in view (decision 0129). Pure but for the
 * DOM read of `previewedElement`.
 */
import { HOME_PREVIEW_ANCHORS, type HomePreviewedCollection } from '@aivis/contract'
import type { Faq, Offer, Testimonial } from '../../lib/cms-types'
import type { BlockData } from './RenderBlocks'

/** The collections previewed on the home page. */
export const PREVIEWED_COLLECTIONS = Object.keys(HOME_PREVIEW_ANCHORS) as HomePreviewedCollection[]
export type PreviewedCollection = HomePreviewedCollection

/** The document a preview follows: its collection and id ('' for one not saved yet). */
export interface PreviewedDoc {
  collection: PreviewedCollection
  id: string
}

/** The previewed document named by the page's query, or null. */
export function previewedDocOf(search: Record<string, string | undefined>): PreviewedDoc | null {
  const collection = search.previewCollection
  if (!PREVIEWED_COLLECTIONS.includes(collection as PreviewedCollection)) return null
  const id = search.previewId ?? ''
  return /^[\w-]{0,64}$/.test(id) ? { collection: collection as PreviewedCollection, id } : null
}

type WithIdOrder = { id?: number | string | null; order?: number | null }

/**
 * `list` with `doc` in place of the item with the same id (appended when none has it, or when
 * `keep` is false it is taken out), in `order` (stable).
 */
function replaceIn<T extends WithIdOrder>(list: T[], doc: T, id: string, keep = true): T[] {
  const same = (item: T) => id !== '' && String(item.id) === id
  const at = list.findIndex(same)
  const without = list.filter((item) => !same(item))
  if (!keep) return without
  const next = [...without]
  next.splice(at === -1 ? next.length : at, 0, doc)
  return next
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.i - b.i)
    .map(({ item }) => item)
}

/**
 * `data` with the posted form values `values` of the previewed document `doc`. An FAQ shows under
 * its (possibly changed) placements only; values that are not an object leave `data` as it is.
 */
export function withPreviewedDoc(data: BlockData, doc: PreviewedDoc, values: unknown): BlockData {
  if (!values || typeof values !== 'object') return data
  switch (doc.collection) {
    case 'offers': {
      // The form posts prerequisites as ids: the offers shown already name them.
      const offer = values as Offer
      const byId = new Map(data.offers.map((o) => [String(o.id), o]))
      const prerequisites = (offer.prerequisites ?? []).map((p) =>
        typeof p === 'object' && p ? p : (byId.get(String(p)) ?? p),
      )
      return { ...data, offers: replaceIn(data.offers, { ...offer, prerequisites }, doc.id) }
    }
    case 'testimonials':
      return {
        ...data,
        testimonials: replaceIn(data.testimonials, values as Testimonial, doc.id),
      }
    case 'faqs': {
      const faq = values as Faq
      const placements: unknown[] = Array.isArray(faq.placement) ? faq.placement : []
      const faqs = Object.fromEntries(
        Object.entries(data.faqs).map(([placement, list]) => [
          placement,
          replaceIn(list ?? [], faq, doc.id, placements.includes(placement)),
        ]),
      )
      return { ...data, faqs }
    }
  }
}

/**
 * The element of `root` that shows the previewed document `doc`: an offer's card
 * (`data-offer-id`, Pricing.tsx), else the block that shows its collection (its id from
 * `HOME_PREVIEW_ANCHORS`: `pricing`, `faq`, `testimonials`); null when the page has neither.
 */
export function previewedElement(root: ParentNode, doc: PreviewedDoc): Element | null {
  // `doc.id` is plain (previewedDocOf): letters, digits, `_` and `-` only.
  const card =
    doc.collection === 'offers' && doc.id ? root.querySelector(`[data-offer-id="${doc.id}"]`) : null
  return card ?? root.querySelector(`#${HOME_PREVIEW_ANCHORS[doc.collection]}`)
}
