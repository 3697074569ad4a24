/**
 * `redirects`: path redirects staff manage without a deploy (spec §2 route conflict;
 * docs/decisions/0010-footer-pages-win-over-redirects.md). `from` is a path such as
 * `/privacy-policy` or a prefix pattern ending in `/*`; a redirect wins over a page with that path.
 * `to` is a path on this site (`/…`, never `//host` or `/\host`, which browsers read as another
 * site) or, only when an admin ticked `external`, an http(s) URL elsewhere (docs/decisions/0040).
 */
import type { CollectionConfig } from 'payload'
import { isAdminField, publicContent } from '../access'
import { contentHooks } from '../hooks/presets'

const pathPattern = /^\/[A-Za-z0-9\-._~/]*(\/\*)?$/
/** A path on this site: one leading '/', then no '/' or '\\' (those make it another host), no spaces. */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/
/** An absolute http(s) URL. */
export const EXTERNAL_URL = /^https?:\/\/[^\s/\\]+/

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent'], group: 'Content' },
  ...publicContent,
  hooks: contentHooks,
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && pathPattern.test(v)
          ? true
          : 'Enter a path starting with "/" (a trailing "/*" matches a prefix)',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: (v: unknown, { siblingData }: { siblingData: { external?: boolean | null } }) => {
        if (typeof v !== 'string') return 'Enter a path starting with "/" or a full URL'
        if (SITE_PATH.test(v)) return true
        if (EXTERNAL_URL.test(v))
          return siblingData?.external
            ? true
            : 'A redirect to another site needs "Points to another site", which only an admin can tick'
        return 'Enter a path on this site starting with a single "/", or a full https:// URL'
      },
    },
    {
      name: 'external',
      label: 'Points to another site',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Only admins can send visitors off this site.' },
    },
    { name: 'permanent', type: 'checkbox', defaultValue: false },
  ],
}
