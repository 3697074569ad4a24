// @vitest-environment jsdom
/**
 * "Your business facts" on the setup form: pre-filled from the website, editable, checked with the
 * contract's `businessFactsSchema` (messages under the fields), sent as `business_facts`.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BusinessFacts } from '@aivis/contract'
import { factsFormValues } from '../lib/businessFactsForm'
import { AuditForm } from './AuditForm'

afterEach(cleanup)

const found: BusinessFacts = {
  telephone: '+61 2 9000 0000',
  address: { streetAddress: '1 George St', addressLocality: 'Sydney', postalCode: '2000' },
  openingHours: ['Mo-Fr 08:00-17:00', 'Sa 09:00-12:00'],
  services: ['Check-ups', 'Implants'],
}

function setup(facts?: BusinessFacts) {
  const onSubmit = vi.fn()
  render(
    <AuditForm
      variant="setup"
      defaultValues={{
        business_name: 'Harbour Dental',
        core_product_service: 'dentist',
        target_location: 'Sydney',
        business_type: 'practice',
        website: 'https://harbourdental.com.au',
        ...(facts ? { business_facts: factsFormValues(facts) } : {}),
      }}
      busy={false}
      submitLabel="Run Full Audit"
      onSubmit={onSubmit}
    />,
  )
  const box = (label: string) =>
    screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  const change = (label: string, value: string) =>
    fireEvent.change(box(label), { target: { value } })
  const button = () => screen.getByRole('button', { name: 'Run Full Audit' }) as HTMLButtonElement
  const section = () => screen.getByText('Your business facts').closest('details')!
  return { onSubmit, box, change, button, section }
}

describe('Your business facts (setup form)', () => {
  it('opens pre-filled with what the website gave: one schema.org line per line, one service per line', () => {
    const f = setup(found)
    expect(f.section().open).toBe(true)
    expect(f.box('Telephone').value).toBe('+61 2 9000 0000')
    expect(f.box('Street address').value).toBe('1 George St')
    expect(f.box('Town or city').value).toBe('Sydney')
    expect(f.box('Postcode').value).toBe('2000')
    expect(f.box('Region').value).toBe('')
    expect(f.box('Opening hours').value).toBe('Mo-Fr 08:00-17:00\nSa 09:00-12:00')
    expect(f.box('Services').value).toBe('Check-ups\nImplants')
    expect(f.box('Status').value).toBe('')
    expect(screen.getByText('One line per set of days, e.g. Mo-Fr 08:00-18:00')).toBeTruthy()
    expect([...(f.box('Status') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'open',
      'permanently closed',
      'temporarily closed',
      'moved',
    ])
  })

  it('is closed when nothing was found, and the audit is sent without facts', async () => {
    const f = setup()
    expect(f.section().open).toBe(false)
    await waitFor(() => expect(f.button().disabled).toBe(false))
    fireEvent.click(f.button())
    await waitFor(() => expect(f.onSubmit).toHaveBeenCalledTimes(1))
    expect(f.onSubmit.mock.calls[0][0]).not.toHaveProperty('business_facts')
  })

  it("sends the owner's edits as business_facts, canonical: lines split, blanks dropped", async () => {
    const f = setup(found)
    await waitFor(() => expect(f.button().disabled).toBe(false))
    f.change('Telephone', ' 02 9000 1111 ')
    f.change('Opening hours', 'Mo-Fr 08:00-17:00\n\n  Sa 09:00-13:00  \n')
    f.change('Country', 'Australia')
    f.change('Services', '')
    f.change('Email', 'hello@harbourdental.example')
    f.change('Founded', '2009')
    f.change('Status', 'moved')
    await waitFor(() => expect(f.button().disabled).toBe(false))
    fireEvent.click(f.button())
    await waitFor(() => expect(f.onSubmit).toHaveBeenCalledTimes(1))
    expect(f.onSubmit.mock.calls[0][0].business_facts).toEqual({
      telephone: '02 9000 1111',
      address: {
        streetAddress: '1 George St',
        addressLocality: 'Sydney',
        postalCode: '2000',
        addressCountry: 'Australia',
      },
      openingHours: ['Mo-Fr 08:00-17:00', 'Sa 09:00-13:00'],
      email: 'hello@harbourdental.example',
      foundingDate: '2009',
      status: 'moved',
    })
  })

  it("a refused fact: the schema's message under the field, the line quoted, nothing sent", async () => {
    const f = setup(found)
    // The pre-filled values are checked on mount; the owner edits after that.
    await waitFor(() => expect(f.button().disabled).toBe(false))
    f.change('Telephone', 'ring us')
    f.change('Opening hours', 'Mo-Fr 08:00-17:00\nweekends 9 to 5')
    f.change('Email', 'not an email')
    expect(await screen.findByText('A telephone number needs at least 3 digits')).toBeTruthy()
    expect(
      await screen.findByText(
        "“weekends 9 to 5”: opening hours are written as schema.org does, e.g. 'Mo-Fr 08:00-18:00'",
      ),
    ).toBeTruthy()
    expect(screen.getByText('Must be an email address')).toBeTruthy()
    expect(f.box('Telephone').getAttribute('aria-invalid')).toBe('true')
    expect(f.box('Telephone').getAttribute('aria-describedby')).toBe('facts-telephone-error')
    expect(f.box('Opening hours').getAttribute('aria-describedby')).toBe(
      'facts-openingHours-hint facts-openingHours-error',
    )
    await waitFor(() => expect(f.button().disabled).toBe(true))
    fireEvent.submit(f.button().closest('form')!)
    await new Promise((r) => setTimeout(r, 20))
    expect(f.onSubmit).not.toHaveBeenCalled()

    f.change('Telephone', '02 9000 0000')
    f.change('Opening hours', 'Mo-Fr 08:00-17:00\nSa,Su 09:00-17:00')
    f.change('Email', '')
    await waitFor(() => expect(f.button().disabled).toBe(false))
    expect(screen.queryByText('A telephone number needs at least 3 digits')).toBeNull()
  })

  it('the /audit form has no facts section', () => {
    render(
      <AuditForm
        variant="audit"
        busy={false}
        submitLabel="Run My Free Audit"
        onSubmit={() => {}}
      />,
    )
    expect(screen.queryByText('Your business facts')).toBeNull()
  })
})
