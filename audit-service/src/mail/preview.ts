/**
 * Renders the emails with sample data into a folder, to look at them in a browser:
 * `npx tsx audit-service/src/mail/preview.ts [dir]` (default /tmp/mail-preview) writes
 * results.html/.txt, inquiry.html/.txt, received.html/.txt (the inquiry's acknowledgement),
 * confirm.html/.txt, welcome.html/.txt, alert.html/.txt,
 * verify.html/.txt and reset.html/.txt and prints each subject.
 *
 * The audit result is a real run of the engine (`runAudit`) over the simulated assistants' answers
 * (simulator/answers.ts, no network): Perplexity searching the web (from Pyrmont) with citations,
 * one of Gemini's calls failing (an 'unavailable' badge). Development tool only; nothing imports it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hostOf, type AssistantId, type ContactInquiry } from '@aivis/contract'
import { createLogger } from '@aivis/contract/log'
import type { Assistant } from '../engine/assistants'
import { runAudit } from '../engine/audit'
import { fixesOf } from '../engine/fixes'
import { simulatedAnswer } from '../simulator/answers'
import {
  accountVerify,
  deliveryAlert,
  inquiryNotice,
  inquiryReceived,
  newsletterConfirm,
  newsletterWelcome,
  passwordReset,
  resultsEmail,
} from './templates'

const dir = process.argv[2] ?? '/tmp/mail-preview'
const siteUrl = 'https://visibly.ai'

const business = 'Harbourside Physiotherapy'
const specialism = 'physiotherapy'
const location = 'Pyrmont, Sydney'

const names: Record<AssistantId, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
}

function assistant(id: AssistantId): Assistant {
  let calls = 0
  return {
    id,
    name: names[id],
    model: `${id} (simulated)`,
    simulated: true,
    webSearch: id === 'perplexity',
    async ask(question) {
      calls++
      if (id === 'gemini' && calls === 4) throw Object.assign(new Error('timeout'), { status: 504 })
      const text = simulatedAnswer({ assistant: id, question, business, specialism, location })
      const citations =
        id === 'perplexity'
          ? [
              'https://www.yelp.com.au/search?find_desc=physiotherapy&find_loc=Pyrmont',
              'https://www.healthengine.com.au/physiotherapist/nsw/pyrmont',
              'https://www.hotdoc.com.au/search?in=pyrmont-nsw-2009&purpose=physio',
            ]
              .slice(0, 1 + (calls % 3))
              .map((url) => ({ url, title: null, domain: hostOf(new URL(url).hostname) }))
          : []
      return { text, citations, searched: id === 'perplexity' }
    },
  }
}

async function main() {
  const result = await runAudit(
    {
      business_name: business,
      target_location: location,
      core_product_service: specialism,
      business_type: 'service',
      website: 'https://harbourside-physio.com.au',
      force_run: false,
      aliases: [],
    },
    (['chatgpt', 'claude', 'gemini', 'perplexity'] as const).map(assistant),
    { logger: createLogger('mail-preview', { level: 'silent' }) },
  )
  const inquiry: ContactInquiry = {
    name: 'Priya Natarajan',
    email: 'priya@harbourside-physio.com.au',
    businessName: 'Harbourside Physiotherapy',
    websiteUrl: 'https://harbourside-physio.com.au',
    industry: 'health',
    message:
      'Hi there,\n\nWe ran your audit and ChatGPT never mentions us, even though we have 200+ Google reviews.\nCould you look at what we are missing?\n\nThanks,\nPriya',
  }
  const mails = {
    results: await resultsEmail({
      result,
      fixes: fixesOf(result),
      siteUrl,
      bookingUrl: 'https://cal.com/visibly-ai/strategy-call',
    }),
    inquiry: await inquiryNotice({
      inquiry,
      receivedAt: '2025-06-02T09:30:00.000Z',
      adminUrl: 'https://cms.visibly.ai/admin',
    }),
    received: await inquiryReceived({
      name: inquiry.name,
      businessName: inquiry.businessName,
      email: inquiry.email,
      siteUrl,
    }),
    confirm: await newsletterConfirm({
      email: 'reader@example.com',
      confirmUrl: `${siteUrl}/newsletter/confirm?token=sample.k1.token`,
      siteUrl,
    }),
    welcome: await newsletterWelcome({
      email: 'reader@example.com',
      unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=sample.token`,
      siteUrl,
    }),
    alert: await deliveryAlert({
      reason: 'refused',
      kind: 'inquiry',
      attempts: 1,
      error: 'HTTP 400: {"errors":[{"message":"The following field is invalid: industry"}]}',
      since: '2025-06-02T09:30:00.000Z',
      pending: 0,
      adminUrl: 'https://cms.visibly.ai/admin',
    }),
    verify: await accountVerify({
      email: 'ana@example.com',
      verifyUrl: `${siteUrl}/signin/verify?token=sample0token0sample0token`,
      siteUrl,
    }),
    reset: await passwordReset({
      email: 'ana@example.com',
      resetUrl: `${siteUrl}/signin/reset?token=sample0token0sample0token`,
      siteUrl,
    }),
  }
  mkdirSync(dir, { recursive: true })
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(join(dir, `${name}.html`), mail.html)
    writeFileSync(join(dir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`)
    console.log(`${join(dir, `${name}.html`)}  ${mail.subject}`)
  }
}

await main()
