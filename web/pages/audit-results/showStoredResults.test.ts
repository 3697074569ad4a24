// @vitest-environment jsdom
/**
 * /audit-results in the browser (docs/decisions/0070): the stored result goes to the server's view,
 * its HTML is shown, 'audit_complete' is sent, and the results island hydrates on first use without
 * a mismatch (same ids, same dates); when the server cannot answer, the results are rendered in
 * the browser.
 */
import { makeAuditResult } from '@aivis/contract/testing'
import { act } from 'react'
import { gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NoResizeObserver } from '../../test/fixtures'
import { renderResultsView, resultsViewRequestSchema } from '../../server/resultsView.server'
import { resultDigest, RESULTS_KEY } from '../../lib/audit/storedResult'
import { showStoredResults } from './showStoredResults'

const BOOKING = 'https://cal.example/book'
const result = { ...makeAuditResult(), cached: true, audited_at: '2026-11-24T23:30:00.000Z' }
const requests: unknown[] = []

/** The page's container as the server's page HTML has it. */
function page(): HTMLElement {
  document.body.innerHTML = `<div data-stored-results="${BOOKING}"><p>Loading your results...</p></div>`
  return document.querySelector<HTMLElement>('[data-stored-results]')!
}

/**
 * The page's container as the server renders it for a visitor whose cookie names a result
 * (docs/decisions/0072): that result's view and its stored text's digest.
 */
async function renderedPage(text: string): Promise<HTMLElement> {
  const view = renderResultsView(
    {
      result: text,
      locale: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    BOOKING,
  )
  document.body.innerHTML = `<div data-stored-results="${BOOKING}" data-result-digest="${await resultDigest(text)}">${view}</div>`
  return document.querySelector<HTMLElement>('[data-stored-results]')!
}

/** The server's view, answering the request body the page sends (gzip or not). */
async function serverView(_url: unknown, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers)
  const raw =
    headers.get('content-encoding') === 'gzip'
      ? gunzipSync(Buffer.from(init.body as ArrayBuffer)).toString()
      : String(init.body)
  const request = resultsViewRequestSchema.parse(JSON.parse(raw))
  requests.push(request)
  return new Response(renderResultsView(request, BOOKING), {
    headers: { 'content-type': 'text/html' },
  })
}

const fbq = vi.fn()
beforeEach(() => {
  requests.length = 0
  window.fbq = fbq
  vi.stubGlobal('ResizeObserver', NoResizeObserver)
})
afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
  fbq.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('showStoredResults', () => {
  it("shows the server's results for the stored result, sends audit_complete, and hydrates them at first use without a mismatch", async () => {
    localStorage.setItem(RESULTS_KEY, JSON.stringify(result))
    vi.stubGlobal('fetch', vi.fn(serverView))
    const consoleError = vi.spyOn(console, 'error')
    const container = page()
    await act(() => showStoredResults(container))

    expect(requests).toEqual([
      {
        result: JSON.stringify(result),
        locale: navigator.language,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ])
    expect(container.textContent).toContain('Says About Your Business')
    expect(container.textContent).not.toContain('Loading your results...')
    await vi.waitFor(() =>
      expect(fbq).toHaveBeenCalledWith(
        'trackCustom',
        'audit_complete',
        expect.objectContaining({ status: 'viewed', severity: result.severity }),
      ),
    )

    // Not hydrated yet: the tabs are the server's HTML. A first use hydrates the island.
    const island = container.querySelector<HTMLElement>('[data-island="AuditResults"]')!
    const tabs = [...container.querySelectorAll<HTMLElement>('[role=tab]')]
    expect(tabs.length).toBeGreaterThan(1)
    const heading = () => container.querySelector('h1')!.textContent
    const before = heading()
    await act(async () => {
      island.dispatchEvent(new Event('pointerover', { bubbles: true }))
      await vi.waitFor(() => expect(tabs[0].onclick ?? tabs[0]).toBeTruthy())
      await new Promise((r) => setTimeout(r, 300))
    })
    // The same elements, hydrated: a tab now switches the hero to another assistant.
    expect(container.querySelector('[role=tab]')).toBe(tabs[0])
    await act(async () => {
      tabs[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
      tabs[1].dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    await vi.waitFor(() => expect(heading()).not.toBe(before))
    const errors = consoleError.mock.calls.flat().join(' ')
    expect(errors).not.toMatch(/hydrat|did not match|mismatch/i)
    expect(sessionStorage.getItem('app_errors')).toBeNull()
  })

  it('selects a tab clicked before the island is hydrated, as the click asked, once it is', async () => {
    localStorage.setItem(RESULTS_KEY, JSON.stringify(result))
    vi.stubGlobal('fetch', vi.fn(serverView))
    const container = page()
    await act(() => showStoredResults(container))
    const heading = () => container.querySelector('h1')!.textContent
    const before = heading()
    const tab = container.querySelectorAll<HTMLElement>('[role=tab]')[1]
    // A visitor's click on the server's HTML: the press, then the click (Radix tabs act on the
    // press, which hydration comes too late to see).
    await act(async () => {
      tab.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
      tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
      tab.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }))
      tab.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }))
      await new Promise((r) => setTimeout(r, 300))
    })
    await vi.waitFor(() => expect(heading()).not.toBe(before))
    expect(tab.getAttribute('aria-selected')).toBe('true')
  })

  it('keeps the results the server rendered when this tab stored that very text: no view request, audit_complete sent, hydrated at first use', async () => {
    const text = JSON.stringify(result)
    localStorage.setItem(RESULTS_KEY, text)
    const fetched = vi.fn(serverView)
    vi.stubGlobal('fetch', fetched)
    const consoleError = vi.spyOn(console, 'error')
    const container = await renderedPage(text)
    const island = container.querySelector<HTMLElement>('[data-island="AuditResults"]')!
    await act(() => showStoredResults(container))
    expect(fetched).not.toHaveBeenCalled()
    // The very elements the server sent, not a copy put in their place.
    expect(container.querySelector('[data-island="AuditResults"]')).toBe(island)
    await vi.waitFor(() =>
      expect(fbq).toHaveBeenCalledWith(
        'trackCustom',
        'audit_complete',
        expect.objectContaining({ status: 'viewed', severity: result.severity }),
      ),
    )
    const tabs = [...container.querySelectorAll<HTMLElement>('[role=tab]')]
    const heading = () => container.querySelector('h1')!.textContent
    const before = heading()
    await act(async () => {
      tabs[1].dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
      tabs[1].dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
      tabs[1].dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }))
      tabs[1].dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }))
      await new Promise((r) => setTimeout(r, 300))
    })
    await vi.waitFor(() => expect(heading()).not.toBe(before))
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match|mismatch/i)
  })

  it("replaces the server's results with this tab's own when this tab stored another result", async () => {
    const other = { ...result, business_name: 'Another Practice' }
    const mine = { ...result, business_name: 'My Own Practice' }
    sessionStorage.setItem(RESULTS_KEY, JSON.stringify(mine))
    vi.stubGlobal('fetch', vi.fn(serverView))
    const container = await renderedPage(JSON.stringify(other))
    expect(container.textContent).toContain('Another Practice')
    await act(() => showStoredResults(container))
    expect(requests).toMatchObject([{ result: JSON.stringify(mine) }])
    expect(container.textContent).toContain('My Own Practice')
    expect(container.textContent).not.toContain('Another Practice')
  })

  it("shows 'No Audit Results Found' from the server when nothing is stored", async () => {
    vi.stubGlobal('fetch', vi.fn(serverView))
    const container = page()
    await act(() => showStoredResults(container))
    expect(requests).toMatchObject([{ result: null }])
    expect(container.textContent).toContain('No Audit Results Found')
    expect(fbq).not.toHaveBeenCalled()
  })

  it('renders the results in the browser when the server cannot answer, and logs why', async () => {
    sessionStorage.setItem(RESULTS_KEY, JSON.stringify(result))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = page()
    await act(() => showStoredResults(container))
    await vi.waitFor(() => expect(container.textContent).toContain('Says About Your Business'))
    expect(sessionStorage.getItem('app_errors')).toContain('/audit-results/view answered 503')
  })
})
