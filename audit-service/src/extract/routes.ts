/**
 * `POST /functions/v1/extract-business-info` (spec §7 call 3, §2 /audit-setup): body `{ website }`
 * (alias `url`; a bare domain gets `https://`), JSON only (415 otherwise). Answers 200
 * `{ business_name, core_service, target_location, business_type, website, domain, cached,
 * business_facts, profiles }` (fields null when the site does not say). `business_facts` and
 * `profiles` come from the home page's structured data and links (facts.ts `parseBusinessFacts`);
 * when the home page gives no telephone, address or opening hours, the site's contact page (the
 * home page's first same-origin contact link, contactPage.ts) is fetched with the same safeguards
 * and what it adds is merged in (the home page's values win); a contact page that cannot be read
 * is logged and never fails extraction. A profile cached before facts were read answers
 * `business_facts: {}` and `profiles: []`. A domain read within AUDIT_CACHE_HOURS is answered from
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
 * `extractRoutes({ cache, leads, model?, fetchOptions?, limits?, proxySecret?, logger? })` → Express
 * router for `/functions/v1`.
 */
import express from 'express'
import type { AuditResult, ExtractedProfile } from '@aivis/contract'
import { BUSINESS_TYPES, hostOf } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import * as cheerio from 'cheerio'
import type { AuditCache } from '../jobs/cache'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import type { LeadStore } from '../leads/store'
import { auditDomain } from '../limits'
import { clientIp } from '../limits/clientIp'
import { noLeadLimits, type LeadLimits } from '../limits/leads'
import { checkUrl, fetchPage, type FetchOptions } from './fetchPage'
import { PageError } from '../errors'
import { checkSiteAccess } from './access'
import { contactPageUrl, lacksContactFacts, mergeFacts } from './contactPage'
import { parseBusinessFacts, type PageFacts } from './facts'
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
  /**
   * Warnings (pages not read, stores that fail), each with the request's `reqId`; default the
   * process's default logger.
   */
  logger?: Logger
}

/** A profile as cached: one kept before facts were read has no `business_facts` or `profiles`. */
type CachedProfile = Omit<ExtractedProfile, 'cached' | 'business_facts' | 'profiles'> &
  Partial<Pick<ExtractedProfile, 'business_facts' | 'profiles'>>

const isType = (v: string | null): v is (typeof BUSINESS_TYPES)[number] =>
  v !== null && (BUSINESS_TYPES as readonly string[]).includes(v)

/** The page's visible text, for the model. */
function visibleText(html: string): string {
  const $ = cheerio.load(html)
  $('script, style, noscript, svg').remove()
  return $('body').text().replace(/\s+/g, ' ').trim()
}

/**
 * The business's facts and profiles from its home page (`page`), completed from its contact page
 * when the home page lacks a telephone, an address or opening hours. Never throws: a contact page
 * that cannot be fetched (any `PageError`, a refused or off-site redirect included) is logged and
 * the home page's facts are kept.
 */
async function siteFacts(
  page: { url: string; html: string },
  fetchOptions: FetchOptions | undefined,
  logger: Logger,
): Promise<PageFacts> {
  const home = parseBusinessFacts(page.html)
  if (!lacksContactFacts(home.facts)) return home
  const contactUrl = contactPageUrl(page.html, page.url)
  if (!contactUrl) return home
  try {
    const contact = await fetchPage(contactUrl, fetchOptions)
    return mergeFacts(home, parseBusinessFacts(contact.html))
  } catch (err) {
    logger.warn(
      `extract-business-info: contact page not read (${err instanceof PageError ? err.code : (err as Error).message})`,
    )
    return home
  }
}

/** The extraction router (see module doc). */
export function extractRoutes(deps: ExtractDeps) {
  const base = deps.logger ?? defaultLogger('audit-service')
  const limits = deps.limits ?? noLeadLimits
  const router = express.Router()
  // The cache holds audit results; profiles share it under their own keys.
  const profiles = {
    get: async (domain: string) =>
      (await deps.cache
        .get(`profile:${domain}`)
        .catch(() => null)) as unknown as CachedProfile | null,
    set: (domain: string, p: Omit<ExtractedProfile, 'cached'>, logger: Logger) =>
      deps.cache.set(`profile:${domain}`, p as unknown as AuditResult).catch((err: Error) => {
        logger.warn(`could not cache the business profile: ${err.message}`)
      }),
  }

  router.post('/extract-business-info', ...jsonOnly('4kb'), async (req, res, next) => {
    const logger = base.child({ reqId: req.id })
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
      if (known)
        return void res.json({
          ...known,
          business_facts: known.business_facts ?? {},
          profiles: known.profiles ?? [],
          cached: true,
        })
      // Only a look-up that fetches the site is counted (docs/decisions/0056).
      await limits.consume('extraction', {
        ip: clientIp(req, { proxySecret: deps.proxySecret, logger }),
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
      // The contact page and the site access check (robots.txt, llms.txt, sitemap) side by side;
      // a failing access check leaves it out, never fails extraction.
      const [facts, access] = await Promise.all([
        siteFacts(page, deps.fetchOptions, logger),
        checkSiteAccess(url.href, {
          html: page.html,
          // Are the facts the page's own structured data gives also in its text?
          facts: parseBusinessFacts(page.html).facts,
          fetchOptions: deps.fetchOptions,
        }).catch((err: Error) => {
          logger.warn(`site access check failed: ${err.message}`)
          return null
        }),
      ])
      const profile = {
        ...fields,
        website: `${url.protocol}//${url.host}`,
        domain,
        business_facts: facts.facts,
        profiles: facts.profiles,
        ...(access ? { site_access: access } : {}),
      }
      await profiles.set(domain, profile, logger)
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
        logger.warn(`could not record the business profile: ${(err as Error).message}`)
      }
      res.json({ ...profile, cached: false })
    } catch (err) {
      if (err instanceof HttpError) return sendError(res, err)
      if (!(err instanceof PageError)) return next(err)
      logger.warn(`extract-business-info: ${err.code}`)
      sendError(res, err)
    }
  })
  return router
}
