/**
 * `media`: images and videos staff upload (platform logos, the promo video, share images).
 * Files are stored on the CMS's disk (`staticDir`, set by the CMS config to `data/media`); the
 * public site serves them at `/media/<filename>` from its own origin (web/server/media.server.ts),
 * so visitors never reach the CMS. No image resizing: `sharp` is not needed.
 */
import type { CollectionConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeHooks } from '../hooks/purgeWebCache'

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
