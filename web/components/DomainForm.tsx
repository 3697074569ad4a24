/** Hero domain form (spec §2, §4, §5): validates, then goes to /audit-setup?domain={domain}. */
import styled from '@emotion/styled'
import { useState, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { Button, ErrorText, Input } from './ui'
import { validateDomain } from '../lib/domain'
import { mq, space } from '../lib/theme'

const Row = styled.div({ display: 'flex', flexDirection: 'column', gap: space[2], [mq.md]: { flexDirection: 'row' }, maxWidth: 560 })

export function DomainForm({ placeholder, buttonLabel }: { placeholder: string; buttonLabel: string }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(e: FormEvent) {
    e.preventDefault()
    const r = validateDomain(value)
    if ('error' in r) return setError(r.error)
    setBusy(true)
    try {
      await navigate(`/audit-setup?domain=${encodeURIComponent(r.domain)}`)
    } catch {
      setError('Unable to analyze this website. Please try again or use our full audit form.')
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
          }}
        />
        <Button type="submit" disabled={!value.trim() || busy}>
          {busy ? 'Analyzing...' : buttonLabel}
        </Button>
      </Row>
      {error && (
        <ErrorText id="domain-error" role="alert" style={{ marginTop: space[2] }}>
          {error}
        </ErrorText>
      )}
    </form>
  )
}
