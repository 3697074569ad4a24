/**
 * CSV export of the lead collections for sales (docs/decisions/0019), with Payload's
 * import-export plugin, export only:
 *
 * - `inquiries`, `newsletter-subscribers` and `result-email-requests` get "Export" in their list
 *   menu; CSV only, run synchronously (no job runner needed) and downloaded, never saved, so no
 *   copy of lead data is left on the server's disk.
 * - The plugin's `exports` collection and its endpoints (`/api/exports/download`,
 *   `/api/exports/export-preview`) are for lead readers (admin, sales) only, and only for those
 *   three collections; the plugin itself would let any signed-in user export any collection they
 *   can read.
 * - Import is off: the plugin always adds an `imports` collection and an import job; both are
 *   removed.
 */
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import {
  APIError,
  type CollectionConfig,
  type Endpoint,
  type PayloadRequest,
  type Plugin,
} from 'payload'
import { EXPORTABLE_LEAD_COLLECTIONS, hasRole, isAdmin, isLeadReader } from '@aivis/collections'

const exportable = new Set<string>(EXPORTABLE_LEAD_COLLECTIONS)

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status })

/** The JSON body of a request, read from a clone so the plugin's handler can still read it. */
async function peekJson(req: PayloadRequest): Promise<unknown> {
  if (req.data) return req.data
  try {
    return typeof req.clone === 'function' ? await req.clone().json() : null
  } catch {
    return null
  }
}

/**
 * Wraps a plugin endpoint: lead readers only, and only for an exportable collection (named in
 * `data.collectionSlug` by the download, in `collectionSlug` by the preview).
 */
function guarded(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: async (req) => {
      if (!hasRole(req, 'admin', 'sales')) return refuse(403, 'You are not allowed to export.')
      const body = (await peekJson(req)) as {
        collectionSlug?: unknown
        data?: { collectionSlug?: unknown }
      } | null
      const slug = body?.data?.collectionSlug ?? body?.collectionSlug
      if (typeof slug !== 'string' || !exportable.has(slug))
        return refuse(403, 'This collection cannot be exported.')
      return endpoint.handler(req)
    },
  }
}

function exportsCollection(collection: CollectionConfig, staticDir: string): CollectionConfig {
  return {
    ...collection,
    access: { read: isLeadReader, create: isLeadReader, update: () => false, delete: isAdmin },
    endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(guarded) : [],
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        ({ args, operation }) => {
          if (operation !== 'create') return args
          const slug = (args as { data?: { collectionSlug?: unknown } }).data?.collectionSlug
          if (!(typeof slug === 'string' && exportable.has(slug)))
            throw new APIError('This collection cannot be exported.', 403)
          return args
        },
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir },
  }
}

/** The plugin, export only. `staticDir`: where an export saved through the API would be written. */
export function leadExportPlugin({ staticDir }: { staticDir: string }): Plugin {
  const plugin = importExportPlugin({
    collections: EXPORTABLE_LEAD_COLLECTIONS.map((slug) => ({
      slug,
      import: false,
      export: { format: 'csv', disableJobsQueue: true, disableSave: true },
    })),
    overrideExportCollection: ({ collection }) => exportsCollection(collection, staticDir),
  })
  return async (incoming) => {
    const config = await plugin(incoming)
    return {
      ...config,
      collections: (config.collections ?? []).filter((c) => c.slug !== 'imports'),
      jobs: {
        ...config.jobs,
        tasks: (config.jobs?.tasks ?? []).filter((t) => t.slug !== 'createCollectionImport'),
      },
    }
  }
}
