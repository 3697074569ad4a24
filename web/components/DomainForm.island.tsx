/**
 * Hero domain form (spec §2, §4, §5, §8): validates the domain, then reads the business from its
 * website (extract-business-info, 'Analyzing...' meanwhile), keeps the whole answer for the setup
 * page and goes to /audit-setup?domain={domain}. When the website cannot be read it shows 'Unable
 * to analyze this website. Please try again or use our full audit form.', its 'full audit form' a
 * link to that setup form with the website filled in and the other fields blank (an empty profile
 * is kept for the domain, so the page does not try the website again); typing clears the error.
 */
import styled from '@emotion/styled'
import type { ExtractedProfile } from '@aivis/contract'
import { useState, type FormEvent } from 'react'
import { navigate } from '../lib/navigate'
import { Button, ErrorText, Input } from './ui'
import { validateDomain } from '../lib/domain'
import { extractBusinessInfo, storeExtracted } from '../lib/extractClient'
import { mq, space } from '../lib/theme'

const Row = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  [mq.md]: { flexDirection: 'row' },
  maxWidth: 560,
})

/** spec §8 "Home domain analysis failure". */
export const ANALYSIS_FAILED =
  'Unable to analyze this website. Please try again or use our full audit form.'
const FULL_FORM = 'full audit form'

/** `ANALYSIS_FAILED` with its 'full audit form' a link to the setup form of `domain`. */
function AnalysisFailed({ domain }: { domain: string }) {
  const [before, after] = ANALYSIS_FAILED.split(FULL_FORM)
  return (
    <>
      {before}
      <a href={`/audit-setup?domain=${encodeURIComponent(domain)}`}>{FULL_FORM}</a>
      {after}
    </>
  )
}

/** What the setup form starts from when the website could not be read: the website only. */
const emptyProfile = (domain: string): ExtractedProfile => ({
  business_name: null,
  core_service: null,
  target_location: null,
  business_type: null,
  website: `https://${domain}`,
  domain,
  cached: false,
  business_facts: {},
  profiles: [],
})

export function DomainForm({
  placeholder,
  buttonLabel,
}: {
  placeholder: string
  buttonLabel: string
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  /** The domain whose website could not be read (the error's link), else null. */
  const [unread, setUnread] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(e: FormEvent) {
    e.preventDefault()
    const r = validateDomain(value)
    if ('error' in r) return setError(r.error)
    setBusy(true)
    const extracted = await extractBusinessInfo(r.domain)
    if (!extracted.ok) {
      console.warn(`extract-business-info failed for ${r.domain}: ${extracted.message}`)
      // The setup form opens with the website only, without reading it again.
      storeExtracted(emptyProfile(r.domain), r.domain)
      setUnread(r.domain)
      setError(ANALYSIS_FAILED)
      return setBusy(false)
    }
    storeExtracted(extracted.profile, r.domain)
    try {
      await navigate(`/audit-setup?domain=${encodeURIComponent(r.domain)}`)
    } catch {
      setError(ANALYSIS_FAILED)
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Check your website">
      <Row>
        <Input
          aria-label="Your website domain"
          aria-invalid={!!error}
          aria-describedby={error ? 'domain-error' : undefined}
          placeholder={placeholder}
          value={value}
          autoComplete="url"
          inputMode="url"
          onChange={(e) => {
            setValue(e.target.value)
            setError(null)
            setUnread(null)
          }}
        />
        <Button type="submit" disabled={!value.trim() || busy}>
          {busy ? 'Analyzing...' : buttonLabel}
        </Button>
      </Row>
      {error && (
        <ErrorText id="domain-error" role="alert" style={{ marginTop: space[2] }}>
          {error === ANALYSIS_FAILED && unread ? <AnalysisFailed domain={unread} /> : error}
        </ErrorText>
      )}
    </form>
  )
}

/** The island's component (components/Island.tsx finds it by this file's name). */
export default DomainForm
