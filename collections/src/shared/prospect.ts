/**
 * One prospect, one picture (docs/decisions/0085, 0126): the inquiries, results-email requests,
 * audits, customer accounts and re-checks of the same person are linked by relationship fields, and
 * each shows the others through Payload join fields, newest first. Nothing is copied: each record
 * keeps its own data and points at the others.
 *
 * Links (all set by the server, read-only in the admin, read by admin and sales only):
 * - `result-email-requests.audit_record` → the `audits` document the visitor asked to receive
 *   (found by its idempotency key `audit:<audit_id>`, the id in the request's `audit` snapshot);
 * - `audits.inquiries`, `result-email-requests.inquiries` and `rechecks.inquiries` (hasMany) →
 *   every inquiry of the same person;
 * - `inquiries.customers` and `result-email-requests.customers` (hasMany) → the customer accounts
 *   of the same person;
 * - `rechecks.audit` → the audit the re-check was turned on from (set by its endpoint), and
 *   `rechecks.results_emails` (hasMany) → the results emails of that audit or of its customer;
 * - and, as they were: `audits.customer` (who ran or claimed it), `rechecks.customer`.
 *
 * Who is "the same person" (docs/decisions/0126; the rule of two records' addresses and websites is
 * `sameProspect`, samePerson.ts: the same email address, the same website domain, or an email
 * address at the other's website domain unless it is free mail):
 * - an inquiry and a results-email request, an inquiry and a customer, a results-email request and
 *   a customer: `sameProspect` of their email addresses and (the inquiry's) website domain;
 * - an inquiry and an audit: `sameProspect` of the inquiry and the audit known by its website and
 *   the addresses it was emailed to or whose customer ran it; or the audit is the one a results
 *   email of the inquiry's person sent, or one a customer of that person ran;
 * - a customer and an audit: the audit is theirs (`audits.customer`: run signed in, or claimed);
 * - a re-check: its customer's, and its audit's; its inquiries and results emails are its
 *   customer's and its audit's.
 *
 * Links are made whichever record arrives first (the audit service delivers leads through an
 * outbox, so a results email may reach the CMS before its audit, and a person may sign up before or
 * after writing in): an `afterChange` on create of each of the five collections links the new
 * record with those already stored. The writes it makes are marked with `context.prospectLinking`
 * so they neither link again nor purge the site.
 *
 * Only admin and sales read the links (`leadReadersOnly`): a customer reading their own audit,
 * account or re-check gets none of them.
 */
import { hostOf } from '@aivis/contract'
import { hasRole } from '../access/roles'
import {
  businessDomainsOf,
  normalEmail,
  prospectKeys,
  sameProspect,
  type ProspectKeys,
} from './samePerson'
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

/** `customers`: the customer accounts of the same person (hasMany, set by the server). */
export function customersLinkField(description: string): RelationshipField {
  return {
    name: 'customers',
    label: 'Customer accounts of this person',
    type: 'relationship',
    relationTo: 'customers',
    hasMany: true,
    index: true,
    access: { read: leadReadersOnly, create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar', description },
  }
}

/** `audit` of a re-check: the audit it was turned on from (set by its endpoint). */
export const recheckAuditField: RelationshipField = {
  name: 'audit',
  label: 'Audit',
  type: 'relationship',
  relationTo: 'audits',
  index: true,
  access: { read: leadReadersOnly, create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'The audit it was turned on from.',
  },
}

/** `results_emails` of a re-check: the results emails of its audit and of its customer's person. */
export const recheckResultsEmailsField: RelationshipField = {
  name: 'results_emails',
  label: 'Results emails of this person',
  type: 'relationship',
  relationTo: 'result-email-requests',
  hasMany: true,
  index: true,
  access: { read: leadReadersOnly, create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: "Results emails of its audit, or of its customer's address.",
  },
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
  collection: 'audits' | 'result-email-requests' | 'inquiries' | 'rechecks',
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

const RECHECK_COLUMNS = ['business_name', 'location', 'customer', 'active', 'createdAt']

/** The joins of the linked collections, as the admin shows them. */
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
  rechecksOfInquiry: () =>
    joinField('rechecks', 'Re-checks of this person', 'rechecks', 'inquiries', RECHECK_COLUMNS),
  rechecksOfResultsEmail: () =>
    joinField(
      'rechecks',
      'Re-checks of this person',
      'rechecks',
      'results_emails',
      RECHECK_COLUMNS,
    ),
  rechecksOfAudit: () =>
    joinField('rechecks', 'Re-checks of this business', 'rechecks', 'audit', RECHECK_COLUMNS),
} satisfies Record<string, () => Field>

/**
 * The fields a customer account shows sales (docs/decisions/0126): the inquiries and results
 * emails of the same person, the audits they ran or claimed and their re-checks, newest first.
 */
export function customerProspectFields(): Field[] {
  return [
    joinField('inquiries', 'Inquiries of this person', 'inquiries', 'customers', [
      'businessName',
      'name',
      'email',
      'status',
      'createdAt',
    ]),
    joinField(
      'results_emails',
      'Results emails of this person',
      'result-email-requests',
      'customers',
      ['email', 'business_name', 'location', 'sent_at', 'createdAt'],
    ),
    joinField('audits', 'Audits of this person', 'audits', 'customer', [
      'business_name',
      'location',
      'severity',
      'mention_rate_shown',
      'createdAt',
    ]),
    joinField('rechecks', 'Re-checks', 'rechecks', 'customer', [
      'business_name',
      'location',
      'active',
      'last_run_at',
      'createdAt',
    ]),
  ]
}

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

const present = (values: (Id | undefined | null)[]): Id[] => [
  ...new Set(values.filter((v): v is Id => v !== undefined && v !== null)),
]

type Linked = 'audits' | 'inquiries' | 'result-email-requests' | 'customers' | 'rechecks'

async function findAll(
  payload: Payload,
  req: PayloadRequest,
  collection: Linked,
  where: Record<string, unknown>,
): Promise<Doc[]> {
  const res = await payload.find({
    collection,
    where: where as never,
    depth: 0,
    limit: 200,
    pagination: false,
    joins: false as never,
    overrideAccess: true,
    req,
  })
  return res.docs as unknown as Doc[]
}

/** Writes a link on one document: no access check, no further linking, no site purge. */
async function writeLink(
  payload: Payload,
  req: PayloadRequest,
  collection: Exclude<Linked, 'customers'>,
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

/** Adds `ids` to the hasMany link `field` of one document, writing only when something is new. */
async function addLinks(
  payload: Payload,
  req: PayloadRequest,
  collection: Exclude<Linked, 'customers'>,
  doc: Doc,
  field: 'inquiries' | 'customers' | 'results_emails',
  ids: Id[],
): Promise<void> {
  const had = idsOf(doc[field])
  const next = [...new Set([...had, ...ids])]
  if (next.length === had.length) return
  await writeLink(payload, req, collection, doc.id, { [field]: next })
}

/** The keys (samePerson.ts) of a stored inquiry, results-email request or customer. */
const keysOf = (doc: Doc): ProspectKeys => prospectKeys([doc.email], [doc.website_domain])

/**
 * The stored inquiries, results-email requests or customers that are `keys`' person
 * (`sameProspect`): candidates by email address, by an address at one of the keys' websites, or
 * (inquiries) by website domain, then kept by the rule itself (so `a@x.com.evil` is not `x.com`'s).
 */
async function samePersonIn(
  payload: Payload,
  req: PayloadRequest,
  collection: 'inquiries' | 'result-email-requests' | 'customers',
  keys: ProspectKeys,
): Promise<Doc[]> {
  const or: Record<string, unknown>[] = []
  if (keys.emails.length) or.push({ email: { in: keys.emails } })
  for (const domain of keys.websiteDomains) or.push({ email: { contains: `@${domain}` } })
  const domains = [...new Set([...keys.websiteDomains, ...businessDomainsOf(keys)])]
  if (collection === 'inquiries' && domains.length) or.push({ website_domain: { in: domains } })
  if (!or.length) return []
  return (await findAll(payload, req, collection, { or })).filter((d) =>
    sameProspect(keysOf(d), keys),
  )
}

/** The email addresses an audit is known by: those it was emailed to, and its customer's. */
async function emailsOfAudit(payload: Payload, req: PayloadRequest, audit: Doc): Promise<string[]> {
  const emails = new Set<string>()
  const sent = await findAll(payload, req, 'result-email-requests', {
    audit_record: { equals: audit.id },
  })
  for (const r of sent) if (normalEmail(r.email)) emails.add(normalEmail(r.email))
  const customer = idOf(audit.customer)
  if (customer !== undefined && customer !== null) {
    const [c] = await findAll(payload, req, 'customers', { id: { equals: customer } })
    if (c && normalEmail(c.email)) emails.add(normalEmail(c.email))
  }
  return [...emails]
}

/** Adds `ids` to the `field` link of the re-checks turned on from `audits` or of `customers`. */
async function linkRechecksTo(
  payload: Payload,
  req: PayloadRequest,
  field: 'inquiries' | 'results_emails',
  ids: Id[],
  of: { audits?: Id[]; customers?: Id[] },
): Promise<void> {
  const or: Record<string, unknown>[] = []
  if (of.audits?.length) or.push({ audit: { in: of.audits } })
  if (of.customers?.length) or.push({ customer: { in: of.customers } })
  if (!ids.length || !or.length) return
  for (const r of await findAll(payload, req, 'rechecks', { or }))
    await addLinks(payload, req, 'rechecks', r, field, ids)
}

/**
 * A new inquiry: its person's results emails and re-checks name it, its person's customer
 * accounts are named on it, and the audits of its website, of those results emails and of those
 * customers name it.
 */
async function linkInquiry(payload: Payload, req: PayloadRequest, inquiry: Doc): Promise<void> {
  const keys = keysOf(inquiry)
  const emails = await samePersonIn(payload, req, 'result-email-requests', keys)
  for (const r of emails)
    await addLinks(payload, req, 'result-email-requests', r, 'inquiries', [inquiry.id])
  const customers = (await samePersonIn(payload, req, 'customers', keys)).map((c) => c.id)
  await addLinks(payload, req, 'inquiries', inquiry, 'customers', customers)
  const auditIds = present(emails.map((r) => idOf(r.audit_record)))
  const domains = [...new Set([...keys.websiteDomains, ...businessDomainsOf(keys)])]
  const or: Record<string, unknown>[] = []
  if (domains.length) or.push({ website_domain: { in: domains } })
  if (auditIds.length) or.push({ id: { in: auditIds } })
  if (customers.length) or.push({ customer: { in: customers } })
  const audits = or.length ? await findAll(payload, req, 'audits', { or }) : []
  for (const a of audits) await addLinks(payload, req, 'audits', a, 'inquiries', [inquiry.id])
  await linkRechecksTo(payload, req, 'inquiries', [inquiry.id], {
    audits: audits.map((a) => a.id),
    customers,
  })
}

/** A new audit: the results-email requests that sent it, and its person's inquiries. */
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
  const keys = prospectKeys(await emailsOfAudit(payload, req, audit), [audit.website_domain])
  const inquiries = (await samePersonIn(payload, req, 'inquiries', keys)).map((d) => d.id)
  await addLinks(payload, req, 'audits', audit, 'inquiries', inquiries)
}

/**
 * A new results-email request: its audit, its person's inquiries and customer accounts; the
 * audit it sent (and that audit's re-checks) now name those inquiries too.
 */
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
  const keys = keysOf(request)
  const inquiries = (await samePersonIn(payload, req, 'inquiries', keys)).map((d) => d.id)
  const customers = (await samePersonIn(payload, req, 'customers', keys)).map((d) => d.id)
  // Each write names one field only: the other, read before it, is still as stored.
  await addLinks(payload, req, 'result-email-requests', record, 'inquiries', inquiries)
  await addLinks(payload, req, 'result-email-requests', record, 'customers', customers)
  const auditOf = idOf(record.audit_record)
  const audits = auditOf == null ? [] : [auditOf]
  // The re-checks of its audit and of its person's accounts list it.
  await linkRechecksTo(payload, req, 'results_emails', [record.id], { audits, customers })
  if (auditOf == null || !inquiries.length) return
  const [audit] = await findAll(payload, req, 'audits', { id: { equals: auditOf } })
  if (audit) await addLinks(payload, req, 'audits', audit, 'inquiries', inquiries)
  await linkRechecksTo(payload, req, 'inquiries', inquiries, { audits })
}

/** A new customer account: the inquiries and results-email requests of its address name it. */
async function linkCustomer(payload: Payload, req: PayloadRequest, customer: Doc): Promise<void> {
  const keys = keysOf(customer)
  for (const i of await samePersonIn(payload, req, 'inquiries', keys))
    await addLinks(payload, req, 'inquiries', i, 'customers', [customer.id])
  for (const r of await samePersonIn(payload, req, 'result-email-requests', keys))
    await addLinks(payload, req, 'result-email-requests', r, 'customers', [customer.id])
}

/**
 * A new re-check: the inquiries and results emails of its customer and of the audit it was turned
 * on from.
 */
async function linkRecheck(payload: Payload, req: PayloadRequest, recheck: Doc): Promise<void> {
  const customer = idOf(recheck.customer)
  const auditOf = idOf(recheck.audit)
  const fromCustomer =
    customer != null
      ? await findAll(payload, req, 'inquiries', { customers: { in: [customer] } })
      : []
  const [audit] =
    auditOf != null ? await findAll(payload, req, 'audits', { id: { equals: auditOf } }) : []
  const inquiries = present([...fromCustomer.map((i) => i.id), ...idsOf(audit?.inquiries)])
  await addLinks(payload, req, 'rechecks', recheck, 'inquiries', inquiries)
  const or: Record<string, unknown>[] = []
  if (customer != null) or.push({ customers: { in: [customer] } })
  if (auditOf != null) or.push({ audit_record: { equals: auditOf } })
  const emails = or.length ? await findAll(payload, req, 'result-email-requests', { or }) : []
  await addLinks(
    payload,
    req,
    'rechecks',
    recheck,
    'results_emails',
    emails.map((e) => e.id),
  )
}

const LINKERS = {
  inquiries: linkInquiry,
  audits: linkAudit,
  'result-email-requests': linkResultsEmail,
  customers: linkCustomer,
  rechecks: linkRecheck,
} as const

/**
 * `afterChange` of `inquiries`, `audits`, `result-email-requests`, `customers` and `rechecks`: on
 * create, links the new document with the stored records of the same person (see module doc). A
 * failure is logged and never fails the write: the record is stored either way, only unlinked.
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
      joins: false,
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
