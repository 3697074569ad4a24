/**
 * The fact check of a whole audit (docs/decisions/0114): every answer that names the business,
 * the control, contact and discovery answers of every assistant, checked against the owner's facts.
 *
 * - `contactQuestion(req)` → "What are the contact details and opening hours of {business} in
 *   {location}?", asked of every assistant in the same round as the others when the request
 *   carries `business_facts` (`hasFacts`).
 * - `factCheckOf(input)` → `{ check, facts }`: `check` the result's `fact_check` (counts and the
 *   wrong facts, the most serious first: a closure, then telephone, address, hours, the rest), and
 *   `facts(answer)` the facts of one answer (its `facts` field; `undefined` when it states none).
 *   Answers that failed or do not name the business are not read: a fact of an answer that does
 *   not name the business is not the business's.
 *
 * CPU: the check is synchronous and costs a few milliseconds per answer that names the business
 * (`audit-service/bench/facts.bench.ts` prints the figure per audit). Never throws: an answer the
 * check cannot read yields no facts.
 */
import type {
  AnswerFact,
  AssistantAnswer,
  AuditRequest,
  BusinessFacts,
  CitedSource,
  FactCheck,
  FactKind,
  WrongFact,
} from '@aivis/contract'
import { checkAnswerFacts } from './check'
import { isPermanentClosure } from './kinds'

/** The contact question of an audit (asked when the request carries the owner's facts). */
export const contactQuestion = (req: Pick<AuditRequest, 'business_name' | 'target_location'>) =>
  `What are the contact details and opening hours of ${req.business_name} in ${req.target_location}?`

/** True when the request carries at least one of the owner's facts. */
export const hasFacts = (req: Pick<AuditRequest, 'business_facts'>): boolean =>
  !!req.business_facts && Object.keys(req.business_facts).length > 0

/** One answer to check, with the question it replies to. */
export interface CheckedAnswer {
  answer: AssistantAnswer
  question: string
  kind: WrongFact['question_kind']
}

/** The order wrong facts are shown in: the kinds that lose a customer first. */
const SERIOUS: readonly FactKind[] = [
  'status',
  'telephone',
  'address',
  'hours',
  'website',
  'email',
  'price',
  'service',
  'founded',
]

const rank = (f: AnswerFact) =>
  f.kind === 'status' && isPermanentClosure(f.stated) ? -1 : SERIOUS.indexOf(f.kind)

/** The fact check of an audit's answers (module doc). */
export function factCheckOf(input: {
  req: AuditRequest
  answers: CheckedAnswer[]
  country?: string | null
  now: Date
}): { check: FactCheck; facts: (a: AssistantAnswer) => AnswerFact[] | undefined } {
  const { req } = input
  const facts: BusinessFacts = req.business_facts ?? {}
  const byAnswer = new Map<AssistantAnswer, AnswerFact[]>()
  const wrong: (WrongFact & { order: number })[] = []
  let checked = 0
  for (const { answer, question, kind } of input.answers) {
    if (answer.error || !answer.mentioned_you || !answer.answer.trim()) continue
    checked++
    let found: AnswerFact[] = []
    try {
      found = checkAnswerFacts(
        answer.answer,
        {
          name: req.business_name,
          aliases: req.aliases,
          service: req.core_product_service,
          website: req.website,
          location: req.target_location,
          facts,
        },
        {
          question: kind === 'discovery' ? 'market' : 'business',
          country: input.country ?? undefined,
          now: input.now,
        },
      )
    } catch {
      found = []
    }
    if (!found.length) continue
    byAnswer.set(answer, found)
    for (const f of found)
      if (f.verdict === 'wrong')
        wrong.push({
          ...f,
          assistant: answer.assistant,
          assistant_name: answer.assistant_name,
          question,
          question_kind: kind,
          ...(answer.citations?.length ? { citations: answer.citations as CitedSource[] } : {}),
          order: wrong.length,
        })
  }
  const all = [...byAnswer.values()].flat()
  const count = (v: AnswerFact['verdict']) => all.filter((f) => f.verdict === v).length
  return {
    check: {
      answers_checked: checked,
      facts: all.length,
      correct: count('correct'),
      wrong: count('wrong'),
      unverifiable: count('unverifiable'),
      wrong_facts: wrong
        .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
        .map(({ order, ...f }) => (void order, f)),
    },
    facts: (a) => byAnswer.get(a),
  }
}
