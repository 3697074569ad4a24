/**
 * CSV export of the lead collections for sales (docs/decisions/0019), with Payload's
 * import-export plugin, export only:
 *
 * - `inquiries`, `newsletter-subscribers` and `result-email-requests` get "Export" in their list
 *   menu; CSV only, run synchronously (no job runner needed) and streamed to the response by
 *   `POST /api/exports/download`, never saved. Creating an `exports` document (which would write
 *   the file under `staticDir` and keep it there) is refused with 403 for everyone: the admin's
 *   export drawer only downloads (`disableSave`), so nothing in the admin flow needs a stored
 *   copy, and no copy of lead data piles up on the server's disk.
 * - Formula injection (OWASP "CSV Injection"): lead fields are typed by the public, and a cell
 *   starting with `=`, `+`, `-`, `@`, tab or carriage return is run as a formula by spreadsheet
 *   apps. Every such text cell is prefixed with a single quote (`neutraliseFormula`, a field-level
 *   export hook on every free-text field of those collections, so the download and the admin
 *   preview agree); the plugin's `csv-stringify` then quotes the cell where CSV requires it
 *   (delimiter, quote, line break) and doubles inner quotes. Numbers (ids, counts), dates,
 *   relationship ids and option values are left as they are.
 * - The plugin's `exports` collection and its endpoints (`/api/exports/download`,
 *   `/api/exports/export-preview`) are for lead readers (admin, sales) only, and only for those
 *   three collections; the plugin itself would let any signed-in user export any collection they
 *   can read.
 * - Only the sales pipeline is exported (docs/decisions/0061): the request's `where` is combined
 *   with the collection's `pipelineWhere` (no suspected spam; newsletter subscribers only when
 *   confirmed and not unsubscribed), whatever filter the request names.
 * - Import is off: the plugin always adds an `imports` collection and an import job; both are
 *   removed.
 */
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import {
  APIError,
  type CollectionConfig,
  type Endpoint,
  type Field,
  type PayloadRequest,
  type Plugin,
} from 'payload'
import {
  EXPORTABLE_LEAD_COLLECTIONS,
  hasRole,
  isAdmin,
  isLeadReader,
  pipelineWhere,
} from '@aivis/collections'

const exportable = new Set<string>(EXPORTABLE_LEAD_COLLECTIONS)

/** A text cell a spreadsheet would run as a formula: first character `=`, `+`, `-`, `@`, TAB, CR. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * OWASP CSV-injection defence for one exported value: a string starting with `=`, `+`, `-`, `@`,
 * tab or carriage return gets a leading single quote (`=1+1` becomes `'=1+1`); a lone or CRLF
 * carriage return inside a string becomes a line feed, since `csv-stringify` quotes cells with a
 * line feed but not with a bare carriage return, which spreadsheets read as a row break (and so as
 * a new cell that could start with `=`). Arrays are mapped; numbers, booleans, null and other text
 * are returned unchanged. Throws nothing.
 */
export function neutraliseFormula(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(neutraliseFormula)
  if (typeof value !== 'string') return value
  const text = value.replace(/\r\n?/g, '\n')
  return FORMULA_START.test(value) ? `'${text}` : text
}

/** Field types whose values are free text typed by people (leads come from public forms). */
const TEXT_FIELD_TYPES = new Set(['text', 'textarea', 'email', 'code'])

/**
 * `fields` with the plugin's field-level `beforeExport` hook (`neutraliseFormula`, CSV only) on
 * every free-text field, nested ones (arrays, groups, rows, collapsibles, tabs, blocks) included.
 * A field-level hook rather than the plugin's row-level `before` hook: with a row hook the plugin
 * keeps only the columns present in the first batch, which would drop columns (and so data) of
 * later batches.
 */
function withFormulaNeutralised(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    const f = field as Field & {
      fields?: Field[]
      tabs?: { fields: Field[] }[]
      blocks?: { fields: Field[] }[]
      custom?: Record<string, unknown>
    }
    if (TEXT_FIELD_TYPES.has(f.type)) {
      const own = (f.custom?.['plugin-import-export'] ?? {}) as { hooks?: object }
      return {
        ...f,
        custom: {
          ...f.custom,
          'plugin-import-export': {
            ...own,
            hooks: {
              ...own.hooks,
              beforeExport: ({ format, value }: { format: string; value: unknown }) =>
                format === 'csv' ? neutraliseFormula(value) : value,
            },
          },
        },
      } as Field
    }
    if (Array.isArray(f.fields)) return { ...f, fields: withFormulaNeutralised(f.fields) } as Field
    if (Array.isArray(f.tabs))
      return {
        ...f,
        tabs: f.tabs.map((t) => ({ ...t, fields: withFormulaNeutralised(t.fields) })),
      } as Field
    if (Array.isArray(f.blocks))
      return {
        ...f,
        blocks: f.blocks.map((b) => ({ ...b, fields: withFormulaNeutralised(b.fields) })),
      } as Field
    return field
  })
}

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
 * Hands the plugin's handler `body` as the request's JSON body: `req.data`, `req.json()` and
 * `req.text()` (which the plugin's handlers read) all give it.
 */
function replaceJsonBody(req: PayloadRequest, body: object): void {
  const text = JSON.stringify(body)
  const r = req as PayloadRequest & { json: () => Promise<unknown>; text: () => Promise<string> }
  r.data = JSON.parse(text) as Record<string, unknown>
  r.json = () => Promise.resolve(JSON.parse(text))
  r.text = () => Promise.resolve(text)
}

/**
 * Wraps a plugin endpoint: lead readers only, and only for an exportable collection (named in
 * `data.collectionSlug` by the download, in `collectionSlug` by the preview); the request's
 * `where` is narrowed to the sales pipeline (`pipelineWhere`).
 */
function guarded(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: async (req) => {
      if (!hasRole(req, 'admin', 'sales')) return refuse(403, 'You are not allowed to export.')
      const body = (await peekJson(req)) as {
        collectionSlug?: unknown
        where?: unknown
        data?: { collectionSlug?: unknown; where?: unknown }
      } | null
      const slug = body?.data?.collectionSlug ?? body?.collectionSlug
      if (typeof slug !== 'string' || !exportable.has(slug))
        return refuse(403, 'This collection cannot be exported.')
      const pipeline = pipelineWhere(slug)
      if (body && pipeline) {
        const target = body.data && typeof body.data === 'object' ? body.data : body
        const asked = target.where && typeof target.where === 'object' ? target.where : null
        target.where = asked ? { and: [asked, pipeline] } : pipeline
        replaceJsonBody(req, body)
      }
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
        // Saving an export (which writes and keeps its file) is refused before the plugin's own
        // hook builds the file. Create access stays with lead readers: the admin's export drawer
        // is the create form of this collection, and its Download button needs it.
        ({ args, operation }) => {
          if (operation !== 'create') return args
          throw new APIError('Exports are downloaded, not saved on the server.', 403)
        },
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir },
  }
}

/**
 * The plugin, export only. `staticDir`: the upload directory Payload requires for the plugin's
 * `exports` upload collection; nothing is written there, since saving an export is refused.
 */
export function leadExportPlugin({ staticDir }: { staticDir: string }): Plugin {
  const plugin = importExportPlugin({
    collections: EXPORTABLE_LEAD_COLLECTIONS.map((slug) => ({
      slug,
      import: false,
      export: {
        format: 'csv',
        disableJobsQueue: true,
        disableSave: true,
      },
    })),
    overrideExportCollection: ({ collection }) => exportsCollection(collection, staticDir),
  })
  return async (incoming) => {
    const config = await plugin({
      ...incoming,
      collections: (incoming.collections ?? []).map((c) =>
        exportable.has(c.slug) ? { ...c, fields: withFormulaNeutralised(c.fields) } : c,
      ),
    })
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
