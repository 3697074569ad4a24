import { describe, expect, it } from 'vitest'
import {
  AuditCallError,
  auditCallFailed,
  auditFailureToast,
  isAbortError,
  jobFailed,
} from './errors'

describe('auditFailureToast: what /audit shows for a failed run (spec §8)', () => {
  it("a rate-limit answer: 'Rate Limit Reached' with the server's message", () => {
    const err = auditCallFailed(
      429,
      JSON.stringify({ error: 'Rate limit exceeded', message: 'Try again in an hour.' }),
    )
    expect(auditFailureToast(err)).toEqual({
      title: 'Rate Limit Reached',
      description: 'Try again in an hour.',
    })
  })
  it('a job failed on a limit reads the same as the synchronous answer', () => {
    const err = jobFailed({ error: 'Rate limit exceeded', message: 'Try again in an hour.' })
    expect(auditFailureToast(err)).toEqual({
      title: 'Rate Limit Reached',
      description: 'Try again in an hour.',
    })
  })
  it("any other failure: 'Audit Failed' with the server's message, else the error's", () => {
    expect(
      auditFailureToast(auditCallFailed(502, '{"error":"x","message":"No AI assistant."}')),
    ).toEqual({ title: 'Audit Failed', description: 'No AI assistant.' })
    expect(auditFailureToast(new AuditCallError('Health check failed: 503'))).toEqual({
      title: 'Audit Failed',
      description: 'Health check failed: 503',
    })
    expect(auditFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Audit Failed',
      description: 'Failed to fetch',
    })
  })
  it("without any message: 'Unable to complete the audit. Please try again.'", () => {
    expect(auditFailureToast(new Error(''))).toEqual({
      title: 'Audit Failed',
      description: 'Unable to complete the audit. Please try again.',
    })
  })
})

describe('jobFailed: a job that ended without a result', () => {
  it("carries the service's message, or /audit-loading's fallback for a bare cancellation", () => {
    expect(
      jobFailed({ error: 'assistants_unavailable', message: 'No AI assistant.' }),
    ).toMatchObject({
      message: 'No AI assistant.',
      serverMessage: 'No AI assistant.',
      rateLimited: false,
    })
    expect(jobFailed(undefined).message).toBe('Unable to complete audit. Please try again.')
  })
})

describe('isAbortError', () => {
  it('recognises the rejection of an aborted run only', () => {
    const controller = new AbortController()
    controller.abort()
    expect(isAbortError(controller.signal.reason)).toBe(true)
    expect(isAbortError(new AuditCallError('x'))).toBe(false)
    expect(isAbortError(null)).toBe(false)
  })
})
