/**
 * The audit's measured figures (part of the audit result, `@aivis/contract`). Every rate is a
 * proportion in 0..1; counts are answers. See audit-service/src/engine/scoring.ts for how they are
 * computed and docs/decisions/0003 for the verdict.
 */
import { z } from './zod'
import { ASSISTANT_IDS, SEVERITIES } from './vocabulary'
import { answerFactSchema } from './facts'

const unit = z.number().min(0).max(1)

/** A proportion with its 95% Wilson interval and the number of answers it rests on. */
export const rateSchema = z.object({
  /** successes / n (0 when n = 0). */
  value: unit,
  low: unit,
  high: unit,
  /** Answers the rate rests on. */
  n: z.number().int().nonnegative(),
})
export type Rate = z.infer<typeof rateSchema>

/**
 * A competitor as the engine ranks it: the answers naming it (once per answer, spelling variants
 * merged: "Pure Motion Pty Ltd" and "PURE MOTION" are one competitor, shown as first written) and
 * its share of voice (its answers / all business and competitor mentions of the same answers).
 */
export const rankedCompetitorSchema = z.object({
  name: z.string().min(1),
  answers: z.number().int().positive(),
  share_of_voice: unit,
})
export type RankedCompetitor = z.infer<typeof rankedCompetitorSchema>

/** A domain the answers cite, with the answers citing it (see `metricsSchema.top_sources`). */
export const citedDomainSchema = z.object({
  domain: z.string().min(1),
  answers: z.number().int().positive(),
  business_answers: z.number().int().nonnegative(),
  competitor_answers: z.number().int().nonnegative(),
  listing_gap: z.boolean(),
})
export type CitedDomain = z.infer<typeof citedDomainSchema>

/**
 * Figures of one assistant, or of all assistants together. The engine computes every one of them
 * (audit-service/src/engine/scoring.ts); the results page, the results email, the fixes and the
 * CMS record only read and format them (docs/decisions/0041).
 */
export const metricsSchema = z.object({
  /** Answers received (failed calls excluded), all samples. */
  answers: z.number().int().nonnegative(),
  /** Answers naming the business. */
  mentions: z.number().int().nonnegative(),
  /** Answers naming the business / answers, with its 95% interval. */
  mention_rate: rateSchema,
  /** Business mentions / (business + competitor mentions), each name once per answer. */
  share_of_voice: unit,
  /**
   * Every competitor the answers named, ranked by the answers naming it, ties by first
   * appearance; the business itself (any spelling) is never one.
   */
  competitors: z.array(rankedCompetitorSchema),
  /**
   * Answers naming any business at all (the business or a competitor) / answers, with its 95%
   * interval. Below one half the verdict is INCONCLUSIVE instead of LOW (docs/decisions/0049).
   */
  informative_rate: rateSchema,
  /** Mean rank of the business among the names of the answers that name it (1 = first); null when never named. */
  average_position: z.number().min(1).nullable(),
  /**
   * Median rank of the business among the businesses the answers name, over the answers that name
   * it (1 = named first; a half when the count is even); null when never named.
   */
  median_position: z.number().min(1).nullable(),
  /**
   * Answers citing the business's own website (a link in the text or a vendor citation) / answers,
   * with its 95% interval (value 0, interval over n, without a website).
   */
  citation_rate: rateSchema,
  /** Answers made with a web search the vendor actually ran. */
  searched_answers: z.number().int().nonnegative(),
  /**
   * The domains the answers cite (links in the text and vendor citations), ranked by the answers
   * citing each: `business_answers` of those name the business, `competitor_answers` name a
   * competitor; `listing_gap` when they name competitors but never the business and a vendor cited
   * the domain as a source, not only a link in an answer's text (where to get listed next).
   */
  top_sources: z.array(citedDomainSchema),
})
export type Metrics = z.infer<typeof metricsSchema>

/** The verdict and what it rests on (docs/decisions/0003). */
export const verdictSchema = z.object({
  severity: z.enum(SEVERITIES),
  /** True when the whole 95% interval of the mention rate lies in the verdict's band. */
  firm: z.boolean(),
  /** Answers the verdict rests on. */
  answers: z.number().int().nonnegative(),
  /** How many times each question was asked of each assistant (AUDIT_SAMPLES). */
  samples: z.number().int().positive(),
})
export type Verdict = z.infer<typeof verdictSchema>

/**
 * The branded control question ("What do you know about {business} in {location}?"), asked once
 * per assistant and reported apart, unscored: does the assistant know the business at all?
 */
export const controlAnswerSchema = z.object({
  assistant: z.enum(ASSISTANT_IDS),
  assistant_name: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The answer names the business (same detection as the scored answers). */
  knows_business: z.boolean(),
  /** Set when the call failed (a safe reason, never the vendor's text). */
  error: z.string().optional(),
  /**
   * What the answer states about the business, each checked against the owner's facts (the
   * fact check, audit-service engine/facts); absent when the audit had no facts to check.
   */
  facts: z.array(answerFactSchema).optional(),
})
export type ControlAnswer = z.infer<typeof controlAnswerSchema>
