/**
 * `site-settings` global: contact details, external URLs and every home-page text and statistic
 * (spec §1, §2, §9). Readable by everyone; changed by admin and editor.
 */
import type { Field, GlobalConfig } from 'payload'
import { anyone, isContentEditor } from '../access'
import { purgeGlobalAfterChange } from '../hooks/purgeWebCache'

const statArray = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'value', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
  ],
})

const titledArray = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
  ],
})

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
            { name: 'promoVideoUrl', type: 'text' },
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
        {
          label: 'Home page',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [
                { name: 'headline', type: 'text', required: true },
                { name: 'subheadline', type: 'textarea' },
                { name: 'formPlaceholder', type: 'text' },
                { name: 'buttonLabel', type: 'text' },
                { name: 'note', type: 'text' },
              ],
            },
            statArray('whyStats', 'Why AI visibility matters: statistics'),
            {
              name: 'platforms',
              type: 'array',
              fields: [{ name: 'name', type: 'text', required: true }],
            },
            titledArray('steps', '3 steps'),
            {
              name: 'course',
              type: 'group',
              fields: [
                { name: 'title', type: 'text' },
                { name: 'description', type: 'textarea' },
                {
                  name: 'bullets',
                  type: 'array',
                  fields: [{ name: 'text', type: 'text', required: true }],
                },
                { name: 'ctaLabel', type: 'text' },
              ],
            },
            {
              name: 'pricing',
              type: 'group',
              fields: [
                { name: 'title', type: 'text' },
                { name: 'subtitle', type: 'textarea' },
              ],
            },
            statArray('resultsStats', 'Results: statistics'),
            titledArray('guarantees', 'Guarantees'),
            {
              name: 'finalCta',
              type: 'group',
              fields: [
                { name: 'title', type: 'text' },
                { name: 'text', type: 'textarea' },
                { name: 'buttonLabel', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
