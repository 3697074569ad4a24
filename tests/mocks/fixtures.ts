/**
 * What the fake CMS (mocks/fake-cms.ts) serves: the seed content of `collections/src/seed/content.ts`
 * as the Payload 3 REST API returns it after `seed()` (ids assigned, offer features and
 * prerequisites resolved, rich text rendered to `bodyHtml`, SEO meta of footer pages, the page
 * `home` with its layout blocks). Nothing here
 * restates the content: a change to the seed is a change to the fixtures.
 */
import * as seed from '@aivis/collections/seed/content'
import { richText } from '@aivis/collections/seed/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type * as Cms from '@aivis/cms-types'

export interface Fixtures {
  settings: Cms.SiteSetting
  offers: Cms.Offer[]
  faqs: Cms.Faq[]
  testimonials: Cms.Testimonial[]
  pages: Cms.Page[]
  posts: Cms.Post[]
  comparePages: Cms.ComparePage[]
  redirects: Cms.Redirect[]
}

const STAMP = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const withIds = <T extends object>(docs: T[]) =>
  docs.map((doc, i) => ({ id: i + 1, ...STAMP, ...doc }))
const html = (body: ReturnType<typeof richText>) => convertLexicalToHTML({ data: body as never })

/** A page with ids on its blocks, as Payload gives every block. */
const withBlockIds = <T extends { id: number; layout?: unknown[] | null }>(page: T): T => ({
  ...page,
  layout: page.layout?.map((block, i) => ({ id: `${page.id}-block-${i}`, ...(block as object) })),
})

/** A fresh, independent copy of the fixtures (tests mutate theirs). */
export function createFixtures(): Fixtures {
  const offers: Cms.Offer[] = withIds(
    seed.offers.map(({ prerequisiteSlugs: _slugs, features, ...offer }) => ({
      ...offer,
      features: features.map((feature, i) => ({ id: `${offer.slug}-${i}`, feature })),
    })),
  )
  seed.offers.forEach((source, i) => {
    offers[i].prerequisites = (source.prerequisiteSlugs ?? []).map((slug) =>
      offers.find((o) => o.slug === slug)!,
    )
  })
  return {
    settings: { id: 1, ...STAMP, ...structuredClone(seed.siteSettings) } as Cms.SiteSetting,
    offers,
    faqs: withIds(structuredClone([...seed.homeFaqs, ...seed.auditFaqs])),
    testimonials: withIds(structuredClone(seed.testimonials)),
    pages: withIds([
      ...seed.footerPages.map(({ lines, ...page }) => ({
        ...page,
        bodyHtml: html(richText(lines)),
        meta: { title: page.title, description: page.description },
        _status: 'published' as const,
      })),
      {
        ...structuredClone(seed.homePage),
        meta: { description: seed.homePage.description },
        _status: 'published' as const,
      },
    ] as Cms.Page[]).map(withBlockIds),
    posts: withIds(
      seed.posts.map(({ lines, ...post }) => ({
        ...post,
        bodyHtml: html(richText(lines)),
        _status: 'published' as const,
      })),
    ),
    comparePages: withIds(
      seed.comparePages.map(({ body, ...page }) => ({
        ...page,
        bodyHtml: html(body),
        _status: 'published' as const,
      })) as Cms.ComparePage[],
    ).map(withBlockIds),
    redirects: withIds(structuredClone(seed.redirects)),
  }
}
