/**
 * The emails of the service, as react-email components rendered to HTML and plain text.
 * Each function resolves to `{ subject, html, text }` (`RenderedEmail`); the caller (kinds.ts,
 * mailer.ts) adds from, to, reply-to and headers.
 *
 * - `resultsEmail` (ResultsEmail.tsx): to the visitor who asked for their results.
 * - `inquiryNotice` (InquiryNotice.tsx): to the sales inbox, one per contact inquiry.
 * - `inquiryReceived` (InquiryReceived.tsx): to the visitor who sent a contact inquiry, what
 *   happens next (an answer within 48 hours).
 * - `newsletterConfirm` (NewsletterConfirm.tsx): to an address entered in the newsletter form,
 *   with the signed link that confirms the subscription (double opt-in).
 * - `newsletterWelcome` (NewsletterWelcome.tsx): to a subscriber who followed that link.
 * - `deliveryAlert` (DeliveryAlert.tsx): to the sales inbox, when leads keep failing to reach the
 *   CMS or the CMS refuses one.
 * - `accountVerify` (AccountVerify.tsx), `passwordReset` (PasswordReset.tsx): to a customer, the
 *   links that confirm a new account's address and choose a new password.
 * - `recheckReport` (RecheckReport.tsx): to a customer, a monthly re-check's comparison with the
 *   last audit, with the link that stops the re-checks.
 *
 * layout.tsx holds what they share: the shell (one column of at most 600 px, system fonts, AA
 * colours with a `prefers-color-scheme: dark` variant, no images, no remote resources), the text
 * primitives, the sender footer and the rendering. Every value from a visitor is text in React
 * elements, so it is HTML-escaped; links are made only of http(s) URLs; subjects have control
 * characters and line breaks folded to spaces.
 *
 * The wording the site shares (banners, badges, call-to-action labels: `@aivis/contract` copy.ts)
 * and the sender identity (`PRODUCT_NAME`, `SENDER`: `@aivis/contract` identity.ts, as the seed's
 * site settings) come from the contract.
 */
export { severityBanner } from '@aivis/contract'
export { PRODUCT_NAME, SENDER, type RenderedEmail, type Sender } from './layout'
export { BADGES, resultsEmail, type ResultsEmailInput } from './ResultsEmail'
export { industryLabel, inquiryNotice, type InquiryNoticeInput } from './InquiryNotice'
export { inquiryReceived, type InquiryReceivedInput } from './InquiryReceived'
export { newsletterConfirm, type NewsletterConfirmInput } from './NewsletterConfirm'
export { newsletterWelcome, type NewsletterWelcomeInput } from './NewsletterWelcome'
export { deliveryAlert, type DeliveryAlertInput } from './DeliveryAlert'
export { accountVerify, type AccountVerifyInput } from './AccountVerify'
export { passwordReset, type PasswordResetInput } from './PasswordReset'
export { recheckReport, type RecheckReportInput, type RecheckRun } from './RecheckReport'
