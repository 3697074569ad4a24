/**
 * Shape of the fact-check labelled sets (see README.md): one labelled assistant answer per item,
 * with the business's own facts and every fact the answer states about that business, each with
 * its verdict. The business's facts and the answer's facts are the product's own schemas
 * (`businessFactsSchema`, `answerFactSchema` in @aivis/contract), so a set can hold nothing the
 * product could not.
 */
import { answerFactSchema, businessFactsSchema } from '@aivis/contract'
import { z } from 'zod'

/** Which question the answer replies to. */
export const QUESTION_KINDS = ['control', 'discovery', 'contact'] as const

export const FactItem = z
  .strictObject({
    /** `{set prefix}-{country, lower case}-{two digits}`, e.g. `fa-au-01`. */
    id: z.string().regex(/^[a-z]+-[a-z]{2}-\d{2}$/),
    /** ISO 3166-1 alpha-2 code of the business's country, except `UK` for the United Kingdom. */
    country: z.string().regex(/^[A-Z]{2}$/),
    assistant: z.enum(['chatgpt', 'claude', 'gemini', 'perplexity']),
    business: z.strictObject({
      name: z.string().min(1),
      /** The place the audit asked about, as the owner typed it ("Sydney", "Leeds, UK"). */
      location: z.string().min(1),
      /** What the business does, as the owner typed it ("dentist"). */
      specialism: z.string().min(1),
      website: z.string().url().nullable(),
      facts: businessFactsSchema,
    }),
    question_kind: z.enum(QUESTION_KINDS),
    question: z.string().min(10),
    answer: z.string().min(40),
    /** Every fact the answer states about this business, in the answer's order. */
    facts: z.array(answerFactSchema),
    /** Why a hard case is labelled as it is (optional, for readers). */
    note: z.string().optional(),
  })
  .superRefine((item, ctx) => {
    item.facts.forEach((f, i) => {
      if (!item.answer.includes(f.stated))
        ctx.addIssue({
          code: 'custom',
          path: ['facts', i, 'stated'],
          message: `"${f.stated}" is not a part of the answer, character for character`,
        })
      if (f.verdict === 'wrong' && !f.expected)
        ctx.addIssue({
          code: 'custom',
          path: ['facts', i, 'expected'],
          message: 'a wrong fact says the business’s own value',
        })
      if (f.verdict !== 'wrong' && f.expected)
        ctx.addIssue({
          code: 'custom',
          path: ['facts', i, 'expected'],
          message: 'only a wrong fact has an expected value',
        })
    })
  })
export type FactItem = z.infer<typeof FactItem>

export const FactSet = z.array(FactItem)
