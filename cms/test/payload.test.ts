/**
 * Integration tests of the content model on a real Payload instance (Local API, committed migrations
 * applied, seed run): seeding is idempotent, leaves staff edits alone and fires no site-cache purge,
 * and the access rules refuse what they must. Runs on a fresh SQLite file in a temp dir, or on the empty database named by
 * CMS_TEST_DATABASE_URI (e.g. a Postgres one).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_MEDIA } from '@aivis/collections/seed/media'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-test-'))
const API_KEY = 'test-service-api-key-abcdefghijklmnop'
let payload: Payload
let seed: typeof import('@aivis/collections').seed

// Stands in for the site's purge endpoint: every purge request the CMS sends lands here.
const purges: unknown[] = []
const purgeSite = createServer((req, res) => {
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    purges.push(JSON.parse(body))
    res.writeHead(204).end()
  })
})

beforeAll(async () => {
  await new Promise<void>((r) => purgeSite.listen(0, '127.0.0.1', r))
  const { port } = purgeSite.address() as AddressInfo
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.CMS_API_KEY = API_KEY
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.WEB_PURGE_URL = `http://127.0.0.1:${port}/_internal/cms-purge`
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  seed = (await import('@aivis/collections')).seed
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.destroy()
  purgeSite.close()
  rmSync(dir, { recursive: true, force: true })
})

const seedOpts = () => ({
  adminEmail: 'admin@example.com',
  adminPassword: 'admin-password-change-me',
  serviceEmail: 'audit-service@example.com',
  serviceApiKey: API_KEY,
  log: () => {},
})

/** Where the seed reads the platform marks and the promo video, as the CMS's start passes them. */
const repoRoot = path.resolve(import.meta.dirname, '../..')
const mediaDirs = {
  brandIcons: path.join(repoRoot, 'node_modules', '@lobehub', 'icons-static-svg', 'icons'),
  promo: path.join(repoRoot, 'collections', 'src', 'seed', 'media'),
}

/** The audit service's account, as a request user. */
async function serviceUser() {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'audit-service@example.com' } },
    overrideAccess: true,
  })
  return { ...docs[0], collection: 'users' } as any
}

async function userWithRoles(roles: string[]) {
  const email = `${roles.join('-')}@example.com`
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (existing.docs[0]) return { ...existing.docs[0], collection: 'users' }
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: 'password-1234', roles } as never,
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' }
}

describe('seed (first start)', () => {
  it('fires no site-cache purge for its writes, while a staff edit does (docs/decisions/0005)', async () => {
    // The first-start seed ran inside getPayload. Purges are fire-and-forget, so a staff edit made
    // afterwards is the marker: once its purge has arrived, any the seed had sent would have too.
    await payload.updateGlobal({ slug: 'site-settings', data: {} })
    for (let t = 0; purges.length === 0 && t < 200; t++) await new Promise((r) => setTimeout(r, 10))
    await new Promise((r) => setTimeout(r, 100))
    expect(purges).toEqual([{ global: 'site-settings' }])
  })

  it('creates the four offers with the prices and terms of spec §9', async () => {
    const { docs } = await payload.find({ collection: 'offers', sort: 'order', depth: 1 })
    const bySlug = Object.fromEntries(docs.map((d: any) => [d.slug, d]))
    expect(docs.map((d: any) => d.slug)).toEqual(['course', 'foundations', 'pro', 'maintenance'])
    expect(bySlug.course.price).toBe(149)
    expect(bySlug.course.billing).toBe('one-time')
    expect(bySlug.foundations.price).toBe(1997)
    expect(bySlug.pro.price).toBe(3997)
    expect(bySlug.maintenance).toMatchObject({
      price: 997,
      billing: 'monthly',
      minimumTermMonths: 3,
    })
    expect(bySlug.maintenance.prerequisites.map((p: any) => p.slug).sort()).toEqual([
      'foundations',
      'pro',
    ])
    expect(bySlug.foundations.deliveryTime).toBe('10–14 days')
    expect(bySlug.pro.deliveryTime).toBe('21–28 days')
  })

  it('creates nine home FAQs including the refund rules of spec §5', async () => {
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { placement: { contains: 'home' } },
      limit: 50,
    })
    expect(docs).toHaveLength(9)
    const all = docs.map((d: any) => d.answer).join('\n')
    // The refund terms are one promise of the site settings, quoted (decision 0128).
    expect(all).toContain('{promise:refundTerms}')
    const { promises } = await payload.findGlobal({ slug: 'site-settings' })
    expect(promises.refundTerms).toMatch(/within 7 days/)
    expect(promises.refundTerms).toMatch(/no more than 3 lessons/)
    expect(all).toMatch(/not refundable once work has started/)
  })

  it('creates six published compare pages, footer pages with HTML bodies, and non-colliding redirects', async () => {
    const compare = await payload.find({ collection: 'compare-pages', limit: 50 })
    expect(compare.totalDocs).toBe(6)
    const privacy = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy' } },
    })
    expect((privacy.docs[0] as any).bodyHtml).toContain('<h2>What we collect</h2>')
    const redirects = await payload.find({ collection: 'redirects', limit: 100 })
    const from = redirects.docs.map((r: any) => r.from)
    expect(redirects.docs.find((r: any) => r.from === '/privacy-policy')).toMatchObject({
      to: '/privacy',
    })
    const pages = await payload.find({ collection: 'pages', limit: 100 })
    for (const p of pages.docs as any[]) expect(from).not.toContain(`/${p.slug}`)
  })

  it('is idempotent and leaves staff deletions and edits alone', async () => {
    const faq = (await payload.find({ collection: 'faqs', limit: 1 })).docs[0]
    await payload.delete({ collection: 'faqs', id: faq.id })
    await payload.update({
      collection: 'offers',
      where: { slug: { equals: 'course' } },
      data: { price: 199 },
    })
    const before = await payload.count({ collection: 'faqs' })
    const report = await seed(payload, seedOpts())
    expect(report.created).toEqual({})
    expect(report.adminCreated).toBe(false)
    expect(report.serviceAccount).toBe('unchanged')
    expect((await payload.count({ collection: 'faqs' })).totalDocs).toBe(before.totalDocs)
    const course = await payload.find({
      collection: 'offers',
      where: { slug: { equals: 'course' } },
    })
    expect((course.docs[0] as any).price).toBe(199)
  })

  it('rotates the service account API key when CMS_API_KEY changes', async () => {
    const report = await seed(payload, {
      ...seedOpts(),
      serviceApiKey: 'rotated-key-abcdefghijklmnopqrstuv',
    })
    expect(report.serviceAccount).toBe('updated')
    await seed(payload, seedOpts())
  })
})

describe('access rules', () => {
  const leadCollections = [
    'audits',
    'inquiries',
    'newsletter-subscribers',
    'business-profiles',
  ] as const

  it.each(leadCollections)('refuses anonymous reads and writes of %s', async (collection) => {
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/)
    await expect(
      payload.create({
        collection,
        data: { email: 'a@b.co', domain: 'x.com' } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/)
  })

  it('lets the service account create an audit but not read leads', async () => {
    const user = await serviceUser()
    const doc = await payload.create({
      collection: 'audits',
      data: {
        business_name: 'Acme Plumbing',
        specialism: 'plumbing',
        location: 'Sydney',
        severity: 'LOW',
      } as never,
      user,
      overrideAccess: false,
    })
    expect(doc.id).toBeDefined()
    await expect(
      payload.find({ collection: 'audits', user, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/)
    await expect(
      payload.update({
        collection: 'offers',
        where: {},
        data: { price: 1 } as never,
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/)
  })

  it('lets sales read leads and editors edit content but not read leads', async () => {
    const sales = await userWithRoles(['sales'])
    const editor = await userWithRoles(['editor'])
    const audits = await payload.find({
      collection: 'audits',
      user: sales as any,
      overrideAccess: false,
    })
    expect(audits.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.find({ collection: 'audits', user: editor as any, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/)
    const updated = await payload.update({
      collection: 'offers',
      where: { slug: { equals: 'pro' } },
      data: { price: 4100 } as never,
      user: editor as any,
      overrideAccess: false,
    })
    expect((updated.docs[0] as any).price).toBe(4100)
  })

  it('hides draft pages from anonymous visitors', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Secret', slug: 'secret', _status: 'draft' } as never,
      draft: true,
    })
    const anon = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret' } },
      overrideAccess: false,
    })
    expect(anon.totalDocs).toBe(0)
  })

  it('seeds a published post and hides draft posts from anonymous visitors', async () => {
    const seeded = await payload.find({ collection: 'posts', overrideAccess: false })
    expect(seeded.docs.map((p) => p.slug)).toEqual(['how-ai-assistants-choose-who-to-recommend'])
    expect((seeded.docs[0] as any).bodyHtml).toContain('They repeat what the web agrees on')
    await payload.create({
      collection: 'posts',
      data: {
        title: 'Unfinished',
        slug: 'unfinished',
        excerpt: 'Soon.',
        _status: 'draft',
      } as never,
      draft: true,
    })
    const anon = await payload.find({
      collection: 'posts',
      where: { slug: { equals: 'unfinished' } },
      overrideAccess: false,
    })
    expect(anon.totalDocs).toBe(0)
  })

  it('keeps newsletter emails unique', async () => {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: 'dup@example.com' },
    })
    await expect(
      payload.create({ collection: 'newsletter-subscribers', data: { email: 'dup@example.com' } }),
    ).rejects.toThrow()
  })
})

describe('pages from blocks and media', () => {
  it('seeds the page `home` with the nine sections of spec §2 as blocks, in order', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
    })
    expect(docs).toHaveLength(1)
    expect((docs[0].layout ?? []).map((b: { blockType: string }) => b.blockType)).toEqual([
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
    const compare = await payload.find({ collection: 'compare-pages', limit: 1 })
    expect(compare.docs[0].layout?.[0]).toMatchObject({ blockType: 'comparisonTable' })
  })

  it('creates `home` again when it is missing (a database seeded before blocks)', async () => {
    await payload.delete({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      overrideAccess: true,
    })
    const report = await seed(payload, seedOpts())
    expect(report.created.pages).toBe(1)
    const again = await seed(payload, seedOpts())
    expect(again.created.pages).toBeUndefined()
  })

  it('renders a rich-text block to HTML on read and refuses an off-site protocol-relative button', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'about' } },
    })
    const { richText } = await import('@aivis/collections/seed/lexical')
    const page = await payload.update({
      collection: 'pages',
      id: docs[0].id,
      data: {
        layout: [{ blockType: 'richText', content: richText(['## Our story', 'Since 2024.']) }],
      },
      overrideAccess: true,
    })
    expect(page.layout?.[0]).toMatchObject({ blockType: 'richText' })
    expect((page.layout?.[0] as { html?: string }).html).toContain('<h2>Our story</h2>')
    await expect(
      payload.update({
        collection: 'pages',
        id: docs[0].id,
        data: { layout: [{ blockType: 'cta', title: 'Go', buttonUrl: '//evil.example' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Button Url|buttonUrl/i)
  })

  it('stores an uploaded logo that anyone may read, and only staff may upload', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')
    const file = { data: svg, mimetype: 'image/svg+xml', name: 'claude.svg', size: svg.length }
    const logo = await payload.create({
      collection: 'media',
      data: { alt: 'Claude logo' },
      file,
      overrideAccess: true,
    })
    expect(logo).toMatchObject({ filename: 'claude.svg', mimeType: 'image/svg+xml' })
    const read = await payload.findByID({ collection: 'media', id: logo.id, overrideAccess: false })
    expect(read.alt).toBe('Claude logo')
    await expect(
      payload.create({ collection: 'media', data: { alt: 'x' }, file, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('seeded media: the platform marks and the promo video (docs/decisions/0080, 0081)', () => {
  it('puts the four marks and the video, its MP4 copy, poster and captions in Media at first start', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 0, pagination: false })
    const byName = Object.fromEntries(docs.map((d) => [d.filename, d.mimeType]))
    expect(byName).toMatchObject({
      'chatgpt-logo.svg': 'image/svg+xml',
      'claude-logo.svg': 'image/svg+xml',
      'gemini-logo.svg': 'image/svg+xml',
      'perplexity-logo.svg': 'image/svg+xml',
      'promo-video.webm': 'video/webm',
      'promo-video.mp4': 'video/mp4',
      'promo-video-poster.webp': 'image/webp',
      'promo-video.vtt': 'text/vtt',
    })
  })

  it('shows them on the home page: the hero plays the video, each platform has its mark', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      depth: 1,
    })
    const layout = (docs[0].layout ?? []) as any[]
    const hero = layout.find((b) => b.blockType === 'hero')
    expect(
      ['promoVideo', 'promoVideoMp4', 'promoPoster', 'promoCaptions'].map((f) => hero[f]?.filename),
    ).toEqual(['promo-video.webm', 'promo-video.mp4', 'promo-video-poster.webp', 'promo-video.vtt'])
    const stats = layout.find((b) => b.blockType === 'stats')
    expect(stats.platforms.map((p: any) => [p.name, p.logo?.filename])).toEqual([
      ['ChatGPT', 'chatgpt-logo.svg'],
      ['Claude', 'claude-logo.svg'],
      ['Gemini', 'gemini-logo.svg'],
      ['Perplexity', 'perplexity-logo.svg'],
    ])
  })

  it('takes WebVTT captions as text/vtt and refuses any other text file', async () => {
    const { NOT_WEBVTT } = await import('@aivis/collections/Media/index')
    const upload = (name: string, text: string, mimetype: string) => {
      const data = Buffer.from(text)
      return payload.create({
        collection: 'media',
        data: { alt: name },
        file: { data, mimetype, name, size: data.length },
        overrideAccess: true,
      })
    }
    const vtt = await upload(
      'captions.vtt',
      'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n',
      'text/plain',
    )
    expect(vtt.mimeType).toBe('text/vtt')
    const refused = { data: { errors: [{ path: 'file', message: NOT_WEBVTT }] } }
    await expect(upload('notes.txt', 'WEBVTT\n', 'text/plain')).rejects.toMatchObject(refused)
    await expect(upload('fake.vtt', 'hello', 'text/vtt')).rejects.toMatchObject(refused)
  })

  it('fills an older home page’s empty video and logo fields when it seeds Media, keeping a video link staff set', async () => {
    const home = async () =>
      (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 1 }))
        .docs[0] as any
    const emptyMedia = async () => {
      const { docs } = await payload.find({ collection: 'media', limit: 0, pagination: false })
      for (const f of docs) await payload.delete({ collection: 'media', id: f.id })
    }
    const setHero = async (fields: object) => {
      const page = await home()
      await payload.update({
        collection: 'pages',
        id: page.id,
        data: {
          layout: page.layout.map((b: any) => (b.blockType === 'hero' ? { ...b, ...fields } : b)),
        } as never,
      })
    }
    const block = (layout: any[], type: string) => layout.find((b) => b.blockType === type)
    // A database from before the media were seeded: no media, the home page without them, and
    // files of the same names left on the disk (Payload then stores the uploads renamed).
    await emptyMedia()
    for (const file of SEED_MEDIA)
      writeFileSync(path.join(process.env.MEDIA_DIR!, file.filename), 'left from before')
    let layout = (await home()).layout
    expect(block(layout, 'hero').promoVideo ?? null).toBeNull()
    expect(block(layout, 'stats').platforms.map((p: any) => p.logo ?? null)).toEqual([
      null,
      null,
      null,
      null,
    ])
    const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
    await setHero({ promoVideoUrl: link })
    expect((await seed(payload, { ...seedOpts(), mediaDirs })).created.media).toBe(8)
    layout = (await home()).layout
    expect(block(layout, 'hero')).toMatchObject({ promoVideoUrl: link, promoVideo: null })
    expect(block(layout, 'stats').platforms.map((p: any) => p.logo?.filename)).toEqual([
      'chatgpt-logo-1.svg',
      'claude-logo-1.svg',
      'gemini-logo-1.svg',
      'perplexity-logo-1.svg',
    ])
    // Media is no longer empty: another run adds nothing.
    expect((await seed(payload, { ...seedOpts(), mediaDirs })).created.media).toBeUndefined()
    // Without the link, a hero with no video of its own gets the seeded one.
    await emptyMedia()
    await setHero({ promoVideoUrl: null })
    await seed(payload, { ...seedOpts(), mediaDirs })
    expect(block((await home()).layout, 'hero').promoVideo?.filename).toMatch(
      /^promo-video(-\d+)?\.webm$/,
    )
  })
})

describe('redirects stay on the site unless an admin says otherwise (docs/decisions/0040)', () => {
  const create = (to: string, user: object, external?: boolean) =>
    payload.create({
      collection: 'redirects',
      data: { from: `/go-${Math.random().toString(36).slice(2, 8)}`, to, external } as never,
      user: user as never,
      overrideAccess: false,
    })

  it('refuses protocol-relative and backslash targets from anyone', async () => {
    const admin = await userWithRoles(['admin'])
    await expect(create('//evil.example/phish', admin)).rejects.toThrow(/To/)
    await expect(create('/\\evil.example', admin)).rejects.toThrow(/To/)
    await expect(create('javascript:alert(1)', admin, true)).rejects.toThrow(/To/)
  })

  it('lets an editor point only at paths; an admin may mark an off-site URL external', async () => {
    const editor = await userWithRoles(['editor'])
    const admin = await userWithRoles(['admin'])
    expect(await create('/pricing', editor)).toMatchObject({ to: '/pricing' })
    await expect(create('https://evil.example', editor)).rejects.toThrow(/To/)
    // The editor's tick on `external` is dropped (admins only), so the URL is still refused.
    await expect(create('https://evil.example', editor, true)).rejects.toThrow(/To/)
    expect(await create('https://academy.visibly.ai', admin, true)).toMatchObject({
      external: true,
    })
  })
})

describe('API keys: only admins mint them (docs/decisions/0045)', () => {
  it('only admins mint them; a staff member cannot give themselves one', async () => {
    const editor = await userWithRoles(['editor'])
    await expect(
      payload.update({
        collection: 'users',
        id: editor.id,
        data: { enableAPIKey: true, apiKey: 'persist-000000000000000000000000' } as never,
        user: editor as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow('Only admins can create API keys')
    // An ordinary profile save still works.
    const renamed = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { name: 'Eddie', enableAPIKey: false } as never,
      user: editor as never,
      overrideAccess: false,
    })
    expect(renamed.name).toBe('Eddie')
    const admin = await userWithRoles(['admin'])
    const granted = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { enableAPIKey: true, apiKey: 'granted-00000000000000000000000000' } as never,
      user: admin as never,
      overrideAccess: false,
    })
    expect(granted.enableAPIKey).toBe(true)
    // With a key an admin gave, the editor's own saves keep working.
    const again = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { name: 'Edwina', enableAPIKey: true } as never,
      user: editor as never,
      overrideAccess: false,
    })
    expect(again.name).toBe('Edwina')
  })
})

describe('sign-in limits (docs/decisions/0031) and the service account (docs/decisions/0045)', () => {
  // The CMS's server sets x-cms-peer-address to the TCP peer (src/peerAddress.ts).
  const from = (address: string, forwardedFor?: string) => ({
    headers: new Headers({
      'x-cms-peer-address': address,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    }),
  })
  const login = (email: string, password: string, address = '203.0.113.9', forwardedFor?: string) =>
    payload.login({
      collection: 'users',
      data: { email, password },
      req: from(address, forwardedFor) as never,
    })
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => 'signed in',
      (err: Error) => err.message,
    )

  it('limits attempts per account and address, with one message whether or not the account exists', async () => {
    const { resetLoginLimits, LOGIN_ATTEMPTS_PER_ACCOUNT } =
      await import('@aivis/collections/auth/signInLimits')
    resetLoginLimits()
    await userWithRoles(['editor'])
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) {
      expect(await failure(login('editor@example.com', 'wrong-password'))).toBe(
        'The email or password provided is incorrect.',
      )
    }
    const blocked = await failure(login('editor@example.com', 'password-1234'))
    expect(blocked).toMatch(/^Too many sign-in attempts\. Please try again in 15 minutes\.$/)
    // An unknown account gets the same treatment: nothing tells which accounts exist.
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
      await failure(login('nobody@example.com', 'wrong-password'))
    expect(await failure(login('nobody@example.com', 'x'))).toBe(blocked)
    // The staff member, from their own address, is not locked out by someone else's failures.
    expect(await failure(login('editor@example.com', 'password-1234', '198.51.100.7'))).toBe(
      'signed in',
    )
    resetLoginLimits()
  })

  it('keys on the TCP peer: a new X-Forwarded-For per attempt does not escape the limit', async () => {
    const { resetLoginLimits, LOGIN_ATTEMPTS_PER_ACCOUNT } =
      await import('@aivis/collections/auth/signInLimits')
    resetLoginLimits()
    await userWithRoles(['editor'])
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
      await failure(login('editor@example.com', 'wrong-password', '203.0.113.20', `10.0.0.${i}`))
    expect(
      await failure(login('editor@example.com', 'password-1234', '203.0.113.20', '9.9.9.9')),
    ).toMatch(/^Too many sign-in attempts/)
    resetLoginLimits()
  })

  it('with one trusted proxy, keys on the address the proxy appended', async () => {
    const { resetLoginLimits, clientAddress, LOGIN_ATTEMPTS_PER_ACCOUNT } =
      await import('@aivis/collections/auth/signInLimits')
    const { settingsOf } = await import('@aivis/collections')
    resetLoginLimits()
    // The content model's setting in the running config (CMS_TRUSTED_PROXY_HOPS=1 at start).
    const settings = settingsOf(payload)
    settings.trustedProxyHops = 1
    try {
      const proxy = '10.1.1.1'
      expect(clientAddress({ ...from(proxy, '198.51.100.1, 192.0.2.7'), payload } as never)).toBe(
        '192.0.2.7',
      )
      expect(clientAddress({ ...from(proxy), payload } as never)).toBe(proxy)
      await userWithRoles(['editor'])
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++)
        await failure(
          login('editor@example.com', 'wrong-password', proxy, `spoofed-${i}, 192.0.2.7`),
        )
      // The same client through another proxy instance is still limited...
      expect(
        await failure(login('editor@example.com', 'password-1234', '10.1.1.2', '192.0.2.7')),
      ).toMatch(/^Too many sign-in attempts/)
      // ...and another client behind the same proxy is not.
      expect(await failure(login('editor@example.com', 'password-1234', proxy, '192.0.2.8'))).toBe(
        'signed in',
      )
    } finally {
      settings.trustedProxyHops = 0
      resetLoginLimits()
    }
  })

  it('answers 429 over REST with the message the admin shows and Retry-After', async () => {
    const { resetLoginLimits, LOGIN_ATTEMPTS_PER_ACCOUNT } =
      await import('@aivis/collections/auth/signInLimits')
    const { handleEndpoints } = await import('payload')
    resetLoginLimits()
    const post = () =>
      handleEndpoints({
        config: payload.config,
        request: new Request('http://localhost:3001/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-cms-peer-address': '203.0.113.30' },
          body: JSON.stringify({ email: 'editor@example.com', password: 'wrong-password' }),
        }),
      })
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT; i++) expect((await post()).status).toBe(401)
    const res = await post()
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(await res.json()).toEqual({
      errors: [{ message: 'Too many sign-in attempts. Please try again in 15 minutes.' }],
    })
    resetLoginLimits()
  })

  it('names its 429 error itself, so a bundled anonymous APIError class still shows the message', async () => {
    const { TooManySignInAttempts } = await import('@aivis/collections/auth/signInLimits')
    const err = new TooManySignInAttempts(1)
    expect(Object.getOwnPropertyDescriptor(err, 'name')?.value).toBe('TooManySignInAttempts')
    expect(err.message).toBe('Too many sign-in attempts. Please try again in 1 minute.')
    expect(err.status).toBe(429)
  })

  it('a successful sign-in clears the count for that account and address', async () => {
    const { resetLoginLimits, LOGIN_ATTEMPTS_PER_ACCOUNT } =
      await import('@aivis/collections/auth/signInLimits')
    resetLoginLimits()
    await userWithRoles(['editor'])
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT - 1; i++)
      await failure(login('editor@example.com', 'wrong-password'))
    expect(await failure(login('editor@example.com', 'password-1234'))).toBe('signed in')
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT - 1; i++)
      await failure(login('editor@example.com', 'wrong-password'))
    expect(await failure(login('editor@example.com', 'password-1234'))).toBe('signed in')
    resetLoginLimits()
  })

  it('the service account signs in with its API key only; a new key revokes the old one', async () => {
    const { resetLoginLimits } = await import('@aivis/collections/auth/signInLimits')
    resetLoginLimits()
    expect(await failure(login('audit-service@example.com', `${API_KEY}#svc`))).toBe(
      'The email or password provided is incorrect.',
    )
    const asKey = async (key: string) => {
      const { createHmac } = await import('node:crypto')
      const index = createHmac('sha256', payload.secret).update(key).digest('hex')
      return (
        await payload.count({
          collection: 'users',
          where: { apiKeyIndex: { equals: index } },
          overrideAccess: true,
        })
      ).totalDocs
    }
    expect(await asKey(API_KEY)).toBe(1)
    const rotated = 'rotated-service-api-key-0123456789abcdef'
    const report = await seed(payload, { ...seedOpts(), serviceApiKey: rotated })
    expect(report.serviceAccount).toBe('updated')
    expect(await asKey(rotated)).toBe(1)
    expect(await asKey(API_KEY)).toBe(0)
    await seed(payload, seedOpts())
  })

  it('the service account cannot change itself, unlock users or read drafts', async () => {
    const service = await serviceUser()
    await expect(
      payload.update({
        collection: 'users',
        id: service.id,
        data: { password: 'my-own-password-123' } as never,
        user: service as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: 'admin@example.com' },
        overrideAccess: false,
        req: { user: service } as never,
      }),
    ).rejects.toThrow()
    const drafts = await payload.find({
      collection: 'pages',
      draft: true,
      where: { _status: { equals: 'draft' } },
      user: service as never,
      overrideAccess: false,
    })
    expect(drafts.docs).toEqual([])
    // Nor the version history, where every draft is kept (GET /api/pages/versions).
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Unpublished working title',
        slug: 'working-draft',
        _status: 'draft',
      } as never,
      draft: true,
      overrideAccess: true,
    })
    for (const collection of ['pages', 'compare-pages', 'posts'] as const) {
      await expect(
        payload.findVersions({ collection, user: service as never, overrideAccess: false }),
      ).rejects.toThrow(/not allowed/i)
    }
    const editor = await userWithRoles(['editor'])
    const history = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      user: editor as never,
      overrideAccess: false,
    })
    expect(history.docs.map((v: any) => v.version.title)).toContain('Unpublished working title')
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
  })

  it("the service account cannot read or write the admin's document locks", async () => {
    const service = await serviceUser()
    const editor = await userWithRoles(['editor'])
    const [page] = (await payload.find({ collection: 'pages', limit: 1, overrideAccess: true }))
      .docs
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'pages', value: page.id },
        user: { relationTo: 'users', value: editor.id },
      } as never,
      user: editor as never,
      overrideAccess: false,
    })
    await expect(
      payload.find({
        collection: 'payload-locked-documents',
        user: service as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: {
          globalSlug: 'site-settings',
          user: { relationTo: 'users', value: service.id },
        } as never,
        user: service as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.delete({
        collection: 'payload-locked-documents',
        id: lock.id,
        user: service as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    // The service still writes leads while a staff member holds a lock.
    const audit = await payload.create({
      collection: 'audits',
      data: {
        business_name: 'Lock Test Dental',
        specialism: 'dentist',
        location: 'Perth',
        severity: 'LOW',
      } as never,
      user: service as never,
      overrideAccess: false,
    })
    expect(audit.id).toBeDefined()
    await payload.delete({
      collection: 'payload-locked-documents',
      id: lock.id,
      overrideAccess: true,
    })
  })
})

describe('the write log: one line per API write, with the request id (docs/decisions/0032)', () => {
  it("logs each API write with the caller's request id, and not the seed's writes nor any content", async () => {
    const { vi } = await import('vitest')
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const service = await serviceUser()
      const doc = await payload.create({
        collection: 'inquiries',
        data: {
          name: 'Ana Silva',
          email: 'ana@example.com',
          businessName: 'Harbour Dental',
          message: 'Please analyse how assistants see our practice.',
          idempotency_key: 'write-log-0001',
        } as never,
        user: service as never,
        overrideAccess: false,
        req: { headers: new Headers({ 'x-request-id': 'site-req-0001' }) } as never,
      })
      const writes = info.mock.calls.filter((c) => c[1] === 'cms write')
      expect(writes).toEqual([
        [
          {
            reqId: 'site-req-0001',
            collection: 'inquiries',
            operation: 'create',
            id: doc.id,
            userId: service.id,
            userCollection: 'users',
          },
          'cms write',
        ],
      ])
      expect(JSON.stringify(writes)).not.toMatch(/Harbour|ana@example/)
      info.mockClear()
      // A malformed id is dropped; a write without a user (the seed) is not logged at all.
      await payload.update({
        collection: 'inquiries',
        id: doc.id,
        data: { status: 'contacted' } as never,
        user: service as never,
        req: { headers: new Headers({ 'x-request-id': 'bad id with spaces' }) } as never,
      })
      await seed(payload, seedOpts())
      expect(info.mock.calls.filter((c) => c[1] === 'cms write')).toEqual([
        [expect.objectContaining({ reqId: undefined, operation: 'update' }), 'cms write'],
      ])
    } finally {
      info.mockRestore()
    }
  })
})

describe('switching to production: the development admin password is replaced (docs/decisions/0037)', () => {
  it('replaces the development admin password the database still holds', async () => {
    const { resetLoginLimits } = await import('@aivis/collections/auth/signInLimits')
    resetLoginLimits()
    const signIn = (password: string) =>
      payload.login({ collection: 'users', data: { email: 'admin@example.com', password } }).then(
        () => true,
        () => false,
      )
    expect(await signIn('admin-password-change-me')).toBe(true)
    const strong = 'a-long-production-admin-password-42'
    await seed(payload, {
      ...seedOpts(),
      adminPassword: strong,
      devAdminPassword: 'admin-password-change-me',
      production: true,
    })
    expect(await signIn('admin-password-change-me')).toBe(false)
    expect(await signIn(strong)).toBe(true)
    // Back to the development password for the other tests.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@example.com' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: docs[0].id,
      data: { password: 'admin-password-change-me' } as never,
      overrideAccess: true,
    })
    resetLoginLimits()
  })
})
