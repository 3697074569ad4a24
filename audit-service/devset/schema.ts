/**
 * Shape of the mention-detection development set (`answers.json`, see README.md): one labelled
 * assistant answer per item. Shared by `devset.test.ts` and `bench/extraction.eval.ts`.
 */
import { z } from 'zod'

export const FORMATS = [
  'numbered',
  'bullets',
  'dash',
  'inline',
  'headings',
  'table',
  'prose',
  'bold-prose',
  'citations',
] as const

const name = z
  .string()
  .min(1)
  .refine((s) => s.trim() === s, 'no surrounding spaces')

export const DevItem = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*-[a-z]{2}-\d{2}$/),
  market: z.string().min(2),
  /** ISO 3166-1 alpha-2 code of the market's country, except `UK` for the United Kingdom. */
  country: z.string().regex(/^[A-Z]{2}$/),
  assistant: z.enum(['chatgpt', 'claude', 'gemini', 'perplexity']),
  format: z.enum(FORMATS),
  business: z.strictObject({
    name,
    website: z.string().url().nullable(),
    aliases: z.array(name).optional(),
  }),
  answer: z.string().min(40),
  mentioned: z.boolean(),
  competitors: z.array(name),
  sources: z.array(name),
})
export type DevItem = z.infer<typeof DevItem>

export const DevSet = z.array(DevItem)
