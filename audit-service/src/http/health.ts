/**
 * Health and readiness of the audit service:
 * - `GET /healthz` and `GET /functions/v1/competitive-audit` (spec §7: the function's health
 *   check) → 200 `{ status: 'ok' }` while the process is up. Nothing about the configuration
 *   (which vendors, simulated or not) is shown to the public; the start-up log says it.
 * - `GET /readyz` → 200 `{ status: 'ready' }` when the lead outbox can be written (`assertWritable`) and `ready()` (server.ts:
 *   Redis answers PING) resolves; else 503 `{ status: 'not_ready' }`.
 *
 * Both answer from memory, first among the app's routes; nothing the service does holds them up
 * (report PDFs are laid out in a worker thread: report/renderer.ts, docs/decisions/0095).
 *
 * `healthRoutes({ store, ready? })` → Express router mounted at the root.
 */
import express, { type Router } from 'express'
import type { LeadStore } from '../leads/store'

export interface HealthDeps {
  /** The lead outbox: ready only while it can be read. */
  store: Pick<LeadStore, 'stats'>
  /** Extra readiness check; throws (or rejects) when not ready. */
  ready?: () => Promise<void>
}

/** The health and readiness routes (see module doc). */
export function healthRoutes(deps: HealthDeps): Router {
  const router = express.Router()
  router.get(['/functions/v1/competitive-audit', '/healthz'], (_req, res) => {
    res.json({ status: 'ok' })
  })
  router.get('/readyz', async (_req, res) => {
    try {
      deps.store.stats()
      await deps.ready?.()
      res.json({ status: 'ready' })
    } catch {
      res.status(503).json({ status: 'not_ready' })
    }
  })
  return router
}
