/**
 * Pages built from blocks, across the real CMS and the site: staff reorder, hide and edit the home
 * page's blocks, and upload a platform logo, through the CMS API as the admin does; the next page
 * load shows it, without a restart (collections/src/blocks, docs/decisions/0029).
 */
import { describe, expect, it } from 'vitest'
import { CMS, WEB, adminAuth, eventually } from './stack'

type Block = { blockType: string; hidden?: boolean; [k: string]: unknown }

async function homePage(auth: string): Promise<{ id: number; layout: Block[] }> {
  const res = await fetch(`${CMS}/api/pages?where[slug][equals]=home&depth=0`, {
    headers: { Authorization: auth },
  })
  return ((await res.json()) as { docs: { id: number; layout: Block[] }[] }).docs[0]
}

async function setLayout(auth: string, id: number, layout: Block[]) {
  const res = await fetch(`${CMS}/api/pages/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', Authorization: auth },
    body: JSON.stringify({ layout }),
  })
  expect(res.status).toBe(200)
}

describe('pages from blocks', () => {
  it('shows the home page as staff reorder, hide and edit its blocks', async () => {
    const auth = await adminAuth()
    const home = await homePage(auth)
    expect(home.layout.map((b) => b.blockType)).toEqual([
      'hero',
      'stats',
      'steps',
      'course',
      'pricing',
      'testimonials',
      'guarantees',
      'faq',
      'cta',
    ])
    const edited = structuredClone(home.layout)
    const cta = edited.splice(
      edited.findIndex((b) => b.blockType === 'cta'),
      1,
    )[0]
    cta.title = 'Ready when you are'
    edited.unshift(cta)
    edited.find((b) => b.blockType === 'steps')!.hidden = true
    await setLayout(auth, home.id, edited)
    try {
      await eventually(async () => {
        const html = await (await fetch(`${WEB}/`)).text()
        // The page's <main> (the head's start-up guard script holds another '<main').
        const main = html.slice(html.indexOf('<main class'))
        return (
          main.indexOf('Ready when you are') > 0 &&
          main.indexOf('Ready when you are') < main.indexOf('Why AI Visibility Matters') &&
          !main.includes('Get visible in 3 steps')
        )
      }, 5_000)
    } finally {
      await setLayout(auth, home.id, home.layout)
    }
  })

  it('shows a platform logo uploaded to Media, served from the site’s origin', async () => {
    const auth = await adminAuth()
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>'
    const form = new FormData()
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), `gemini-${Date.now()}.svg`)
    form.append('_payload', JSON.stringify({ alt: 'Gemini logo' }))
    const upload = await fetch(`${CMS}/api/media`, {
      method: 'POST',
      headers: { Authorization: auth },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc: media } = (await upload.json()) as { doc: { id: number; filename: string } }
    const home = await homePage(auth)
    const edited = structuredClone(home.layout)
    const stats = edited.find((b) => b.blockType === 'stats') as Block & {
      platforms: { name: string; logo?: number | null }[]
    }
    stats.platforms.find((p) => p.name === 'Gemini')!.logo = media.id
    await setLayout(auth, home.id, edited)
    try {
      const src = `/media/${encodeURIComponent(media.filename)}`
      // An SVG mark is drawn in the text colour through a CSS mask (docs/decisions/0081).
      await eventually(
        async () =>
          (await (await fetch(`${WEB}/`)).text()).includes(`mask-image:url(&quot;${src}&quot;)`),
        5_000,
      )
      const file = await fetch(WEB + src)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toContain('image/svg+xml')
      expect(await file.text()).toBe(svg)
      // Opened from either host, an uploaded SVG runs nothing.
      for (const served of [file, await fetch(`${CMS}/api/media/file/${media.filename}`)]) {
        expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/)
      }
    } finally {
      await setLayout(auth, home.id, home.layout)
      await fetch(`${CMS}/api/media/${media.id}`, {
        method: 'DELETE',
        headers: { Authorization: auth },
      })
    }
  })

  it('tells a page opened for live preview which origin the admin speaks from', async () => {
    const auth = await adminAuth()
    // The admin's live-preview URL for a page (cms/src/payload.config.ts `admin.livePreview`).
    const res = await fetch(`${CMS}/api/pages?where[slug][equals]=courses&depth=0`, {
      headers: { Authorization: auth },
    })
    expect(res.status).toBe(200)
    const page = await fetch(`${WEB}/courses?preview=1`)
    expect(page.status).toBe(200)
    // The page's live-preview island knows which origin the admin's messages come from.
    const html = await page.text()
    const island = /data-island="PreviewBlocks" data-props="([^"]*)"/.exec(html)
    expect(island, 'the live-preview island').not.toBeNull()
    const props = JSON.parse(
      island![1].replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    ) as { cmsOrigin?: string }
    expect(props.cmsOrigin).toBe(new URL(CMS).origin)
  })
})
