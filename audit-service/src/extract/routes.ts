/**
 * `POST /functions/v1/extract-business-info` (spec §7 call 3, §2 /audit-setup): body `{ website }`
 * (alias `url`; a bare domain gets `https://`), JSON only (415 otherwise). Answers 200
 * `{ business_name, core_service, target_location, business_type, website, domain, cached }`
 * (fields null when the site does not say). A domain read within AUDIT_CACHE_HOURS is answered from
 * the cache (`cached: true`) without fetching. Each new profile is committed to the lead outbox for
 * the CMS `business-profiles` collection (one per domain); a CMS outage never fails extraction.
 * Errors (`PageError`, answered by http/errors.ts): 400 `invalid_website` (not an http(s) address,
 * credentials, other ports); 422 with the page error's code (`refused`, `unreachable`, `timeout`,
 * `too_large`, `not_html`, `http_error`, `too_many_redirects`) and a clear message
 * (extract/fetchPage.ts). The profile's `domain` is the host by contract `hostOf` (spec §5).
 * A look-up that would fetch the site is counted per client address and per registrable domain
 * (limits/leads.ts `extraction`, docs/decisions/0056): past a limit, 429 `rate_limited` with
 * `Retry-After`, and nothing is fetched.
 *
 * `extractRoutes({ cache, leads, model?, fetchOptions?, limits?, proxySecret?, log? })` → Express
 * router for `/functions/v1`.
 */
import express from 'express'
import type { AuditResult, ExtractedProfile } from '@aivis/contract'
import { BUSINESS_TYPES, hostOf } from '@aivis/contract'
import * as cheerio from 'cheerio'
import type { AuditCache } from '../jobs/cache'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import type { LeadStore } from '../leads/store'
import { auditDomain } from '../limits'
import { clientIp } from '../limits/clientIp'
import { noLeadLimits, type LeadLimits } from '../limits/leads'
import { PageError, checkUrl, fetchPage, type FetchOptions } from './fetchPage'
import type { ModelExtractor } from './model'
import { parseBusinessInfo } from './parse'

export type { ExtractedProfile } from '@aivis/contract'

export interface ExtractDeps {
  cache: AuditCache
  leads: { store: LeadStore; wake: () => void }
  model?: ModelExtractor | null
  /** Injectable for tests (e.g. `testing.allowLocal` for fixtures on 127.0.0.1). */
  fetchOptions?: FetchOptions
  /** Limits per client address and per website domain (limits/leads.ts `extraction`); default none. */
  limits?: LeadLimits
  /** FUNCTIONS_PROXY_SECRET: whom a request is counted for (limits/clientIp.ts). */
  proxySecret?: string
  log?: (msg: string) => void
}

const isType = (v: string | null): v is (typeof BUSINESS_TYPES)[number] =>
  v !== null && (BUSINESS_TYPES as readonly string[]).includes(v)

/** The page's visible text, for the model. */
function visibleText(html: string): string {
  const $ = cheerio.load(html)
  $('script, style, noscript, svg').remove()
  return $('body').text().replace(/\s+/g, ' ').trim()
}

/** The extraction router (see module doc). */
export function extractRoutes(deps: ExtractDeps) {
  const log = deps.log ?? console.log
  const limits = deps.limits ?? noLeadLimits
  const router = express.Router()
  // The cache holds audit results; profiles share it under their own keys.
  const profiles = {
    get: async (domain: string) =>
      (await deps.cache.get(`profile:${domain}`).catch(() => null)) as unknown as Omit<
        ExtractedProfile,
        'cached'
      > | null,
    set: (domain: string, p: Omit<ExtractedProfile, 'cached'>) =>
      deps.cache.set(`profile:${domain}`, p as unknown as AuditResult).catch((err: Error) => {
        log(`could not cache the business profile: ${err.message}`)
      }),
  }

  router.post('/extract-business-info', ...jsonOnly('4kb'), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>
      const raw = typeof body.website === 'string' ? body.website : body.url
      if (typeof raw !== 'string' || !raw.trim())
        throw new PageError(
          'invalid_website',
          'Enter a website address such as https://yourbusiness.com.',
        )
      const text = raw.trim()
      const url = checkUrl(
        /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`,
        deps.fetchOptions?.testing,
      )
      const domain = hostOf(url.hostname)
      const known = await profiles.get(domain)
      if (known) return void res.json({ ...known, cached: true })
      // Only a look-up that fetches the site is counted (docs/decisions/0056).
      await limits.consume('extraction', {
        ip: clientIp(req, { proxySecret: deps.proxySecret, warn: log }),
        target: auditDomain(url.href),
      })

      const page = await fetchPage(url.href, deps.fetchOptions)
      const info = parseBusinessInfo(page.html)
      let fields = {
        business_name: info.business_name,
        core_service: info.core_service,
        target_location: info.target_location,
        business_type: isType(info.business_type) ? info.business_type : null,
      }
      if (deps.model && Object.values(fields).some((v) => v === null)) {
        const guess = await deps.model(visibleText(page.html), page.url)
        if (guess)
          fields = {
            business_name: fields.business_name ?? guess.business_name,
            core_service: fields.core_service ?? guess.core_service,
            target_location: fields.target_location ?? guess.target_location,
            business_type: fields.business_type ?? guess.business_type,
          }
      }
      const profile = { ...fields, website: `${url.protocol}//${url.host}`, domain }
      await profiles.set(domain, profile)
      try {
        deps.leads.store.accept(
          (tx) =>
            tx.op({
              key: `profile:${domain}:${Date.now()}`,
              kind: 'business_profile',
              collection: 'business-profiles',
              method: 'POST',
              body: { domain, ...fields },
            }),
          { requestId: req.id ? String(req.id) : undefined },
        )
        deps.leads.wake()
      } catch (err) {
        log(`could not record the business profile: ${(err as Error).message}`)
      }
      res.json({ ...profile, cached: false })
    } catch (err) {
      if (err instanceof HttpError) return sendError(res, err)
      if (!(err instanceof PageError)) return next(err)
      log(`extract-business-info: ${err.code}`)
      sendError(res, err)
    }
  })
  return router
}
