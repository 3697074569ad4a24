// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_ERRORS_KEY, getLog, logEntry, reportError } from './errorLog'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('local error log (spec §7, §9)', () => {
  it('keeps the last 100 entries with level, message, timestamp, context, data and error', () => {
    for (let i = 0; i < 130; i++) logEntry('info', `step ${i}`, { context: 'test', data: { i } })
    const log = getLog()
    expect(log).toHaveLength(100)
    expect(log[0]).toMatchObject({ level: 'info', message: 'step 30', context: 'test' })
    expect(log[99].data).toEqual({ i: 129 })
    expect(Date.parse(log[99].timestamp)).not.toBeNaN()
  })

  it("keeps the last 10 errors in session storage 'app_errors', with user agent and URL", () => {
    for (let i = 0; i < 12; i++) logEntry('error', `boom ${i}`, { error: new Error(`boom ${i}`) })
    logEntry('warn', 'not an error')
    const stored = JSON.parse(sessionStorage.getItem(APP_ERRORS_KEY)!)
    expect(stored).toHaveLength(10)
    expect(stored[0].message).toBe('boom 2')
    expect(stored[9]).toMatchObject({
      level: 'error',
      message: 'boom 11',
      userAgent: navigator.userAgent,
      url: window.location.href,
      error: { name: 'Error', message: 'boom 11' },
    })
  })

  it('suppresses the database-introspection messages with only a console warning (spec §8)', () => {
    const before = getLog().length
    reportError(new Error('select * from information_schema.routines'), 'window')
    reportError(new Error('Failed to get database function names'), 'window')
    expect(getLog()).toHaveLength(before)
    expect(console.warn).toHaveBeenCalledTimes(2)
    expect(console.error).not.toHaveBeenCalled()
    reportError(new Error('real failure'), 'window')
    expect(getLog().at(-1)).toMatchObject({ level: 'error', message: 'real failure' })
  })
})
