/**
 * `media`: images, videos and captions staff upload (platform logos, the promo video with its
 * poster and WebVTT captions, share images).
 * Files are stored on the CMS's disk (`staticDir`, set by the CMS config to `data/media`); the
 * public site serves them at `/media/<filename>` from its own origin (web/server/media.server.ts),
 * so visitors never reach the CMS. No image resizing: `sharp` is not needed.
 *
 * A file that is not on the disk (or a name no file system can hold) answers 404 Not Found
 * (`missingFileAs404`), where Payload's own file endpoint answers 500.
 *
 * Captions: the only text files taken are WebVTT (`.vtt`, first line `WEBVTT`; `webVttOnly`), stored
 * and served as `text/vtt` (docs/decisions/0080). Payload knows no `.vtt` extension and reads such a
 * file as `text/plain`, which is why `text/plain` is on the allow-list at all.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'
import { publicContent } from '../access'
import { contentHooks } from '../hooks/presets'

/** Errors of `stat` that mean "no such file here" rather than a fault of the server. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

/**
 * Payload upload handler (runs before Payload streams the file): a 404 JSON answer
 * (`{ errors: [{ message: 'Not Found' }] }`) when `filename` is not a file in the collection's
 * `staticDir`; otherwise nothing, and Payload serves the file. Other `stat` errors are left to
 * Payload (a real fault stays a 500).
 */
export function missingFileAs404(
  req: Pick<PayloadRequest, 'payload'>,
  { params }: { params: { collection: string; filename: string } },
): Promise<Response> {
  // Resolves to undefined when the file is there: Payload's handler loop then serves it itself.
  return check(req, params) as Promise<Response>
}

async function check(
  req: Pick<PayloadRequest, 'payload'>,
  params: { collection: string; filename: string },
): Promise<Response | undefined> {
  const upload = req.payload.collections[params.collection as 'media']?.config.upload
  const dir = path.resolve((upload && upload.staticDir) || params.collection)
  try {
    await stat(path.resolve(dir, params.filename))
  } catch (err) {
    if (NOT_THERE.has((err as NodeJS.ErrnoException).code ?? ''))
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}

/** What a text upload that is not WebVTT is told. */
export const NOT_WEBVTT =
  'Text files must be WebVTT captions: a .vtt file whose first line is WEBVTT.'

/**
 * `beforeValidate` hook: a text upload (`req.file` with a `text/*` type) must be a `.vtt` file
 * whose content starts with `WEBVTT` (after an optional byte-order mark); it is then stored as
 * `text/vtt`. Throws Payload's `ValidationError` (400, field `file`) with `NOT_WEBVTT` otherwise.
 * Other uploads pass untouched.
 */
export const webVttOnly: CollectionBeforeValidateHook = ({ data, req }) => {
  const file = req.file
  if (!file || !file.mimetype.startsWith('text/')) return data
  const head = Buffer.from(file.data.subarray(0, 16))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  if (!/\.vtt$/i.test(file.name) || !/^WEBVTT(?:[ \t\r\n]|$)/.test(head))
    throw new ValidationError({ errors: [{ message: NOT_WEBVTT, path: 'file' }] })
  file.mimetype = 'text/vtt'
  return data ? { ...data, mimeType: 'text/vtt' } : data
}

/** Payload's file endpoint names a `.vtt` file `text/plain`; captions are served as `text/vtt`. */
export const vttContentType = ({ headers }: { headers: Headers }): Headers => {
  if (headers.get('content-type')?.startsWith('text/plain'))
    headers.set('content-type', 'text/vtt; charset=utf-8')
  return headers
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  ...publicContent,
  hooks: { ...contentHooks, beforeValidate: [webVttOnly] },
  upload: {
    staticDir: 'media',
    mimeTypes: [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      'image/svg+xml',
      'video/mp4',
      'video/webm',
      'text/vtt',
      'text/plain',
    ],
    crop: false,
    focalPoint: false,
    handlers: [missingFileAs404],
    modifyResponseHeaders: vttContentType,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'What the file shows, for visitors who cannot see it.' },
    },
  ],
}
