/**
 * Request ids (security review #9, observability): every request gets one, from a well-formed
 * incoming `X-Request-Id` (`REQUEST_ID_PATTERN` of @aivis/contract) or a new UUID.
 * It is sent back as `X-Request-Id`, passed to the audit service with forwarded calls, and named in
 * the site's error and 404 log lines, so one visitor's request can be followed across services.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import { REQUEST_ID_PATTERN } from '@aivis/contract'

const ids = new WeakMap<IncomingMessage, string>()

/** The request's id (set by `requestIds()`), or '-' before it ran. */
export const requestIdOf = (req: IncomingMessage): string => ids.get(req) ?? '-'

export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id')
    const id = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
    ids.set(req, id)
    res.setHeader('x-request-id', id)
    next()
  }
}
