/** The one error table (http/errors.ts): every row, the fallback, and how answers are written. */
import express from 'express'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import {
  AllAssistantsFailedError,
  AuditCancelledError,
  PageError,
  NoAssistantsError,
  QueueFullError,
  RateLimitError,
} from '../errors'
import {
  HttpError,
  INTERNAL_MESSAGE,
  errorHandler,
  isUnexpected,
  notAnObject,
  sendError,
  statusOfCode,
  toHttp,
} from './errors'

/** An error as express's body parser makes it (http-errors: `type`, `status`, `expose`). */
const parserError = (type: string, status = 400) =>
  Object.assign(new Error(type), { type, status, statusCode: status, expose: status < 500 })

const NO_ASSISTANTS =
  'No AI assistant is configured for audits. Set an assistant API key, or ALLOW_SIMULATED=true.'

describe('toHttp: errors that carry their answer', () => {
  it('answers an HttpError as it says, with its headers and fields', () => {
    expect(toHttp(new HttpError(404, 'not_found', 'Unknown function: GET /x'))).toEqual({
      status: 404,
      error: 'not_found',
      message: 'Unknown function: GET /x',
    })
    const rejected = new HttpError(400, 'validation_failed', 'Please check.', {
      fields: { email: 'Enter a valid email.' },
      headers: { 'X-Test': '1' },
    })
    expect(toHttp(rejected)).toEqual({
      status: 400,
      error: 'validation_failed',
      message: 'Please check.',
      fields: { email: 'Enter a valid email.' },
      headers: { 'X-Test': '1' },
    })
  })
  it('a body that is not a JSON object is 400 invalid_request', () => {
    expect(toHttp(notAnObject())).toEqual({
      status: 400,
      error: 'invalid_request',
      message: 'The request body must be a JSON object.',
    })
  })
})

describe('toHttp: the table', () => {
  it.each([
    [
      'malformed JSON',
      parserError('entity.parse.failed'),
      { status: 400, error: 'invalid_json', message: 'The request body is not valid JSON.' },
    ],
    [
      'a body over the limit',
      parserError('entity.too.large', 413),
      {
        status: 413,
        error: 'payload_too_large',
        message: 'The request body is too large (limit 20 kB).',
      },
    ],
    [
      'an unsupported Content-Encoding',
      parserError('encoding.unsupported', 415),
      {
        status: 415,
        error: 'unsupported_encoding',
        message: 'Send the request body as UTF-8 JSON.',
      },
    ],
    [
      'an unsupported charset',
      parserError('charset.unsupported', 415),
      {
        status: 415,
        error: 'unsupported_encoding',
        message: 'Send the request body as UTF-8 JSON.',
      },
    ],
    [
      'any other client error of the body parser (a body that does not inflate)',
      parserError('request.size.invalid'),
      { status: 400, error: 'invalid_body', message: 'The request body could not be read.' },
    ],
    [
      'no assistant may answer',
      new NoAssistantsError(),
      { status: 503, error: 'no_assistants', message: NO_ASSISTANTS },
    ],
    [
      'every assistant failed',
      new AllAssistantsFailedError(['chatgpt: timeout']),
      {
        status: 502,
        error: 'assistants_unavailable',
        message:
          'No AI assistant could be reached (chatgpt: timeout). Please try again in a few minutes.',
      },
    ],
    [
      'a cancelled audit',
      new AuditCancelledError(),
      { status: 409, error: 'cancelled', message: 'The audit was cancelled.' },
    ],
    [
      'a website that is not acceptable as written',
      new PageError('invalid_website', 'Enter a website address.'),
      { status: 400, error: 'invalid_website', message: 'Enter a website address.' },
    ],
    [
      'a website that cannot be read',
      new PageError('timeout', 'The website took too long to answer.'),
      { status: 422, error: 'timeout', message: 'The website took too long to answer.' },
    ],
  ])('%s', (_name, err, answer) => {
    expect(toHttp(err)).toEqual(answer)
    expect(isUnexpected(err)).toBe(false)
  })

  it('a limit is 429 "Rate limit exceeded" with Retry-After in seconds (spec §8)', () => {
    const err = new RateLimitError('ip', 120, 'Too many audits from your network.')
    expect(toHttp(err)).toEqual({
      status: 429,
      error: 'Rate limit exceeded',
      message: 'Too many audits from your network.',
      headers: { 'Retry-After': '120' },
    })
  })
  it('a full queue is 503 busy with Retry-After', () => {
    expect(toHttp(new QueueFullError())).toEqual({
      status: 503,
      error: 'busy',
      message: 'Too many audits are running right now. Please try again in a minute.',
      headers: { 'Retry-After': '30' },
    })
  })
})

describe('toHttp: anything else', () => {
  it.each([
    ['an Error', new Error('boom at secret place')],
    ['a server error of the body parser', parserError('stream.not.readable', 500)],
    ['a string', 'boom'],
    ['null', null],
  ])('%s is 500 internal with a fixed message, and unexpected', (_name, err) => {
    expect(toHttp(err)).toEqual({ status: 500, error: 'internal', message: INTERNAL_MESSAGE })
    expect(isUnexpected(err)).toBe(true)
  })
})

describe('statusOfCode: the status of a failed job', () => {
  it.each([
    ['assistants_unavailable', 502],
    ['no_assistants', 503],
    ['cancelled', 409],
    ['busy', 503],
    ['internal', 500],
    ['something else', 500],
  ])('%s → %i', (code, status) => {
    expect(statusOfCode(code)).toBe(status)
  })
  it('agrees with toHttp for every error a job can fail with', () => {
    for (const err of [
      new NoAssistantsError(),
      new AllAssistantsFailedError(['x']),
      new AuditCancelledError(),
      new Error('boom'),
    ]) {
      const answer = toHttp(err)
      expect(statusOfCode(answer.error)).toBe(answer.status)
    }
  })
})

describe('sendError and errorHandler', () => {
  const serve = (fail: (req: express.Request, res: express.Response) => void) => {
    const logged: unknown[] = []
    const app = express()
    app.use((req, _res, next) => {
      req.log = { error: vi.fn((obj: unknown) => logged.push(obj)) } as unknown as typeof req.log
      next()
    })
    app.get('/x', fail)
    app.use(errorHandler())
    return { app, logged }
  }

  it('writes the status, headers and { error, message, fields? }', async () => {
    const { app } = serve((_req, res) =>
      sendError(res, new HttpError(400, 'validation_failed', 'Check.', { fields: { a: 'b' } })),
    )
    const res = await request(app).get('/x')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'validation_failed', message: 'Check.', fields: { a: 'b' } })
    const limited = serve((_req, res) => sendError(res, new RateLimitError('calls', 7, 'Later.')))
    const r2 = await request(limited.app).get('/x')
    expect(r2.status).toBe(429)
    expect(r2.headers['retry-after']).toBe('7')
    expect(r2.body).toEqual({ error: 'Rate limit exceeded', message: 'Later.' })
  })

  it('logs unexpected errors only, and never shows their text', async () => {
    const boom = serve(() => {
      throw new Error('boom at secret place')
    })
    const res = await request(boom.app).get('/x')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: 'internal', message: INTERNAL_MESSAGE })
    expect(boom.logged).toHaveLength(1)
    const busy = serve(() => {
      throw new QueueFullError()
    })
    expect((await request(busy.app).get('/x')).status).toBe(503)
    expect(busy.logged).toHaveLength(0)
  })
})
