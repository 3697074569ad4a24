/**
 * The audit form behind /audit and /audit-setup (spec §2, §3, §5): business name, service,
 * location, business type and website, validated with react-hook-form against the contract's
 * request schema (`@aivis/contract`), so the browser and the service agree on what is required.
 *
 * - `variant="audit"`: the /audit labels and the four /audit business types; the website is
 *   optional and editable (normalised, spec §5); the button is always enabled and an incomplete
 *   submit calls `onInvalid` (the page shows the 'Missing Information' toast).
 * - `variant="setup"`: the /audit-setup labels and its eight types; the website is read-only; the
 *   button stays disabled until every required field is set (spec §5 setup form). Below the fields,
 *   "Your business facts" (BusinessFactsFields.tsx): the owner's facts, pre-filled from
 *   `defaultValues.business_facts`, all optional, checked with the contract's `businessFactsSchema`
 *   (lib/businessFactsForm.ts); a refused fact keeps the button disabled, with its message.
 *
 * Values that are there but not allowed (too long, other characters, a web address in the service or
 * location: the contract's rules, docs/decisions/0022) get their message under the field; only
 * missing required fields call `onInvalid`.
 *
 * `onSubmit(request)` receives the canonical request (website normalised, or null), with
 * `business_facts` (canonical `BusinessFacts`, blanks dropped) when the owner gave any.
 */
import { AUDIT_BUSINESS_TYPES, SETUP_BUSINESS_TYPES, type BusinessType } from '@aivis/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import styled from '@emotion/styled'
import { useEffect, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { AuditRequestInput } from '../lib/run'
import { normalizeWebsite } from '@aivis/contract'
import { factsFormValues, hasFacts, hasFormFacts } from '../lib/businessFactsForm'
import { BusinessFactsFields } from './BusinessFactsFields'
import {
  REQUIRED,
  formSchema,
  type AuditFormOutput,
  type AuditFormValues,
} from '../lib/auditFormSchema'

export type { AuditFormValues }
import { Button, ErrorText, Field, Input, Label, Select } from '../../../components/ui'

/** The buttons' row: side by side, each on its own line when the card is too narrow. */
const Actions = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  justifyContent: 'space-between',
  '& > button': { flex: '1 1 auto' },
})

/** Readable labels of every business type (spec §3 lists the values). */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  service: 'Service business (e.g. plumber, dentist, lawyer)',
  local_retail: 'Local shop, café or restaurant',
  national_brand: 'National brand',
  online_only: 'Online only (e-commerce, SaaS)',
  practice: 'Practice (clinic, law firm…)',
  agency: 'Agency',
  provider: 'Service provider',
  ecommerce: 'E-commerce',
  saas: 'Software / SaaS',
  restaurant: 'Restaurant or café',
  retail: 'Retail shop',
  other: 'Other',
}

const VARIANTS = {
  audit: {
    types: AUDIT_BUSINESS_TYPES,
    labels: {
      business_name: 'Business Name',
      core_product_service: 'Main Product or Service',
      target_location: 'Target Location',
      business_type: 'Business Type',
      website: 'Website (optional)',
    },
  },
  setup: {
    types: SETUP_BUSINESS_TYPES,
    labels: {
      business_name: 'Business name',
      core_product_service: 'Core product or service',
      target_location: 'Target location',
      business_type: 'Business type',
      website: 'Website',
    },
  },
} as const

/** The names of the form's fields that are not the facts (the facts have their own messages). */
type MainField = Exclude<keyof AuditFormValues, 'business_facts'>

const PLACEHOLDERS: Partial<Record<MainField, string>> = {
  business_name: 'e.g. Harbour Dental',
  core_product_service: 'e.g. dentist, family lawyer, coffee roaster',
  target_location: 'e.g. Sydney, Australia',
  website: 'yourbusiness.com',
}

/** Props of `AuditForm`. */
export interface AuditFormProps {
  variant: keyof typeof VARIANTS
  defaultValues?: Partial<AuditFormValues>
  busy: boolean
  submitLabel: string
  busyLabel?: string
  onSubmit: (request: AuditRequestInput) => void | Promise<void>
  onInvalid?: () => void
  /** Buttons shown before the submit button (e.g. 'Back to Home'). */
  actions?: ReactNode
  /** Shown under the buttons (e.g. the /audit note). */
  children?: ReactNode
}

/**
 * The form's state (react-hook-form with the contract's rules): the submit handler, whether the
 * values are valid, each field's problem message, and the props of a required field.
 */
function useAuditForm({
  variant,
  defaultValues,
  onSubmit,
  onInvalid,
}: Pick<AuditFormProps, 'variant' | 'defaultValues' | 'onSubmit' | 'onInvalid'>) {
  const setup = variant === 'setup'
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isValid },
  } = useForm<AuditFormValues, unknown, AuditFormOutput>({
    resolver: zodResolver(formSchema),
    mode: setup ? 'onChange' : 'onSubmit',
    defaultValues: {
      business_name: '',
      core_product_service: '',
      target_location: '',
      business_type: setup ? 'other' : 'service',
      website: '',
      ...defaultValues,
      business_facts: defaultValues?.business_facts ?? factsFormValues(),
    },
  })
  // Setup: prefilled values (e.g. extracted from the website) are checked at once, so one the rules
  // refuse says why the button is disabled; empty fields are left alone until touched.
  useEffect(() => {
    if (!setup || !defaultValues) return
    const filled = (Object.keys(defaultValues) as (keyof AuditFormValues)[]).filter((name) =>
      String(defaultValues[name] ?? '').trim(),
    )
    if (filled.length) void trigger(filled)
    // Once, on mount: the values the form started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const submit = ({ business_facts, ...values }: AuditFormOutput) =>
    onSubmit({
      ...values,
      website: normalizeWebsite(values.website) || null,
      ...(hasFacts(business_facts) ? { business_facts } : {}),
    })
  /** Missing required values: the page's 'Missing Information' (spec §5); other errors show inline. */
  const invalid = (errs: typeof errors) => {
    if (REQUIRED.some((name) => errs[name]?.type === 'too_small')) onInvalid?.()
  }
  /** The message of a value that is there but not allowed (a missing one has none), capitalised. */
  const problem = (name: MainField) => {
    const e = errors[name]
    if (!e?.message || e.type === 'too_small') return null
    return e.message.charAt(0).toUpperCase() + e.message.slice(1)
  }
  /** A required field: marked required, and invalid after a refused submit. */
  const requiredField = (name: MainField) => ({
    id: name,
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': problem(name) ? `${name}-error` : undefined,
    placeholder: setup ? undefined : PLACEHOLDERS[name],
    ...register(name),
  })
  return {
    setup,
    register,
    isValid,
    invalidWebsite: Boolean(errors.website),
    problem,
    requiredField,
    factErrors: errors.business_facts,
    /** The i-th non-blank line of a facts textarea, as typed (to quote a refused line). */
    lineAt: (field: 'openingHours' | 'services', i: number) =>
      String(getValues(`business_facts.${field}`) ?? '')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)[i],
    onFormSubmit: handleSubmit(submit, invalid),
  }
}

export function AuditForm({
  variant,
  defaultValues,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  onInvalid,
  actions,
  children,
}: AuditFormProps) {
  const { types, labels } = VARIANTS[variant]
  const form = useAuditForm({ variant, defaultValues, onSubmit, onInvalid })
  const { setup, problem } = form
  const error = (name: MainField) =>
    problem(name) && <ErrorText id={`${name}-error`}>{problem(name)}</ErrorText>
  const submitButton = (
    <Button type="submit" block={!actions} disabled={busy || (setup && !form.isValid)}>
      {busy && busyLabel ? busyLabel : submitLabel}
    </Button>
  )
  return (
    <form onSubmit={form.onFormSubmit} noValidate>
      {REQUIRED.map((name) => (
        <Field key={name}>
          <Label htmlFor={name}>{labels[name]}</Label>
          <Input
            autoComplete={name === 'business_name' ? 'organization' : undefined}
            {...form.requiredField(name)}
          />
          {error(name)}
        </Field>
      ))}
      <Field>
        <Label htmlFor="business_type">{labels.business_type}</Label>
        <Select id="business_type" aria-required {...form.register('business_type')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {BUSINESS_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <Label htmlFor="website">{labels.website}</Label>
        <Input
          id="website"
          type="text"
          inputMode="url"
          readOnly={setup}
          aria-readonly={setup || undefined}
          placeholder={setup ? undefined : PLACEHOLDERS.website}
          aria-invalid={form.invalidWebsite || undefined}
          aria-describedby={problem('website') ? 'website-error' : undefined}
          {...form.register('website')}
        />
        {error('website')}
      </Field>
      {setup && (
        <BusinessFactsFields
          register={form.register}
          errors={form.factErrors}
          open={hasFormFacts(defaultValues?.business_facts)}
          lineAt={form.lineAt}
        />
      )}
      {actions ? (
        <Actions>
          {actions}
          {submitButton}
        </Actions>
      ) : (
        submitButton
      )}
      {children}
    </form>
  )
}
