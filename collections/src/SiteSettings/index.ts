/**
 * `site-settings` global: contact details, external URLs, the tracking pixel, markets and footer texts
 * (spec §1, §9), and the promises and statistics the site states, each in one field (tab Promises,
 * ./promises.ts, docs/decisions/0128). The home page's sections are layout blocks of the page `home` (collections/src/blocks).
 * Readable by everyone; changed by admin and editor.
 */
import type { GlobalConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeGlobalAfterChange } from '../hooks/purgeWebCache'
import { promisesTab } from './promises'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [purgeGlobalAfterChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'siteName', type: 'text', required: true },
            { name: 'contactEmail', type: 'email', required: true },
            { name: 'postalAddress', type: 'textarea', required: true },
            { name: 'bookingUrl', type: 'text', required: true },
            { name: 'academyUrl', type: 'text', required: true },
            { name: 'complianceUrl', type: 'text' },
            {
              name: 'shareImage',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Default share image for pages without their own.' },
            },
            {
              name: 'pixelId',
              label: 'Ad pixel ID',
              type: 'text',
              validate: (v: string | null | undefined) =>
                !v || /^\d{5,20}$/.test(v) || 'A pixel ID is 5 to 20 digits',
              admin: {
                description:
                  'Meta pixel ID. The pixel loads only for visitors who accept cookies; empty: no pixel and no cookie banner.',
              },
            },
            {
              name: 'markets',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            {
              name: 'footer',
              type: 'group',
              fields: [
                { name: 'tagline', type: 'text' },
                { name: 'companyLine', type: 'text' },
              ],
            },
          ],
        },
        promisesTab,
      ],
    },
  ],
}
