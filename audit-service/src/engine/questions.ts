/**
 * Discovery questions: the ten questions a customer in a market would ask an AI assistant
 * (spec §9: 10 questions per audit). They name the service and location, never the business.
 *
 * `discoveryQuestions({ specialism, location, businessType })` → string[10].
 */
import type { BusinessType } from '@aivis/contract'

type Market = 'local' | 'retail' | 'national' | 'online'

/** Setup-form types (spec §3) map onto the four /audit market kinds. */
const MARKET_OF: Record<BusinessType, Market> = {
  service: 'local',
  practice: 'local',
  agency: 'local',
  provider: 'local',
  other: 'local',
  local_retail: 'retail',
  restaurant: 'retail',
  retail: 'retail',
  national_brand: 'national',
  online_only: 'online',
  ecommerce: 'online',
  saas: 'online',
}

/**
 * How a specialism reads in a question. A trade, profession or venue ("dentist", "family lawyers",
 * "Italian restaurant") is countable: "the best dentist", "top-rated dentists". Anything else
 * ("plumbing", "teeth whitening", "coffee") is a service: "the best plumbing providers".
 */
export interface Phrase {
  /** Singular, as written, whitespace collapsed: "dentist", "family lawyer", "plumbing". */
  s: string
  /** With an article ("a dentist", "an electrician"); null for a service. */
  one: string | null
  /** Plural ("dentists", "Italian restaurants"); for a service, "{s} providers". */
  many: string
}

/** Last words of countable specialisms: trades, professions and kinds of venue. */
const COUNTABLE = new Set([
  // trades and professions
  'plumber',
  'lawyer',
  'solicitor',
  'attorney',
  'barrister',
  'accountant',
  'bookkeeper',
  'consultant',
  'contractor',
  'builder',
  'roofer',
  'painter',
  'electrician',
  'landscaper',
  'gardener',
  'cleaner',
  'mover',
  'removalist',
  'realtor',
  'agent',
  'broker',
  'planner',
  'advisor',
  'adviser',
  'photographer',
  'videographer',
  'designer',
  'developer',
  'architect',
  'engineer',
  'surveyor',
  'mechanic',
  'locksmith',
  'carpenter',
  'tiler',
  'plasterer',
  'glazier',
  'chiropractor',
  'doctor',
  'gp',
  'vet',
  'veterinarian',
  'surgeon',
  'nurse',
  'midwife',
  'counsellor',
  'counselor',
  'coach',
  'trainer',
  'tutor',
  'teacher',
  'instructor',
  'chef',
  'caterer',
  'baker',
  'butcher',
  'barber',
  'hairdresser',
  'groomer',
  'walker',
  'sitter',
  'nanny',
  'translator',
  'notary',
  'auditor',
  'conveyancer',
  'valuer',
  'inspector',
  'installer',
  'repairer',
  'technician',
  'handyman',
  'tradesman',
  'concreter',
  'fencer',
  'bricklayer',
  'welder',
  'upholsterer',
  'jeweller',
  'jeweler',
  'tailor',
  'decorator',
  'renovator',
  'exterminator',
  'optician',
  'osteopath',
  'naturopath',
  'physio',
  'masseur',
  'dietitian',
  'dietician',
  'freelancer',
  'copywriter',
  'marketer',
  'agency',
  'firm',
  'clinic',
  'practice',
  'studio',
  // venues
  'restaurant',
  'cafe',
  'café',
  'bar',
  'pub',
  'shop',
  'store',
  'bakery',
  'salon',
  'gym',
  'boutique',
  'pharmacy',
  'brewery',
  'winery',
  'hotel',
  'motel',
  'bistro',
  'eatery',
  'diner',
  'pizzeria',
  'spa',
  'deli',
  'dealership',
  'garage',
  'nursery',
  'gallery',
  'school',
  'academy',
  'centre',
  'center',
  'hostel',
  'resort',
])

const countableWord = (w: string) => COUNTABLE.has(w) || /(ist|ician|ologist)$/.test(w)

function plural(word: string): string {
  if (/man$/i.test(word)) return word.replace(/man$/i, 'men')
  if (/(s|sh|ch|x|z)$/i.test(word)) return `${word}es`
  if (/[^aeiou]y$/i.test(word)) return word.replace(/y$/i, 'ies')
  return `${word}s`
}

/** The singular of a plural countable last word ("dentists" → "dentist", "agencies" → "agency"), else null. */
function singularOf(word: string): string | null {
  const lower = word.toLowerCase()
  const options: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/men$/, 'man'],
    [/es$/, ''],
    [/s$/, ''],
  ]
  for (const [re, to] of options) {
    if (re.test(lower) && countableWord(lower.replace(re, to)))
      return word.slice(0, lower.replace(re, '').length) + to
  }
  return null
}

/** See `Phrase`. Pure. */
export function phraseOf(specialism: string): Phrase {
  const s = specialism.trim().replace(/\s+/g, ' ')
  const words = s.split(' ')
  const last = words[words.length - 1]
  const single = countableWord(last.toLowerCase()) ? last : singularOf(last)
  if (!single) return { s, one: null, many: `${s} providers` }
  const one = [...words.slice(0, -1), single].join(' ')
  return {
    s: one,
    one: `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`,
    many: [...words.slice(0, -1), plural(single)].join(' '),
  }
}

type Template = (p: Phrase, l: string) => string

/** A template for countable specialisms (`p.one` set) and one for services. */
const either =
  (countable: Template, service: Template): Template =>
  (p, l) =>
    p.one ? countable(p, l) : service(p, l)

const TEMPLATES: Record<Market, Template[]> = {
  local: [
    either(
      (p, l) => `Who is the best ${p.s} in ${l}?`,
      (p, l) => `Who provides the best ${p.s} in ${l}?`,
    ),
    either(
      (p, l) => `Can you recommend a reliable ${p.s} in ${l}?`,
      (p, l) => `Can you recommend a reliable ${p.s} company in ${l}?`,
    ),
    (p, l) => `What are the top-rated ${p.many} in ${l}?`,
    either(
      (p, l) => `I need ${p.one} in ${l}. Who should I call?`,
      (p, l) => `I need ${p.s} in ${l}. Who should I call?`,
    ),
    either(
      (p, l) => `Which ${p.many} in ${l} have the best reviews?`,
      (p, l) => `Which ${p.s} companies in ${l} have the best reviews?`,
    ),
    either(
      (p, l) => `Who is a good but affordable ${p.s} in ${l}?`,
      (p, l) => `Who offers affordable ${p.s} in ${l}?`,
    ),
    either(
      (p, l) => `Who is the most trusted ${p.s} in ${l}?`,
      (p, l) => `What is the most trusted ${p.s} business in ${l}?`,
    ),
    either(
      (p, l) => `Which ${p.s} in ${l} would you recommend for a first-time customer?`,
      (p, l) => `Which ${p.s} provider in ${l} would you recommend for a first-time customer?`,
    ),
    either(
      (p, l) => `Who are the leading ${p.many} near ${l}?`,
      (p, l) => `Who are the leading ${p.s} specialists near ${l}?`,
    ),
    either(
      (p, l) => `List the best ${p.many} in ${l} and what makes each stand out.`,
      (p, l) => `List the best ${p.s} options in ${l} and what makes each stand out.`,
    ),
  ],
  retail: [
    either(
      (p, l) => `What is the best ${p.s} in ${l}?`,
      (p, l) => `Where is the best place for ${p.s} in ${l}?`,
    ),
    either(
      (p, l) => `Which ${p.many} in ${l} do locals recommend?`,
      (p, l) => `Which ${p.s} shops in ${l} do locals recommend?`,
    ),
    either(
      (p, l) => `What are the top-rated ${p.many} in ${l}?`,
      (p, l) => `What are the top-rated ${p.s} stores in ${l}?`,
    ),
    either(
      (p, l) => `I'm visiting ${l}. Which ${p.s} should I go to?`,
      (p, l) => `I'm visiting ${l}. Where should I go for ${p.s}?`,
    ),
    either(
      (p, l) => `Which ${p.many} in ${l} have the best reviews?`,
      (p, l) => `Which ${p.s} places in ${l} have the best reviews?`,
    ),
    either(
      (p, l) => `Where can I find a good-value ${p.s} in ${l}?`,
      (p, l) => `Where can I find good-value ${p.s} in ${l}?`,
    ),
    either(
      (p, l) => `What is the most popular ${p.s} in ${l}?`,
      (p, l) => `What is the most popular ${p.s} spot in ${l}?`,
    ),
    either(
      (p, l) => `Which ${p.s} in ${l} is open late and worth the trip?`,
      (p, l) => `Which ${p.s} place in ${l} is open late and worth the trip?`,
    ),
    either(
      (p, l) => `Recommend some hidden-gem ${p.many} in ${l}.`,
      (p, l) => `Recommend some hidden-gem ${p.s} places in ${l}.`,
    ),
    either(
      (p, l) => `List the best ${p.many} in ${l} and what makes each stand out.`,
      (p, l) => `List the best ${p.s} options in ${l} and what makes each stand out.`,
    ),
  ],
  national: [
    (p, l) => `What are the best ${p.s} brands in ${l}?`,
    (p, l) => `Which ${p.s} brand is most trusted in ${l}?`,
    (p, l) => `What ${p.s} companies would you recommend in ${l}?`,
    (p, l) => `Which ${p.s} brands in ${l} offer the best quality for the price?`,
    (p, l) => `Who are the market leaders for ${p.s} in ${l}?`,
    (p, l) => `Which ${p.s} brand in ${l} has the best customer service?`,
    (p, l) => `Compare the top ${p.s} brands available in ${l}.`,
    (p, l) => `What ${p.s} brand should I choose in ${l} and why?`,
    (p, l) => `Which ${p.s} companies in ${l} are best for families?`,
    (p, l) => `List the most recommended ${p.s} brands in ${l}.`,
  ],
  online: [
    (p, l) => `What is the best online ${p.s} service for customers in ${l}?`,
    (p, l) => `Which ${p.s} websites do people in ${l} recommend?`,
    (p, l) => `What are the top-rated online ${p.s} services for ${l}?`,
    (p, l) => `I'm in ${l}. Which online ${p.s} service should I use?`,
    (p, l) => `Which ${p.s} platforms have the best reviews in ${l}?`,
    (p, l) => `What is the most affordable ${p.s} option online for ${l}?`,
    (p, l) => `Which ${p.s} company is most trusted by customers in ${l}?`,
    (p, l) => `Compare the best ${p.s} options available online in ${l}.`,
    (p, l) => `Which online ${p.s} would you recommend for a small business in ${l}?`,
    (p, l) => `List the best ${p.s} providers serving ${l} and what makes each stand out.`,
  ],
}

/**
 * The ten discovery questions for a market (spec §9: 10 per audit), worded for the business type's
 * market kind and for the specialism as a trade or a service. Never contains the business name.
 * `input.specialism` and `input.location` are trimmed, whitespace collapsed. Throws nothing.
 */
export function discoveryQuestions(input: {
  specialism: string
  location: string
  businessType: BusinessType
}): string[] {
  const market = MARKET_OF[input.businessType] ?? 'local'
  const p = phraseOf(input.specialism)
  const l = input.location.trim().replace(/\s+/g, ' ')
  return TEMPLATES[market].map((t) => t(p, l))
}
