/**
 * `POST /_internal/cms-purge`: the CMS's afterChange/afterDelete hooks call it to empty the site's
 * CMS content cache (docs/decisions/0005); the secret and the port it answers on:
 * docs/decisions/0039-purge-endpoint-internal-port-and-strong-secrets.md.
 */
import express from 'express'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { WebConfig } from './config.server'

/**
 * The purge route: header `x-purge-secret` equal to CMS_PURGE_SECRET → `purge()` and 204; wrong
 * or missing secret → 401 `{error:'unauthorized'}`. With `internalPort` (INTERNAL_PORT) it
 * answers only on that port, which compose does not publish; on any other port → 404
 * `{error:'not_found'}`.
 */
export function purgeRoute(
  config: { internalPort?: number; cms: Pick<WebConfig['cms'], 'purgeSecret'> },
  purge: () => void,
): express.Router {
  const router = express.Router()
  router.post('/_internal/cms-purge', (req, res) => {
    if (config.internalPort && req.socket.localPort !== config.internalPort)
      return void res.status(404).json({ error: 'not_found' })
    if (!sameSecret(req.get('x-purge-secret'), config.cms.purgeSecret))
      return void res.status(401).json({ error: 'unauthorized' })
    purge()
    res.status(204).end()
  })
  return router
}

/** Compares a presented secret with the expected one in constant time (decision 0039). */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest()
  // Hashing first gives equal lengths, so the comparison time says nothing about either value.
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(expected))
}
