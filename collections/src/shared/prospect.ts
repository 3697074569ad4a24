/**
 * One prospect, one picture (docs/decisions/0085): an inquiry, the audits and the results-email
 * requests of the same person are linked by relationship fields, and each shows the others through
 * Payload join fields, newest first. Nothing is copied: each record keeps its own data and points
 * at the others.
 *
 * Links (all set by the server, read-only in the admin):
 * - `result-email-requests.audit_record` → the `audits` document the visitor asked to receive
 *   (found by its idempotency key `audit:<audit_id>`, the id in the request's `audit` snapshot);
 * - `audits.inquiries` and `result-email-requests.inquiries` (hasMany) → every inquiry of the same
 *   person.
 *
 * Who is "the same person" (`sameProspect`):
 * - an inquiry and a results-email request: the same email address (lowercased);
 * - an inquiry and an audit: the same website (`website_domain`, the host without `www.`, from
 *   `hostOf`), or an email address the audit was sent to (a results-email request of it) or whose
 *   customer ran it equal to the inquiry's.
 *
 * Links are made whichever record arrives first (the audit service delivers leads through an
 * outbox, so a results email may reach the CMS before its audit): an `afterChange` on create of each
 * of the three collections links the new record with those already stored. The writes it makes are
 * marked with `context.prospectLinking` so they neither link again nor purge the site.
 *
 * Only admin and sales read the links (`leadReadersOnly`): a customer reading their own audit gets
 * neither the inquiries nor the results emails of it.
 */
import { hostOf } from '@aivis/contract'
import { hasRole } from '../access/roles'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Field,
  JoinField,
  Payload,
  PayloadRequest,
  RelationshipField,
  TextField,
} from 'payload'

declare module 'payload' {
  interface RequestContext {
    /** Set on the writes the prospect links make (shared/prospect.ts): they link nothing more. */
    prospectLinking?: boolean
  }
}

type Id = number | string
type Doc = Record<string, unknown> & { id: Id }

/** Field read access: admin and sales only (the links are sales' data). */
export const leadReadersOnly = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req, 'admin', 'sales')

/** The prefix of an audit's idempotency key: `audit:<audit_id>` (audit-service jobs/runner.ts). */
export const AUDIT_KEY_PREFIX = 'audit:'

/** The `website_domain` of a record: its website's host without `www.` ('' when none). */
export function websiteDomainOf(website: unknown): string {
  return typeof website === 'string' ? hostOf(website) : ''
}

/** A stored, indexed `website_domain` computed from `source` on every write (read-only). */
export function websiteDomainField(source: string): TextField {
  return {
    name: 'website_domain',
    label: 'Website domain',
    type: 'text',
    index: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'From the website, without www.: links the same business across leads.',
    },
    hooks: {
      beforeChange: [({ siblingData }) => websiteDomainOf(siblingData[source]) || null],
    },
  }
}

/** `inquiries`: every inquiry of the same person (hasMany, set by the server). */
export function inquiriesLinkField(description: string): RelationshipField {
  return {
    name: 'inquiries',
    label: 'Inquiries of this person',
    type: 'relationship',
    relationTo: 'inquiries',
    hasMany: true,
    index: true,
    access: { read: leadReadersOnly, create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar', description },
  }
}

/** `audit_record` of a results-email request: the audit it sent (set by the server). */
export const auditRecordField: RelationshipField = {
  name: 'audit_record',
  label: 'Audit',
  type: 'relationship',
  relationTo: 'audits',
  index: true,
  access: { read: leadReadersOnly, create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', description: 'The audit this email sent.' },
}

/** `audit_id` of a results-email request: the audit service's id of the audit it sent. */
export const auditIdField: TextField = {
  name: 'audit_id',
  label: 'Audit id',
  type: 'text',
  index: true,
  access: { update: () => false },
  admin: { readOnly: true, position: 'sidebar', disableListColumn: true },
}

/** A join field listing `collection`'s documents whose `on` names this one, newest first. */
export function joinField(
  name: string,
  label: string,
  collection: 'audits' | 'result-email-requests',
  on: string,
  defaultColumns: string[],
): JoinField {
  return {
    name,
    label,
    type: 'join',
    collection,
    on,
    defaultSort: '-createdAt',
    defaultLimit: 10,
    maxDepth: 0,
    access: { read: leadReadersOnly },
    admin: { allowCreate: false, defaultColumns },
  }
}

/** The joins of the three collections, as the admin shows them. */
export const PROSPECT_JOINS = {
  auditsOfInquiry: () =>
    joinField('audits', 'Audits of this person', 'audits', 'inquiries', [
      'business_name',
      'location',
      'severity',
      'mention_rate_shown',
      'createdAt',
    ]),
  resultsEmailsOfInquiry: () =>
    joinField(
      'results_emails',
      'Results emails of this person',
      'result-email-requests',
      'inquiries',
      ['email', 'business_name', 'location', 'sent_at', 'createdAt'],
    ),
  resultsEmailsOfAudit: () =>
    joinField(
      'results_emails',
      'Results emails of this audit',
      'result-email-requests',
      'audit_record',
      ['email', 'sent_at', 'createdAt'],
    ),
} satisfies Record<string, () => Field>

/**
 * `beforeChange` of `result-email-requests`: `audit_id` from the request's `audit` snapshot, on
 * create (the snapshot's `audit_id`, when it has one).
 */
export const auditIdFromSnapshot: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const snapshot = data.audit as { audit_id?: unknown } | null | undefined
  const id = snapshot && typeof snapshot === 'object' ? snapshot.audit_id : undefined
  if (typeof id === 'string' && id && !data.audit_id) return { ...data, audit_id: id }
  return data
}

const idOf = (value: unknown): Id | undefined =>
  value && typeof value === 'object' ? ((value as { id?: Id }).id ?? undefined) : (value as Id)

const idsOf = (value: unknown): Id[] =>
  Array.isArray(value) ? value.map(idOf).filter((v): v is Id => v !== undefined && v !== null) : []

const lower = (email: unknown): string =>
  typeof email === 'string' ? email.trim().toLowerCase() : ''

async function findAll(
  payload: Payload,
  req: PayloadRequest,
  collection: 'audits' | 'inquiries' | 'result-email-requests' | 'customers',
  where: Record<string, unknown>,
): Promise<Doc[]> {
  const res = await payload.find({
    collection,
    where: where as never,
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return res.docs as unknown as Doc[]
}

/** Writes a link on one document: no access check, no further linking, no site purge. */
async function writeLink(
  payload: Payload,
  req: PayloadRequest,
  collection: 'audits' | 'result-email-requests',
  id: Id,
  data: Record<string, unknown>,
): Promise<Doc> {
  return (await payload.update({
    collection,
    id,
    data: data as never,
    depth: 0,
    overrideAccess: true,
    req,
    context: { prospectLinking: true, disablePurge: true },
  })) as unknown as Doc
}

/** Adds `inquiries` to the `inquiries` field of one document, writing only when something is new. */
async function addInquiries(
  payload: Payload,
  req: PayloadRequest,
  collection: 'audits' | 'result-email-requests',
  doc: Doc,
  inquiries: Id[],
): Promise<void> {
  const had = idsOf(doc.inquiries)
  const next = [...new Set([...had, ...inquiries])]
  if (next.length === had.length) return
  await writeLink(payload, req, collection, doc.id, { inquiries: next })
}

/** The email addresses an audit is known by: those it was emailed to, and its customer's. */
async function emailsOfAudit(payload: Payload, req: PayloadRequest, audit: Doc): Promise<string[]> {
  const emails = new Set<string>()
  const sent = await findAll(payload, req, 'result-email-requests', {
    audit_record: { equals: audit.id },
  })
  for (const r of sent) if (lower(r.email)) emails.add(lower(r.email))
  const customer = idOf(audit.customer)
  if (customer !== undefined && customer !== null) {
    const [c] = await findAll(payload, req, 'customers', { id: { equals: customer } })
    if (c && lower(c.email)) emails.add(lower(c.email))
  }
  return [...emails]
}

/** The inquiries of the same person as `audit`: by its website domain or its email addresses. */
async function inquiriesOfAudit(payload: Payload, req: PayloadRequest, audit: Doc): Promise<Id[]> {
  const or: Record<string, unknown>[] = []
  if (audit.website_domain) or.push({ website_domain: { equals: audit.website_domain } })
  const emails = await emailsOfAudit(payload, req, audit)
  if (emails.length) or.push({ email: { in: emails } })
  if (!or.length) return []
  return (await findAll(payload, req, 'inquiries', { or })).map((d) => d.id)
}

/** Links a new inquiry with the audits and results-email requests of the same person. */
async function linkInquiry(payload: Payload, req: PayloadRequest, inquiry: Doc): Promise<void> {
  const email = lower(inquiry.email)
  const emails = email
    ? await findAll(payload, req, 'result-email-requests', { email: { equals: email } })
    : []
  for (const r of emails) await addInquiries(payload, req, 'result-email-requests', r, [inquiry.id])
  const auditIds = new Set<Id>(
    emails.map((r) => idOf(r.audit_record)).filter((v) => v != null) as Id[],
  )
  const or: Record<string, unknown>[] = []
  if (inquiry.website_domain) or.push({ website_domain: { equals: inquiry.website_domain } })
  if (auditIds.size) or.push({ id: { in: [...auditIds] } })
  if (email) {
    const customers = await findAll(payload, req, 'customers', { email: { equals: email } })
    if (customers.length) or.push({ customer: { in: customers.map((c) => c.id) } })
  }
  if (!or.length) return
  for (const a of await findAll(payload, req, 'audits', { or }))
    await addInquiries(payload, req, 'audits', a, [inquiry.id])
}

/** Links a new audit with the results-email requests that sent it and the person's inquiries. */
async function linkAudit(payload: Payload, req: PayloadRequest, audit: Doc): Promise<void> {
  const key = typeof audit.idempotency_key === 'string' ? audit.idempotency_key : ''
  if (key.startsWith(AUDIT_KEY_PREFIX)) {
    const waiting = await findAll(payload, req, 'result-email-requests', {
      audit_id: { equals: key.slice(AUDIT_KEY_PREFIX.length) },
    })
    for (const r of waiting)
      if (idOf(r.audit_record) == null)
        await writeLink(payload, req, 'result-email-requests', r.id, { audit_record: audit.id })
  }
  await addInquiries(payload, req, 'audits', audit, await inquiriesOfAudit(payload, req, audit))
}

/** Links a new results-email request with its audit and the person's inquiries. */
async function linkResultsEmail(
  payload: Payload,
  req: PayloadRequest,
  request: Doc,
): Promise<void> {
  let record = request
  const auditId = typeof request.audit_id === 'string' ? request.audit_id : ''
  if (auditId && idOf(request.audit_record) == null) {
    const [audit] = await findAll(payload, req, 'audits', {
      idempotency_key: { equals: `${AUDIT_KEY_PREFIX}${auditId}` },
    })
    if (audit)
      record = await writeLink(payload, req, 'result-email-requests', request.id, {
        audit_record: audit.id,
      })
  }
  const email = lower(request.email)
  const inquiries = email
    ? (await findAll(payload, req, 'inquiries', { email: { equals: email } })).map((d) => d.id)
    : []
  await addInquiries(payload, req, 'result-email-requests', record, inquiries)
  // The audit it sent now has an email address: the person's inquiries are its too.
  const auditOf = idOf(record.audit_record)
  if (auditOf != null && inquiries.length) {
    const [audit] = await findAll(payload, req, 'audits', { id: { equals: auditOf } })
    if (audit) await addInquiries(payload, req, 'audits', audit, inquiries)
  }
}

const LINKERS = {
  inquiries: linkInquiry,
  audits: linkAudit,
  'result-email-requests': linkResultsEmail,
} as const

/**
 * `afterChange` of `inquiries`, `audits` and `result-email-requests`: on create, links the new
 * document with the stored records of the same person (see module doc). A failure is logged and
 * never fails the write: the lead is stored either way, only unlinked.
 */
export const linkProspectAfterCreate: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || context.prospectLinking) return doc
  const link = LINKERS[collection.slug as keyof typeof LINKERS]
  if (!link) return doc
  try {
    // The doc as stored: the one handed to afterChange went through afterRead, which answers the
    // service account with its id only (shared/leadAccess.ts).
    const stored = (await req.payload.findByID({
      collection: collection.slug as 'audits',
      id: (doc as Doc).id,
      depth: 0,
      overrideAccess: true,
      req,
    })) as unknown as Doc
    await link(req.payload, req, stored)
  } catch (err) {
    req.payload.logger.error(
      { err, collection: collection.slug, id: doc.id },
      'prospect links not made',
    )
  }
  return doc
}
