/**
 * Body parsing for the JSON functions (spec §7): `jsonOnly(limit)` → the two middlewares to put
 * before a handler. A request whose Content-Type is not `application/json` (parameters such as
 * `charset` allowed), or that has none, is answered 415 `{ error: 'unsupported_media_type',
 * message }` before its body is read: other sites' pages cannot fire these calls from a visitor's
 * browser with a CORS-simple type (text/plain, forms) that needs no preflight (security review
 * finding 1). Then `express.json({ limit, strict: false })`: its errors (invalid JSON, body over
 * `limit` such as '20kb') go to the app's error handler.
 */
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express'

export function jsonOnly(limit: string): RequestHandler[] {
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (!req.is('application/json'))
        return void res.status(415).json({
          error: 'unsupported_media_type',
          message: 'Send the request body as JSON (Content-Type: application/json).',
        })
      next()
    },
    express.json({ limit, strict: false }),
  ]
}
