/**
 * Customers' profiles (docs/decisions/0131) through the CMS's REST API on a fresh database: a
 * customer sets and removes their own avatar (`PUT`/`DELETE /api/customers/avatar`, the image as
 * the raw body), reads its file, and nobody else reads, changes or deletes it; files the
 * contract's rule refuses (too large, not a PNG, JPEG or WebP, or bytes that are not the type they
 * claim) are refused with its messages; the name keeps the contract's profile schema.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, AVATAR_RULE } from '@aivis/contract'
import { restCall } from './rest'

const dir = mkdtempSync(path.join(tmpdir(), 'cms-avatars-'))
let payload: Payload
const PASSWORD = 'a-long-customer-password'
const tokens: Record<'a' | 'b', string> = { a: '', b: '' }
const ids: Record<'a' | 'b', number | string> = { a: 0, b: 0 }

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

beforeAll(async () => {
  process.env.DATABASE_URI = process.env.CMS_TEST_DATABASE_URI || `file:${path.join(dir, 'cms.db')}`
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.WEB_PURGE_URL = 'off'
  const { getPayload } = await import('payload')
  const config = (await import('../src/payload.config')).default
  payload = await getPayload({ config })
  for (const who of ['a', 'b'] as const) {
    const doc = await payload.create({
      collection: 'customers',
      data: { email: `${who}@avatars.example`, password: PASSWORD, _verified: true },
      disableVerificationEmail: true,
      overrideAccess: true,
    })
    ids[who] = doc.id
    const login = await restCall(payload.config, 'POST', '/customers/login', {
      body: { email: `${who}@avatars.example`, password: PASSWORD },
    })
    tokens[who] = login.json.token
  }
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

/** A request with a raw body (`type` its Content-Type), as the site's server sends an avatar. */
async function raw(method: string, urlPath: string, body?: Buffer, type?: string, token?: string) {
  const { handleEndpoints } = await import('payload')
  const res = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost:3001/api${urlPath}`, {
      method,
      headers: {
        'x-cms-peer-address': '203.0.113.70',
        ...(type ? { 'content-type': type } : {}),
        ...(body ? { 'content-length': String(body.length) } : {}),
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
    }),
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  const json = (res.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(bytes.toString('utf8'))
    : null
  return { status: res.status, json, bytes, headers: res.headers }
}

const avatarOf = async (who: 'a' | 'b') =>
  (
    (await payload.findByID({
      collection: 'customers',
      id: ids[who],
      depth: 1,
      overrideAccess: true,
    })) as { avatar?: { id: number; filename: string } | null }
  ).avatar ?? null

describe('a customer’s avatar (decision 0131)', () => {
  it('is set by its owner, read only by them (and admins), and replaced by a new one', async () => {
    const set = await raw('PUT', '/customers/avatar', PNG, 'image/png', tokens.a)
    expect(set.status).toBe(200)
    expect(set.json.user).toMatchObject({
      id: ids.a,
      avatar: { filename: expect.stringMatching(/^avatar.*\.png$/), mimeType: 'image/png' },
    })
    const first = (await avatarOf('a'))!
    const file = `/customer-avatars/file/${first.filename}`
    const own = await raw('GET', file, undefined, undefined, tokens.a)
    expect(own.status).toBe(200)
    expect(own.bytes.equals(PNG)).toBe(true)
    // Another customer and a visitor read neither the file nor the document.
    for (const token of [tokens.b, undefined]) {
      expect((await raw('GET', file, undefined, undefined, token)).status).toBeGreaterThanOrEqual(
        400,
      )
      const doc = await restCall(payload.config, 'GET', `/customer-avatars/${first.id}`, { token })
      expect(doc.status).toBeGreaterThanOrEqual(400)
      const list = await restCall(payload.config, 'GET', '/customer-avatars', { token })
      expect(list.json.docs ?? []).toEqual([])
    }
    // Nor do they delete it, or point their own account at it.
    const del = await restCall(payload.config, 'DELETE', `/customer-avatars/${first.id}`, {
      token: tokens.b,
    })
    expect(del.status).toBeGreaterThanOrEqual(400)
    await restCall(payload.config, 'PATCH', `/customers/${ids.b}`, {
      token: tokens.b,
      body: { avatar: first.id },
    })
    expect(await avatarOf('b')).toBeNull()
    // Nobody creates one over REST: only the endpoint does.
    const made = await restCall(payload.config, 'POST', '/customer-avatars', {
      token: tokens.b,
      body: { customer: ids.a },
    })
    expect(made.status).toBeGreaterThanOrEqual(400)

    // A new one replaces the old, whose file goes.
    const again = await raw('PUT', '/customers/avatar', PNG, 'image/png', tokens.a)
    expect(again.status).toBe(200)
    const second = (await avatarOf('a'))!
    expect(second.id).not.toBe(first.id)
    const { totalDocs } = await payload.count({
      collection: 'customer-avatars',
      where: { customer: { equals: ids.a } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
    const files = await readdir(path.join(dir, 'media', 'customer-avatars'))
    expect(files).toEqual([second.filename])
    // Kept apart from the public media: the media route does not serve it.
    const media = await raw('GET', `/media/file/${second.filename}`)
    expect(media.status).toBe(404)

    // Removed by its owner.
    const removed = await raw('DELETE', '/customers/avatar', undefined, undefined, tokens.a)
    expect(removed.status).toBe(200)
    expect(removed.json.user.avatar ?? null).toBeNull()
    expect(await readdir(path.join(dir, 'media', 'customer-avatars'))).toEqual([])
  })

  it('refuses a file too large, of another type, or whose bytes are not the type it claims, with a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_RULE.maxBytes)])
    const cases: [Buffer, string, string][] = [
      [big, 'image/png', ACCOUNT_MESSAGES.avatarSize],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
        ACCOUNT_MESSAGES.avatarType,
      ],
      [Buffer.from('GIF89a'), 'image/gif', ACCOUNT_MESSAGES.avatarType],
      [
        Buffer.from('<html><script>alert(1)</script></html>'),
        'image/png',
        ACCOUNT_MESSAGES.avatarType,
      ],
      [Buffer.alloc(0), 'image/png', ACCOUNT_MESSAGES.avatarEmpty],
    ]
    for (const [body, type, message] of cases) {
      const res = await raw('PUT', '/customers/avatar', body, type, tokens.b)
      expect(res.status, `${type} ${body.length}`).toBe(400)
      expect(res.json).toEqual({ error: 'validation_failed', message, fields: { avatar: message } })
    }
    expect(await avatarOf('b')).toBeNull()
    const { totalDocs } = await payload.count({
      collection: 'customer-avatars',
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('asks for a session', async () => {
    const res = await raw('PUT', '/customers/avatar', PNG, 'image/png')
    expect(res.status).toBe(401)
  })
})

describe('a customer’s name (decision 0131)', () => {
  it('keeps the contract’s profile schema when its owner changes it', async () => {
    const long = await restCall(payload.config, 'PATCH', `/customers/${ids.a}`, {
      token: tokens.a,
      body: { name: 'x'.repeat(121) },
    })
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.json)).toContain(ACCOUNT_MESSAGES.name)
    const ok = await restCall(payload.config, 'PATCH', `/customers/${ids.a}`, {
      token: tokens.a,
      body: { name: 'Ana Pérez' },
    })
    expect(ok.json.doc.name).toBe('Ana Pérez')
  })
})
