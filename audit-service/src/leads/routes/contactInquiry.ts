/**
 * `POST send-contact-inquiry` (spec §7 call 6): a contact inquiry is stored for the CMS
 * `inquiries` collection (source `contact_page`; the document is the contract's `inquiryDocument`,
 * blanks sent as null) with a notice to SALES_EMAIL carrying its message. A post the bot checks
 * flagged is stored with `suspected_spam: true` and its `spam_reason`, and no notice is sent.
 */
import type { RequestHandler } from 'express'
import { LEAD_ANSWERS, contactInquirySchema, inquiryDocument } from '@aivis/contract'
import { jsonOnly } from '../../http/jsonOnly'
import { acceptLead, nowOf, type LeadFunctionsDeps } from './shared'

/** The middlewares and handler of the route: a JSON body of at most 20 kB, then `acceptLead`. */
export function contactInquiry(deps: LeadFunctionsDeps): RequestHandler[] {
  return [
    ...jsonOnly('20kb'),
    acceptLead(deps, contactInquirySchema, (tx, inquiry, key, { spam }) => {
      const receivedAt = new Date(nowOf(deps)).toISOString()
      tx.op({
        key,
        kind: 'inquiry',
        collection: 'inquiries',
        method: 'POST',
        body: { ...inquiryDocument(inquiry, key, 'contact_page', spam) },
      })
      if (!spam)
        tx.mail({
          key: `${key}:notice`,
          kind: 'inquiry_notice',
          to: '',
          data: { inquiry, receivedAt },
        })
      return { success: true, message: LEAD_ANSWERS.inquiry }
    }),
  ]
}
