/**
 * `POST /internal/v1/account-mails`: the CMS queues a customer-account mail (docs/decisions/0074)
 * in the outbox, which sends it like every other mail (templates, retries, one message per key).
 * Only the CMS calls it: the site's proxy forwards `/functions/v1` alone, and the caller must
 * present the CMS service account's key (CMS_API_KEY, which the service already shares with the
 * CMS) as `Authorization: Bearer <key>`.
 *
 * Body: `@aivis/contract` `accountMailSchema` `{ kind: 'account_verify' | 'password_reset', to,
 * token, copy? }`. The mail links the site's page for the token (links.ts `accountLinkUrl`), so a
 * caller cannot send a link anywhere else; it carries no text the visitor typed
 * (docs/decisions/0092).
 * Answers: 202 `{ queued: true }` (also for a token and copy already queued: one mail per kind,
 * token and copy, so a repeated call sends nothing more);
 * 400 `{ error: 'validation_failed', message, fields }`; 401 `{ error: 'unauthorized' }` without
 * the key; 415 for a body that is not JSON; 503 `{ error: 'unavailable' }` when the outbox cannot
 * be written (nothing is queued: the CMS answers its caller that the mail could not be sent).
 *
 * `accountMailRoute({ store, wake, cmsKey })` → Express router mounted at `/internal/v1`.
 */
import { createHash } from 'node:crypto'
import express from 'express'
import { accountMailSchema } from '@aivis/contract'
import { HttpError, sendError } from '../http/errors'
import { jsonOnly } from '../http/jsonOnly'
import { isProxySecret } from '../limits/clientIp'
import type { LeadStore } from '../leads/store'

/** The bearer token of an `Authorization` header, or undefined. */
const bearer = (header: string | undefined) => /^Bearer (\S{1,500})$/.exec(header ?? '')?.[1]

export function accountMailRoute(deps: {
  store: LeadStore
  wake: () => void
  /** CMS_API_KEY. */
  cmsKey: string
}): express.Router {
  const router = express.Router()
  router.post(
    '/account-mails',
    (req, res, next) => {
      // Before the body is read: an unauthenticated caller gets nothing parsed.
      if (!isProxySecret(bearer(req.headers.authorization), deps.cmsKey))
        return sendError(res, new HttpError(401, 'unauthorized', 'Present the CMS service key.'))
      next()
    },
    ...jsonOnly('4kb'),
    (req, res) => {
      const parsed = accountMailSchema.safeParse(req.body)
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]),
        )
        return sendError(
          res,
          new HttpError(400, 'validation_failed', 'The account mail is not valid.', { fields }),
        )
      }
      const { kind, to, token, copy } = parsed.data
      // The token itself is not the key: keys are logged, tokens never are.
      const key = `${kind}:${createHash('sha256').update(token).digest('hex')}${copy && copy > 1 ? `:${copy}` : ''}`
      try {
        deps.store.accept((tx) =>
          tx.mail({ key, kind, to, data: { token } }, Date.now(), {
            once: true,
          }),
        )
      } catch (err) {
        req.log.error({ err, kind }, 'account mail could not be queued')
        return sendError(
          res,
          new HttpError(503, 'unavailable', 'The mail cannot be queued just now.'),
        )
      }
      deps.wake()
      res.status(202).json({ queued: true })
    },
  )
  return router
}
