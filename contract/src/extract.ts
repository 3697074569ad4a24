/**
 * The business-info extraction contract (spec §7 call 3, §3 "Extracted business info").
 *
 * `POST /functions/v1/extract-business-info` with `{ website }` ('https://' plus the domain)
 * answers:
 * - 200 `ExtractedProfile`: `business_name`, `core_service`, `target_location`, `business_type`
 *   (each `null` when the website does not say; `business_type` one of `BUSINESS_TYPES`), the
 *   `website` origin read, its `domain` (lowercase, without 'www.') and `cached` (true when the
 *   profile was read earlier and reused), `business_facts` (the business's own facts as its
 *   website gives them in structured data and links, shaped as `businessFactsSchema`, facts.ts;
 *   `{}` when it gives none) and `profiles` (its `sameAs` addresses elsewhere: directories, social
 *   pages; `[]` when none);
 * - 400 `{ error: 'invalid_website', message }` — not an http(s) address the service may fetch;
 * - 422 `{ error: ExtractErrorCode, message }` — the website could not be read.
 *
 * `extractedProfileSchema` parses a 200 body (unknown keys dropped); `EXTRACT_ERROR_CODES` lists the
 * error codes. Pure module: no I/O, safe in the browser.
 */
import { z } from './zod'
import { siteAccessSchema } from './siteAccess'
import { businessFactsSchema } from './facts'
import { BUSINESS_TYPES } from './vocabulary'

/** Why a website could not be read (400 for the first, 422 for the rest). */
export const EXTRACT_ERROR_CODES = [
  'invalid_website',
  'refused',
  'unreachable',
  'timeout',
  'too_large',
  'not_html',
  'http_error',
  'too_many_redirects',
] as const
export type ExtractErrorCode = (typeof EXTRACT_ERROR_CODES)[number]

const text = z
  .string()
  .nullable()
  .transform((v) => (v && v.trim() ? v.trim() : null))

export const extractedProfileSchema = z.object({
  business_name: text,
  core_service: text,
  target_location: text,
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  website: z.string(),
  domain: z.string(),
  cached: z.boolean().default(false),
  /**
   * The facts the website states (facts.ts). Defaults to `{}`, and a value the schema refuses
   * reads as `{}`, so a profile kept before facts were read (or under older rules) still parses.
   */
  business_facts: businessFactsSchema.default({}).catch({}),
  /** The business's profiles elsewhere (schema.org `sameAs`), http(s) addresses; default `[]`. */
  profiles: z.array(z.string()).default([]).catch([]),
  /**
   * Can the assistants read the site? (robots.txt per AI crawler, the facts in the HTML as
   * served, structured data, llms.txt, sitemap: siteAccess.ts). Absent on profiles read before it
   * was checked, or when the check could not finish.
   */
  site_access: siteAccessSchema.optional().catch(undefined),
})
export type ExtractedProfile = z.output<typeof extractedProfileSchema>
