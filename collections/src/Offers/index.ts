/**
 * `offers`: what the site sells (spec §9): the course, done-for-you tiers and the maintenance plan.
 * `price` is a number in USD; `billing` one-time or monthly; `minimumTermMonths` for plans with a
 * minimum term; `prerequisites` are offers that must be bought first (Maintenance after Foundations
 * or PRO, spec §4).
 *
 * A price change can wait for its moment (docs/decisions/0088): offers have drafts, and a draft is
 * published at a set time by Payload's scheduled publish (once saved, the arrow beside Publish
 * changes → Schedule Publish; the CMS
 * runs the queued publications, cms payload.config `jobs`). Visitors read published offers only;
 * staff see drafts and version history.
 */
import type { CollectionConfig } from 'payload'
import { editorialContent } from '../access'
import { contentHooks } from '../hooks/presets'
import { orderField, slugField } from '../shared/fields'

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'billing', 'order'],
    group: 'Content',
    description:
      'Save a price change as a draft, then publish it now, or at a set time with the arrow beside Publish changes → Schedule Publish.',
  },
  defaultSort: 'order',
  ...editorialContent,
  // Drafts published at a set time (docs/decisions/0088).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: contentHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    { name: 'tagline', type: 'text' },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'In US dollars. For monthly billing, the price per month.' },
    },
    {
      name: 'billing',
      type: 'select',
      required: true,
      defaultValue: 'one-time',
      options: [
        { label: 'One-time', value: 'one-time' },
        { label: 'Monthly', value: 'monthly' },
      ],
    },
    {
      name: 'minimumTermMonths',
      type: 'number',
      min: 1,
      admin: { condition: (d) => d?.billing === 'monthly' },
    },
    { name: 'deliveryTime', type: 'text', admin: { description: 'e.g. "10–14 days"' } },
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'feature', type: 'text', required: true }],
    },
    { name: 'prerequisites', type: 'relationship', relationTo: 'offers', hasMany: true },
    {
      name: 'ctaLabel',
      label: 'Button label',
      type: 'text',
      required: true,
      defaultValue: 'Get started',
    },
    {
      name: 'ctaUrl',
      label: 'Button link',
      type: 'text',
      required: true,
      defaultValue: '/contact',
      admin: {
        description: 'A page of the site (/contact) or the academy, whose links get tracking.',
      },
    },
    { name: 'highlighted', type: 'checkbox', defaultValue: false },
    { name: 'badge', type: 'text' },
    orderField,
  ],
}
