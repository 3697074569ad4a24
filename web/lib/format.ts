/**
 * Offer price texts from the CMS numbers (spec §9): "$1,997", "$997/month",
 * "3-month minimum ($2,991 total)", "Available after Foundations or PRO".
 */
import { formatUsd } from '@aivis/contract'
import type { Offer } from './cms-types'

/** Whole US dollars (`@aivis/contract` quotes): 1997 → "$1,997". */
export { formatUsd }

export function priceLabel(offer: Pick<Offer, 'price' | 'billing'>): string {
  return offer.billing === 'monthly' ? `${formatUsd(offer.price)}/month` : formatUsd(offer.price)
}

/** e.g. "3-month minimum ($2,991 total)", or null without a minimum term. */
export function minimumTermLabel(
  offer: Pick<Offer, 'price' | 'billing' | 'minimumTermMonths'>,
): string | null {
  const months = offer.minimumTermMonths
  if (offer.billing !== 'monthly' || !months || months < 2) return null
  return `${months}-month minimum (${formatUsd(offer.price * months)} total)`
}

/** e.g. "Available after Foundations or PRO", or null without prerequisites. */
export function prerequisiteLabel(offer: Pick<Offer, 'prerequisites'>): string | null {
  const names = (offer.prerequisites ?? []).flatMap((p) =>
    typeof p === 'object' && p ? [p.name] : [],
  )
  if (!names.length) return null
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
  return `Available after ${list}`
}

/**
 * Embed URL of a YouTube or Vimeo link (for an <iframe>), or null for any other URL (played with
 * <video>). e.g. "https://youtu.be/abc" → "https://www.youtube-nocookie.com/embed/abc".
 */
export function videoEmbedUrl(url: string): string | null {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return null
  }
  const host = u.hostname.replace(/^www\.|^m\./, '')
  const id = (v: string | null | undefined) => (v && /^[\w-]{6,}$/.test(v) ? v : null)
  if (host === 'youtu.be') {
    const v = id(u.pathname.slice(1))
    return v && `https://www.youtube-nocookie.com/embed/${v}`
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = id(u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1])
    return v && `https://www.youtube-nocookie.com/embed/${v}`
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = u.pathname.match(/(\d{5,})/)?.[1]
    return v ? `https://player.vimeo.com/video/${v}` : null
  }
  return null
}

/**
 * A post's publication date as shown on the blog, e.g. '2 November 2026' (en-GB, UTC: the same on
 * the server and in every visitor's browser, so hydration matches).
 */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}
