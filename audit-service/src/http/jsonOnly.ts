/**
 * Body parsing for the JSON functions (spec §7): `jsonOnly(limit)` → the two middlewares to put
 * before a handler. A request whose Content-Type is not `application/json` (parameters such as
 * `charset` allowed), or that has none, is answered 415 `{ error: 'unsupported_media_type',
 * message }` before its body is read: other sites' pages cannot fire these calls from a visitor's
 * browser with a CORS-simple type (text/plain, forms) that needs no preflight, so a page elsewhere
 * cannot spend audits or send leads in a visitor's name. Then `express.json` (`limit` such as
 * '20kb', `strict: false`): its errors (invalid JSON, a body over `limit`) go to the app's error
 * handler (http/errors.ts).
 */
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express'
import { HttpError, sendError } from './errors'

/** The content-type check and JSON parser of a JSON function (see module doc). */
export function jsonOnly(limit: string): RequestHandler[] {
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.is('application/json'))
        return sendError(
          res,
          new HttpError(
            415,
            'unsupported_media_type',
            'Send the request body as JSON (Content-Type: application/json).',
          ),
        )
      next()
    },
    express.json({ limit, strict: false }),
  ]
}
