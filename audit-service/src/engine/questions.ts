/**
 * Discovery questions: the ten questions a customer in a market would ask an AI assistant
 * (spec §9: 10 questions per audit). They name the service and location, never the business.
 *
 * `discoveryQuestions({ specialism, location, businessType })` → string[10].
 */
import type { BusinessType } from '../schema'

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

const TEMPLATES: Record<Market, ((s: string, l: string) => string)[]> = {
  local: [
    (s, l) => `Who is the best ${s} in ${l}?`,
    (s, l) => `Can you recommend a reliable ${s} in ${l}?`,
    (s, l) => `What are the top-rated ${s} providers in ${l}?`,
    (s, l) => `I need ${s} in ${l}. Who should I call?`,
    (s, l) => `Which ${s} companies in ${l} have the best reviews?`,
    (s, l) => `Who offers affordable ${s} in ${l}?`,
    (s, l) => `What is the most trusted ${s} business in ${l}?`,
    (s, l) => `Which ${s} in ${l} would you recommend for a first-time customer?`,
    (s, l) => `Who are the leading ${s} specialists near ${l}?`,
    (s, l) => `List the best ${s} options in ${l} and what makes each stand out.`,
  ],
  retail: [
    (s, l) => `Where is the best place for ${s} in ${l}?`,
    (s, l) => `Which ${s} shops in ${l} do locals recommend?`,
    (s, l) => `What are the top-rated ${s} stores in ${l}?`,
    (s, l) => `I'm visiting ${l}. Where should I go for ${s}?`,
    (s, l) => `Which ${s} places in ${l} have the best reviews?`,
    (s, l) => `Where can I find good-value ${s} in ${l}?`,
    (s, l) => `What is the most popular ${s} spot in ${l}?`,
    (s, l) => `Which ${s} in ${l} is open late and worth the trip?`,
    (s, l) => `Recommend some hidden-gem ${s} places in ${l}.`,
    (s, l) => `List the best ${s} options in ${l} and what makes each stand out.`,
  ],
  national: [
    (s, l) => `What are the best ${s} brands in ${l}?`,
    (s, l) => `Which ${s} brand is most trusted in ${l}?`,
    (s, l) => `What ${s} companies would you recommend in ${l}?`,
    (s, l) => `Which ${s} brands in ${l} offer the best quality for the price?`,
    (s, l) => `Who are the market leaders for ${s} in ${l}?`,
    (s, l) => `Which ${s} brand in ${l} has the best customer service?`,
    (s, l) => `Compare the top ${s} brands available in ${l}.`,
    (s, l) => `What ${s} brand should I choose in ${l} and why?`,
    (s, l) => `Which ${s} companies in ${l} are best for families?`,
    (s, l) => `List the most recommended ${s} brands in ${l}.`,
  ],
  online: [
    (s, l) => `What is the best online ${s} for customers in ${l}?`,
    (s, l) => `Which ${s} websites do people in ${l} recommend?`,
    (s, l) => `What are the top-rated ${s} services that deliver to ${l}?`,
    (s, l) => `I'm in ${l}. Which online ${s} should I use?`,
    (s, l) => `Which ${s} platforms have the best reviews in ${l}?`,
    (s, l) => `What is the most affordable ${s} online for ${l}?`,
    (s, l) => `Which ${s} company is most trusted by customers in ${l}?`,
    (s, l) => `Compare the best ${s} options available online in ${l}.`,
    (s, l) => `What ${s} would you recommend for a small business in ${l}?`,
    (s, l) => `List the best ${s} providers serving ${l} and what makes each stand out.`,
  ],
}

export function discoveryQuestions(input: { specialism: string; location: string; businessType: BusinessType }): string[] {
  const market = MARKET_OF[input.businessType] ?? 'local'
  const s = input.specialism.trim().replace(/\s+/g, ' ')
  const l = input.location.trim().replace(/\s+/g, ' ')
  return TEMPLATES[market].map((t) => t(s, l))
}
