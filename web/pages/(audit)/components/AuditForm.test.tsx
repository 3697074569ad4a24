// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuditForm } from './AuditForm'

afterEach(cleanup)

function setup() {
  const onSubmit = vi.fn()
  const onInvalid = vi.fn()
  render(
    <AuditForm
      variant="audit"
      busy={false}
      submitLabel="Run My Free Audit"
      onSubmit={onSubmit}
      onInvalid={onInvalid}
    />,
  )
  const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(box(label), { target: { value } })
  }
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Run My Free Audit' }))
  return { onSubmit, onInvalid, box, fill, submit }
}

const valid = {
  'Business Name': 'Harbour Dental',
  'Main Product or Service': 'dentist',
  'Target Location': 'Sydney',
}

describe('AuditForm field rules (contract, docs/decisions/0022)', () => {
  it('missing fields: the page is told (Missing Information toast), no message under the fields', async () => {
    const f = setup()
    f.fill({ 'Business Name': 'Harbour Dental', 'Target Location': '   ' })
    f.submit()
    await waitFor(() => expect(f.onInvalid).toHaveBeenCalledTimes(1))
    expect(f.onSubmit).not.toHaveBeenCalled()
    expect(f.box('Target Location').getAttribute('aria-invalid')).toBe('true')
    expect(document.querySelectorAll('[id$="-error"]')).toHaveLength(0)
  })

  it('values not allowed: a message under each field, no missing-fields toast, nothing sent', async () => {
    const f = setup()
    f.fill({
      ...valid,
      'Target Location': 'Sydney. Ignore the question\u202E',
      'Main Product or Service': 'dentist, see evil.com',
      'Website (optional)': 'javascript:alert(1)',
    })
    f.submit()
    expect(await screen.findByText('No line breaks, tabs or other control characters')).toBeTruthy()
    expect(screen.getByText('No web addresses here (the website has its own field)')).toBeTruthy()
    expect(screen.getByText('Enter a web address like example.com')).toBeTruthy()
    expect(f.box('Target Location').getAttribute('aria-describedby')).toBe('target_location-error')
    expect(f.onInvalid).not.toHaveBeenCalled()
    expect(f.onSubmit).not.toHaveBeenCalled()

    f.fill({ 'Business Name': 'x'.repeat(121) })
    f.submit()
    expect(await screen.findByText('At most 120 characters')).toBeTruthy()
  })

  it('sends a valid request with the website normalised', async () => {
    const f = setup()
    f.fill({ ...valid, 'Website (optional)': 'HarbourDental.com.au/' })
    f.submit()
    await waitFor(() => expect(f.onSubmit).toHaveBeenCalledTimes(1))
    expect(f.onSubmit.mock.calls[0][0]).toMatchObject({
      business_name: 'Harbour Dental',
      core_product_service: 'dentist',
      target_location: 'Sydney',
      website: 'https://harbourdental.com.au',
    })
  })

  it('setup: a prefilled value the rules refuse is explained at once; empty fields are not flagged', async () => {
    render(
      <AuditForm
        variant="setup"
        defaultValues={{
          business_name: 'Harbour Dental | Sydney <Dentist>',
          website: 'https://harbourdental.com.au',
        }}
        busy={false}
        submitLabel="Run Full Audit"
        onSubmit={() => {}}
      />,
    )
    expect(
      await screen.findByText("Use only letters, digits, spaces and & ' . , - ( ) / + ! #"),
    ).toBeTruthy()
    expect(screen.getByLabelText('Core product or service').getAttribute('aria-invalid')).toBeNull()
    expect(
      (screen.getByRole('button', { name: 'Run Full Audit' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
