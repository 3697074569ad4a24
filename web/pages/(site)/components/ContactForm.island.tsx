/**
 * The /contact 'Detailed Business Analysis' form (spec §2, §3, §4, §5, §8): Name, Email, Business
 * Name, Website URL (optional), Industry/Business Type (optional), Message (4 rows).
 *
 * react-hook-form with the contract's `contactInquiryFormSchema` (the service validates with the
 * same rules and messages): validated on submit, then revalidated on change; each error under its
 * field. 'Send Detailed Inquiry' reads 'Sending...' and is disabled while the request is in flight.
 * Success: the form, reset to empty, gives way to a panel that stays (focus moves to it) with the
 * spec's success wording ('Inquiry sent successfully!' / 'We'll analyze your business and get back
 * to you within 48 hours.', §8) and what happens next, including the acknowledgement mailed to the
 * visitor; 'Send another inquiry' brings the empty form back. One message for the outcome: no
 * toast as well (docs/decisions/0130). Failure: destructive toast naming the contact email, values
 * kept, the error logged; a 400 from the service also marks the fields it refused.
 */
import {
  EMPTY_CONTACT_INQUIRY,
  INDUSTRIES,
  contactInquiryFormSchema,
  type ContactInquiryForm,
} from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendContactInquiry } from '../../../lib/leadsClient'
import { track } from '../../../lib/track'
import { Honeypot, useBotFields } from '../../../components/Honeypot'
import { useToast } from '../../../components/Toast'
import { Button, ErrorText, Field, Input, Label, Select, Textarea } from '../../../components/ui'
import { colors, fontSizes, radii, space } from '../../../lib/theme'

/** The spec's contact success wording (§8). */
export const INQUIRY_SENT = {
  title: 'Inquiry sent successfully!',
  text: "We'll analyze your business and get back to you within 48 hours.",
}

const Sent = styled.div({
  outline: 'none',
  border: `1px solid ${colors.success}`,
  borderRadius: radii.md,
  padding: space[5],
  background: colors.surface2,
  // Focus scrolls it into view below the sticky header, as the site's anchors do (ui.tsx).
  scrollMarginTop: 80,
  '& h3': { fontSize: fontSizes.xl, margin: `0 0 ${space[2]}px` },
  '& p, & li': { color: colors.muted },
  '& ol': { paddingLeft: space[5], margin: `0 0 ${space[4]}px` },
})

/** What the visitor reads once the inquiry is taken: `email` is where the answer goes. */
function InquirySent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null)
  // The form (and its focused button) gave way to the panel: focus follows.
  useEffect(() => panel.current?.focus(), [])
  return (
    <Sent role="status" ref={panel} tabIndex={-1}>
      <h3>{INQUIRY_SENT.title}</h3>
      <p>{INQUIRY_SENT.text}</p>
      <p>
        <strong>What happens next</strong>
      </p>
      <ol>
        <li>A confirmation is on its way to {email}.</li>
        <li>We look at how AI assistants answer for a business like yours.</li>
        <li>Within 48 hours we reply with what we found and what we would change first.</li>
      </ol>
      <Button type="button" variant="outline" onClick={onAnother}>
        Send another inquiry
      </Button>
    </Sent>
  )
}

/** Examples after each industry's label in the dropdown (spec §3). */
export const INDUSTRY_EXAMPLES: Record<(typeof INDUSTRIES)[number]['value'], string> = {
  legal: 'law firms, solicitors, conveyancers',
  health: 'clinics, dentists, physios, gyms',
  'home-services': 'plumbers, electricians, cleaners, builders',
  finance: 'accountants, bookkeepers, financial advisers',
  'real-estate': 'agents, property managers, mortgage brokers',
  professional: 'consultants, agencies, architects',
  restaurants: 'restaurants, cafés, bars, caterers',
  tourism: 'hotels, B&Bs, tour operators',
  retail: 'shops, boutiques, showrooms',
  ecommerce: 'online stores, direct-to-consumer brands',
  software: 'apps, platforms, B2B software',
}

export const industryOptionLabel = ({ value, label }: (typeof INDUSTRIES)[number]) =>
  `${label} (${INDUSTRY_EXAMPLES[value]})`

type FieldName = keyof ContactInquiryForm
const FIELDS = Object.keys(EMPTY_CONTACT_INQUIRY) as FieldName[]

export function ContactForm({ contactEmail }: { contactEmail: string }) {
  const toast = useToast()
  const bot = useBotFields()
  /** The address of the inquiry just sent (the success panel shows), or null: the form. */
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactInquiryFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CONTACT_INQUIRY,
  })

  const submit = async (values: ContactInquiryForm) => {
    const outcome = await sendContactInquiry(values, bot.values())
    if (outcome.ok) {
      track('Lead', { content_name: 'Detailed Business Analysis', content_category: 'contact' })
      reset(EMPTY_CONTACT_INQUIRY)
      setSentTo(values.email.trim().toLowerCase())
      return
    }
    console.error('Contact inquiry failed', outcome)
    if (outcome.kind === 'rejected')
      for (const [field, message] of Object.entries(outcome.fields))
        if (FIELDS.includes(field as FieldName)) setError(field as FieldName, { message })
    toast({
      title: 'Failed to send inquiry',
      description: contactEmail
        ? `Please try again or email us directly at ${contactEmail}`
        : 'Please try again.',
      variant: 'destructive',
    })
  }

  /** id, error state and description of a field. */
  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...register(name),
  })
  const error = (name: FieldName) =>
    errors[name]?.message && (
      <ErrorText id={`contact-${name}-error`}>{errors[name].message}</ErrorText>
    )

  if (sentTo !== null) return <InquirySent email={sentTo} onAnother={() => setSentTo(null)} />
  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label="Detailed Business Analysis"
      style={{ position: 'relative' }}
    >
      <Field>
        <Label htmlFor="contact-name">Name</Label>
        <Input autoComplete="name" aria-required {...field('name')} />
        {error('name')}
      </Field>
      <Field>
        <Label htmlFor="contact-email">Email</Label>
        <Input type="email" autoComplete="email" aria-required {...field('email')} />
        {error('email')}
      </Field>
      <Field>
        <Label htmlFor="contact-businessName">Business Name</Label>
        <Input autoComplete="organization" aria-required {...field('businessName')} />
        {error('businessName')}
      </Field>
      <Field>
        <Label htmlFor="contact-websiteUrl">Website URL (Optional)</Label>
        <Input
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="yourbusiness.com"
          {...field('websiteUrl')}
        />
        {error('websiteUrl')}
      </Field>
      <Field>
        <Label htmlFor="contact-industry">Industry/Business Type (Optional)</Label>
        <Select {...field('industry')}>
          <option value="">Select your industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry.value} value={industry.value}>
              {industryOptionLabel(industry)}
            </option>
          ))}
        </Select>
        {error('industry')}
      </Field>
      <Field>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          rows={4}
          aria-required
          placeholder="Tell us about your business, your customers and what you would like AI assistants to say about you."
          {...field('message')}
        />
        {error('message')}
      </Field>
      <Honeypot inputRef={bot.ref} />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Detailed Inquiry'}
      </Button>
    </form>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default ContactForm
