/**
 * Every link of the site chrome (spec §2), in one place: the header's Navigation and Company groups
 * (desktop bar, Company dropdown and mobile panel) and the footer's columns. External links come
 * from the CMS site settings and are left out while unset. The academy links carry the spec §7 UTM
 * parameters (lib/academyLink.ts): 'Courses' with utm_content=header, 'Course academy' with
 * utm_content=footer, each with its label as utm_term.
 */
import { academyHref } from '../../lib/academyLink'
import type { SiteSetting } from '../../lib/cms-types'

export interface NavLink {
  label: string
  href: string
  /** Opens in a new tab without opener or referrer. */
  external?: boolean
}

/** Header links: `navigation` (Courses, Pricing, Partnerships, FAQs) and `company` (dropdown). */
export function headerLinks(settings: SiteSetting): { navigation: NavLink[]; company: NavLink[] } {
  return {
    navigation: [
      ...(settings.academyUrl
        ? [
            {
              label: 'Courses',
              href: academyHref(settings.academyUrl, 'header', 'Courses'),
              external: true,
            },
          ]
        : []),
      { label: 'Pricing', href: '/#pricing' },
      { label: 'Partnerships', href: '/partnerships' },
      { label: 'FAQs', href: '/faqs' },
    ],
    company: [
      { label: 'About Us', href: '/about' },
      { label: 'Success Stories', href: '/#testimonials' },
      { label: 'Contact', href: '/contact' },
      ...(settings.complianceUrl
        ? [{ label: 'Compliance & Standards', href: settings.complianceUrl, external: true }]
        : []),
    ],
  }
}

/** Footer link columns (spec §2 route table), in display order. */
export function footerColumns(
  settings: SiteSetting,
  compareLinks: { slug: string; competitor: string }[],
): { heading: string; links: NavLink[] }[] {
  return [
    {
      heading: 'Company',
      links: [
        { label: 'Home', href: '/' },
        { label: 'About', href: '/about' },
        { label: 'Courses', href: '/courses' },
        { label: 'Partnerships', href: '/partnerships' },
        { label: 'Blog', href: '/blog' },
        { label: 'White-Label for Agencies', href: '/agencies' },
        { label: 'Contact Sales', href: '/contact' },
      ],
    },
    {
      heading: 'Resources',
      links: [
        { label: 'FAQs', href: '/faqs' },
        { label: 'Privacy', href: '/privacy' },
        { label: 'Terms', href: '/terms' },
        { label: 'Cookies', href: '/cookies' },
        { label: 'Marketing Compliance', href: '/marketing-compliance' },
        ...(settings.academyUrl
          ? [
              {
                label: 'Course academy',
                href: academyHref(settings.academyUrl, 'footer', 'Course academy'),
                external: true,
              },
            ]
          : []),
      ],
    },
    {
      heading: 'Compare',
      links: compareLinks.map((c) => ({ label: `vs ${c.competitor}`, href: `/compare/${c.slug}` })),
    },
  ].filter((column) => column.links.length > 0)
}

/** Anchor attributes of a link: external ones open in a new tab without opener or referrer. */
export function linkProps({ href, external }: NavLink) {
  return external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }
}
