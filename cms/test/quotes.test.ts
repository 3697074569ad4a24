/**
 * Quote references in CMS text (docs/decisions/0127), on a real Payload (committed migrations,
 * seed): an FAQ answer quoting an offer that does not exist is refused on save with an error that
 * names the reference and the valid offers, over REST as the admin sends it; a known one is kept
 * as written (the site resolves it on every render).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { restCall, signedInUser } from './rest'
import { startPayload } from './startPayload'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-quotes-'))
let payload: Payload
let config: SanitizedConfig

beforeAll(async () => {
  ;({ payload, config } = await startPayload(dir))
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

it('refuses an FAQ answer quoting an unknown offer, naming it and the valid offers', async () => {
  const { auth } = await signedInUser(payload, ['editor'], 'quotes-editor@example.com')
  const res = await restCall(config, 'POST', '/faqs', {
    headers: { authorization: auth },
    body: {
      question: 'How much?',
      answer: 'Foundations is {price:fundations}.',
      placement: ['faqs'],
    },
  })
  expect(res.status).toBe(400)
  const error = res.json.errors[0].data.errors[0]
  expect(error.path).toBe('answer')
  expect(error.message).toContain('{price:fundations}: no offer "fundations"')
  expect(error.message).toContain('course, foundations, pro, maintenance')
  expect(
    (await payload.find({ collection: 'faqs', where: { question: { equals: 'How much?' } } }))
      .totalDocs,
  ).toBe(0)
})

it('refuses an unknown promise and an unknown show in a page block', async () => {
  const { auth } = await signedInUser(payload, ['editor'], 'quotes-editor@example.com')
  const res = await restCall(config, 'POST', '/pages', {
    headers: { authorization: auth },
    body: {
      slug: 'quoting',
      title: 'Quoting',
      layout: [
        {
          blockType: 'cta',
          title: 'x',
          text: '{promise:refund} {price:pro:yearly}',
          buttonLabel: 'Go',
          buttonUrl: '/audit',
        },
      ],
    },
  })
  expect(res.status).toBe(400)
  const messages = res.json.errors[0].data.errors.map((e: { message: string }) => e.message)
  expect(messages.join('\n')).toMatch(/no promise "refund"[\s\S]*"yearly" is not one of/)
})

it('keeps a known reference as written', async () => {
  const { auth } = await signedInUser(payload, ['editor'], 'quotes-editor@example.com')
  const res = await restCall(config, 'POST', '/faqs', {
    headers: { authorization: auth },
    body: {
      question: 'And PRO?',
      answer: 'PRO is {price:pro}; Maintenance {price:maintenance:period}.',
      placement: ['faqs'],
    },
  })
  expect(res.status).toBe(201)
  expect(res.json.doc.answer).toBe('PRO is {price:pro}; Maintenance {price:maintenance:period}.')
})
