// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import ToastView, { HEADER_HEIGHT } from './ToastView'

afterEach(cleanup)

describe('ToastView: where a toast appears', () => {
  it("sits at the top right under the site's header, never over it (spec §9)", () => {
    render(<ToastView current={{ id: 1, title: 'Results Sent' }} onClose={() => {}} />)
    const region = screen.getByText('Results Sent').closest('ol')!
    const style = getComputedStyle(region)
    expect(style.position).toBe('fixed')
    expect(style.right).toBe('0px')
    expect(style.top).toBe(`${HEADER_HEIGHT}px`)
    expect(style.maxWidth).toBe('420px')
  })
})
