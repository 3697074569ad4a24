/**
 * The local error log (spec §7 "Local error log", §9): kept in the browser, never sent anywhere.
 *
 * - `logEntry(level, message, { context?, data?, error? })` adds `{ level, message, timestamp,
 *   context, data, error }` to an in-memory log of the last `LOG_LIMIT` (100) entries and echoes it
 *   to the console at its level. Error-level entries are also kept in sessionStorage under
 *   `APP_ERRORS_KEY` ('app_errors'), the last `STORED_ERRORS_LIMIT` (10), with the user agent and
 *   URL. `getLog()` → a copy of the in-memory log.
 * - `isSuppressed(message)`: true for the database-introspection phrases of spec §8, which are
 *   logged as a console warning only (`reportError` applies it).
 * - `reportError(error, context)`: an uncaught error as an error entry (or a warning when
 *   suppressed); used by the error boundaries and the window handlers (`installGlobalHandlers`).
 */
export const LOG_LIMIT = 100
export const STORED_ERRORS_LIMIT = 10
export const APP_ERRORS_KEY = 'app_errors'

/** Spec §8: messages with these phrases are suppressed with only a console warning. */
export const SUPPRESSED_PHRASES = [
  'Failed to get database function names',
  'information_schema',
  'pg_proc',
  'pg_catalog',
  'pg_indexes',
  'routine_name',
] as const

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface LogEntry {
  level: LogLevel
  message: string
  /** ISO 8601. */
  timestamp: string
  context?: string
  data?: unknown
  error?: { name: string; message: string; stack?: string }
}

const log: LogEntry[] = []

const describe = (error: unknown): LogEntry['error'] =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : error === undefined
      ? undefined
      : { name: 'Error', message: String(error) }

export function logEntry(
  level: LogLevel,
  message: string,
  extra: { context?: string; data?: unknown; error?: unknown } = {},
): LogEntry {
  const entry: LogEntry = {
    level,
    message,
    timestamp: new Date().toISOString(),
    ...(extra.context ? { context: extra.context } : {}),
    ...(extra.data !== undefined ? { data: extra.data } : {}),
    ...(extra.error !== undefined ? { error: describe(extra.error) } : {}),
  }
  log.push(entry)
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
  console[level === 'debug' ? 'debug' : level](
    `[${entry.context ?? 'app'}] ${message}`,
    ...(extra.error !== undefined ? [extra.error] : []),
  )
  if (level === 'error') keepInSession(entry)
  return entry
}

function keepInSession(entry: LogEntry): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(APP_ERRORS_KEY) ?? '[]') as unknown[]
    const list = Array.isArray(stored) ? stored : []
    list.push({ ...entry, userAgent: navigator.userAgent, url: window.location.href })
    sessionStorage.setItem(APP_ERRORS_KEY, JSON.stringify(list.slice(-STORED_ERRORS_LIMIT)))
  } catch {
    // storage unavailable or full: the in-memory log still has it
  }
}

export const getLog = (): LogEntry[] => log.map((e) => ({ ...e }))

export const isSuppressed = (message: string): boolean =>
  SUPPRESSED_PHRASES.some((p) => message.includes(p))

export function reportError(error: unknown, context: string): void {
  const message = error instanceof Error ? error.message : String(error)
  if (isSuppressed(message)) return void console.warn(`[${context}] suppressed: ${message}`)
  logEntry('error', message, { context, error })
}

let installed = false

/** Uncaught errors and unhandled rejections into the log (once per page). */
export function installGlobalHandlers(): void {
  if (installed || typeof window === 'undefined') return
  installed = true
  window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'window'))
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'promise'))
}
