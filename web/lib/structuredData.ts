/**
 * Structured data (schema.org JSON-LD) the pages embed for search engines and assistants, typed by
 * Google's `schema-dts`. Pure functions of CMS documents and the site's public origin `siteUrl`
 * (e.g. 'https://visibly.example', no trailing slash):
 * - `organizationLd(settings, siteUrl)` and `websiteLd(settings, siteUrl)`: on every page;
 * - `faqPageLd(faqs)`: wherever an FAQ list is shown (home, /audit, /faqs);
 * - `offersLd(offers, siteUrl)`: the priced offers on home, one Product with its Offer each (USD,
 *   spec §9; monthly offers as a per-month price specification);
 * - `breadcrumbLd(trail, siteUrl)`: CMS and compare pages, `trail` = [{ name, path }] from home;
 * - `blogPostingLd(post, url, siteName, siteUrl)`: a blog post, published by the organization.
 * `jsonLdHtml(data)` serialises for a `<script type="application/ld+json">`, with `<` escaped so
 * that no CMS text can close the script element.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Product,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { Faq, Offer, Post, SiteSetting } from './cms-types'

export const absoluteUrl = (siteUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`

export function organizationLd(
  settings: Pick<SiteSetting, 'siteName' | 'contactEmail' | 'postalAddress'>,
  siteUrl: string,
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: settings.siteName,
    url: `${siteUrl}/`,
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings.postalAddress ? { address: settings.postalAddress } : {}),
  }
}

export function websiteLd(
  settings: Pick<SiteSetting, 'siteName'>,
  siteUrl: string,
): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: settings.siteName,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

export function faqPageLd(faqs: Pick<Faq, 'question' | 'answer'>[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export function offersLd(
  offers: Pick<Offer, 'name' | 'tagline' | 'price' | 'billing' | 'ctaUrl'>[],
  siteUrl: string,
): WithContext<Product>[] {
  return offers.map((o) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: o.name,
    ...(o.tagline ? { description: o.tagline } : {}),
    brand: { '@id': `${siteUrl}/#organization` },
    offers: {
      '@type': 'Offer',
      price: o.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(siteUrl, o.ctaUrl || '/#pricing'),
      ...(o.billing === 'monthly'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: o.price,
              priceCurrency: 'USD',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          }
        : {}),
    },
  }))
}

export function breadcrumbLd(
  trail: { name: string; path: string }[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: absoluteUrl(siteUrl, t.path),
    })),
  }
}

export function blogPostingLd(
  post: Pick<Post, 'title' | 'excerpt' | 'publishedAt' | 'updatedAt'>,
  url: string,
  siteName: string,
  siteUrl: string,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: siteName, url: `${siteUrl}/` },
    publisher: { '@id': `${siteUrl}/#organization` },
  }
}

/** JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as \u escapes. */
export function jsonLdHtml(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
}
