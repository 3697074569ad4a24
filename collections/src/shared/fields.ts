/** Field builders shared by several collections. */
import type {
  Field,
  FieldHook,
  RelationshipField,
  RelationshipFieldSingleValidation,
  TextField,
} from 'payload'
import { relationship, text } from 'payload/shared'
import { lexicalHTMLField } from '@payloadcms/richtext-lexical'
import { hasRole } from '../access/roles'

/**
 * A unique, indexed URL slug: lowercase letters, digits and hyphens.
 * Validation message: 'Use lowercase letters, digits and hyphens only'.
 */
export function slugField(name = 'slug'): Field {
  return {
    name,
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar' },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Use lowercase letters, digits and hyphens only',
  }
}

/** SEO group: meta title, meta description, share image URL, noindex. */
export function seoFields(): Field {
  return {
    name: 'meta',
    label: 'SEO',
    type: 'group',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'description', type: 'textarea' },
      { name: 'image', type: 'text', label: 'Share image URL' },
      { name: 'noindex', type: 'checkbox', defaultValue: false },
    ],
  }
}

/** Sort position: lower first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar' },
}

/** Rich-text `body` plus `bodyHtml`, the HTML computed from it on read (the site renders that). */
export function richBodyFields(): Field[] {
  return [
    { name: 'body', type: 'richText' },
    lexicalHTMLField({ htmlFieldName: 'bodyHtml', lexicalFieldName: 'body' }),
  ]
}

/**
 * `idempotency_key`: the key the audit service's outbox gives each lead it delivers
 * (docs/decisions/0020). The unique index makes a retried create fail with a 400 naming the field,
 * which the relay counts as delivered, so a lead is stored once. Read-only in the admin, never
 * changed after creation, not copied by Duplicate, and kept out of the list columns. With
 * `requiredFromService` the service account must send one; staff may create documents without.
 */
export function idempotencyKeyField({ requiredFromService = false } = {}): TextField {
  return {
    name: 'idempotency_key',
    label: 'Idempotency key',
    type: 'text',
    unique: true,
    index: true,
    maxLength: 200,
    disableDuplicate: true,
    access: { update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      disableListColumn: true,
      description: 'Set by the audit service; a second document with the same key is refused.',
    },
    hooks: {
      // A blank key is no key: absent rather than '' (or null), so it never collides in the
      // unique index (MongoDB's sparse index skips only absent fields).
      beforeValidate: [
        ({ value, siblingData }) => {
          if (value === '' || value === null) delete siblingData.idempotency_key
          return undefined
        },
      ],
    },
    validate: (value, args) => {
      if (
        requiredFromService &&
        args.operation === 'create' &&
        !value &&
        hasRole(args.req, 'service')
      )
        return 'The service account must send an idempotency_key'
      return text(value, args)
    },
  }
}

/**
 * The audit service names the customer by the id the site read from the CMS, sent on as text
 * (an `x-customer-id` header, docs/decisions/0077): on a database with numeric ids (SQLite,
 * Postgres) it becomes the number again; MongoDB's ObjectIds stay text.
 */
export const customerIdAsStored: FieldHook = ({ value, req }) =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) && req.payload.db.defaultIDType === 'number'
    ? Number(value)
    : value

/** What a write naming a customer who does not exist is told (`customer` field, 400). */
export const NO_SUCH_CUSTOMER = 'No customer has this id.'

/**
 * Validation of `customer`: Payload's own (an id of the right type), then that the customer
 * exists (a missing one was a database error, a 500); read inside the write's transaction.
 */
const customerExists: RelationshipFieldSingleValidation = async (value, options) => {
  const own = await relationship(value as never, options as never)
  if (own !== true || value == null || value === '') return own
  const id = typeof value === 'object' ? (value as { id?: unknown }).id : value
  const { totalDocs } = await options.req.payload.count({
    collection: 'customers',
    where: { id: { equals: id } },
    overrideAccess: true,
    req: options.req,
  })
  return totalDocs > 0 ? true : NO_SUCH_CUSTOMER
}

/**
 * `customer`: the customer a document belongs to (audits, re-checks), indexed, in the sidebar.
 * Who owns a document decides who reads it: only admins change it, and only admins and the audit
 * service (which runs audits for signed-in customers) name it on a new document; anyone else's
 * value is dropped. A customer who does not exist is refused with 400 (`NO_SUCH_CUSTOMER`,
 * docs/decisions/0090).
 */
export function customerField({
  description,
  required = false,
}: {
  description: string
  required?: boolean
}): RelationshipField {
  return {
    name: 'customer',
    type: 'relationship',
    relationTo: 'customers',
    required,
    index: true,
    admin: { position: 'sidebar', description },
    hooks: { beforeValidate: [customerIdAsStored] },
    validate: customerExists,
    access: {
      create: ({ req }) => hasRole(req, 'admin', 'service'),
      update: ({ req }) => hasRole(req, 'admin'),
    },
  }
}

/**
 * A read-only, virtual (not stored) text field `<source>_shown`: the 0–1 number field `source` as
 * a whole percentage ('23%' for 0.225, rounded half up; '' when the number is not set), for the
 * admin's lists and forms, where staff read rates as percentages (docs/decisions/0084). Computed
 * on every read; it cannot be sorted or filtered on (the number field can).
 */
export function percentShown(source: string, label: string): TextField {
  return {
    name: `${source}_shown`,
    label,
    type: 'text',
    virtual: true,
    admin: { readOnly: true, position: 'sidebar' },
    hooks: {
      afterRead: [
        ({ siblingData }) => {
          const value = (siblingData as Record<string, unknown> | undefined)?.[source]
          return typeof value === 'number' && Number.isFinite(value)
            ? `${Math.round(value * 100)}%`
            : ''
        },
      ],
    },
  }
}
