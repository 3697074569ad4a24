/** `business-profiles`: extracted business info, one per domain (spec §3 "Extracted business info"). */
import type { CollectionConfig } from 'payload'
import { leadAccess } from '../access'
import { writeLogHooks } from '../hooks/presets'
import { serviceLeadHooks } from '../shared/leadAccess'

export const BusinessProfiles: CollectionConfig = {
  slug: 'business-profiles',
  admin: {
    useAsTitle: 'domain',
    defaultColumns: ['domain', 'business_name', 'core_service', 'target_location'],
    group: 'Leads',
  },
  access: leadAccess,
  // The service account creates these and is answered with the id only (docs/decisions/0062).
  hooks: { ...serviceLeadHooks(), ...writeLogHooks },
  fields: [
    { name: 'domain', type: 'text', required: true, unique: true, index: true },
    { name: 'business_name', label: 'Business', type: 'text' },
    { name: 'core_service', label: 'Service', type: 'text' },
    { name: 'target_location', label: 'Market', type: 'text' },
    { name: 'business_type', label: 'Business type', type: 'text' },
  ],
}
