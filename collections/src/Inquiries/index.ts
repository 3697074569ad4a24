/** `inquiries`: contact-form leads (spec §3 "Contact inquiry"), worked by sales. */
import type { CollectionConfig } from 'payload'
import { leadAccess } from '../shared/leadAccess'

/** Industry values and labels of spec §3. */
export const INDUSTRIES = [
  { value: 'legal', label: 'Legal' },
  { value: 'health', label: 'Health & Wellness' },
  { value: 'home-services', label: 'Home Services' },
  { value: 'finance', label: 'Finance & Accounting' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'restaurants', label: 'Restaurants & Cafés' },
  { value: 'tourism', label: 'Hotel, Accommodation & Tourism' },
  { value: 'retail', label: 'Retail' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'software', label: 'Software & SaaS' },
] as const

export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: { useAsTitle: 'businessName', defaultColumns: ['businessName', 'name', 'email', 'industry', 'status', 'createdAt'], group: 'Leads' },
  defaultSort: '-createdAt',
  access: leadAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'businessName', type: 'text', required: true },
    { name: 'websiteUrl', type: 'text' },
    { name: 'industry', type: 'select', options: INDUSTRIES.map((i) => ({ ...i })) },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Qualified', value: 'qualified' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}
