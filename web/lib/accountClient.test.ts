import { describe, expect, it } from 'vitest'
import { returnPath } from './accountClient'

describe('returnPath', () => {
  it('keeps a path of this site, query included', () => {
    expect(returnPath('/app/settings?tab=rechecks')).toBe('/app/settings?tab=rechecks')
    expect(returnPath('/audit-results')).toBe('/audit-results')
  })
  it('goes to the dashboard for anything off the site, missing, or a sign-in page', () => {
    for (const next of [
      null,
      undefined,
      '',
      'app/dashboard',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/signin',
      '/signin/new?next=/x',
      '/a\nb',
      '/ tab',
    ])
      expect(returnPath(next), String(next)).toBe('/app/dashboard')
  })
})
