/**
 * First-start seeding, idempotent: runs on every CMS start and only fills what is missing.
 *
 * - Content collections (offers, faqs, testimonials, compare-pages, pages, redirects) are seeded
 *   only while empty, per document keyed by its natural key (slug, question, name, from): once a
 *   collection has content it belongs to staff, so a document they deleted is not brought back.
 * - `site-settings` is filled when it has no `siteName`.
 * - The page `home` (the home page's sections as layout blocks) is created when missing.
 * - The dev admin (`adminEmail` / `adminPassword`) is created when no user has that email.
 * - The audit-service account (`serviceEmail`, role `service`) is created or updated so that its
 *   API key equals `serviceApiKey` (keys are stored encrypted with PAYLOAD_SECRET; a new key
 *   replaces the old one); its password is random and replaced at every start (API key only).
 *
 * Every write passes `context: { disablePurge: true }`: the site need not purge its cache for the
 * seed (at first start it is usually not up yet), so the purge hooks stay quiet.
 *
 * Errors from Payload propagate (the CMS start fails loudly rather than half-seeded).
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { Payload, CollectionSlug } from 'payload'
import * as content from './content'
import { richText } from './lexical'

/** Request context of every seed write: no site-cache purge (hooks/purgeWebCache.ts). */
const context = { disablePurge: true }

export interface SeedOptions {
  adminEmail: string
  adminPassword: string
  /**
   * The development admin password: in production (`production: true`), an admin account still
   * opened by it gets `adminPassword` instead (security review #8).
   */
  devAdminPassword?: string
  production?: boolean
  serviceEmail: string
  serviceApiKey: string
  /** Log lines go here; defaults to payload.logger.info. */
  log?: (msg: string) => void
}

export interface SeedReport {
  created: Record<string, number>
  adminCreated: boolean
  serviceAccount: 'created' | 'updated' | 'unchanged'
}

async function ensureDocs<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  key: string,
  docs: T[],
  report: SeedReport,
): Promise<void> {
  const existing = await payload.find({
    collection,
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  const have = new Set(
    existing.docs.map((d) => String((d as unknown as Record<string, unknown>)[key])),
  )
  for (const data of docs) {
    if (have.has(String(data[key]))) continue
    await payload.create({
      collection,
      data: data as never,
      overrideAccess: true,
      draft: false,
      context,
    })
    report.created[collection] = (report.created[collection] ?? 0) + 1
  }
}

/**
 * True when user `id` holds API key `key`. Payload stores keys encrypted and looks them up by an
 * HMAC-SHA256 index keyed with the secret (payload/dist/auth/strategies/apiKey.js); this asks the same.
 */
async function hasApiKey(payload: Payload, id: string | number, key: string): Promise<boolean> {
  const apiKeyIndex = createHmac('sha256', payload.secret).update(key).digest('hex')
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { apiKeyIndex: { equals: apiKeyIndex } }] },
    overrideAccess: true,
  })
  return totalDocs === 1
}

/** Seeds what is missing (see module doc); reports what it created. */
export async function seed(payload: Payload, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? ((m: string) => payload.logger.info(m))
  const report: SeedReport = { created: {}, adminCreated: false, serviceAccount: 'unchanged' }

  // Staff admin for development.
  const admins = await payload.find({
    collection: 'users',
    where: { email: { equals: opts.adminEmail.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  if (admins.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: {
        email: opts.adminEmail,
        password: opts.adminPassword,
        name: 'Admin',
        roles: ['admin'],
      } as never,
      overrideAccess: true,
      context,
    })
    report.adminCreated = true
  }

  // Production must not keep the development password of an account made before the switch.
  if (admins.totalDocs > 0 && opts.production && opts.devAdminPassword) {
    const stillDev = await payload
      .login({
        collection: 'users',
        data: { email: opts.adminEmail, password: opts.devAdminPassword },
        overrideAccess: true,
      })
      .then(
        () => true,
        () => false,
      )
    if (stillDev) {
      await payload.update({
        collection: 'users',
        id: admins.docs[0].id,
        data: { password: opts.adminPassword } as never,
        overrideAccess: true,
        context,
      })
      log('Seed: the admin still had the development password; it is now CMS_ADMIN_PASSWORD')
    }
  }

  // Service account whose API key the audit-service uses.
  const service = await payload.find({
    collection: 'users',
    where: { email: { equals: opts.serviceEmail.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  const serviceData = {
    enableAPIKey: true,
    apiKey: opts.serviceApiKey,
    roles: ['service'],
    name: 'Audit service',
  }
  // API key only (security review #3): its password is random, never derived from the key, and
  // replaced at every start, so nothing but the current CMS_API_KEY opens the account (password
  // sign-ins of the service account are refused anyway: Users/loginGuard.ts).
  const unusablePassword = () => randomBytes(32).toString('base64url')
  if (service.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: opts.serviceEmail, password: unusablePassword(), ...serviceData } as never,
      overrideAccess: true,
      context,
    })
    report.serviceAccount = 'created'
  } else {
    // A changed CMS_API_KEY replaces the stored key, so the old key stops working at once.
    const rotated = !(await hasApiKey(payload, service.docs[0].id, opts.serviceApiKey))
    await payload.update({
      collection: 'users',
      id: service.docs[0].id,
      data: { ...(rotated ? serviceData : {}), password: unusablePassword() } as never,
      overrideAccess: true,
      context,
    })
    if (rotated) report.serviceAccount = 'updated'
  }

  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
  })) as unknown as Record<string, unknown>
  if (!settings.siteName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: content.siteSettings as never,
      overrideAccess: true,
      context,
    })
    report.created['site-settings'] = 1
  }

  // Content: a collection that already has documents belongs to staff and is left alone.
  const isEmpty = async (collection: CollectionSlug) =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

  if (await isEmpty('offers')) {
    const { offers } = content
    await ensureDocs(
      payload,
      'offers',
      'slug',
      offers.map(({ prerequisiteSlugs: _p, features, ...o }) => ({
        ...o,
        features: features.map((feature) => ({ feature })),
      })),
      report,
    )
    // Second pass: prerequisites reference other offers by id.
    const all = await payload.find({
      collection: 'offers',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    const idOf = new Map(all.docs.map((d) => [(d as unknown as { slug: string }).slug, d.id]))
    for (const o of offers) {
      if (!o.prerequisiteSlugs) continue
      await payload.update({
        collection: 'offers',
        id: idOf.get(o.slug)!,
        data: { prerequisites: o.prerequisiteSlugs.map((s) => idOf.get(s)!) } as never,
        overrideAccess: true,
        context,
      })
    }
  }
  if (await isEmpty('faqs'))
    await ensureDocs(
      payload,
      'faqs',
      'question',
      [...content.homeFaqs, ...content.auditFaqs],
      report,
    )
  if (await isEmpty('testimonials'))
    await ensureDocs(payload, 'testimonials', 'name', content.testimonials, report)
  if (await isEmpty('compare-pages'))
    await ensureDocs(
      payload,
      'compare-pages',
      'slug',
      content.comparePages.map((p) => ({ ...p, _status: 'published' })),
      report,
    )
  if (await isEmpty('pages'))
    await ensureDocs(
      payload,
      'pages',
      'slug',
      content.footerPages.map(({ lines, ...p }) => ({
        ...p,
        body: richText(lines),
        meta: { title: p.title, description: p.description },
        _status: 'published',
      })),
      report,
    )
  // The home page (its sections are layout blocks) is created whenever no page `home` exists, so a
  // database seeded before pages had blocks gets one; the site shows its built-in sections without it.
  const home = await payload.count({
    collection: 'pages',
    where: { slug: { equals: content.homePage.slug } },
    overrideAccess: true,
  })
  if (home.totalDocs === 0) {
    await payload.create({
      collection: 'pages',
      data: {
        ...content.homePage,
        meta: { description: content.homePage.description },
        _status: 'published',
      } as never,
      overrideAccess: true,
      draft: false,
      context,
    })
    report.created.pages = (report.created.pages ?? 0) + 1
  }
  if (await isEmpty('posts'))
    await ensureDocs(
      payload,
      'posts',
      'slug',
      content.posts.map(({ lines, ...p }) => ({
        ...p,
        body: richText(lines),
        _status: 'published',
      })),
      report,
    )
  if (await isEmpty('redirects'))
    await ensureDocs(payload, 'redirects', 'from', content.redirects, report)

  const createdList = Object.entries(report.created).map(([k, v]) => `${k}: ${v}`)
  log(
    createdList.length || report.adminCreated || report.serviceAccount !== 'unchanged'
      ? `Seed: created ${createdList.join(', ') || 'no content'}; admin ${report.adminCreated ? 'created' : 'present'}; service account ${report.serviceAccount}`
      : 'Seed: nothing to do (already seeded)',
  )
  return report
}
