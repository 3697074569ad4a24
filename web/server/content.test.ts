import { describe, expect, it } from 'vitest'
import { matchRedirect } from './content.server'

const redirects = [
  { from: '/privacy-policy', to: '/privacy', permanent: true },
  { from: '/courses/*', to: '/courses' },
  { from: '/app/*', to: '/' },
  { from: '/app/settings/*', to: '/contact' },
]

describe('matchRedirect', () => {
  it('matches exact paths, ignoring a trailing slash', () => {
    expect(matchRedirect(redirects, '/privacy-policy')?.to).toBe('/privacy')
    expect(matchRedirect(redirects, '/privacy-policy/')?.to).toBe('/privacy')
  })
  it('matches prefix patterns, longest first, but not the bare prefix', () => {
    expect(matchRedirect(redirects, '/courses/ai-101')?.to).toBe('/courses')
    expect(matchRedirect(redirects, '/courses')).toBeNull()
    expect(matchRedirect(redirects, '/app/settings/billing')?.to).toBe('/contact')
    expect(matchRedirect(redirects, '/app/dashboard')?.to).toBe('/')
  })
  it('leaves other paths alone', () => {
    expect(matchRedirect(redirects, '/privacy')).toBeNull()
    expect(matchRedirect(redirects, '/applications')).toBeNull()
  })
  it('ignores targets on another host unless an admin marked them external (decision 0040)', () => {
    const rules = [
      { from: '/a', to: '//evil.example/phish', permanent: false },
      { from: '/b', to: '/\\evil.example', permanent: false },
      { from: '/c', to: 'https://evil.example', permanent: false },
      { from: '/d', to: 'https://academy.visibly.ai', permanent: false, external: true },
      { from: '/e', to: 'javascript:alert(1)', permanent: false, external: true },
    ]
    expect(matchRedirect(rules, '/a')).toBeNull()
    expect(matchRedirect(rules, '/b')).toBeNull()
    expect(matchRedirect(rules, '/c')).toBeNull()
    expect(matchRedirect(rules, '/d')?.to).toBe('https://academy.visibly.ai')
    expect(matchRedirect(rules, '/e')).toBeNull()
  })
})
