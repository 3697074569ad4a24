// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getLog } from '../lib/errorLog'
import { ErrorBoundary } from './ErrorBoundary'

function Broken({ message }: { message: string }): never {
  throw new Error(message)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ErrorBoundary (spec §2, §8)', () => {
  it('global: the spec texts, the error message, Reload Page and Go Back; the error is logged', () => {
    render(
      <ErrorBoundary variant="global">
        <Broken message="Cannot read properties of undefined" />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(
      screen.getByText(
        "An unexpected error occurred. We've been notified and are working to fix it.",
      ),
    ).toBeTruthy()
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy()
    expect(getLog().at(-1)).toMatchObject({
      level: 'error',
      context: 'error-boundary',
      message: 'Cannot read properties of undefined',
    })
  })

  it("home: 'We're setting up your account', Refresh Page and Go Home; no details shown", () => {
    render(
      <ErrorBoundary variant="home">
        <Broken message="secret detail" />
      </ErrorBoundary>,
    )
    expect(
      screen.getByText("We're setting up your account. This will just take a moment."),
    ).toBeTruthy()
    expect(screen.queryByText('secret detail')).toBeNull()
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy()
  })

  it("home: a 'profile' error notes that the page does not reload itself", () => {
    render(
      <ErrorBoundary variant="home">
        <Broken message="profile not found" />
      </ErrorBoundary>,
    )
    expect(getLog().at(-1)).toMatchObject({
      level: 'info',
      message: 'Profile error on the home page: not reloading automatically',
    })
  })

  it('fallback: an element or a render function replaces the screen; the error is logged', () => {
    render(
      <ErrorBoundary fallback={<p>Plain fallback</p>}>
        <Broken message="first failure" />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Plain fallback')).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(getLog().at(-1)).toMatchObject({
      level: 'error',
      context: 'error-boundary',
      message: 'first failure',
    })
    render(
      <ErrorBoundary context="audit-results" fallback={(error) => <p>Shown: {error.message}</p>}>
        <Broken message="second failure" />
      </ErrorBoundary>,
    )
    expect(screen.getByText('Shown: second failure')).toBeTruthy()
    expect(getLog().at(-1)).toMatchObject({ context: 'audit-results', message: 'second failure' })
  })
})
