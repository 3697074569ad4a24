import { describe, expect, it } from 'vitest'
import { normalizeDomain, validateDomain } from './domain'

describe('normalizeDomain (spec §5)', () => {
  it.each([
    ['  Example.COM ', 'example.com'],
    ['https://www.acme-plumbing.com.au/contact', 'acme-plumbing.com.au'],
    ['http://shop.example.co.uk?x=1', 'shop.example.co.uk'],
    ['www.example.com#top', 'example.com'],
    ['example.com/path/more', 'example.com'],
  ])('%s → %s', (input, out) => expect(normalizeDomain(input)).toBe(out))
})

describe('validateDomain (spec §5)', () => {
  it('asks for a domain when empty', () => {
    expect(validateDomain('   ')).toEqual({ error: 'Please enter a domain' })
    expect(validateDomain('https://')).toEqual({ error: 'Please enter a domain' })
  })
  it.each([
    'not a domain',
    'localhost',
    'example',
    'exa_mple.com',
    '-example.com',
    'example.c',
    'example.123',
  ])('refuses %s', (input) => {
    expect(validateDomain(input)).toEqual({ error: 'Enter a valid domain like example.com' })
  })
  it.each([
    ['my-site.io', 'my-site.io'],
    ['HTTPS://WWW.Sub.Example.org/', 'sub.example.org'],
  ])('accepts %s', (input, domain) => {
    expect(validateDomain(input)).toEqual({ domain })
  })
})
