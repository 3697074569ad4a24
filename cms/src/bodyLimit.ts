/**
 * The most a request body to the CMS's API may hold (docs/decisions/0090), enforced in the Next
 * route handlers before Payload reads a byte of it:
 *
 * - `API_BODY_LIMIT_BYTES` (1 MiB) for every REST and GraphQL request: a document, a preference, a
 *   saved view, a sign-in. A body declared longer (`Content-Length`) is refused without being read;
 *   a body without a length (chunked) is read as it arrives and refused once it passes the limit.
 * - `UPLOAD_BODY_LIMIT_BYTES` (50 MiB) for a `multipart/form-data` request to an upload collection
 *   (`/api/media`, `/api/media/<id>`): a declared length above it is refused; the body itself is
 *   left to Payload's multipart parser, which streams it to its own caps (a file of at most 20 MiB,
 *   a request of at most 50 MiB, answered 413) and keeps nothing in memory here.
 *
 * A refused body is answered `413 {"errors":[{"message":"…"}]}` (Payload's error shape), never
 * a 500; the connection stays open, so the client reads the answer (Node discards the rest of the
 * body, unstored). A body that is shorter or longer than its declared length is answered 400.
 */
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import getRawBody from 'raw-body'
import type { SanitizedConfig } from 'payload'

/** Bytes a request body to the API may hold: 1 MiB. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024

/** Bytes a media upload request may hold: 50 MiB (Payload's own multipart request limit). */
export const UPLOAD_BODY_LIMIT_BYTES = 50 * 1024 * 1024

/** A Next route handler of Payload's (`REST_POST(config)`, `GRAPHQL_POST(config)`…). */
export type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

/** The 413 answer for a body over `limit` bytes. */
function tooLarge(limit: number): Response {
  return Response.json(
    {
      errors: [
        {
          message: `The request body is too large: this API takes at most ${mib(limit)}.`,
        },
      ],
    },
    { status: 413 },
  )
}

/**
 * The byte limit of `request`'s body: `UPLOAD_BODY_LIMIT_BYTES` for a `multipart/form-data` request
 * to an upload collection of `config` (`/api/<slug>` or `/api/<slug>/<id>`), else
 * `API_BODY_LIMIT_BYTES`. Pure.
 */
export function bodyLimitOf(
  config: Pick<SanitizedConfig, 'collections'>,
  request: Request,
): number {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type)) return API_BODY_LIMIT_BYTES
  const [, api, slug, ...rest] = new URL(request.url).pathname.split('/')
  const upload = config.collections.some((c) => c.slug === slug && c.upload)
  return api === 'api' && upload && rest.length <= 1
    ? UPLOAD_BODY_LIMIT_BYTES
    : API_BODY_LIMIT_BYTES
}

/**
 * `handler` behind the body limit (`bodyLimitOf`): a request whose body is over it is answered 413
 * (400 when the body does not match its declared length) and never reaches `handler`. A request
 * that gets through reaches it with the same method, URL, headers and body. Needs the sanitized
 * config only to tell upload collections (`config` may be the config's promise).
 *
 * @throws nothing of its own; `handler`'s errors pass through
 */
export function withBodyLimit<C>(
  handler: RouteHandler<C>,
  config: Pick<SanitizedConfig, 'collections'> | Promise<Pick<SanitizedConfig, 'collections'>>,
): RouteHandler<C> {
  return async (request, context) => {
    if (!request.body) return handler(request, context)
    const limit = bodyLimitOf(await config, request)
    const declared = request.headers.get('content-length')
    const length = declared === null || !/^\d+$/.test(declared) ? null : Number(declared)
    if (length !== null && length > limit) {
      await request.body.cancel().catch(() => undefined)
      return tooLarge(limit)
    }
    // Uploads stream on to Payload's multipart parser, which applies its own limits.
    if (limit === UPLOAD_BODY_LIMIT_BYTES) return handler(request, context)
    let body: Buffer
    try {
      body = await getRawBody(Readable.fromWeb(request.body as NodeReadableStream), {
        limit,
        length,
      })
    } catch (err) {
      const type = (err as { type?: string }).type
      if (type === 'entity.too.large') return tooLarge(limit)
      if (type === 'request.size.invalid')
        return Response.json(
          { errors: [{ message: 'The request body does not match its Content-Length.' }] },
          { status: 400 },
        )
      throw err
    }
    const copy = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(body),
      signal: request.signal,
    })
    return handler(copy, context)
  }
}
