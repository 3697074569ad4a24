// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const navigate = vi.fn(async (_url: string) => {})
vi.mock('vike/client/router', () => ({ navigate: (url: string) => navigate(url) }))
const { DomainForm } = await import('./DomainForm')

afterEach(cleanup)

describe('DomainForm (spec §2, §4, §5)', () => {
  const setup = () => {
    render(<DomainForm placeholder="yourbusiness.com" buttonLabel="Run Free AI Audit" />)
    return { input: screen.getByRole('textbox', { name: 'Your website domain' }), button: screen.getByRole('button') }
  }

  it('keeps submit disabled while the field is empty', () => {
    const { input, button } = setup()
    expect(button).toHaveProperty('disabled', true)
    fireEvent.change(input, { target: { value: '   ' } })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.change(input, { target: { value: 'a' } })
    expect(button).toHaveProperty('disabled', false)
  })

  it('shows the spec error linked to the field, and clears it on typing', () => {
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'not a domain' } })
    fireEvent.click(button)
    const error = screen.getByRole('alert')
    expect(error.textContent).toBe('Enter a valid domain like example.com')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
    fireEvent.change(input, { target: { value: 'example' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('goes to /audit-setup with the normalised domain, reading Analyzing... meanwhile', async () => {
    const { input, button } = setup()
    fireEvent.change(input, { target: { value: 'HTTPS://www.Harbour-Dental.com.au/contact?x=1' } })
    fireEvent.click(button)
    expect(button.textContent).toBe('Analyzing...')
    expect(navigate).toHaveBeenCalledWith('/audit-setup?domain=harbour-dental.com.au')
  })
})
