/**
 * Media the first start puts in the CMS (docs/decisions/0080, 0081): the AI platforms' marks for
 * the home page's logo strip (spec §2 home section 2), from the maintained brand-icon package
 * `@lobehub/icons-static-svg`, and the promo video of the hero (spec §2 home section 1) with its
 * poster and captions, recorded from the product itself by tests/tools/promo-video.ts and kept
 * in collections/src/seed/media.
 *
 * `seedMediaFiles(payload, dirs, report, log)` uploads them while `media` is empty (afterwards
 * Media belongs to staff: a file they deleted is not brought back); a file missing on the disk is
 * skipped with a log line, and the page shows the platform's name alone or the video's
 * placeholder. `mediaIdsByFilename(payload)` then finds them for the home page's blocks.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { seedContext as context } from './context'

/** Where the seed's files are read from (absolute paths). */
export interface SeedMediaDirs {
  /** The `icons` directory of `@lobehub/icons-static-svg`. */
  brandIcons: string
  /** collections/src/seed/media: the promo video's files. */
  promo: string
}

/** One file to upload: its name in Media, where it comes from, its type and its alt text. */
export interface SeedMediaFile {
  filename: string
  from: keyof SeedMediaDirs
  source: string
  mimeType: string
  alt: string
}

/** The platforms' marks (one-colour SVGs, drawn in the strip's text colour) by platform name. */
export const PLATFORM_LOGOS: Record<string, string> = {
  ChatGPT: 'chatgpt-logo.svg',
  Claude: 'claude-logo.svg',
  Gemini: 'gemini-logo.svg',
  Perplexity: 'perplexity-logo.svg',
}

/** The promo video's files, by the hero field that shows each. */
export const PROMO_FILES = {
  promoVideo: 'promo-video.webm',
  promoVideoMp4: 'promo-video.mp4',
  promoPoster: 'promo-video-poster.webp',
  promoCaptions: 'promo-video.vtt',
} as const

export const SEED_MEDIA: SeedMediaFile[] = [
  ...(
    [
      ['ChatGPT', 'openai.svg', 'ChatGPT (OpenAI) logo'],
      ['Claude', 'claude.svg', 'Claude logo'],
      ['Gemini', 'gemini.svg', 'Gemini logo'],
      ['Perplexity', 'perplexity.svg', 'Perplexity logo'],
    ] as const
  ).map(([name, source, alt]) => ({
    filename: PLATFORM_LOGOS[name],
    from: 'brandIcons' as const,
    source,
    mimeType: 'image/svg+xml',
    alt,
  })),
  {
    filename: PROMO_FILES.promoVideo,
    from: 'promo',
    source: PROMO_FILES.promoVideo,
    mimeType: 'video/webm',
    alt: 'A free audit on this site: a website entered, four AI assistants asked, the results',
  },
  {
    filename: PROMO_FILES.promoVideoMp4,
    from: 'promo',
    source: PROMO_FILES.promoVideoMp4,
    mimeType: 'video/mp4',
    alt: 'A free audit on this site (MP4)',
  },
  {
    filename: PROMO_FILES.promoPoster,
    from: 'promo',
    source: PROMO_FILES.promoPoster,
    mimeType: 'image/webp',
    alt: 'The results page of a free audit',
  },
  {
    filename: PROMO_FILES.promoCaptions,
    from: 'promo',
    source: PROMO_FILES.promoCaptions,
    mimeType: 'text/vtt',
    alt: 'Captions of the promo video',
  },
]

/**
 * Uploads `SEED_MEDIA` while `media` is empty; counts into `report.created.media`. Returns how
 * many files were uploaded. Payload's errors propagate (a file it refuses fails the start).
 */
export async function seedMediaFiles(
  payload: Payload,
  dirs: SeedMediaDirs,
  report: { created: Record<string, number> },
  log: (msg: string) => void,
): Promise<number> {
  if ((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs > 0) return 0
  let uploaded = 0
  for (const file of SEED_MEDIA) {
    const source = path.join(dirs[file.from], file.source)
    if (!existsSync(source)) {
      log(`Seed: ${source} not found; ${file.filename} not added to Media`)
      continue
    }
    const data = readFileSync(source)
    await payload.create({
      collection: 'media',
      data: { alt: file.alt },
      file: { data, mimetype: file.mimeType, name: file.filename, size: data.length },
      overrideAccess: true,
      context,
    })
    uploaded++
  }
  if (uploaded) report.created.media = (report.created.media ?? 0) + uploaded
  return uploaded
}

/**
 * Every Media document's id by its filename; a file Payload renamed on upload because one of that
 * name was already on the disk (`chatgpt-logo-1.svg`, left by an earlier database) also stands for
 * its name without the suffix when no document has that name (the newest such one).
 */
export async function mediaIdsByFilename(payload: Payload): Promise<Map<string, number | string>> {
  const { docs } = await payload.find({
    collection: 'media',
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'createdAt',
    overrideAccess: true,
  })
  const ids = new Map<string, number | string>()
  for (const d of docs) if (d.filename) ids.set(d.filename, d.id)
  for (const d of docs) {
    const renamed = d.filename && /^(.+)-\d+(\.[^.]+)$/.exec(d.filename)
    if (!renamed) continue
    const name = renamed[1] + renamed[2]
    if (!docs.some((other) => other.filename === name)) ids.set(name, d.id)
  }
  return ids
}
