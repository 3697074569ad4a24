/**
 * "Your business facts" on the /audit-setup form: what the owner confirms about the business
 * (telephone, address, opening hours, email, price range, founding date, services, status), pre-filled
 * from the website and all optional. A collapsible section (`<details>`), open when something was
 * found or a fact is refused. Each field's problem is shown under it, in the words of the contract's
 * `businessFactsSchema` (lib/businessFactsForm.ts); a refused opening-hours or services line is
 * quoted.
 *
 * `BusinessFactsFields({ register, errors, open, lineAt })`: `register` and `errors` of the audit
 * form (its `business_facts` values), `open` whether the section starts open, `lineAt(field, i)` the
 * i-th non-blank line of a textarea (to quote a refused line).
 */
import { BUSINESS_STATUSES, type BusinessStatus } from '@aivis/contract'
import styled from '@emotion/styled'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { colors, fontSizes, radii, space } from '../../../lib/theme'
import type { AuditFormValues } from '../lib/auditFormSchema'
import { ErrorText, Field, Input, Label, Muted, Select, Textarea } from '../../../components/ui'

const Details = styled.details({
  marginBottom: space[4],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  padding: `${space[2]}px ${space[3]}px`,
  '&[open]': { paddingBottom: 0 },
})
const Summary = styled.summary({
  cursor: 'pointer',
  fontWeight: 600,
  color: colors.text,
  padding: `${space[1]}px 0`,
  '&:focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
})
const Intro = styled(Muted)({ margin: `${space[2]}px 0 ${space[3]}px` })
/** Short fields side by side when there is room, one per line on a phone. */
const Row = styled.div({
  display: 'grid',
  gap: `0 ${space[3]}px`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
})
const Fieldset = styled.fieldset({ border: 0, padding: 0, margin: 0, minWidth: 0 })
const Legend = styled.legend({
  fontWeight: 600,
  fontSize: fontSizes.sm,
  padding: 0,
  marginBottom: space[2],
})
const Hint = styled.p({ color: colors.muted, fontSize: fontSizes.sm, margin: 0 })

/** How each status reads on the form (values are the contract's). */
export const STATUS_LABELS: Record<BusinessStatus, string> = {
  open: 'Open',
  'permanently closed': 'Permanently closed',
  'temporarily closed': 'Temporarily closed',
  moved: 'Moved',
}

const ADDRESS_LABELS = {
  streetAddress: 'Street address',
  addressLocality: 'Town or city',
  addressRegion: 'Region',
  postalCode: 'Postcode',
  addressCountry: 'Country',
} as const

type FactErrors = NonNullable<FieldErrors<AuditFormValues>['business_facts']>
type ListField = 'openingHours' | 'services'

/** Capitalised, as the form's other messages are. */
const capital = (m: string) => m.charAt(0).toUpperCase() + m.slice(1)

/** The messages of a list field: its own, or each refused line's, quoted. */
function listMessages(
  error: unknown,
  field: ListField,
  lineAt: (field: ListField, i: number) => string | undefined,
): string[] {
  if (!error || typeof error !== 'object') return []
  const own = (error as { message?: unknown }).message
  if (typeof own === 'string' && own) return [capital(own)]
  return Object.entries(error)
    .filter(
      ([k, v]) => /^\d+$/.test(k) && typeof (v as { message?: unknown })?.message === 'string',
    )
    .map(([k, v]) => {
      const line = lineAt(field, Number(k))
      const message = (v as { message: string }).message
      return line ? `“${line}”: ${message}` : capital(message)
    })
}

export interface BusinessFactsFieldsProps {
  register: UseFormRegister<AuditFormValues>
  errors: FactErrors | undefined
  open: boolean
  lineAt: (field: ListField, i: number) => string | undefined
}

export function BusinessFactsFields({ register, errors, open, lineAt }: BusinessFactsFieldsProps) {
  /** The error line under a field (id `{id}-error`), and the props that point to it. */
  const problem = (id: string, messages: string[]) => ({
    props: {
      'aria-invalid': messages.length > 0 || undefined,
      'aria-describedby': messages.length > 0 ? `${id}-error` : undefined,
    },
    text: messages.length > 0 && (
      <ErrorText id={`${id}-error`}>
        {messages.map((m) => (
          <span key={m} style={{ display: 'block' }}>
            {m}
          </span>
        ))}
      </ErrorText>
    ),
  })
  const single = (m: string | undefined) => (m ? [capital(m)] : [])
  const text = (
    name: 'telephone' | 'email' | 'priceRange' | 'foundingDate',
    label: string,
    extra: Record<string, string> = {},
  ) => {
    const id = `facts-${name}`
    const p = problem(id, single(errors?.[name]?.message))
    return (
      <Field>
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} {...extra} {...p.props} {...register(`business_facts.${name}`)} />
        {p.text}
      </Field>
    )
  }
  const hours = problem(
    'facts-openingHours',
    listMessages(errors?.openingHours, 'openingHours', lineAt),
  )
  const services = problem('facts-services', listMessages(errors?.services, 'services', lineAt))
  const status = problem('facts-status', single(errors?.status?.message))
  const anyError = !!errors && Object.keys(errors).length > 0
  return (
    <Details open={open || anyError}>
      <Summary>Your business facts</Summary>
      <Intro>
        What assistants should say about you. We compare their answers with these; change anything
        that is wrong or missing. All optional.
      </Intro>
      <Row>
        {text('telephone', 'Telephone', { type: 'tel', autoComplete: 'tel' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
      </Row>
      <Fieldset>
        <Legend>Address</Legend>
        <Row>
          {(Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[]).map((part) => {
            const id = `facts-address-${part}`
            const p = problem(id, single(errors?.address?.[part]?.message))
            return (
              <Field key={part}>
                <Label htmlFor={id}>{ADDRESS_LABELS[part]}</Label>
                <Input id={id} {...p.props} {...register(`business_facts.address.${part}`)} />
                {p.text}
              </Field>
            )
          })}
        </Row>
      </Fieldset>
      <Field>
        <Label htmlFor="facts-openingHours">Opening hours</Label>
        <Hint id="facts-openingHours-hint">One line per set of days, e.g. Mo-Fr 08:00-18:00</Hint>
        <Textarea
          id="facts-openingHours"
          rows={3}
          spellCheck={false}
          {...hours.props}
          aria-describedby={
            hours.props['aria-describedby']
              ? `facts-openingHours-hint facts-openingHours-error`
              : 'facts-openingHours-hint'
          }
          {...register('business_facts.openingHours')}
        />
        {hours.text}
      </Field>
      <Row>
        {text('priceRange', 'Price range', { placeholder: 'e.g. $$' })}
        {text('foundingDate', 'Founded', { placeholder: 'e.g. 2009', inputMode: 'numeric' })}
      </Row>
      <Field>
        <Label htmlFor="facts-services">Services</Label>
        <Hint id="facts-services-hint">One per line</Hint>
        <Textarea
          id="facts-services"
          rows={3}
          {...services.props}
          aria-describedby={
            services.props['aria-describedby']
              ? 'facts-services-hint facts-services-error'
              : 'facts-services-hint'
          }
          {...register('business_facts.services')}
        />
        {services.text}
      </Field>
      <Field>
        <Label htmlFor="facts-status">Status</Label>
        <Select id="facts-status" {...status.props} {...register('business_facts.status')}>
          <option value="">Not said</option>
          {BUSINESS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        {status.text}
      </Field>
    </Details>
  )
}
