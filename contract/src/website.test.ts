import { describe, expect, it } from 'vitest'
import { normalizeWebsite } from './website'

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
