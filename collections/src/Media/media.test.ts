/** Media files: a file that is not on the disk answers 404, not Payload's 500. */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingFileAs404 } from './index'

const dir = mkdtempSync(path.join(tmpdir(), 'media-'))
writeFileSync(path.join(dir, 'logo.png'), 'png')
const req = { payload: { collections: { media: { config: { upload: { staticDir: dir } } } } } }
const get = (filename: string) =>
  missingFileAs404(req as never, { params: { collection: 'media', filename } })

describe('missingFileAs404', () => {
  it('answers 404 for a file that is not on the disk, and for a name too long for any file', async () => {
    for (const name of ['missing.png', '.env', 'x'.repeat(5000)]) {
      const res = await get(name)
      expect(res?.status, name.slice(0, 20)).toBe(404)
      expect(await res!.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    }
  })

  it('lets Payload serve a file that is there', async () => {
    expect(await get('logo.png')).toBeUndefined()
  })
})
