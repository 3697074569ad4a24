/**
 * A site access check result for tests (contract siteAccess.ts): what audit-service's
 * `checkSiteAccess` gave for a real-shaped WordPress dentist's site.
 */
import type { SiteAccess } from '../src/siteAccess'

/**
 * A result as audit-service's checkSiteAccess gave it for a WordPress dentist whose robots.txt
 * blocks GPTBot, ClaudeBot, PerplexityBot, Google-Extended and OAI-SearchBot (its test pages
 * robots-blocks-ai.txt and wordpress-yoast-dentist.html), with the address of the real site.
 */
export const siteAccessResult: SiteAccess = {
  home_url: 'https://harbourdental.com.au/',
  robots: {
    evidence: 'strong',
    status: 'found',
    http_status: 200,
    agents: [
      {
        token: 'OAI-SearchBot',
        vendor: 'OpenAI',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'blocked',
        line: 23,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Claude-SearchBot',
        vendor: 'Anthropic',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'PerplexityBot',
        vendor: 'Perplexity',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'blocked',
        line: 17,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Googlebot',
        vendor: 'Google',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Bingbot',
        vendor: 'Microsoft',
        purpose: 'search',
        evidence: 'strong',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'ChatGPT-User',
        vendor: 'OpenAI',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Claude-User',
        vendor: 'Anthropic',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'Perplexity-User',
        vendor: 'Perplexity',
        purpose: 'user_fetch',
        evidence: 'moderate',
        verdict: 'allowed',
        by_default: false,
      },
      {
        token: 'GPTBot',
        vendor: 'OpenAI',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 11,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'ClaudeBot',
        vendor: 'Anthropic',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 14,
        rule: 'Disallow: /',
        by_default: false,
      },
      {
        token: 'Google-Extended',
        vendor: 'Google',
        purpose: 'training',
        evidence: 'weak',
        verdict: 'blocked',
        line: 20,
        rule: 'Disallow: /',
        by_default: false,
      },
    ],
  },
  html: {
    evidence: 'strong',
    read: true,
    text_chars: 46,
    rendered_by_script: false,
    telephone: 'present',
    address: 'absent',
    opening_hours: 'absent',
  },
  structured_data: {
    evidence: 'moderate',
    read: true,
    local_business: true,
    types: ['Dentist', 'LocalBusiness'],
    json_ld_blocks: 1,
    json_ld_invalid: 0,
    telephone: true,
    address: true,
    opening_hours: true,
  },
  llms_txt: {
    evidence: 'weak',
    status: 'absent',
  },
  sitemap: {
    evidence: 'moderate',
    status: 'absent',
    urls: [],
  },
}
