/**
 * Media from the CMS (`media` uploads: logos, promo video, share images) as the site serves them:
 * at `/media/<filename>` on the site's own origin (server/media.server.ts streams them from the
 * CMS), so visitors never reach the CMS.
 */
import type { Media } from './cms-types'

/** Where the site serves a media file named `filename`. */
export const mediaPath = (filename: string) => `/media/${encodeURIComponent(filename)}`

/**
 * A populated upload field as `{url, alt, mimeType, width, height}`, or null when the field is
 * empty or holds only an id (not populated: depth 0, or a live preview of an unsaved choice).
 */
export function mediaFile(
  value: number | string | Media | null | undefined,
): { url: string; alt: string; mimeType: string | null; width?: number; height?: number } | null {
  if (!value || typeof value !== 'object' || !value.filename) return null
  return {
    url: mediaPath(value.filename),
    alt: value.alt ?? '',
    mimeType: value.mimeType ?? null,
    width: value.width ?? undefined,
    height: value.height ?? undefined,
  }
}
