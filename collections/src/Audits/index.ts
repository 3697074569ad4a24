/**
 * `audits`: every AI-visibility audit run, recorded by the audit-service through its API key.
 * Holds every field of the audit result (spec §3 "Audit result fields read"): the scalars at top
 * level for the admin list and filters, the structured parts as JSON, and the business's own facts
 * the owner confirmed on the setup form (`business_facts`, contract `businessFactsSchema`), and, for
 * an audit asked with them, the contact question and the fact check (`contact_questions`,
 * `fact_check`).
 *
 * An audit may belong to a customer (`customer`, docs/decisions/0074): that customer reads it, and
 * no other customer does, over REST and GraphQL alike; staff read audits as every lead. Its owner
 * may share it by a private link (share.ts, docs/decisions/0078).
 *
 * In the admin (docs/decisions/0125) staff read the audit as its customer does: the report at the
 * top of its page (cms/src/components/AuditReport.tsx), and a link to the customer's own view of
 * it (customerView.ts). The audit's evidence (business, market, verdict, every figure and answer)
 * is read-only there and never changed through the API (`evidence`, admin.ts): only the server's
 * own writes (share links, a customer's claim) change an audit after its creation.
 */
import { SEVERITIES } from '@aivis/contract'
import type { Access, CollectionConfig } from 'payload'
import { isAdminField, isLeadReader, leadAccess } from '../access'
import { customerIdOf } from '../access/customer'
import { customerField, idempotencyKeyField, percentShown } from '../shared/fields'
import { serviceLeadHooks } from '../shared/leadAccess'
import { leadHooks } from '../hooks/presets'
import { inquiriesLinkField, PROSPECT_JOINS, websiteDomainField } from '../shared/prospect'
import { AUDIT_ADMIN_COMPONENTS, evidence } from './admin'
import { cameWithField } from './cameWith'
import { customerViewEndpoints } from './customerView'
import { shareEndpoints } from './share'

/** A customer reads their own audits; admin and sales read every audit (a lead). */
export const customerOwnOrLeadReader: Access = (args) => {
  const id = customerIdOf(args.req)
  return id === undefined ? isLeadReader(args) : { customer: { equals: id } }
}

export const Audits: CollectionConfig = {
  slug: 'audits',
  admin: {
    useAsTitle: 'business_name',
    // For sales: who, in which market, the verdict, how visible, whether the person left an email
    // or an inquiry, and when (docs/decisions/0084, 0085).
    defaultColumns: [
      'business_name',
      'location',
      'severity',
      'mention_rate_shown',
      'came_with',
      'createdAt',
    ],
    listSearchableFields: ['business_name', 'location', 'specialism', 'website'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: { ...leadAccess, read: customerOwnOrLeadReader },
  endpoints: [...shareEndpoints, ...customerViewEndpoints],
  // The service account creates these and is answered with the id only (docs/decisions/0062).
  hooks: {
    ...serviceLeadHooks(),
    // One prospect, one picture (docs/decisions/0085); then the write log.
    ...leadHooks,
  },
  fields: [
    // The report, as its customer reads it, and the link to the customer's own view
    // (docs/decisions/0125): what staff read instead of the raw fields below.
    {
      name: 'report',
      type: 'ui',
      admin: { components: { Field: AUDIT_ADMIN_COMPONENTS.report }, disableListColumn: true },
    },
    ...evidence([
      { name: 'business_name', label: 'Business', type: 'text', required: true, index: true },
      { name: 'specialism', label: 'Service', type: 'text', required: true },
      { name: 'location', label: 'Market', type: 'text', required: true },
      { name: 'website', type: 'text' },
      { name: 'business_type', label: 'Business type', type: 'text' },
      {
        name: 'severity',
        label: 'Verdict',
        type: 'select',
        required: true,
        options: SEVERITIES.map((v) => ({ label: v, value: v })),
      },
    ]),
    // What else this person did (docs/decisions/0085), above the audit's details.
    PROSPECT_JOINS.resultsEmailsOfAudit(),
    PROSPECT_JOINS.rechecksOfAudit(),
    {
      type: 'collapsible',
      label: 'Figures and answers',
      admin: { initCollapsed: true },
      fields: evidence([
        {
          name: 'simulated',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'Answered by simulated assistants (no AI keys set), not live ones',
          },
        },
        {
          name: 'web_search',
          label: 'Web search',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'The assistants were offered their web search tool' },
        },
        {
          name: 'search_location',
          label: 'Searched from',
          type: 'json',
          admin: {
            description: 'Where the searches were made from: city, region, country, time zone',
          },
        },
        {
          name: 'assistant',
          type: 'text',
          admin: { description: 'Assistant shown on the results page' },
        },
        {
          // Filtered on as a 0–1 number in the lists; read as a percentage here.
          name: 'mention_rate',
          label: 'Mention rate (0–1)',
          type: 'number',
          min: 0,
          max: 1,
          admin: {
            description: 'Over all assistants',
            components: { Field: AUDIT_ADMIN_COMPONENTS.percent },
          },
        },
        {
          name: 'share_of_voice',
          label: 'Share of voice (0–1)',
          type: 'number',
          min: 0,
          max: 1,
          admin: { components: { Field: AUDIT_ADMIN_COMPONENTS.percent } },
        },
        { name: 'times_mentioned', label: 'Times mentioned', type: 'number', min: 0 },
        { name: 'total_questions', label: 'Questions asked', type: 'number', min: 0 },
        { name: 'top_competitors', label: 'Top competitors', type: 'json' },
        { name: 'summary', type: 'json' },
        { name: 'scores', type: 'json' },
        {
          name: 'verdict',
          label: 'Verdict and evidence',
          type: 'json',
          admin: { description: 'The verdict and what it rests on (answers, samples)' },
        },
        {
          name: 'control_questions',
          label: 'Does each assistant know the business',
          type: 'json',
          admin: { description: 'The control question per assistant, unscored' },
        },
        {
          name: 'fixes',
          label: 'First fixes',
          type: 'json',
          admin: { description: 'The first fixes, made with the result: every medium shows these' },
        },
        {
          // The audit request's `business_facts` (contract facts.ts `businessFactsSchema`), as the
          // service accepted them; null when the audit was asked without any.
          name: 'business_facts',
          label: 'Business facts',
          type: 'json',
          admin: { description: 'What the owner confirmed: telephone, address, hours…' },
        },
        {
          // The contact question per assistant (contract audit.ts `contact_questions`), asked when
          // the audit had the owner's facts; null otherwise.
          name: 'contact_questions',
          label: 'Contact question',
          type: 'json',
          admin: { description: 'Contact details and hours per assistant, with the facts checked' },
        },
        {
          // The fact check (contract audit.ts `factCheckSchema`); null without the owner's facts.
          name: 'fact_check',
          label: 'Fact check',
          type: 'json',
          admin: {
            description: 'What the answers said about the business: right, wrong, unchecked',
          },
        },
        { name: 'questions_and_answers', label: 'Questions and answers', type: 'json' },
        { name: 'discovery_queries_results', label: 'Discovery queries', type: 'json' },
        { name: 'duration_ms', label: 'Duration (ms)', type: 'number', min: 0 },
        {
          name: 'audited_at',
          label: 'Audited at',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ]),
    },
    percentShown('mention_rate', 'Mention rate'),
    percentShown('share_of_voice', 'Share of voice'),
    cameWithField,
    customerField({ description: 'The customer who ran it, signed in' }),
    inquiriesLinkField('Inquiries from the same website or email address.'),
    {
      name: 'share_token_hash',
      label: 'Share token (hash)',
      type: 'text',
      index: true,
      // The hash of the share link's token (share.ts): set and cleared by its endpoints only.
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'shared_at',
      label: 'Shared since',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Since when its owner shares it by a private link (none: not shared)',
      },
    },
    websiteDomainField('website'),
    idempotencyKeyField(),
  ],
}

export { customerIdAsStored } from '../shared/fields'
