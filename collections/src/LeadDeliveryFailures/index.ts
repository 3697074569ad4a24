/**
 * `lead-delivery-failures`: what the audit service's relay reports when a lead keeps failing to
 * reach the CMS or the mail server (docs/decisions/0020), for staff to look into and mark
 * resolved. Read and updated by admin and sales; created by the service account, which may update
 * only a failure's report fields on the document it names by its idempotency key
 * (docs/decisions/0062); deleted by admin (docs/decisions/0019).
 *
 * A lead the CMS refused (`refused`: a 4xx answer, not retried) waits here, whole in `payload`,
 * for sales to replay it (docs/decisions/0061): they correct `payload` if needed, tick `replay`
 * and save; `replayLead` then creates the document in `collection` from `payload`.
 */
import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import { idempotencyKeyField } from '../shared/fields'
import { hasRole, serviceUpdatedLeadAccess } from '../access'
import { writeLogHooks } from '../hooks/presets'
import { SERVICE_UPDATABLE_FIELDS, serviceLeadHooks } from '../shared/leadAccess'
import { jsonFieldAdmin } from '../shared/adminComponents'

/** What kept failing: a CMS delivery of one kind of lead, or a mail. */
export const LEAD_FAILURE_KINDS = [
  'inquiry',
  'newsletter',
  'results_email',
  'audit',
  'mail',
] as const

/** The collections a failed lead can be replayed into. */
export const REPLAYABLE_COLLECTIONS = [
  'inquiries',
  'newsletter-subscribers',
  'result-email-requests',
  'audits',
  'business-profiles',
] as const

/** The text of an error Payload threw, with the fields a validation error names. */
function describeError(err: unknown): string {
  const e = err as { message?: string; data?: { errors?: { path?: string; message?: string }[] } }
  const fields = (e.data?.errors ?? []).map((f) => `${f.path}: ${f.message}`).join('; ')
  return `${e.message ?? String(err)}${fields ? ` (${fields})` : ''}`.slice(0, 2000)
}

/** A document of `collection` already has `key` as its idempotency key. */
async function alreadyStored(req: PayloadRequest, collection: string, key: string) {
  const found = await req.payload.count({
    collection: collection as never,
    where: { idempotency_key: { equals: key } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * `beforeChange` of `lead-delivery-failures`: when an admin or sales user saves a failure with
 * `replay` ticked, the lead in `payload` is created in `collection` (Local API, in the save's
 * transaction, access overridden: the sales user stands in for the service that could not deliver
 * it). The failure then records `replayed_at` and `resolved: true`, or `replay_error` (the CMS's
 * reason, with the fields it names) and stays unresolved. A payload whose `idempotency_key` a
 * document of `collection` already has is not created again: it is already there, so the failure
 * is resolved. `replay` itself is never stored. Throws nothing for a refused lead; a save by anyone
 * else with `replay` ticked is saved without a replay.
 */
export const replayLead: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const wanted = data.replay === true
  delete data.replay
  if (!wanted || operation !== 'update' || !hasRole(req, 'admin', 'sales')) return data
  const merged = { ...originalDoc, ...data } as {
    collection?: unknown
    payload?: unknown
  }
  const now = new Date().toISOString()
  const fail = (reason: string) => ({ ...data, replay_error: reason, resolved: false })
  const collection = merged.collection
  if (
    typeof collection !== 'string' ||
    !(REPLAYABLE_COLLECTIONS as readonly string[]).includes(collection)
  )
    return fail(`Cannot replay into "${String(collection ?? '')}": not a lead collection.`)
  const lead = merged.payload
  if (!lead || typeof lead !== 'object' || Array.isArray(lead))
    return fail('Cannot replay: the payload is not a lead document (a JSON object).')
  const key = (lead as { idempotency_key?: unknown }).idempotency_key
  if (typeof key === 'string' && key && (await alreadyStored(req, collection, key)))
    return { ...data, replayed_at: now, replay_error: null, resolved: true }
  try {
    await req.payload.create({
      collection: collection as never,
      data: lead as never,
      overrideAccess: true,
      req,
    })
  } catch (err) {
    return fail(describeError(err))
  }
  return { ...data, replayed_at: now, replay_error: null, resolved: true }
}

export const LeadDeliveryFailures: CollectionConfig = {
  slug: 'lead-delivery-failures',
  labels: { singular: 'Lead delivery failure', plural: 'Lead delivery failures' },
  graphQL: { singularName: 'LeadDeliveryFailure', pluralName: 'LeadDeliveryFailures' },
  admin: {
    useAsTitle: 'idempotency_key',
    defaultColumns: [
      'kind',
      'collection',
      'refused',
      'attempts',
      'last_error',
      'last_failed_at',
      'resolved',
    ],
    listSearchableFields: ['last_error', 'idempotency_key'],
    group: 'Leads',
    description:
      'Leads the audit service could not deliver or mail. A lead the CMS refused is not retried: correct its payload, tick "Replay" and save to store it. Other failures are retried; mark them resolved once handled.',
  },
  defaultSort: '-last_failed_at',
  access: serviceUpdatedLeadAccess,
  hooks: {
    ...serviceLeadHooks(SERVICE_UPDATABLE_FIELDS['lead-delivery-failures']),
    beforeChange: [replayLead],
    ...writeLogHooks,
  },
  fields: [
    {
      ...idempotencyKeyField(),
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: "The failed record's key, prefixed 'failure:'.",
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: LEAD_FAILURE_KINDS.map((v) => ({ label: v, value: v })),
    },
    {
      name: 'collection',
      type: 'text',
      index: true,
      admin: { description: "The CMS collection the lead was for, e.g. 'inquiries'." },
    },
    {
      name: 'refused',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        description:
          'The CMS refused the lead (a 4xx answer): it is not retried and waits for a replay.',
      },
    },
    { name: 'attempts', type: 'number', min: 0 },
    { name: 'last_error', label: 'Last error', type: 'text' },
    {
      name: 'first_failed_at',
      label: 'First failed at',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'last_failed_at',
      label: 'Last failed at',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'resolved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'replay',
      type: 'checkbox',
      virtual: true,
      access: {
        create: () => false,
        update: ({ req }) => hasRole(req, 'admin', 'sales'),
      },
      admin: {
        position: 'sidebar',
        description:
          'Tick and save to create the lead in its collection from the payload below (after correcting it).',
      },
    },
    {
      name: 'replayed_at',
      label: 'Replayed at',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When a replay stored the lead.',
      },
    },
    {
      name: 'replay_error',
      label: 'Replay error',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Why the last replay was refused.',
        condition: (data) => Boolean(data?.replay_error),
      },
    },
    {
      name: 'payload',
      type: 'json',
      admin: jsonFieldAdmin({
        description: 'The lead or mail that failed, as the audit service sent it.',
      }),
    },
  ],
}
