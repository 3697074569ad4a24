/**
 * "Can the assistants read the site?": the result of the audit service's site access check
 * (audit-service/src/extract/access.ts `checkSiteAccess`).
 *
 * - `AI_AGENTS`: the crawlers and fetchers the check asks robots.txt about, each with its
 *   `vendor`, `token` (the robots.txt user-agent token), `purpose` (`search`: builds the index an
 *   assistant answers from; `user_fetch`: fetches a page when a person asks; `training`: collects
 *   pages to train models), `product` (plain words for the report) and `evidence`, how strong the
 *   evidence is that letting it in matters for being recommended by assistants (`strong` for the
 *   search crawlers the assistants rely on, `moderate` for user-triggered fetchers, `weak` for
 *   training-only ones).
 * - `siteAccessSchema` / `SiteAccess`: per point of the check, what was found and its `evidence`:
 *   `robots` (one verdict per agent: `allowed`, `blocked` or `unknown`), `html` (the key facts in
 *   the HTML as served, without running scripts), `structured_data` (schema.org LocalBusiness in
 *   JSON-LD or microdata), `llms_txt`, `sitemap`. A point that could not be checked says `unknown`;
 *   it is never reported as a failure of the site.
 *
 * Pure module: no I/O, safe in the browser.
 */
import { z } from './zod'

/** How strong the evidence is that a point matters for being recommended by assistants. */
export const EVIDENCE_LEVELS = ['strong', 'moderate', 'weak'] as const
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number]

/** What an agent does with the pages it fetches. */
export const AGENT_PURPOSES = ['search', 'user_fetch', 'training'] as const
export type AgentPurpose = (typeof AGENT_PURPOSES)[number]

/** One crawler or fetcher of `AI_AGENTS`. */
export interface AiAgent {
  /** The robots.txt user-agent token, as the vendor writes it. */
  token: string
  vendor: string
  purpose: AgentPurpose
  /** What it serves, in plain words ("ChatGPT search"). */
  product: string
  evidence: EvidenceLevel
}

/**
 * The agents the check asks robots.txt about, strong evidence first. Tokens as the vendors
 * document them (OpenAI, Anthropic, Perplexity, Google, Microsoft crawler pages). `Google-Extended`
 * is a robots.txt-only token (Google crawls with Googlebot; the token says whether Gemini may use
 * the pages); the user-triggered fetchers may not always follow robots.txt, but their vendors
 * document the token.
 */
export const AI_AGENTS = [
  {
    token: 'OAI-SearchBot',
    vendor: 'OpenAI',
    purpose: 'search',
    product: 'ChatGPT search',
    evidence: 'strong',
  },
  {
    token: 'Claude-SearchBot',
    vendor: 'Anthropic',
    purpose: 'search',
    product: "Claude's web search",
    evidence: 'strong',
  },
  {
    token: 'PerplexityBot',
    vendor: 'Perplexity',
    purpose: 'search',
    product: "Perplexity's search index",
    evidence: 'strong',
  },
  {
    token: 'Googlebot',
    vendor: 'Google',
    purpose: 'search',
    product: 'Google Search, which Gemini grounds its answers on',
    evidence: 'strong',
  },
  {
    token: 'Bingbot',
    vendor: 'Microsoft',
    purpose: 'search',
    product: 'Bing, which ChatGPT search and Copilot rely on',
    evidence: 'strong',
  },
  {
    token: 'ChatGPT-User',
    vendor: 'OpenAI',
    purpose: 'user_fetch',
    product: 'ChatGPT opening a page a person asked about',
    evidence: 'moderate',
  },
  {
    token: 'Claude-User',
    vendor: 'Anthropic',
    purpose: 'user_fetch',
    product: 'Claude opening a page a person asked about',
    evidence: 'moderate',
  },
  {
    token: 'Perplexity-User',
    vendor: 'Perplexity',
    purpose: 'user_fetch',
    product: 'Perplexity opening a page a person asked about',
    evidence: 'moderate',
  },
  {
    token: 'GPTBot',
    vendor: 'OpenAI',
    purpose: 'training',
    product: "OpenAI's model training",
    evidence: 'weak',
  },
  {
    token: 'ClaudeBot',
    vendor: 'Anthropic',
    purpose: 'training',
    product: "Anthropic's model training",
    evidence: 'weak',
  },
  {
    token: 'Google-Extended',
    vendor: 'Google',
    purpose: 'training',
    product: "Google's Gemini models",
    evidence: 'weak',
  },
] as const satisfies readonly AiAgent[]

export type AiAgentToken = (typeof AI_AGENTS)[number]['token']
const AGENT_TOKENS = AI_AGENTS.map((a) => a.token) as [AiAgentToken, ...AiAgentToken[]]

/** An agent's verdict on the home page: `unknown` when robots.txt could not be read. */
export const ACCESS_VERDICTS = ['allowed', 'blocked', 'unknown'] as const
export type AccessVerdict = (typeof ACCESS_VERDICTS)[number]

/** Whether a key fact is in the served HTML; `not_known` when the business's value was not given. */
export const FACT_PRESENCE = ['present', 'absent', 'not_known'] as const
export type FactPresence = (typeof FACT_PRESENCE)[number]

/** Whether a file exists; `unknown` when the site did not answer (5xx, timeout, refused). */
export const FILE_PRESENCE = ['present', 'absent', 'unknown'] as const
export type FilePresence = (typeof FILE_PRESENCE)[number]

const evidence = <L extends EvidenceLevel>(level: L) => z.literal(level)

export const agentAccessSchema = z.strictObject({
  token: z.enum(AGENT_TOKENS),
  vendor: z.string().min(1),
  purpose: z.enum(AGENT_PURPOSES),
  evidence: z.enum(EVIDENCE_LEVELS),
  verdict: z.enum(ACCESS_VERDICTS),
  /** The robots.txt line (1-based) that decided the verdict, when a rule matched. */
  line: z.int().positive().optional(),
  /** That line's text, trimmed ("Disallow: /"). */
  rule: z.string().max(500).optional(),
  /**
   * True when the deciding rule is in the `User-agent: *` group (no group names this agent); false
   * when it is in the agent's own group or no rule matched.
   */
  by_default: z.boolean(),
})
export type AgentAccess = z.infer<typeof agentAccessSchema>

export const siteAccessSchema = z.strictObject({
  /** The home page checked (the origin of the website, path `/`). */
  home_url: z.url(),
  robots: z.strictObject({
    evidence: evidence('strong'),
    /**
     * `found`: robots.txt answered 200 and was read; `none`: it answered 4xx (other than 429) or
     * with a web page instead of a text file, so every agent is allowed; `unknown`: 5xx, 429,
     * timeout or unreachable, so every verdict is `unknown` (not `blocked`).
     */
    status: z.enum(['found', 'none', 'unknown']),
    /** The HTTP status robots.txt answered with, when it answered. */
    http_status: z.int().optional(),
    /** One entry per `AI_AGENTS` agent, in that order. */
    agents: z.array(agentAccessSchema),
  }),
  html: z.strictObject({
    evidence: evidence('strong'),
    /** False when the home page could not be read (then every fact is `not_known`). */
    read: z.boolean(),
    /** Characters of visible text (scripts, styles and templates left out, whitespace collapsed). */
    text_chars: z.int().nonnegative(),
    /** Under 200 characters of visible text but script bundles: the page is drawn by scripts. */
    rendered_by_script: z.boolean(),
    telephone: z.enum(FACT_PRESENCE),
    address: z.enum(FACT_PRESENCE),
    opening_hours: z.enum(FACT_PRESENCE),
  }),
  structured_data: z.strictObject({
    evidence: evidence('moderate'),
    /** False when the home page could not be read. */
    read: z.boolean(),
    /** A schema.org LocalBusiness (or subtype) node in JSON-LD or microdata. */
    local_business: z.boolean(),
    /** The business node's schema.org types ("Dentist"), when there is one. */
    types: z.array(z.string()),
    /** `<script type="application/ld+json">` blocks on the page, and how many are not valid JSON. */
    json_ld_blocks: z.int().nonnegative(),
    json_ld_invalid: z.int().nonnegative(),
    /** What the business node carries. */
    telephone: z.boolean(),
    address: z.boolean(),
    opening_hours: z.boolean(),
  }),
  llms_txt: z.strictObject({
    /** No major assistant has said that it reads llms.txt. */
    evidence: evidence('weak'),
    /** `present`: `/llms.txt` answered 200 with non-empty text (not a web page). */
    status: z.enum(FILE_PRESENCE),
  }),
  sitemap: z.strictObject({
    evidence: evidence('moderate'),
    status: z.enum(FILE_PRESENCE),
    /** `robots_txt`: listed on robots.txt `Sitemap:` lines; `sitemap_xml`: found at `/sitemap.xml`. */
    source: z.enum(['robots_txt', 'sitemap_xml']).optional(),
    /** The sitemap addresses (at most 10). */
    urls: z.array(z.string().max(2000)).max(10),
  }),
})
export type SiteAccess = z.infer<typeof siteAccessSchema>
