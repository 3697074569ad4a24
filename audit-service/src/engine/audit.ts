/**
 * The audit engine: asks every configured assistant the ten discovery questions concurrently and
 * assembles the result of spec §3 (`AuditResult`).
 *
 * `runAudit(request, assistants)`:
 * - `assistants`: the configured ones, in primary order (chatgpt, claude, gemini, perplexity); the
 *   first fills `questions_and_answers` and names the hero ("What ChatGPT Says…").
 * - All assistants are asked at once, each with at most `opts.concurrency` (default: all) of its
 *   calls in flight; the vendor's own cap across audits (AUDIT_VENDOR_CONCURRENCY, assistants/)
 *   bounds them further, so an audit takes about as long as its slowest call. A failed call (HTTP
 *   error, timeout, empty answer) becomes an answer with `error` and counts in no score; the primary is then the first assistant with any answer.
 * - `opts.samples` (AUDIT_SAMPLES, default 1): each question is asked that many times of each
 *   assistant; every sample counts in the scores, the first is the one listed.
 * - One branded control question per assistant ("What do you know about {business} in
 *   {location}?"), reported apart in `control_questions`, never scored.
 * - A failed call's `error` is a safe reason (`safeReason`: 'rate limited', 'timed out', ...); the
 *   vendor's own text, which can carry account ids, only goes to `opts.logger` (server log, warn).
 * - Throws `AllAssistantsFailedError` (→ HTTP 502) when no call succeeded.
 * - `opts.onProgress({ done, total, assistant, question_id, mentioned_you, error? })` is called after
 *   each call ends (`question_id` 0 for the control question), for live progress (jobs/).
 * - `opts.signal` cancels the audit: calls not yet sent are not sent, calls in flight are aborted
 *   through the SDKs, and `runAudit` rejects with `AuditCancelledError`.
 * - `opts.deadlineMs` (AUDIT_DEADLINE_MS) bounds the whole audit: when it passes, calls in flight are
 *   aborted (no more retries) and calls not yet sent are not sent; each becomes an answer with
 *   error 'timed out', and the audit ends with what it has (docs/decisions/0047).
 * - Web search (docs/decisions/0050): when any assistant has `webSearch`, the visitor's location is
 *   resolved once per audit (`resolveLocation(target_location)`, location.ts; `opts.locate` in
 *   tests) and sent with every call of the assistants that search (never to the others); the
 *   result's `web_search` says whether any assistant was offered search, `search_location` is the
 *   resolved place (null when none searches).
 * - The result carries its first fixes (`fixes`: `firstFixes(result, FIRST_FIXES)`, fixes/), made
 *   once here so that every medium (results page, email, saved report, PDF) shows the same ones.
 * - The request's `business_facts` (the owner's confirmed facts), when it has any, are kept on the
 *   result as they were accepted, for the fact check and the CMS record.
 * - `opts.now` (ms clock) and `opts.logger` (pino; default the process's default logger) are
 *   injectable for tests.
 *
 * Each answer records how it was made, `provenance`: `surface` 'api_web_search' when its assistant
 * was offered search, else 'api'; `searched` true only when that assistant was offered search and
 * the vendor says it actually searched for this answer (false for a failed call), so no answer made
 * without a search is ever presented as searched; `location` the place sent with the call (null
 * when none was sent); `asked_at` the ISO time the call started (`opts.now`). `citations` = the
 * vendor's cited sources (valid URLs, each once; absent when none); the website counts as a
 * mention when a citation's URL is on the business's site. Mention, competitors, sources and
 * `position` come from one entity decision per answer (`analyzeAnswer`, docs/decisions/0089):
 * `position` = the business's rank among the businesses the answer names (1 = first), null when the
 * answer does not name it by name or the call failed.
 *
 * Result (spec §3): `questions_and_answers` = the primary's ten answers (id 1..10), each with at most
 * 3 competitors (spec §9) and its citations, provenance and position; `discovery_queries_results` =
 * every assistant's answer to each question with the full ordered competitor list; `summary.times_you_mentioned` = primary answers naming the
 * business, `total_questions` = 10, `top_competitors` = the first `TOP_COMPETITORS` (5) names of
 * `scores.overall.competitors`.
 *
 * Scores (all in 0..1, over every answer received from every assistant): mention rate = answers
 * naming the business / answers received; share of voice = business mentions / (business mentions +
 * competitor mentions), each name counted once per answer; `by_assistant` = each assistant's own
 * mention rate; `overall` and each `by_assistant[].metrics` add the 95% intervals and n, the
 * informative rate, average and median position, citation rate of the business's site, searched
 * answers and the cited domains with their listing gaps (`metricsOf`, engine/scoring.ts). Severity
 * and `verdict` from the overall figures (`verdictOf`): STRONG from the mention rate interval's
 * centre (docs/decisions/0016), LOW only below a 10% mention rate (decision 0109), INCONCLUSIVE instead of LOW when fewer than half of the answers
 * name any business (docs/decisions/0049).
 */
import { setMaxListeners } from 'node:events'
import { FIRST_FIXES, TOP_COMPETITORS, citedSourceSchema } from '@aivis/contract'
import { defaultLogger, type Logger } from '@aivis/contract/log'
import type {
  AnswerFact,
  BusinessFacts,
  SiteAccess,
  AnswerProvenance,
  AssistantAnswer,
  AuditRequest,
  AuditResult,
  CitedSource,
  SearchLocation,
} from '@aivis/contract'
import { AllAssistantsFailedError, AuditCancelledError } from '../errors'
import type { Assistant } from './assistants'
import { resolveLocation } from './location'
import { contactQuestion, factCheckOf, hasFacts } from './facts/audit'
import { firstFixes } from './fixes'
import { analyzeAnswer, mentionsWebsite, websiteHost } from './mentions'
import { metricsOf, verdictOf, type ScoredAnswer } from './scoring'
import { discoveryQuestions } from './questions'

/** One finished call of an audit, for live progress. */
export interface AuditProgress {
  /** Calls finished so far, 1..total. */
  done: number
  /** Calls in the whole audit (assistants × (questions × samples + 1 control)). */
  total: number
  assistant: string
  /** 1..10 for a discovery question, 0 for the control question. */
  question_id: number
  mentioned_you: boolean
  error?: string
}

/**
 * A failed call's reason as visitors and leads may see it: from the HTTP status or the error's kind
 * only, never the vendor's text (which can carry account ids or key fragments).
 */
export function safeReason(err: unknown): string {
  const e = (err ?? {}) as { status?: unknown; name?: unknown; message?: unknown; code?: unknown }
  const leading = /^(\d{3})\b/.exec(String(e.message ?? ''))
  const status = typeof e.status === 'number' ? e.status : leading ? Number(leading[1]) : undefined
  const text = `${String(e.name ?? '')} ${String(e.message ?? '')} ${String(e.code ?? '')}`
  if (e.code === 'EOPENBREAKER') return 'paused after repeated failures'
  if (status === 401 || status === 403) return 'authentication failed'
  if (status === 429) return 'rate limited'
  if (status !== undefined && status >= 500) return `vendor error (HTTP ${status})`
  if (/timeout|timed out|aborterror|etimedout/i.test(text)) return 'timed out'
  if (/^empty answer/i.test(String(e.message ?? ''))) return 'empty answer'
  if (/connection|econnrefused|enotfound|fetch failed|socket/i.test(text)) return 'unreachable'
  if (status !== undefined) return `vendor error (HTTP ${status})`
  if (/syntaxerror|json|unexpected token|invalid/i.test(text)) return 'invalid response'
  return 'request failed'
}

/** Runs `tasks` with at most `limit` in flight; resolves in input order. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/** The control question of the audit (spec §3 business and location). */
export const controlQuestion = (req: Pick<AuditRequest, 'business_name' | 'target_location'>) =>
  `What do you know about ${req.business_name} in ${req.target_location}?`

/** Options of `runAudit` (module doc). */
export interface RunAuditOptions {
  concurrency?: number
  samples?: number
  now?: () => number
  /** Where failed calls are reported with the vendor's text (warn); default the process's. */
  logger?: Logger
  onProgress?: (p: AuditProgress) => void
  signal?: AbortSignal
  deadlineMs?: number
  /** Resolves the visitor's location for the web searches (default `resolveLocation`). */
  locate?: (text: string) => SearchLocation
  /**
   * Checks whether the assistants can read the business's website (extract/access.ts
   * `checkSiteAccess`), run beside the calls; none: not checked. Waited for at most
   * `SITE_ACCESS_GRACE_MS` after the last answer, so it never holds an audit up.
   */
  siteAccess?: (website: string, facts?: BusinessFacts) => Promise<SiteAccess>
}

/** How long an audit waits for its site access check once every answer is in, ms. */
export const SITE_ACCESS_GRACE_MS = 1000

/** `promise`'s value, or null when it rejects or has not settled `ms` from now. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise.catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** One answer of the audit with the question it answers (-1: the control question). */
interface Asked {
  qi: number
  a: AssistantAnswer
}

/** What every call of one audit shares: the business, the prompt fields, cancellation, logging. */
interface CallContext {
  business: { name: string; website: string | null; aliases: string[]; service: string }
  /** The place sent with the calls of assistants that search; null when none searches. */
  location: SearchLocation | null
  now: () => number
  fields: { business: string; service: string; location: string }
  signal?: AbortSignal
  deadline?: AbortSignal
  callSignal?: AbortSignal
  /** Stops the deadline's timer once the audit has ended, so nothing holds its signals. */
  release: () => void
  logger: Logger
}

function callContext(
  req: AuditRequest,
  opts: RunAuditOptions,
  location: SearchLocation | null,
): CallContext {
  const signal = opts.signal
  // Not AbortSignal.timeout: its timer cannot be cleared, so every audit's signals, and what the
  // SDKs hang on them (Google's SDK leaves a listener per call on the caller's signal), would stay
  // in memory until the deadline passed, long after the audit (docs/decisions/0103).
  const expiry = opts.deadlineMs ? new AbortController() : undefined
  const timer =
    expiry &&
    setTimeout(
      () => expiry.abort(new DOMException('The audit took too long.', 'TimeoutError')),
      opts.deadlineMs,
    )
  const deadline = expiry?.signal
  /** What each call listens to: the visitor's cancellation and the audit's deadline. */
  const callSignal = signal && deadline ? AbortSignal.any([signal, deadline]) : (signal ?? deadline)
  // Every call of the audit listens to it (44 and more): not a leak.
  if (callSignal) setMaxListeners(0, callSignal)
  const aliases = req.aliases ?? []
  return {
    business: {
      name: req.business_name,
      website: req.website,
      aliases,
      service: req.core_product_service,
    },
    location,
    now: opts.now ?? Date.now,
    /** The visitor's values, quoted into every call's system prompt as data (assistants/prompt.ts). */
    fields: {
      business: req.business_name,
      service: req.core_product_service,
      location: req.target_location,
    },
    signal,
    deadline,
    callSignal,
    release: () => clearTimeout(timer),
    logger: opts.logger ?? defaultLogger('audit-service'),
  }
}

/** The vendor's citations that are valid sources (an http(s) URL), each URL once, in order. */
function validCitations(citations: readonly CitedSource[] | undefined): CitedSource[] {
  const seen = new Set<string>()
  const out: CitedSource[] = []
  for (const c of citations ?? []) {
    const parsed = citedSourceSchema.safeParse(c)
    if (!parsed.success || !/^https?:/i.test(parsed.data.url) || seen.has(parsed.data.url)) continue
    seen.add(parsed.data.url)
    out.push(parsed.data)
  }
  return out
}

/** One call; a failure becomes an answer with a safe `error`, the vendor's text is logged. */
async function askOne(
  ctx: CallContext,
  assistant: Assistant,
  question: string,
): Promise<AssistantAnswer> {
  const base = { assistant: assistant.id, assistant_name: assistant.name, model: assistant.model }
  const offered = assistant.webSearch === true
  // The location goes only to assistants offered search; the provenance says what was sent.
  const location = offered ? ctx.location : null
  const provenance = (searched: boolean): AnswerProvenance => ({
    surface: offered ? 'api_web_search' : 'api',
    // Never a search the assistant was not offered, whatever the reply says.
    searched: offered && searched,
    location,
    asked_at: new Date(ctx.now()).toISOString(),
  })
  const failed = (error: string, made: AnswerProvenance): AssistantAnswer => ({
    ...base,
    answer: '',
    mentioned_you: false,
    competitors_mentioned: [],
    provenance: made,
    position: null,
    error,
  })
  if (ctx.deadline?.aborted) return failed('timed out', provenance(false))
  const made = provenance(false)
  const call = callSignalOf(ctx.callSignal)
  try {
    const reply = await assistant.ask(question, {
      signal: call.signal,
      fields: ctx.fields,
      ...(offered ? { location } : {}),
    })
    const answer = reply.text
    const citations = validCitations(reply.citations)
    // The website counts as a mention when the vendor cites it (spec: text, links or citations).
    const citesSite = citations.some((c) => mentionsWebsite(c.url, ctx.business.website))
    // One entity decision per answer: mention, position and competitors agree (decision 0089).
    const entities = analyzeAnswer(answer, ctx.business)
    const mentioned = entities.mentioned || citesSite
    const competitors = entities.competitors
    return {
      ...base,
      answer,
      ...(citations.length ? { citations } : {}),
      mentioned_you: mentioned,
      competitors_mentioned: competitors,
      sources: entities.sources,
      provenance: { ...made, searched: offered && reply.searched === true },
      position: entities.position,
    }
  } catch (err) {
    if (ctx.signal?.aborted) throw new AuditCancelledError()
    if (ctx.deadline?.aborted) return failed('timed out', made)
    const reason = safeReason(err)
    const e = err as { status?: number; message?: string }
    const detail = String(e?.message ?? err)
      .split('\n')[0]
      .slice(0, 500)
    ctx.logger.warn(`[assistant] ${assistant.id} failed (${reason}): ${e?.status ?? ''} ${detail}`)
    return failed(reason, made)
  } finally {
    call.release()
  }
}

/**
 * A signal of its own for one call, aborted with `parent` (the audit's `callSignal`), and
 * `release()` to unhook it once the call has ended. The SDKs hang listeners on the signal they are
 * given and do not all take them off (Google's leaves one per call); on the audit's signal, a
 * composite of the visitor's cancellation and the deadline, any listener left keeps it, and all
 * the audit reaches, in memory for the life of the process (Node keeps a composite signal with
 * listeners). Each call's own signal is dropped with the call (docs/decisions/0103).
 */
function callSignalOf(parent: AbortSignal | undefined): {
  signal: AbortSignal | undefined
  release: () => void
} {
  if (!parent) return { signal: undefined, release: () => {} }
  const own = new AbortController()
  if (parent.aborted) own.abort(parent.reason)
  const forward = () => own.abort(parent.reason)
  parent.addEventListener('abort', forward, { once: true })
  return { signal: own.signal, release: () => parent.removeEventListener('abort', forward) }
}

/**
 * Asks every assistant at once, each with at most `concurrency` of its calls in flight: every
 * question × sample, then the control question (qi = -1). Reports progress after each call.
 */
async function askAll(
  req: AuditRequest,
  assistants: Assistant[],
  questions: string[],
  samples: number,
  ctx: CallContext,
  opts: RunAuditOptions,
): Promise<Asked[]> {
  const jobs = [
    ...questions.flatMap((_, qi) =>
      Array.from({ length: samples }, (_, si) => ({ qi, sample: si + 1 })),
    ),
    { qi: -1, sample: 1 },
    // The contact question, when there are facts to check its answer against (decision 0114).
    ...(hasFacts(req) ? [{ qi: -2, sample: 1 }] : []),
  ]
  const total = assistants.length * jobs.length
  let done = 0
  const perAssistant = await Promise.all(
    assistants.map((assistant) =>
      mapLimit(jobs, opts.concurrency ?? jobs.length, async ({ qi, sample }) => {
        if (ctx.signal?.aborted) throw new AuditCancelledError()
        const question =
          qi === -2 ? contactQuestion(req) : qi < 0 ? controlQuestion(req) : questions[qi]
        const a = await askOne(ctx, assistant, question)
        done++
        opts.onProgress?.({
          done,
          total,
          assistant: assistant.id,
          question_id: Math.max(0, qi + 1),
          mentioned_you: a.mentioned_you,
          ...(a.error ? { error: a.error } : {}),
        })
        return { qi, a: samples > 1 && qi >= 0 ? { ...a, sample } : a }
      }),
    ),
  )
  return perAssistant.flat()
}

/** The control (qi -1) or contact (qi -2) answers, reported apart and unscored, with their facts. */
function controlAnswers(
  question: string,
  asked: Asked[],
  qi: -1 | -2,
  factsOf: (a: AssistantAnswer) => AnswerFact[] | undefined,
): NonNullable<AuditResult['control_questions']> {
  return asked
    .filter((x) => x.qi === qi)
    .map(({ a }) => {
      const facts = factsOf(a)
      return {
        assistant: a.assistant,
        assistant_name: a.assistant_name,
        question,
        answer: a.answer,
        knows_business: a.mentioned_you,
        ...(a.error ? { error: a.error } : {}),
        ...(facts ? { facts } : {}),
      }
    })
}

/** The primary's ten answers (spec §2 list), each with at most 3 competitors (spec §9). */
function primaryList(
  discovery: AuditResult['discovery_queries_results'],
  primary: Assistant,
): AuditResult['questions_and_answers'] {
  return discovery.map((d) => {
    const a = d.answers.find((x) => x.assistant === primary.id)!
    return {
      id: d.id,
      question: d.question,
      answer: a.error ? `${primary.name} could not answer this question (${a.error}).` : a.answer,
      mentioned_you: a.mentioned_you,
      competitors_mentioned: a.competitors_mentioned.slice(0, 3),
      ...(a.citations ? { citations: a.citations } : {}),
      provenance: a.provenance,
      position: a.position,
    }
  })
}

/** Every figure of the result, overall and per assistant, computed once (engine/scoring.ts). */
function scoresOf(req: AuditRequest, assistants: Assistant[], ok: AssistantAnswer[]) {
  const scored = (list: AssistantAnswer[]): ScoredAnswer[] =>
    list.map((a) => ({
      text: a.answer,
      citations: a.citations,
      mentioned: a.mentioned_you,
      competitors: a.competitors_mentioned,
      searched: a.provenance.searched,
      position: a.position,
    }))
  const who = {
    names: [req.business_name, ...(req.aliases ?? [])],
    website: req.website,
    service: req.core_product_service,
    host: websiteHost(req.website),
  }
  const overall = metricsOf(scored(ok), who)
  const byAssistant = assistants.map((p) => {
    const metrics = metricsOf(scored(ok.filter((a) => a.assistant === p.id)), who)
    return {
      assistant: p.id,
      assistant_name: p.name,
      model: p.model,
      mentions: metrics.mentions,
      answers: metrics.answers,
      mention_rate: metrics.mention_rate.value,
      metrics,
    }
  })
  return {
    mention_rate: overall.mention_rate.value,
    share_of_voice: overall.share_of_voice,
    by_assistant: byAssistant,
    overall,
  }
}

export async function runAudit(
  req: AuditRequest,
  assistants: Assistant[],
  opts: RunAuditOptions = {},
): Promise<AuditResult> {
  if (opts.signal?.aborted) throw new AuditCancelledError()
  const now = opts.now ?? Date.now
  const samples = Math.max(1, Math.floor(opts.samples ?? 1))
  const started = now()
  const questions = discoveryQuestions({
    specialism: req.core_product_service,
    location: req.target_location,
    businessType: req.business_type,
  })
  // One location per audit, resolved only when some assistant searches.
  const webSearch = assistants.some((p) => p.webSearch === true)
  const location = webSearch ? (opts.locate ?? resolveLocation)(req.target_location) : null
  const ctx = callContext(req, opts, location)
  // The site access check runs beside the calls (its fetches have their own time limits).
  const access =
    req.website && opts.siteAccess
      ? opts.siteAccess(req.website, req.business_facts).catch(() => null)
      : null
  let asked: Asked[]
  try {
    asked = await askAll(req, assistants, questions, samples, ctx, opts)
  } finally {
    ctx.release()
  }
  const siteAccess = access ? await within(access, SITE_ACCESS_GRACE_MS) : null
  const answers = asked.filter(({ qi }) => qi >= 0)
  const ok = answers.filter((x) => !x.a.error).map((x) => x.a)
  if (ok.length === 0) throw new AllAssistantsFailedError(answers.map((x) => x.a.error!))

  // The fact check (decision 0114): every answer naming the business, when there are facts.
  const checked = hasFacts(req)
    ? factCheckOf({
        req,
        answers: asked.map(({ qi, a }) => ({
          answer: a,
          question:
            qi === -2 ? contactQuestion(req) : qi < 0 ? controlQuestion(req) : questions[qi],
          kind: qi === -2 ? 'contact' : qi < 0 ? 'control' : 'discovery',
        })),
        country:
          req.business_facts?.address?.addressCountry ??
          (location ?? (opts.locate ?? resolveLocation)(req.target_location)).country,
        now: new Date(now()),
      })
    : null
  const factsOf = (a: AssistantAnswer) => checked?.facts(a)
  const discovery = questions.map((question, i) => ({
    id: i + 1,
    question,
    answers: answers
      .filter((x) => x.qi === i)
      .map((x) => {
        const facts = factsOf(x.a)
        return facts ? { ...x.a, facts } : x.a
      }),
  }))
  const primary = assistants.find((p) => ok.some((a) => a.assistant === p.id)) ?? assistants[0]
  const qa = primaryList(discovery, primary)
  const scores = scoresOf(req, assistants, ok)
  const verdict = verdictOf(scores.overall)

  const result: AuditResult = {
    business_name: req.business_name,
    specialism: req.core_product_service,
    location: req.target_location,
    website: req.website,
    business_type: req.business_type,
    ...(req.business_facts && Object.keys(req.business_facts).length > 0
      ? { business_facts: req.business_facts }
      : {}),
    severity: verdict.severity,
    simulated: assistants.some((p) => p.simulated),
    web_search: webSearch,
    search_location: location,
    assistant: primary.name,
    scores,
    verdict: { ...verdict, answers: ok.length, samples },
    control_questions: controlAnswers(controlQuestion(req), asked, -1, factsOf),
    ...(checked
      ? {
          contact_questions: controlAnswers(contactQuestion(req), asked, -2, factsOf),
          fact_check: checked.check,
        }
      : {}),
    ...(siteAccess ? { site_access: siteAccess } : {}),
    discovery_queries_results: discovery,
    summary: {
      times_you_mentioned: qa.filter((q) => q.mentioned_you).length,
      total_questions: questions.length,
      top_competitors: scores.overall.competitors.slice(0, TOP_COMPETITORS).map((c) => c.name),
    },
    questions_and_answers: qa,
    created_at: new Date(now()).toISOString(),
    duration_ms: now() - started,
  }
  // Made once, here: the results page, the email, the saved report and the PDF show these.
  return { ...result, fixes: firstFixes(result, FIRST_FIXES) }
}
