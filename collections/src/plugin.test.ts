import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { logChange, logDelete } from './hooks/logWrites'
import { collections, contentModel, globals, type ContentModelOptions } from './plugin'
import { settingsOf } from './settings'

const options: ContentModelOptions = {
  purge: { url: 'http://web:3010/_internal/cms-purge', secret: 'purge-secret' },
  siteKey: 'site-key',
  accountMail: { url: 'http://audit-service:3002/', key: 'service-key' },
  trustedProxyHops: 1,
  siteUrl: 'https://aivis.example/',
  mediaDir: '/data/media',
  secureCookies: true,
}

const build = async (change: Partial<ContentModelOptions> = {}, config = {} as Config) =>
  contentModel({ ...options, ...change })(config)

const slugs = (list: { slug: string }[] | undefined) => (list ?? []).map((c) => c.slug)

describe('contentModel', () => {
  it("appends every collection and global to the config's own, and keeps the settings in custom.aivis", async () => {
    const own = { slug: 'own' } as CollectionConfig
    const config = await build({}, {
      collections: [own],
      custom: { other: 1 },
    } as unknown as Config)
    expect(slugs(config.collections)).toEqual(['own', ...slugs(collections)])
    expect(slugs(config.globals)).toEqual(slugs(globals))
    expect(config.custom?.other).toBe(1)
    expect(settingsOf({ config })).toEqual({
      purge: options.purge,
      siteKey: 'site-key',
      accountMail: { url: 'http://audit-service:3002', key: 'service-key' },
      trustedProxyHops: 1,
      siteUrl: 'https://aivis.example',
    })
  })

  it('keeps uploads in mediaDir and gives staff cookies the policy asked for (decision 0045)', async () => {
    const find = (config: Config, slug: string) => config.collections!.find((c) => c.slug === slug)!
    const secure = await build()
    expect(find(secure, 'media').upload).toMatchObject({ staticDir: '/data/media' })
    expect(find(secure, 'users').auth).toMatchObject({
      useAPIKey: true,
      cookies: { secure: true, sameSite: 'Strict' },
    })
    const plain = await build({ secureCookies: false })
    expect(find(plain, 'users').auth).toMatchObject({ cookies: { secure: false, sameSite: 'Lax' } })
  })

  it('reads an empty site key as none, and refuses proxy hops outside 0 to 10', async () => {
    expect(settingsOf({ config: await build({ siteKey: '' }) }).siteKey).toBeNull()
    await expect(async () => build({ trustedProxyHops: 11 })).rejects.toThrow(RangeError)
    await expect(async () => build({ trustedProxyHops: 1.5 })).rejects.toThrow(RangeError)
  })

  it('has no settings without the plugin: nothing purged, no site key, no mail target, no proxy', () => {
    expect(settingsOf({ payload: { config: {} } })).toEqual({
      purge: null,
      siteKey: null,
      accountMail: null,
      trustedProxyHops: 0,
      siteUrl: null,
    })
  })
})

describe('the collections', () => {
  it('each end their afterChange and afterDelete hooks with the write log (decision 0032)', () => {
    for (const c of collections) {
      expect(c.hooks?.afterChange?.at(-1), c.slug).toBe(logChange)
      expect(c.hooks?.afterDelete?.at(-1), c.slug).toBe(logDelete)
      expect(
        c.hooks?.afterChange?.filter((h) => h === logChange),
        c.slug,
      ).toHaveLength(1)
    }
  })
})
