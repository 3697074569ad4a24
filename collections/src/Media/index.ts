/**
 * `media`: images and videos staff upload (platform logos, the promo video, share images).
 * Files are stored on the CMS's disk (`staticDir`, set by the CMS config to `data/media`); the
 * public site serves them at `/media/<filename>` from its own origin (web/server/media.server.ts),
 * so visitors never reach the CMS. No image resizing: `sharp` is not needed.
 *
 * A file that is not on the disk (or a name no file system can hold) answers 404 Not Found
 * (`missingFileAs404`), where Payload's own file endpoint answers 500.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'

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

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: {
    read: anyone,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: purgeHooks,
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
    ],
    crop: false,
    focalPoint: false,
    handlers: [missingFileAs404],
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
