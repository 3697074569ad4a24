/**
 * Simulated assistant answers: plausible markdown recommendations that vary by market, question and
 * assistant, deterministic for the same inputs (seeded hash), and name the business in part of the
 * answers (a per-business rate between 20 % and 60 %).
 *
 * `simulatedAnswer({ assistant, question, business, specialism, location })` → markdown string.
 */
import { mentionsBusiness } from '../engine/mentions'
import { phraseOf } from '../engine/questions'
import type { AssistantId } from '../schema'

/** 32-bit FNV-1a hash of a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Small seeded PRNG (mulberry32) returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]

const ADJECTIVES = ['Premier', 'Trusted', 'Summit', 'Harbour', 'Northside', 'Evergreen', 'Golden', 'Urban', 'Coastal', 'Heritage', 'Pinnacle', 'Cornerstone', 'Apex', 'Bright', 'Riverside', 'Greenway']
const SURNAMES = ['Mitchell', 'Carter', 'Nguyen', 'Patel', 'Walker', 'Thompson', 'Kim', 'Rossi', 'Murphy', 'Hughes', 'Singh', 'Chen', 'Baker', 'Lawson']
const SUFFIXES = ['Group', 'Co', 'Studio', 'Partners', 'Collective', 'Specialists', 'Centre', 'Experts']

const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase())

/** The word a business in a trade puts in its name ("dentist" → "Dental"); word pools by trade. */
const TRADE_WORDS: [RegExp, string[]][] = [
  [/dent|orthodon/i, ['Dental', 'Dental Care', 'Smiles', 'Dentistry']],
  [/plumb/i, ['Plumbing', 'Plumbing & Gas', 'Plumbers']],
  [/electric/i, ['Electrical', 'Electrics', 'Electrical Services']],
  [/physio/i, ['Physio', 'Physiotherapy', 'Sports Physio']],
  [/lawyer|solicitor|attorney|legal|law/i, ['Legal', 'Lawyers', 'Law']],
  [/account|bookkeep|tax/i, ['Accounting', 'Accountants', 'Tax & Advisory']],
  [/restaurant|cafe|café|coffee|food|pizza|bakery/i, ['Kitchen', 'Eatery', 'Café', 'Bistro']],
  [/real estate|realtor|property/i, ['Realty', 'Property', 'Real Estate']],
  [/roof/i, ['Roofing', 'Roofers', 'Roof Restorations']],
  [/clean/i, ['Cleaning', 'Cleaners', 'Cleaning Co']],
  [/market|seo|advertis/i, ['Digital', 'Marketing', 'Media']],
  [/software|saas|app|it support|web/i, ['Software', 'Labs', 'Tech']],
  [/hotel|accommodation|tour|travel/i, ['Stays', 'Tours', 'Retreats']],
  [/vet|veterin/i, ['Vets', 'Veterinary Clinic', 'Animal Hospital']],
  [/hair|salon|barber|beauty/i, ['Hair Studio', 'Salon', 'Barbers']],
  [/gym|fitness|personal train/i, ['Fitness', 'Strength', 'Training']],
]

function tradeWords(specialism: string): string[] {
  const hit = TRADE_WORDS.find(([re]) => re.test(specialism))
  return hit ? hit[1] : [titleCase(specialism.trim().split(/\s+/).slice(0, 2).join(' '))]
}

/** Normalised key to keep a pool free of near-duplicates ("Evergreen Dental" / "Evergreen Dental Co"). */
const poolKey = (name: string) => name.toLowerCase().replace(/\b(co|group|centre|partners)\b/g, '').replace(/[^a-z]+/g, '')

/** The market's competitor pool: 8 distinct names fixed for a specialism and location (word pools). */
export function competitorPool(specialism: string, location: string): string[] {
  const r = rng(hash(`pool|${specialism.toLowerCase()}|${location.toLowerCase()}`))
  const words = tradeWords(specialism)
  const svc = () => pick(r, words)
  const loc = titleCase(location.split(',')[0].trim())
  const makers = [
    () => `${loc} ${svc()}`,
    () => `${pick(r, ADJECTIVES)} ${svc()}`,
    () => `${pick(r, SURNAMES)} & ${pick(r, SURNAMES)} ${svc()}`,
    () => `${pick(r, ADJECTIVES)} ${svc()} ${pick(r, SUFFIXES)}`,
    () => `${pick(r, SURNAMES)} ${svc()}`,
    () => `${svc()} ${pick(r, SUFFIXES)} ${loc}`,
  ]
  const pool: string[] = []
  const keys = new Set<string>()
  for (let tries = 0; pool.length < 8 && tries < 200; tries++) {
    const name = pick(r, makers)()
    if (/\b(\w+) & \1\b/.test(name) || keys.has(poolKey(name))) continue
    keys.add(poolKey(name))
    pool.push(name)
  }
  return pool
}

const REASONS = [
  'consistently strong reviews and clear, upfront pricing',
  'known for quick response times and friendly staff',
  'long-established locally with a loyal customer base',
  'highly rated on Google for attention to detail',
  'offers flexible appointments, including weekends',
  'specialises in complex jobs other providers turn away',
  'praised for explaining options without pressure',
  'a good choice if you want an experienced, senior team',
  'frequently recommended in local community groups',
  'modern facilities and transparent quotes',
]

const OPENERS: Record<AssistantId, ((s: string, l: string) => string)[]> = {
  chatgpt: [
    (s, l) => `Here are some well-regarded ${s} in ${l}:`,
    (s, l) => `If you're looking for ${s} in ${l}, these are frequently recommended:`,
  ],
  claude: [
    (s, l) => `Based on reviews and reputation, here are a few ${s} in ${l} worth considering:`,
    (s, l) => `I can't browse live listings, but these ${s} in ${l} are often well reviewed:`,
  ],
  gemini: [(s, l) => `## Top choices: ${s} in ${l}`, (s, l) => `Here's a quick look at popular ${s} in ${l}:`],
  perplexity: [(s, l) => `Several ${s} in ${l} stand out based on reviews and local listings:`],
}

const BEST_FOR = ['families', 'urgent jobs', 'first-time customers', 'larger projects', 'value for money', 'weekend appointments']

const CLOSERS = [
  'Check recent reviews and ask for a quote from two or three before you decide.',
  'Availability changes, so it is worth calling ahead.',
  'Prices vary, so compare a few quotes before booking.',
]

export interface SimulationInput {
  assistant: AssistantId
  question: string
  business: string
  specialism: string
  location: string
}

/** Share of answers (0.2–0.6) that name this business, fixed per business and market. */
export function simulatedMentionRate(business: string, specialism: string, location: string): number {
  return 0.2 + rng(hash(`rate|${business.toLowerCase()}|${specialism.toLowerCase()}|${location.toLowerCase()}`))() * 0.4
}

export function simulatedAnswer(input: SimulationInput): string {
  const { assistant, question, business, specialism, location } = input
  const r = rng(hash(`answer|${assistant}|${question}|${business}`))
  // A competitor never carries the business's own name ("Harbour Dental" in its own market).
  const pool = competitorPool(specialism, location).filter((n) => !business || !mentionsBusiness(n, { name: business }))
  const count = Math.min(pool.length, 3 + Math.floor(r() * 3))
  const names: string[] = []
  while (names.length < count) {
    const n = pick(r, pool)
    if (!names.includes(n)) names.push(n)
  }
  if (business && r() < simulatedMentionRate(business, specialism, location)) {
    names.splice(Math.floor(r() * (names.length + 1)), 0, business)
  }
  const reasons = [...REASONS].sort(() => r() - 0.5)
  // ChatGPT sometimes answers with detail bullets under each name, as it does for real.
  const detailed = assistant === 'chatgpt' && r() < 0.4
  const lines = names.map((n, i) => {
    const reason = reasons[i % reasons.length]
    if (detailed) return `${i + 1}. **${n}**\n   - **Why:** ${reason[0].toUpperCase()}${reason.slice(1)}.\n   - **Best for:** ${pick(r, BEST_FOR)}`
    switch (assistant) {
      case 'claude':
        return `- **${n}**: ${reason}.`
      case 'gemini':
        return `* **${n}:** ${reason[0].toUpperCase()}${reason.slice(1)}.`
      case 'perplexity':
        return `${i + 1}. **${n}** - ${reason} [${i + 1}].`
      default:
        return `${i + 1}. **${n}** – ${reason[0].toUpperCase()}${reason.slice(1)}.`
    }
  })
  const market = phraseOf(specialism).many
  return [pick(r, OPENERS[assistant])(market, location), '', ...lines, '', pick(r, CLOSERS)].join('\n')
}
