/**
 * `POST send-contact-inquiry` (spec §7 call 6): a contact inquiry is stored for the CMS
 * `inquiries` collection (source `contact_page`; the document is the contract's `inquiryDocument`,
 * blanks sent as null) with, in the same outbox transaction, a notice to SALES_EMAIL carrying its
 * message (mail key `{key}:notice`) and an acknowledgement to the visitor saying what happens
 * next (`inquiry_received`, key `{key}:received`; docs/decisions/0130). Both keys derive from the
 * request's idempotency key, so a retried or redelivered submission (the site's retries, its own
 * outbox) queues neither twice, and the relay sends each row once; a mail server that is down
 * delays the mails, never the inquiry. A post the bot checks flagged is stored with
 * `suspected_spam: true` and its `spam_reason`, and no mail is sent for it.
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
      if (!spam) {
        tx.mail({
          key: `${key}:notice`,
          kind: 'inquiry_notice',
          to: '',
          data: { inquiry, receivedAt },
        })
        tx.mail({
          key: `${key}:received`,
          kind: 'inquiry_received',
          to: inquiry.email,
          data: { name: inquiry.name, businessName: inquiry.businessName },
        })
      }
      return { success: true, message: LEAD_ANSWERS.inquiry }
    }),
  ]
}
