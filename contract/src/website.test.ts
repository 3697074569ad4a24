import { describe, expect, it } from 'vitest'
import { hostOf, normalizeWebsite } from './website'

describe('normalizeWebsite (spec §5)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['example.com', 'https://example.com'],
    ['  Example.com/  ', 'https://example.com'],
    ['http://example.com/', 'http://example.com'],
    ['https://www.example.com', 'https://www.example.com'],
    ['example.com/about?x=1', 'https://example.com/about?x=1'],
    ['https://example.com/services/', 'https://example.com/services/'],
    ['exa mple', 'https://exa mple'],
  ])('%j → %j', (input, out) => expect(normalizeWebsite(input)).toBe(out))
})

describe('hostOf (spec §5: protocol, www. and anything after /, ? or # dropped)', () => {
  it.each([
    ['HTTPS://www.Example.com/about?x', 'example.com'],
    ['  example.com.au  ', 'example.com.au'],
    ['http://shop.example.com#top', 'shop.example.com'],
    ['example.com?ref=1', 'example.com'],
    ['example.com:8080/x', 'example.com:8080'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, out) => expect(hostOf(input)).toBe(out))
})
