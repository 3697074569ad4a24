/**
 * First-start seeding, idempotent: `seed()` runs on every CMS start (cms/src/payload.config.ts,
 * after migrations) and only fills what is missing (docs/decisions/0001-seed-only-empty-collections.md).
 *
 * - Accounts (accounts.ts; docs/decisions/0037-accounts-provisioned-at-start-apart-from-seed.md):
 *   the admin `adminEmail` is created when missing (in production a leftover development password
 *   is replaced), and the audit-service account gets `serviceApiKey` as its only credential.
 * - Content collections (offers, faqs, testimonials, compare-pages, pages, posts, redirects) are
 *   seeded only while empty, per document keyed by its natural key (slug, question, name, from):
 *   once a collection has content it belongs to staff, so a document they deleted is not brought
 *   back.
 * - `media` while empty (media.ts): the AI platforms' marks and the promo video with its poster
 *   and captions, when `mediaDirs` says where they are; the page `home` then shows them (a home
 *   page already there gets them in its empty fields only).
 * - `site-settings` is filled when it has no `siteName`.
 * - The page `home` (the home page's sections as layout blocks) is created when missing.
 * - MongoDB only: newsletter subscribers stored before double opt-in (no `confirmed` value) are
 *   marked confirmed as of their signup (docs/decisions/0061; on SQL databases the migration that
 *   added the field did this).
 *
 * Every write passes the seed's context (`disablePurge`, context.ts): the site need not purge its
 * cache for the seed (at first start it is usually not up yet), so the purge hooks stay quiet.
 *
 * Errors from Payload propagate (the CMS start fails loudly rather than half-seeded).
 */
import { ensureSalesViews } from '../shared/salesViews'
import type { Payload, CollectionSlug } from 'payload'
import { ensureDevAdmin, ensureServiceAccount, type AccountOptions } from './accounts'
import * as content from './content'
import { seedContext as context } from './context'
import { richText } from './lexical'
import {
  PLATFORM_LOGOS,
  PROMO_FILES,
  mediaIdsByFilename,
  seedMediaFiles,
  type SeedMediaDirs,
} from './media'

/** The accounts to provision (accounts.ts) and where log lines go. */
export interface SeedOptions extends AccountOptions {
  /** Log lines go here; defaults to payload.logger.info. */
  log?: (msg: string) => void
  /**
   * Where the platform marks and the promo video are read from (media.ts); without it no media
   * is seeded and the home page shows the platforms' names and the video's placeholder.
   */
  mediaDirs?: SeedMediaDirs
}

/** What a run did: documents created per collection or global, and the two accounts' fate. */
export interface SeedReport {
  created: Record<string, number>
  adminCreated: boolean
  serviceAccount: 'created' | 'updated' | 'unchanged'
}

/** One content step: seeds one collection, global or kind of document, counting into `report`. */
type ContentStep = (payload: Payload, report: SeedReport) => Promise<void>

/** Creates the `docs` whose `key` value no document of `collection` has yet (drafts included). */
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

/** True while `collection` has no document: only then is it seeded (it belongs to staff after). */
const isEmpty = async (payload: Payload, collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

/** A step seeding `collection` with `docs()` (keyed by `key`) while it is empty. */
const whileEmpty =
  <T extends Record<string, unknown>>(
    collection: CollectionSlug,
    key: string,
    docs: () => T[],
  ): ContentStep =>
  async (payload, report) => {
    if (await isEmpty(payload, collection))
      await ensureDocs(payload, collection, key, docs(), report)
  }

/** `site-settings`: the spec's settings while the global has no `siteName`. */
const seedSiteSettings: ContentStep = async (payload, report) => {
  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    overrideAccess: true,
  })) as unknown as Record<string, unknown>
  if (settings.siteName) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: content.siteSettings as never,
    overrideAccess: true,
    context,
  })
  report.created['site-settings'] = 1
}

/**
 * `offers` while empty, in two passes: the offers (features as `{ feature }` rows), then their
 * prerequisites, which reference other offers by id.
 */
const seedOffers: ContentStep = async (payload, report) => {
  if (!(await isEmpty(payload, 'offers'))) return
  const { offers } = content
  await ensureDocs(
    payload,
    'offers',
    'slug',
    offers.map(({ prerequisiteSlugs: _p, features, ...o }) => ({
      ...o,
      features: features.map((feature) => ({ feature })),
      _status: 'published',
    })),
    report,
  )
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

/** `faqs` while empty: the home page's and the audit page's questions. */
const seedFaqs = whileEmpty('faqs', 'question', () => [...content.homeFaqs, ...content.auditFaqs])

/** `testimonials` while empty. */
const seedTestimonials = whileEmpty('testimonials', 'name', () => content.testimonials)

/** `compare-pages` while empty, published. */
const seedComparePages = whileEmpty('compare-pages', 'slug', () =>
  content.comparePages.map((p) => ({ ...p, _status: 'published' })),
)

/** `pages` while empty: the footer pages, published, their lines as rich text. */
const seedFooterPages = whileEmpty('pages', 'slug', () =>
  content.footerPages.map(({ lines, ...p }) => ({
    ...p,
    body: richText(lines),
    meta: { title: p.title, description: p.description },
    _status: 'published',
  })),
)

/**
 * The home page's blocks with the seeded media in them (media.ts): the hero's promo video,
 * poster and captions (only in a hero with no video of its own), and each platform's logo (only
 * where it has none), where Media has the file. Fields already set are kept.
 */
export function homeLayoutWithMedia(
  layout: readonly Record<string, unknown>[],
  ids: Map<string, number | string>,
): Record<string, unknown>[] {
  return layout.map((block) => {
    if (block.blockType === 'hero' && !block.promoVideo && !block.promoVideoUrl)
      return {
        ...block,
        ...Object.fromEntries(
          Object.entries(PROMO_FILES).flatMap(([field, file]) =>
            ids.has(file) && !block[field] ? [[field, ids.get(file)]] : [],
          ),
        ),
      }
    if (block.blockType === 'stats' && Array.isArray(block.platforms))
      return {
        ...block,
        platforms: (block.platforms as { name: string; logo?: unknown }[]).map((p) => {
          const logo = ids.get(PLATFORM_LOGOS[p.name] ?? '')
          return logo === undefined || p.logo ? p : { ...p, logo }
        }),
      }
    return block
  })
}

/**
 * The page `home` (its sections are layout blocks), published, whenever no page `home` exists, so
 * a database seeded before pages had blocks gets one; the site shows its built-in sections without
 * it. Its hero and logo strip get the seeded media (`homeLayoutWithMedia`).
 */
const seedHomePage: ContentStep = async (payload, report) => {
  const home = await payload.count({
    collection: 'pages',
    where: { slug: { equals: content.homePage.slug } },
    overrideAccess: true,
  })
  if (home.totalDocs > 0) return
  await payload.create({
    collection: 'pages',
    data: {
      ...content.homePage,
      layout: homeLayoutWithMedia(content.homePage.layout, await mediaIdsByFilename(payload)),
      meta: { description: content.homePage.description },
      _status: 'published',
    } as never,
    overrideAccess: true,
    draft: false,
    context,
  })
  report.created.pages = (report.created.pages ?? 0) + 1
}

/**
 * When this run put the media in Media and the page `home` was already there (a database from
 * before the media were seeded), its empty video and logo fields get them; set ones are kept.
 */
async function linkSeededMedia(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: content.homePage.slug } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const home = docs[0] as unknown as { id: number | string; layout?: Record<string, unknown>[] }
  if (!home?.layout) return false
  const layout = homeLayoutWithMedia(home.layout, await mediaIdsByFilename(payload))
  if (JSON.stringify(layout) === JSON.stringify(home.layout)) return false
  await payload.update({
    collection: 'pages',
    id: home.id,
    data: { layout } as never,
    overrideAccess: true,
    context,
  })
  return true
}

/** `posts` while empty, published, their lines as rich text. */
const seedPosts = whileEmpty('posts', 'slug', () =>
  content.posts.map(({ lines, ...p }) => ({ ...p, body: richText(lines), _status: 'published' })),
)

/** `redirects` while empty. */
const seedRedirects = whileEmpty('redirects', 'from', () => content.redirects)

/**
 * The content steps, in order. The footer pages come before `home`: they are seeded only while
 * `pages` is empty, which `home` would end.
 */
const CONTENT_STEPS: ContentStep[] = [
  seedSiteSettings,
  seedOffers,
  seedFaqs,
  seedTestimonials,
  seedComparePages,
  seedFooterPages,
  seedHomePage,
  seedPosts,
  seedRedirects,
]

/**
 * Subscribers without a `confirmed` value signed up under single opt-in, before the field existed:
 * confirmed as of their signup (`confirmed_at` = `createdAt`). MongoDB only (no schema migration
 * there); returns how many were marked.
 */
export async function confirmEarlierSubscribers(payload: Payload): Promise<number> {
  if (payload.db.name !== 'mongoose') return 0
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { confirmed: { exists: false } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs)
    await payload.update({
      collection: 'newsletter-subscribers',
      id: doc.id,
      data: { confirmed: true, confirmed_at: doc.createdAt },
      overrideAccess: true,
      context,
    })
  return docs.length
}

/**
 * Provisions the accounts, then seeds what content is missing (see module doc); logs one summary
 * line and returns what it created.
 */
export async function seed(payload: Payload, opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? ((m: string) => payload.logger.info(m))
  const report: SeedReport = { created: {}, adminCreated: false, serviceAccount: 'unchanged' }
  report.adminCreated = await ensureDevAdmin(payload, opts, log)
  report.serviceAccount = await ensureServiceAccount(payload, opts)
  const mediaAdded = opts.mediaDirs ? await seedMediaFiles(payload, opts.mediaDirs, report, log) : 0
  for (const step of CONTENT_STEPS) await step(payload, report)
  if (mediaAdded && (await linkSeededMedia(payload)))
    log('Seed: the home page shows the seeded promo video and platform logos')
  const views = await ensureSalesViews(payload)
  if (views) log(`Seed: ${views} saved views for sales made (New, Mine, Not answered in 48 h)`)
  const confirmed = await confirmEarlierSubscribers(payload)
  if (confirmed) log(`Seed: ${confirmed} earlier newsletter subscribers marked confirmed`)

  const createdList = Object.entries(report.created).map(([k, v]) => `${k}: ${v}`)
  log(
    createdList.length || report.adminCreated || report.serviceAccount !== 'unchanged'
      ? `Seed: created ${createdList.join(', ') || 'no content'}; admin ${report.adminCreated ? 'created' : 'present'}; service account ${report.serviceAccount}`
      : 'Seed: nothing to do (already seeded)',
  )
  return report
}
