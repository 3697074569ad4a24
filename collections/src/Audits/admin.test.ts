import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Audits } from '.'
import { AUDIT_ADMIN_COMPONENTS } from './admin'

/** Every named field of `fields`, through rows, collapsibles and tabs. */
function named(fields: Field[]): (Field & { name: string })[] {
  return fields.flatMap((f): (Field & { name: string })[] => {
    if ('fields' in f && !('name' in f)) return named(f.fields)
    if (f.type === 'tabs') return f.tabs.flatMap((t) => named(t.fields))
    return 'name' in f ? [f as Field & { name: string }] : []
  })
}

type Admin = { readOnly?: boolean; hidden?: boolean; components?: { Field?: unknown } }
const field = (name: string) =>
  named(Audits.fields).find((f) => f.name === name)! as Field & { name: string; admin?: Admin }
const args = { req: { user: { collection: 'users', roles: ['admin'] } } } as never

/** The audit's evidence: what the audit service recorded, never edited afterwards. */
const EVIDENCE = [
  'business_name',
  'specialism',
  'location',
  'website',
  'business_type',
  'severity',
  'simulated',
  'web_search',
  'search_location',
  'assistant',
  'mention_rate',
  'share_of_voice',
  'times_mentioned',
  'total_questions',
  'top_competitors',
  'summary',
  'scores',
  'verdict',
  'control_questions',
  'fixes',
  'business_facts',
  'contact_questions',
  'fact_check',
  'questions_and_answers',
  'discovery_queries_results',
  'duration_ms',
  'audited_at',
]

describe('an audit in the admin (docs/decisions/0125)', () => {
  it('opens with its report, as its customer reads it', () => {
    const first = Audits.fields[0]
    expect(first).toMatchObject({
      type: 'ui',
      admin: { components: { Field: AUDIT_ADMIN_COMPONENTS.report } },
    })
  })

  it('shows its evidence read-only, and nobody updates it through the API (admins neither)', () => {
    for (const name of EVIDENCE) {
      const f = field(name)
      expect(f, name).toBeDefined()
      expect(f.admin?.readOnly, name).toBe(true)
      const update = (f as { access?: { update?: (a: never) => unknown } }).access?.update
      expect(update?.(args), name).toBe(false)
      // Created as before: by the audit service's key (and staff).
      expect((f as { access?: { create?: unknown } }).access?.create, name).toBeUndefined()
    }
  })

  it('shows no JSON part as a field (the report shows them in words; no code editor loads)', () => {
    const json = named(Audits.fields).filter((f) => f.type === 'json')
    expect(json.length).toBeGreaterThan(10)
    for (const f of json) expect((f.admin as Admin | undefined)?.hidden, f.name).toBe(true)
  })

  it('reads its mention rate and share of voice as percentages', () => {
    for (const name of ['mention_rate', 'share_of_voice'])
      expect(field(name).admin).toMatchObject({
        components: { Field: AUDIT_ADMIN_COMPONENTS.percent },
      })
  })

  it('leaves the fields the server or an admin sets as they were: owner, share, idempotency key', () => {
    const customer = field('customer') as { access?: { update?: (a: never) => unknown } }
    expect(customer.access?.update?.(args)).toBe(true)
    expect(field('shared_at').admin?.readOnly).toBe(true)
  })
})
