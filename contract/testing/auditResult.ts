/**
 * Test data: `makeAuditResult(overrides)` → a complete, valid `AuditResult` (it parses with
 * `auditResultSchema`) for "Harbour Dental", dentist in Sydney, asked of ChatGPT and Claude.
 * Tests only: import it as `@aivis/contract/testing`; it is not part of the package root and is
 * left out of the container images (.dockerignore).
 *
 * The answers follow a pattern a reader can count:
 * - ChatGPT names the business in questions 1–3; every answer lists Smile Co and Bright Teeth,
 *   questions 1–5 also Sydney Dental Care.
 * - Claude names the business in question 1; every answer lists Smile Co.
 * Its figures (`scores`, `summary`, `verdict`) are what the engine computes from those answers:
 * audit-service/src/engine/scoring.test.ts recomputes them and fails if they drift.
 *
 * `overrides` replaces top-level fields (shallow); build nested variants from `FIXTURE_*` parts.
 *
 * `makeFactCheckedResult(overrides)` → the same audit asked with the owner's facts
 * (`FIXTURE_BUSINESS_FACTS`): the contact question answered by ChatGPT and Claude, and a fact check
 * (`FIXTURE_FACT_CHECK`) with three wrong facts, the most serious first: Claude says the business is
 * permanently closed (citing yelp.com.au and google.com), ChatGPT gives a wrong phone number
 * (citing healthengine.com.au twice) and wrong opening hours (citing nothing); a `wrong-facts` fix
 * comes first among the fixes.
 */
import type {
  AnswerProvenance,
  AssistantAnswer,
  AuditResult,
  BusinessFacts,
  FactCheck,
  Fix,
  Metrics,
  SearchLocation,
} from '../src'

/** Where the fixture's searches were made from: Sydney, New South Wales, AU. */
export const FIXTURE_LOCATION: SearchLocation = {
  query: 'Sydney',
  city: 'Sydney',
  region: 'New South Wales',
  country: 'AU',
  timezone: 'Australia/Sydney',
}

/** How every fixture answer was made: the API with web search at Sydney, searched. */
export const FIXTURE_PROVENANCE: AnswerProvenance = {
  surface: 'api_web_search',
  searched: true,
  location: FIXTURE_LOCATION,
  asked_at: '2026-11-24T08:59:59.000Z',
}

export const FIXTURE_QUESTIONS = [
  'What is the best dentist in Sydney?',
  'Who is the most trusted dentist in Sydney?',
  'Which dentist in Sydney do locals recommend?',
  'Who offers the best value dentist services in Sydney?',
  'What dentist in Sydney has the best reviews?',
  'Which dentist in Sydney is best for families?',
  'Who is the top-rated dentist near Sydney?',
  'What dentist in Sydney would you recommend to a friend?',
  'Which dentist in Sydney responds fastest?',
  'Who are the leading dentist providers in Sydney?',
] as const

const list = (names: string[]) => names.map((n, i) => `${i + 1}. **${n}**: a dentist in Sydney.`)

/** One answer of the fixture: the competitors listed, then the business when `mentioned`. */
function fixtureAnswer(
  who: Pick<AssistantAnswer, 'assistant' | 'assistant_name' | 'model'>,
  competitors: string[],
  mentioned: boolean,
): AssistantAnswer {
  return {
    ...who,
    answer: list([...competitors, ...(mentioned ? ['Harbour Dental'] : [])]).join('\n'),
    mentioned_you: mentioned,
    competitors_mentioned: competitors,
    sources: [],
    provenance: FIXTURE_PROVENANCE,
    position: mentioned ? competitors.length + 1 : null,
  }
}

/** ChatGPT's answer to question `id` (1..10). */
export const chatgptAnswer = (id: number): AssistantAnswer =>
  fixtureAnswer(
    { assistant: 'chatgpt', assistant_name: 'ChatGPT', model: 'gpt-test' },
    ['Smile Co', 'Bright Teeth', ...(id <= 5 ? ['Sydney Dental Care'] : [])],
    id <= 3,
  )

/** Claude's answer to question `id` (1..10). */
export const claudeAnswer = (id: number): AssistantAnswer =>
  fixtureAnswer(
    { assistant: 'claude', assistant_name: 'Claude', model: 'claude-test' },
    ['Smile Co'],
    id === 1,
  )

/** The engine's 95% Wilson interval of n of n, and the high end of 0 of n (n = 10, 20). */
const allOf: Record<number, [number, number]> = {
  10: [0.7224671969739421, 0.9999999999999999],
  20: [0.8388748398148705, 1],
}
const zeroHigh: Record<number, number> = { 10: 0.2775328030260577, 20: 0.16112516018512965 }

/**
 * Figures of `answers` answers, `mentions` of them naming the business, `competitors` the
 * ranked competitors with the answers naming each; `interval` the engine's 95% Wilson interval;
 * the business's mean and median rank in the answers naming it (the median defaults to the mean).
 */
function fixtureMetrics(
  answers: number,
  mentions: number,
  interval: [low: number, high: number],
  competitors: [name: string, answers: number][],
  averagePosition: number,
  medianPosition = averagePosition,
): Metrics {
  const n = (value: number) => ({ value: 0, low: 0, high: value, n: answers })
  const all = mentions + competitors.reduce((sum, [, n]) => sum + n, 0)
  return {
    answers,
    mentions,
    mention_rate: { value: mentions / answers, low: interval[0], high: interval[1], n: answers },
    share_of_voice: mentions / all,
    competitors: competitors.map(([name, n]) => ({ name, answers: n, share_of_voice: n / all })),
    informative_rate: { value: 1, low: allOf[answers][0], high: allOf[answers][1], n: answers },
    average_position: averagePosition,
    median_position: medianPosition,
    citation_rate: n(zeroHigh[answers]),
    searched_answers: answers,
    top_sources: [],
  }
}

/** ChatGPT's figures: 3 of 10 answers, behind Smile Co and Bright Teeth (10 each). */
export const FIXTURE_CHATGPT_METRICS = fixtureMetrics(
  10,
  3,
  [0.10779126655639398, 0.6032218546540291],
  [
    ['Smile Co', 10],
    ['Bright Teeth', 10],
    ['Sydney Dental Care', 5],
  ],
  4,
)

/** Claude's figures: 1 of 10 answers, behind Smile Co (10). */
export const FIXTURE_CLAUDE_METRICS = fixtureMetrics(
  10,
  1,
  [0.017876212896073995, 0.4041500295247722],
  [['Smile Co', 10]],
  2,
)

/** Every answer together: 4 of 20; the business ranked 4, 4, 4 (ChatGPT) and 2 (Claude). */
export const FIXTURE_OVERALL_METRICS = fixtureMetrics(
  20,
  4,
  [0.08065766201776073, 0.41601743409331715],
  [
    ['Smile Co', 20],
    ['Bright Teeth', 10],
    ['Sydney Dental Care', 5],
  ],
  3.5,
  4,
)

/**
 * The spec §2 list from `discovery`: `assistant`'s answer to each question, with at most three
 * competitors (as the engine builds `questions_and_answers`).
 */
export function questionsAndAnswers(
  discovery: AuditResult['discovery_queries_results'],
  assistant: string,
): AuditResult['questions_and_answers'] {
  return discovery.map((d) => {
    const a = d.answers.find((x) => x.assistant === assistant)!
    return {
      id: d.id,
      question: d.question,
      answer: a.answer,
      mentioned_you: a.mentioned_you,
      competitors_mentioned: a.competitors_mentioned.slice(0, 3),
      ...(a.citations ? { citations: a.citations } : {}),
      provenance: a.provenance,
      position: a.position,
    }
  })
}

export function makeAuditResult(overrides: Partial<AuditResult> = {}): AuditResult {
  const discovery = FIXTURE_QUESTIONS.map((question, i) => ({
    id: i + 1,
    question,
    answers: [chatgptAnswer(i + 1), claudeAnswer(i + 1)],
  }))
  return {
    business_name: 'Harbour Dental',
    specialism: 'dentist',
    location: 'Sydney',
    website: 'https://harbourdental.example',
    business_type: 'service',
    severity: 'MODERATE',
    simulated: true,
    web_search: true,
    search_location: FIXTURE_LOCATION,
    assistant: 'ChatGPT',
    scores: {
      mention_rate: FIXTURE_OVERALL_METRICS.mention_rate.value,
      share_of_voice: FIXTURE_OVERALL_METRICS.share_of_voice,
      by_assistant: [
        {
          assistant: 'chatgpt',
          assistant_name: 'ChatGPT',
          model: 'gpt-test',
          mentions: 3,
          answers: 10,
          mention_rate: 0.3,
          metrics: FIXTURE_CHATGPT_METRICS,
        },
        {
          assistant: 'claude',
          assistant_name: 'Claude',
          model: 'claude-test',
          mentions: 1,
          answers: 10,
          mention_rate: 0.1,
          metrics: FIXTURE_CLAUDE_METRICS,
        },
      ],
      overall: FIXTURE_OVERALL_METRICS,
    },
    verdict: { severity: 'MODERATE', firm: false, answers: 20, samples: 1 },
    control_questions: [],
    discovery_queries_results: discovery,
    summary: {
      times_you_mentioned: 3,
      total_questions: 10,
      top_competitors: ['Smile Co', 'Bright Teeth', 'Sydney Dental Care'],
    },
    questions_and_answers: questionsAndAnswers(discovery, 'chatgpt'),
    created_at: '2026-11-24T09:00:00.000Z',
    duration_ms: 1200,
    ...overrides,
  }
}

/** The owner's facts of the fact-checked fixture. */
export const FIXTURE_BUSINESS_FACTS: BusinessFacts = {
  telephone: '+61 2 9555 0123',
  address: {
    streetAddress: '12 Harbour Street',
    addressLocality: 'Sydney',
    addressRegion: 'NSW',
    postalCode: '2000',
    addressCountry: 'AU',
  },
  openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00'],
  email: 'hello@harbourdental.example',
  status: 'open',
}

/** The contact question of the fact-checked fixture. */
export const FIXTURE_CONTACT_QUESTION =
  'What are the contact details and opening hours of Harbour Dental in Sydney?'

/** The fact check of the fact-checked fixture: 3 wrong facts in 6 answers, 21 right. */
export const FIXTURE_FACT_CHECK: FactCheck = {
  answers_checked: 6,
  facts: 24,
  correct: 21,
  wrong: 3,
  unverifiable: 0,
  wrong_facts: [
    {
      kind: 'status',
      stated: 'permanently closed',
      verdict: 'wrong',
      expected: 'open',
      assistant: 'claude',
      assistant_name: 'Claude',
      question: FIXTURE_CONTACT_QUESTION,
      question_kind: 'contact',
      citations: [
        {
          url: 'https://www.yelp.com.au/biz/harbour-dental-sydney',
          title: 'Harbour Dental - Sydney - Yelp',
          domain: 'yelp.com.au',
        },
        {
          url: 'https://www.google.com/maps/place/Harbour+Dental',
          title: null,
          domain: 'google.com',
        },
      ],
    },
    {
      kind: 'telephone',
      stated: '(02) 9555 0124',
      verdict: 'wrong',
      expected: '+61 2 9555 0123',
      assistant: 'chatgpt',
      assistant_name: 'ChatGPT',
      question: FIXTURE_CONTACT_QUESTION,
      question_kind: 'contact',
      citations: [
        {
          url: 'https://www.healthengine.com.au/dentist/nsw/sydney/harbour-dental',
          title: 'Harbour Dental | HealthEngine',
          domain: 'healthengine.com.au',
        },
        {
          url: 'https://www.healthengine.com.au/dentist/nsw/sydney',
          title: 'Dentists in Sydney | HealthEngine',
          domain: 'healthengine.com.au',
        },
      ],
    },
    {
      kind: 'hours',
      stated: 'Sunday 10am–4pm',
      verdict: 'wrong',
      expected: 'Mo-Fr 08:00-18:00; Sa 09:00-12:00',
      assistant: 'chatgpt',
      assistant_name: 'ChatGPT',
      question: FIXTURE_CONTACT_QUESTION,
      question_kind: 'contact',
    },
  ],
}

/** The wrong-facts fix of the fact-checked fixture, first among its fixes. */
export const FIXTURE_WRONG_FACTS_FIX: Fix = {
  id: 'wrong-facts',
  title: 'Tell the assistants Harbour Dental is open',
  why: '3 wrong facts about Harbour Dental: Claude said "permanently closed" (yours: open); ChatGPT said "(02) 9555 0124" (yours: +61 2 9555 0123); and more in the report.',
  how: 'Update your trading status, phone number and opening hours on yelp.com.au, google.com and healthengine.com.au, the sources those answers cited, and on your Google Business Profile.',
}

/** The fixture audit asked with the owner's facts (module doc). */
export function makeFactCheckedResult(overrides: Partial<AuditResult> = {}): AuditResult {
  const [closure, phone, hours] = FIXTURE_FACT_CHECK.wrong_facts
  return makeAuditResult({
    business_facts: FIXTURE_BUSINESS_FACTS,
    contact_questions: [
      {
        assistant: 'chatgpt',
        assistant_name: 'ChatGPT',
        question: FIXTURE_CONTACT_QUESTION,
        answer:
          '**Harbour Dental** is at 12 Harbour Street, Sydney NSW 2000. Phone: (02) 9555 0124. Open Monday to Friday 8am–6pm, Saturday 9am–noon and Sunday 10am–4pm.',
        knows_business: true,
        facts: [
          { kind: 'address', stated: '12 Harbour Street, Sydney NSW 2000', verdict: 'correct' },
          { kind: 'telephone', stated: phone.stated, verdict: 'wrong', expected: phone.expected },
          { kind: 'hours', stated: hours.stated, verdict: 'wrong', expected: hours.expected },
        ],
      },
      {
        assistant: 'claude',
        assistant_name: 'Claude',
        question: FIXTURE_CONTACT_QUESTION,
        answer:
          'According to recent listings, Harbour Dental at 12 Harbour Street appears to be permanently closed.',
        knows_business: true,
        facts: [
          { kind: 'address', stated: '12 Harbour Street', verdict: 'correct' },
          { kind: 'status', stated: closure.stated, verdict: 'wrong', expected: closure.expected },
        ],
      },
    ],
    fact_check: FIXTURE_FACT_CHECK,
    fixes: [FIXTURE_WRONG_FACTS_FIX],
    ...overrides,
  })
}
