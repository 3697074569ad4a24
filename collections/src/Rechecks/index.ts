/**
 * `rechecks`: a customer's standing request to audit one business again every month and be
 * emailed how its visibility changed since the last audit (docs/decisions/0079). The audit service
 * runs them (its re-check scheduler): it asks for the due ones, claims each, runs the audit for the
 * customer (their dashboard keeps it) and mails the comparison with a link that stops the re-check.
 *
 * Fields: the business as its audit named it (`business_name`, `specialism`, `location`,
 * `website`, `business_type`), the owner's facts that audit was asked with (`business_facts`,
 * contract `businessFactsSchema`: every re-run is asked with them, so it is fact-checked too; null
 * when there were none), whose it is (`customer`), `active`, `last_run_at` (the last audit of the
 * business when the re-check was asked for, then each re-check's start: the next is due one
 * interval after it), `runs` (re-checks run) and `stopped_at`. Its `idempotency_key`
 * (`recheck:<uuid>`) is what the email's stop link signs.
 *
 * Access: a customer reads their own re-checks and no one else's (REST and GraphQL), and starts or
 * stops them only through the endpoints (endpoints.ts); admin and sales read every re-check (who
 * tracks a business is a lead); admins change and delete them; the audit service's account lists
 * and claims due re-checks through the endpoints and stops one named by its key (the email's link,
 * queued through its outbox); editors and visitors see nothing.
 */
import type { Access, CollectionConfig, Where } from 'payload'
import { hasRole, isAdmin, isLeadReader } from '../access'
import { customerIdOf } from '../access/customer'
import { customerField, idempotencyKeyField } from '../shared/fields'
import { leadHooks } from '../hooks/presets'
import {
  inquiriesLinkField,
  recheckAuditField,
  recheckResultsEmailsField,
} from '../shared/prospect'
import { serviceLeadHooks } from '../shared/leadAccess'
import { recheckEndpoints } from './endpoints'
import { jsonFieldAdmin } from '../shared/adminComponents'

/** The fields the audit service changes, by the re-check's key: the email's stop link. */
export const RECHECK_SERVICE_FIELDS = ['active', 'stopped_at'] as const

/** A customer reads their own re-checks; admin and sales every one; the service account none. */
const read: Access = (args) => {
  const id = customerIdOf(args.req)
  const own: Where = { customer: { equals: id } }
  // A query no document matches (rather than `false`) lets the service name the key in a PATCH.
  const none: Where = { id: { exists: false } }
  if (id !== undefined) return own
  if (isLeadReader(args)) return true
  return hasRole(args.req, 'service') ? none : false
}

/** Admins change any re-check; the service account only the ones it names by their key. */
const update: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true
  return hasRole(req, 'service') ? { idempotency_key: { exists: true } } : false
}

export const Rechecks: CollectionConfig = {
  slug: 'rechecks',
  labels: { singular: 'Re-check', plural: 'Re-checks' },
  admin: {
    useAsTitle: 'business_name',
    defaultColumns: ['business_name', 'location', 'customer', 'active', 'last_run_at', 'runs'],
    group: 'Leads',
    description: 'Monthly re-checks customers asked for; each run is emailed to the customer.',
  },
  defaultSort: '-createdAt',
  access: { read, create: isAdmin, update, delete: isAdmin },
  endpoints: recheckEndpoints,
  // Linked with its person's inquiries on create (docs/decisions/0126); then the write log.
  hooks: { ...serviceLeadHooks(RECHECK_SERVICE_FIELDS), ...leadHooks },
  fields: [
    { name: 'business_name', label: 'Business', type: 'text', required: true, index: true },
    { name: 'specialism', type: 'text', required: true },
    { name: 'location', type: 'text', required: true },
    { name: 'website', type: 'text' },
    { name: 'business_type', label: 'Business type', type: 'text' },
    {
      // The owner's facts of the audit the re-check was turned on from (contract facts.ts
      // `businessFactsSchema`), sent with every re-run so it is fact-checked too; null: none.
      name: 'business_facts',
      label: 'Business facts',
      type: 'json',
      admin: jsonFieldAdmin({
        readOnly: true,
        description: 'What the owner confirmed: each re-check compares the answers with these',
      }),
    },
    customerField({ description: 'The customer who asked for it', required: true }),
    recheckAuditField,
    inquiriesLinkField("Inquiries of its customer's person, or about its audit's business."),
    recheckResultsEmailsField,
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Unticked: stopped, by the customer or by email' },
    },
    {
      name: 'last_run_at',
      label: 'Last run at',
      type: 'date',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The last audit of the business; the next re-check is due a month after it',
      },
    },
    { name: 'runs', type: 'number', min: 0, defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'stopped_at',
      label: 'Stopped at',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    idempotencyKeyField(),
  ],
}
