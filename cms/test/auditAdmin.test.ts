/**
 * An audit as staff read it in the admin (docs/decisions/0125), through the real config on a fresh
 * database:
 * - its report is the customer's, in words and percentages (the admin's server component rendered
 *   with the audit read back from the CMS);
 * - nobody changes its evidence through the API, sales and admins included, while the audit
 *   service still records audits with its key;
 * - "View as customer": an admin or sales user is sent to the site's staff view with a short-lived
 *   token; a customer, an editor or an anonymous caller is refused with a clear message; the site
 *   reads the audit with the token and its key, and a forged or expired token opens nothing;
 * - no field the admin shows loads Payload's code editor (Monaco, from a public CDN).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Field, Payload, SanitizedConfig } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditResultOfRecord, type AuditResult } from '@aivis/contract'
import { makeFactCheckedResult } from '@aivis/contract/testing'
import { restCall, signedInUser } from './rest'
import { startPayload } from './startPayload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-audit-admin-'))
const API_KEY = 'test-audit-admin-service-key-abcdefgh'
const SITE_KEY = 'test-audit-admin-site-key-0123456789'
const SITE = 'https://site.example'
const SERVICE = `users API-Key ${API_KEY}`
let payload: Payload
let config: SanitizedConfig
let auditId: number | string
let sales: string
let admin: string
let editor: string
let result: AuditResult

/** The CMS record the audit service sends for `r` (audit-service/src/leads/auditLead.ts). */
const recordOf = (r: AuditResult) => ({
  business_name: r.business_name,
  specialism: r.specialism,
  location: r.location,
  website: r.website,
  business_type: r.business_type,
  severity: r.severity,
  simulated: r.simulated,
  web_search: r.web_search,
  search_location: r.search_location,
  assistant: r.assistant,
  mention_rate: r.scores.mention_rate,
  share_of_voice: r.scores.share_of_voice,
  times_mentioned: r.summary.times_you_mentioned,
  total_questions: r.summary.total_questions,
  top_competitors: r.summary.top_competitors,
  summary: r.summary,
  scores: r.scores,
  verdict: r.verdict ?? null,
  control_questions: r.control_questions ?? null,
  fixes: r.fixes ?? null,
  business_facts: r.business_facts ?? null,
  contact_questions: r.contact_questions ?? null,
  fact_check: r.fact_check ?? null,
  questions_and_answers: r.questions_and_answers,
  discovery_queries_results: r.discovery_queries_results,
  duration_ms: r.duration_ms,
  audited_at: r.created_at,
})

const api = (method: string, url: string, auth?: string, body?: unknown, site = false) =>
  restCall(config, method, url, {
    body,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(site ? { 'x-site-key': SITE_KEY } : {}),
    },
  })

beforeAll(async () => {
  ;({ payload, config } = await startPayload(
    dir,
    { CMS_API_KEY: API_KEY, CMS_SITE_KEY: SITE_KEY },
    { siteKey: SITE_KEY, siteUrl: `${SITE}/` },
  ))
  result = makeFactCheckedResult({
    fixes: [
      {
        id: 'reviews',
        title: 'Collect reviews',
        why: 'Assistants repeat them.',
        how: 'Ask every patient.',
      },
    ],
  })
  // Recorded as the audit service records it: with its API key.
  const created = await api('POST', '/audits', SERVICE, {
    ...recordOf(result),
    idempotency_key: 'audit:admin-view',
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  auditId = created.json.doc.id
  sales = (await signedInUser(payload, ['sales'], 'sales@audit-admin.example')).auth
  admin = (await signedInUser(payload, ['admin'], 'admin@audit-admin.example')).auth
  editor = (await signedInUser(payload, ['editor'], 'editor@audit-admin.example')).auth
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('the report on an audit’s admin page', () => {
  it('reads as the customer’s: the verdict in words, percentages, fixes, facts and answers', async () => {
    const { AuditReportField } = await import('../src/components/AuditReport')
    const { createLocalReq } = await import('payload')
    const user = await payload.find({
      collection: 'users',
      where: { email: { equals: 'sales@audit-admin.example' } },
    })
    const req = await createLocalReq(
      { user: { ...user.docs[0], collection: 'users' } as never },
      payload,
    )
    const html = renderToStaticMarkup(await AuditReportField({ id: auditId, req } as never))
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
    const overall = result.scores.overall
    expect(text).toContain(`Mention rate ${Math.round(overall.mention_rate.value * 100)}%`)
    expect(text).toContain(`Share of voice ${Math.round(result.scores.share_of_voice * 100)}%`)
    // No raw fraction anywhere.
    expect(text).not.toMatch(/\b0\.\d{3,}/)
    const { reportModel } = await import('@aivis/contract')
    const model = reportModel(result)
    expect(html).toContain(model.verdict.banner.replace(/'/g, '&#x27;'))
    expect(text).toContain('Your first fix')
    expect(text).toContain('Collect reviews')
    expect(text).toContain(model.facts!.heading)
    expect(text).toContain(result.discovery_queries_results[0].question)
    // Answers read as text, without their Markdown marks.
    expect(text).not.toContain('**')
    for (const c of model.competitors) expect(text).toContain(`${Math.round(c.share * 100)}%`)
    // The customer's view, for sales.
    expect(html).toContain(`href="/api/audits/${auditId}/customer-view"`)
    expect(text).toContain('View as customer')
  })
})

describe('an answer in the admin', () => {
  it('reads as plain text: no bold or heading marks, links as their words', async () => {
    const { plainAnswer } = await import('../src/components/AuditReport')
    expect(
      plainAnswer(
        '## Best dentists\n1. **Smile Co**: see [their site](https://smile.example "Smile").\n2. __Bright__ 2 * 3',
      ),
    ).toBe('Best dentists\n1. Smile Co: see their site.\n2. Bright 2 * 3')
  })
})

describe('an audit’s evidence', () => {
  it('is changed by nobody through the API, sales and admins included', async () => {
    for (const who of [sales, admin]) {
      const res = await api('PATCH', `/audits/${auditId}`, who, {
        business_name: 'Changed',
        severity: 'STRONG',
        mention_rate: 0.99,
        scores: { changed: true },
      })
      expect(res.status).toBe(200)
    }
    const doc = await payload.findByID({ collection: 'audits', id: auditId, depth: 0 })
    expect(doc.business_name).toBe(result.business_name)
    expect(doc.severity).toBe(result.severity)
    expect(doc.mention_rate).toBe(result.scores.mention_rate)
    expect(auditResultOfRecord(doc as never)?.scores).toEqual(result.scores)
  })
})

describe('"View as customer" (GET /api/audits/:id/customer-view)', () => {
  const tokenOf = (location: string | null) =>
    decodeURIComponent(location?.replace(`${SITE}/staff-view/`, '') ?? '')

  it('sends admin and sales users to the site’s staff view with a token that opens the audit', async () => {
    for (const who of [sales, admin]) {
      const res = await api('GET', `/audits/${auditId}/customer-view`, who)
      expect(res.status).toBe(302)
      const location = res.headers.get('location')
      expect(location).toMatch(new RegExp(`^${SITE}/staff-view/[^/]+$`))
      expect(res.headers.get('cache-control')).toBe('no-store')
      const view = await api(
        'GET',
        `/audits/staff-view/${tokenOf(location)}`,
        undefined,
        undefined,
        true,
      )
      expect(view.status).toBe(200)
      expect(view.json.business_name).toBe(result.business_name)
      // Nothing of its owner or its share link.
      for (const hidden of ['customer', 'idempotency_key', 'share_token_hash', 'shared_at'])
        expect(view.json, hidden).not.toHaveProperty(hidden)
      expect(auditResultOfRecord(view.json)?.scores).toEqual(result.scores)
    }
    // The customer's share link was not touched.
    const doc = await payload.findByID({ collection: 'audits', id: auditId, depth: 0 })
    expect(doc.shared_at ?? null).toBeNull()
  })

  it('refuses an anonymous caller (401), and a customer or an editor (403), with a clear message', async () => {
    const anonymous = await api('GET', `/audits/${auditId}/customer-view`)
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.message).toMatch(/Sign in to the admin as an admin or sales user/)
    const refused = await api('GET', `/audits/${auditId}/customer-view`, editor)
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe(
      'Only admin and sales users can view an audit as its customer.',
    )
    await payload.create({
      collection: 'customers',
      data: {
        email: 'owner@audit-admin.example',
        password: 'a-long-customer-password',
        _verified: true,
      } as never,
    })
    const login = await restCall(config, 'POST', '/customers/login', {
      body: { email: 'owner@audit-admin.example', password: 'a-long-customer-password' },
      headers: { 'x-site-key': SITE_KEY },
    })
    expect(login.status, JSON.stringify(login.json)).toBe(200)
    const customer = await api('GET', `/audits/${auditId}/customer-view`, `JWT ${login.json.token}`)
    expect(customer.status).toBe(403)
    expect(customer.headers.get('location')).toBeNull()
  })

  it('answers 404 for an audit that does not exist', async () => {
    expect((await api('GET', '/audits/999999/customer-view', sales)).status).toBe(404)
    expect((await api('GET', '/audits/not-an-id/customer-view', sales)).status).toBe(404)
  })
})

describe('the site’s read of a staff view (GET /api/audits/staff-view/:token)', () => {
  it('needs the site’s key', async () => {
    const res = await api('GET', `/audits/${auditId}/customer-view`, sales)
    const token = res.headers.get('location')!.split('/').at(-1)!
    expect((await api('GET', `/audits/staff-view/${token}`)).status).toBe(401)
  })

  it('opens nothing for a forged, malformed or expired token', async () => {
    const { staffViewToken } = await import('@aivis/collections/Audits/customerView')
    const now = Math.floor(Date.now() / 1000)
    const forged = staffViewToken('not the secret', auditId, now + 600)
    const res = await api('GET', `/audits/staff-view/${forged}`, undefined, undefined, true)
    expect(res.status).toBe(404)
    expect(
      (await api('GET', '/audits/staff-view/nonsense', undefined, undefined, true)).status,
    ).toBe(404)
    const expired = staffViewToken(payload.secret, auditId, now - 1)
    const old = await api('GET', `/audits/staff-view/${expired}`, undefined, undefined, true)
    expect(old.status).toBe(410)
    expect(old.json.error).toBe('expired')
  })
})

/** Every field of `fields` with whether it is shown in the admin, through every kind of nesting. */
function walk(fields: Field[], hidden = false): { field: Field; shown: boolean }[] {
  return fields.flatMap((f) => {
    const admin = (f as { admin?: { hidden?: unknown; disabled?: unknown } }).admin
    const shown = !hidden && admin?.hidden !== true && admin?.disabled !== true
    const own = [{ field: f, shown }]
    if (f.type === 'tabs') return [...own, ...f.tabs.flatMap((t) => walk(t.fields, !shown))]
    if (f.type === 'blocks')
      return [...own, ...(f.blocks ?? []).flatMap((b) => walk(b.fields, !shown))]
    if ('fields' in f && Array.isArray(f.fields)) return [...own, ...walk(f.fields, !shown)]
    return own
  })
}

describe('the admin loads no code editor from outside the product', () => {
  it('every JSON or code field it shows has the product’s own component instead of Monaco', () => {
    const loaders: string[] = []
    const sources = [
      ...config.collections
        .filter((c) => c.admin?.hidden !== true)
        .map((c) => [c.slug, c.fields] as const),
      ...config.globals.map((g) => [g.slug, g.fields] as const),
    ]
    for (const [slug, fields] of sources)
      for (const { field, shown } of walk(fields)) {
        if (!shown || (field.type !== 'json' && field.type !== 'code')) continue
        const component = (field.admin as { components?: { Field?: unknown } } | undefined)
          ?.components?.Field
        if (!component) loaders.push(`${slug}.${(field as { name?: string }).name ?? field.type}`)
      }
    expect(loaders).toEqual([])
  })
})
