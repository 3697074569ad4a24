/**
 * Live preview of a page's blocks inside the CMS admin (Payload's client-side live preview
 * protocol): the page posts `{type: 'payload-live-preview', ready: true}` to the admin window at
 * `cmsOrigin`; the admin then posts `{type: 'payload-live-preview', data: <the form's values>}` on
 * every edit, and the blocks follow `data.layout`. Only messages from `cmsOrigin` are taken.
 *
 * Nothing is fetched from the CMS: Payload's own client (@payloadcms/live-preview) re-reads each
 * update from the CMS with the staff member's cookies (a credentialed cross-origin call) and pins an
 * older Payload version than the CMS's, which Payload's dependency check refuses; see
 * docs/decisions/0029. Upload fields arrive as ids: media already shown keep their file.
 * Loaded lazily by PageBlocks.tsx, only inside the admin.
 *
 * The preview of an offer, FAQ or testimonial keeps the edited document in view (decision 0129):
 * once shown, and after each update, the page scrolls to it (`keepInView`) only when its top edge
 * is off the screen, so typing does not move the page.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { LayoutBlock, Media, SiteSetting } from '../../lib/cms-types'
import { previewedElement, withPreviewedDoc, type PreviewedDoc } from './previewedDoc'
import { RenderBlocks, type BlockData } from './RenderBlocks'

/** Upload fields of the blocks (collections/src/blocks): hero `promoVideo`, platform `logo`. */
const UPLOAD_KEYS = new Set(['promoVideo', 'promoVideoMp4', 'promoPoster', 'promoCaptions', 'logo'])

/** Every populated media document inside `value`, by id. */
export function collectMedia(value: unknown, found = new Map<string | number, Media>()) {
  if (Array.isArray(value)) value.forEach((v) => collectMedia(v, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (
      typeof record.filename === 'string' &&
      (typeof record.id === 'number' || typeof record.id === 'string')
    )
      found.set(record.id, record as unknown as Media)
    Object.values(record).forEach((v) => collectMedia(v, found))
  }
  return found
}

/** `value` with the upload ids that `media` knows replaced by their documents. */
export function repopulate(value: unknown, media: Map<string | number, Media>): unknown {
  if (Array.isArray(value)) return value.map((v) => repopulate(v, media))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      UPLOAD_KEYS.has(k) && (typeof v === 'number' || typeof v === 'string') && media.has(v)
        ? media.get(v)
        : repopulate(v, media),
    ]),
  )
}

/**
 * The page's layout and blocks' data as last posted by the admin at `cmsOrigin`, starting from
 * `initial`: a page's edits change the layout; an offer's, FAQ's or testimonial's (`edited`,
 * docs/decisions/0088) change that document in the data.
 */
export function useLivePreview(
  initial: { layout: LayoutBlock[]; data: BlockData },
  cmsOrigin: string,
  edited: PreviewedDoc | null = null,
): { layout: LayoutBlock[]; data: BlockData } {
  const [state, setState] = useState(initial)
  useEffect(() => {
    const media = collectMedia(initial.layout)
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; data?: { layout?: unknown } } | null
      if (event.origin !== cmsOrigin || message?.type !== 'payload-live-preview') return
      if (edited) {
        setState({ ...initial, data: withPreviewedDoc(initial.data, edited, message.data) })
        return
      }
      const next = message.data?.layout
      if (Array.isArray(next))
        setState({ ...initial, layout: repopulate(next, media) as LayoutBlock[] })
    }
    window.addEventListener('message', onMessage)
    const admin: Window | null = window.opener ?? (window.parent !== window ? window.parent : null)
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [initial, cmsOrigin, edited])
  return state
}

/**
 * Scrolls the element that shows `doc` into view when its top edge is off the screen: an offer's
 * card to the middle, a block to the top. Leaves the page where it is otherwise (or when the page
 * does not show `doc`).
 */
export function keepInView(doc: PreviewedDoc): void {
  const element = previewedElement(document, doc)
  if (!element) return
  const { top } = element.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight) return
  element.scrollIntoView({ block: element.id ? 'start' : 'center' })
}

export default function LivePreviewBlocks({
  layout,
  data,
  settings,
  cmsOrigin,
  edited = null,
}: {
  layout: LayoutBlock[]
  data: BlockData
  settings: SiteSetting
  cmsOrigin: string
  edited?: PreviewedDoc | null
}) {
  const initial = useMemo(() => ({ layout, data }), [layout, data])
  const live = useLivePreview(initial, cmsOrigin, edited)
  // Before the browser paints each update: the page never shows the document off screen first.
  useLayoutEffect(() => {
    if (edited) keepInView(edited)
  }, [edited, live])
  return <RenderBlocks blocks={live.layout} data={live.data} settings={settings} />
}
