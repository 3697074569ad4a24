// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutBlock, Offer, SiteSetting } from '../../lib/cms-types'

const pageContext: Record<string, unknown> = {}
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }))

const { RenderBlocks } = await import('./RenderBlocks')
const { PageBlocks } = await import('./PageBlocks')
const { repopulate } = await import('./LivePreviewBlocks')

const settings = {
  id: 1,
  siteName: 'Visibly AI',
  contactEmail: 'hello@visibly.ai',
  postalAddress: 'Sydney',
  bookingUrl: 'https://cal.example/call',
  academyUrl: 'https://academy.example',
} as SiteSetting
const data = { offers: [], faqs: {}, testimonials: [] }

const layout: LayoutBlock[] = [
  { id: 'a', blockType: 'cta', title: 'Call first', buttonLabel: 'Go', buttonUrl: '/contact' },
  { id: 'b', blockType: 'steps', title: 'Hidden steps', steps: [{ title: 'One' }], hidden: true },
  {
    id: 'c',
    blockType: 'comparisonTable',
    title: 'Compared',
    columns: [{ name: 'Us' }, { name: 'Them' }],
    rows: [
      { feature: 'Free audit', cells: [{ value: 'yes' }, { value: 'NO' }] },
      { feature: 'Course' },
    ],
  },
  { id: 'd', blockType: 'no-such-block' } as unknown as LayoutBlock,
  { id: 'e', blockType: 'guarantees', guarantees: [{ title: 'Lifetime Access' }] },
]

beforeEach(() => {
  for (const k of Object.keys(pageContext)) delete pageContext[k]
  Object.assign(pageContext, { urlParsed: { search: {} }, siteUrl: 'https://visibly.example' })
})
afterEach(cleanup)

describe('RenderBlocks', () => {
  it('renders blocks in order, skipping hidden ones and unknown types', () => {
    const { container } = render(<RenderBlocks blocks={layout} data={data} settings={settings} />)
    const text = container.textContent ?? ''
    expect(text).not.toContain('Hidden steps')
    expect(text.indexOf('Call first')).toBeLessThan(text.indexOf('Compared'))
    expect(text.indexOf('Compared')).toBeLessThan(text.indexOf('Lifetime Access'))
    expect(container.querySelectorAll('section')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/contact')
  })

  it('shows yes/no cells as ✓/✗ with words for screen readers, and a missing cell as —', () => {
    render(<RenderBlocks blocks={layout} data={data} settings={settings} />)
    const table = screen.getByRole('table')
    const [, free, course] = within(table).getAllByRole('row')
    expect(within(free).getByRole('rowheader').textContent).toBe('Free audit')
    expect(free.textContent).toBe('Free audit✓Yes✗No')
    expect(course.textContent).toBe('Course——')
    expect(screen.getByRole('region', { name: 'Compared' }).tabIndex).toBe(0)
  })

  it('opens an external call-to-action link in a new tab without opener', () => {
    render(
      <RenderBlocks
        blocks={[
          {
            blockType: 'cta',
            title: 'Book',
            buttonLabel: 'Book',
            buttonUrl: 'https://cal.example',
          },
        ]}
        data={data}
        settings={settings}
      />,
    )
    const link = screen.getByRole('link', { name: 'Book' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

/** The UTM parameters of `link`'s href (spec §7). */
const utm = (link: HTMLElement) =>
  Object.fromEntries(
    [...new URL(link.getAttribute('href') ?? '').searchParams].filter(([k]) =>
      k.startsWith('utm_'),
    ),
  )
const academyUtm = (content: string, term: string) => ({
  utm_source: 'audit',
  utm_medium: 'cta',
  utm_campaign: 'ai_visibility_course',
  utm_term: term,
  utm_content: content,
})

describe('the academy links of the course and pricing blocks (spec §7 UTM)', () => {
  it("gives the course section's enrolment link utm_content=course_section, its label as utm_term", () => {
    render(
      <RenderBlocks
        blocks={[{ blockType: 'course', title: 'The course', ctaLabel: 'Enrol Now' }]}
        data={data}
        settings={settings}
      />,
    )
    const enrol = screen.getByRole('link', { name: 'Enrol Now' })
    expect(enrol.getAttribute('href')).toMatch(/^https:\/\/academy\.example\/\?/)
    expect(utm(enrol)).toEqual(academyUtm('course_section', 'enrol-now'))
    expect(enrol.getAttribute('target')).toBe('_blank')
    expect(enrol.dataset.track).toBe('enrolment')
  })

  it('gives the offers sold on the academy utm_content=pricing and their name as utm_term, and no other offer', () => {
    const offer = (o: Partial<Offer>) =>
      ({ price: 1, billing: 'one-time', ctaLabel: o.name, ...o }) as Offer
    const offers = [
      offer({
        id: 1,
        name: 'Course',
        // The seed's link: its hard-coded parameters are replaced, its own kept.
        ctaUrl:
          'https://academy.example/enrol?utm_source=audit&utm_medium=cta&utm_campaign=ai_visibility_course&plan=full#pay',
      }),
      offer({ id: 2, name: 'PRO Bundle', ctaUrl: 'https://ACADEMY.example/bundle' }),
      offer({ id: 3, name: 'Foundations', ctaUrl: '/contact' }),
      offer({ id: 4, name: 'Partner', ctaUrl: 'https://partner.example/buy?utm_source=x' }),
    ]
    render(
      <RenderBlocks
        blocks={[{ blockType: 'pricing', title: 'Pricing' }]}
        data={{ ...data, offers }}
        settings={settings}
      />,
    )
    const course = screen.getByRole('link', { name: 'Course' })
    expect(utm(course)).toEqual(academyUtm('pricing', 'course'))
    const url = new URL(course.getAttribute('href')!)
    expect([url.pathname, url.searchParams.get('plan'), url.hash]).toEqual([
      '/enrol',
      'full',
      '#pay',
    ])
    expect(course.dataset.track).toBe('enrolment')
    expect(course.dataset.offer).toBe('Course')
    expect(utm(screen.getByRole('link', { name: 'PRO Bundle' }))).toEqual(
      academyUtm('pricing', 'pro-bundle'),
    )
    expect(screen.getByRole('link', { name: 'Foundations' }).getAttribute('href')).toBe('/contact')
    // Another site is not the academy: its link is left as the CMS has it.
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('href')).toBe(
      'https://partner.example/buy?utm_source=x',
    )
  })

  it('leaves every offer link as it is while the academy URL is unset', () => {
    const course = {
      id: 1,
      name: 'Course',
      price: 149,
      billing: 'one-time',
      ctaLabel: 'Enrol',
      ctaUrl: 'https://academy.example/enrol',
    } as Offer
    render(
      <RenderBlocks
        blocks={[{ blockType: 'pricing', title: 'Pricing' }]}
        data={{ ...data, offers: [course] }}
        settings={{ ...settings, academyUrl: '' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Enrol' }).getAttribute('href')).toBe(
      'https://academy.example/enrol',
    )
  })
})

describe('live preview (PageBlocks with ?preview=1 in the admin)', () => {
  const CMS = 'http://cms.example:3001'
  const post = (origin: string, layoutData: unknown) =>
    act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          data: {
            type: 'payload-live-preview',
            collectionSlug: 'pages',
            data: { id: 1, layout: layoutData },
          },
        }),
      )
      await new Promise((r) => setTimeout(r, 20))
    })

  it('follows the admin’s unsaved edits, from the admin’s origin only', async () => {
    Object.assign(pageContext, { urlParsed: { search: { preview: '1' } }, cmsOrigin: CMS })
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    render(<PageBlocks layout={[layout[0]]} data={data} />)
    expect(await screen.findByText('Call first')).toBeTruthy()
    await vi.waitFor(() =>
      expect(parent.postMessage).toHaveBeenCalledWith(
        { type: 'payload-live-preview', ready: true },
        CMS,
      ),
    )

    await post('https://evil.example', [{ blockType: 'cta', title: 'Injected' }])
    expect(screen.queryByText('Injected')).toBeNull()

    await post(CMS, [{ blockType: 'cta', title: 'Edited in the admin' }])
    expect(await screen.findByText('Edited in the admin')).toBeTruthy()
    expect(screen.queryByText('Call first')).toBeNull()
    // Nothing was asked of the CMS from the browser.
    expect(fetchSpy).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it("shows an offer's unsaved price in the pricing block of the home page, in its place", async () => {
    Object.assign(pageContext, {
      urlParsed: { search: { preview: '1', previewCollection: 'offers', previewId: '2' } },
      cmsOrigin: CMS,
    })
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      postMessage: vi.fn(),
    } as unknown as Window)
    const offer = (id: number, name: string, price: number, order: number) =>
      ({ id, name, price, order, billing: 'one-time', ctaLabel: name, ctaUrl: '/contact' }) as Offer
    const offers = [offer(1, 'Course', 149, 1), offer(2, 'Foundations', 997, 2)]
    render(
      <PageBlocks
        layout={[{ id: 'p', blockType: 'pricing', title: 'Pricing' }]}
        data={{ ...data, offers }}
      />,
    )
    const names = () => screen.getAllByRole('link').map((a) => a.textContent)
    expect(await screen.findByText('$997')).toBeTruthy()
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: CMS,
          data: {
            type: 'payload-live-preview',
            collectionSlug: 'offers',
            data: {
              ...offers[1],
              name: 'Foundations Plus',
              ctaLabel: 'Foundations Plus',
              price: 1297,
            },
          },
        }),
      )
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(await screen.findByText('$1,297')).toBeTruthy()
    expect(screen.queryByText('$997')).toBeNull()
    expect(names()).toEqual(['Course', 'Foundations Plus'])
    vi.restoreAllMocks()
  })

  it('keeps the previewed offer’s card in view: scrolled to once shown, and after an update only when off screen', async () => {
    Object.assign(pageContext, {
      urlParsed: { search: { preview: '1', previewCollection: 'offers', previewId: '2' } },
      cmsOrigin: CMS,
    })
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      postMessage: vi.fn(),
    } as unknown as Window)
    // jsdom lays nothing out: where the card is, as the test says.
    let top = 2000
    const scrolled: { element: Element; options: unknown }[] = []
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options: unknown) {
        scrolled.push({ element: this, options })
      },
    })
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top }) as DOMRect,
    )
    const offer = (id: number, name: string, price: number, order: number) =>
      ({ id, name, price, order, billing: 'one-time', ctaLabel: name, ctaUrl: '/contact' }) as Offer
    const offers = [offer(1, 'Course', 149, 1), offer(2, 'Foundations', 997, 2)]
    render(
      <PageBlocks
        layout={[{ id: 'p', blockType: 'pricing', title: 'Pricing' }]}
        data={{ ...data, offers }}
      />,
    )
    await vi.waitFor(() => expect(scrolled).toHaveLength(1))
    expect(scrolled[0].element.getAttribute('data-offer-id')).toBe('2')
    expect(scrolled[0].element.textContent).toContain('Foundations')
    expect(scrolled[0].options).toEqual({ block: 'center' })
    const update = async (price: number) =>
      act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: CMS,
            data: { type: 'payload-live-preview', data: { ...offers[1], price } },
          }),
        )
        await new Promise((r) => setTimeout(r, 20))
      })
    // In view: typing a price does not move the page.
    top = 120
    await update(1234)
    expect(await screen.findByText('$1,234')).toBeTruthy()
    expect(scrolled).toHaveLength(1)
    // Pushed off screen (the block above grew): brought back.
    top = -400
    await update(1297)
    expect(await screen.findByText('$1,297')).toBeTruthy()
    expect(scrolled).toHaveLength(2)
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView
    vi.restoreAllMocks()
  })

  it('stays on the published blocks outside the admin', async () => {
    Object.assign(pageContext, { urlParsed: { search: { preview: '1' } }, cmsOrigin: CMS })
    render(<PageBlocks layout={[layout[0]]} data={data} />)
    await post(CMS, [{ blockType: 'cta', title: 'Edited in the admin' }])
    expect(screen.getByText('Call first')).toBeTruthy()
    expect(screen.queryByText('Edited in the admin')).toBeNull()
  })

  it('keeps media already shown when the admin sends only their id', () => {
    const logo = { id: 7, alt: 'ChatGPT', filename: 'chatgpt.svg', mimeType: 'image/svg+xml' }
    const media = new Map([[7, logo]]) as never
    expect(
      repopulate(
        {
          layout: [
            {
              platforms: [
                { name: 'ChatGPT', logo: 7 },
                { name: 'X', logo: 8 },
              ],
            },
          ],
        },
        media,
      ),
    ).toEqual({
      layout: [
        {
          platforms: [
            { name: 'ChatGPT', logo },
            { name: 'X', logo: 8 },
          ],
        },
      ],
    })
  })
})

describe('RenderBlocks: quote references in the live preview (decision 0127)', () => {
  it('resolves the references of texts as the admin posts them, with the data’s quote values', () => {
    const posted: LayoutBlock[] = [
      {
        id: 'q',
        blockType: 'cta',
        title: 'Foundations for {price:foundations}',
        text: 'Free audit in {promise:auditDuration}.',
        buttonLabel: 'Go',
        buttonUrl: '/audit',
      },
    ]
    const quotes = {
      offers: [{ slug: 'foundations', price: 1797, billing: 'one-time' as const }],
      promises: { auditDuration: 'about 60 seconds' },
    }
    render(<RenderBlocks blocks={posted} data={{ ...data, quotes }} settings={settings} />)
    expect(screen.getByText('Foundations for $1,797')).toBeTruthy()
    expect(screen.getByText('Free audit in about 60 seconds.')).toBeTruthy()
  })
})
