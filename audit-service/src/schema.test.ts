import { describe, expect, it } from 'vitest'
import { auditRequestSchema } from './schema'

describe('auditRequestSchema (spec §3)', () => {
  const canonical = { business_name: 'Acme', target_location: 'Sydney', core_product_service: 'plumbing' }

  it('applies the defaults: business_type service, force_run false, website null', () => {
    expect(auditRequestSchema.parse(canonical)).toEqual({ ...canonical, business_type: 'service', website: null, force_run: false })
  })

  it.each([
    [{ businessName: 'Acme', location: 'Sydney', specialism: 'plumbing' }],
    [{ name: 'Acme', region: 'Sydney', coreService: 'plumbing' }],
    [{ name: 'Acme', location: 'Sydney', core_service: 'plumbing' }],
    [{ business_name: '  Acme ', target_location: ' Sydney', core_product_service: 'plumbing  ' }],
  ])('maps aliases and trims: %j', (input) => {
    expect(auditRequestSchema.parse(input)).toMatchObject(canonical)
  })

  it('canonical names win over aliases; blank values fall through to the next alias', () => {
    expect(auditRequestSchema.parse({ ...canonical, businessName: 'Other' }).business_name).toBe('Acme')
    expect(auditRequestSchema.parse({ business_name: ' ', businessName: 'Acme', location: 'Sydney', specialism: 'plumbing' }).business_name).toBe('Acme')
  })

  it('reads website or site; an empty website is null', () => {
    expect(auditRequestSchema.parse({ ...canonical, site: 'acme.com' }).website).toBe('acme.com')
    expect(auditRequestSchema.parse({ ...canonical, website: 'https://acme.com' }).website).toBe('https://acme.com')
    expect(auditRequestSchema.parse({ ...canonical, website: '' }).website).toBeNull()
    expect(auditRequestSchema.parse({ ...canonical, website: null }).website).toBeNull()
  })

  it('keeps business_type and force_run, and accepts the setup-form types', () => {
    expect(auditRequestSchema.parse({ ...canonical, business_type: 'online_only', force_run: true })).toMatchObject({ business_type: 'online_only', force_run: true })
    expect(auditRequestSchema.parse({ ...canonical, business_type: 'restaurant' }).business_type).toBe('restaurant')
  })

  it('rejects unknown business types, wrong types and non-objects', () => {
    expect(auditRequestSchema.safeParse({ ...canonical, business_type: 'spaceship' }).success).toBe(false)
    expect(auditRequestSchema.safeParse({ ...canonical, force_run: 'yes' }).success).toBe(false)
    expect(auditRequestSchema.safeParse({ ...canonical, business_name: 42 }).success).toBe(false)
    expect(auditRequestSchema.safeParse([canonical]).success).toBe(false)
    expect(auditRequestSchema.safeParse(null).success).toBe(false)
  })
})
