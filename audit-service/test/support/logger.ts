/**
 * Loggers for tests, all real pino loggers (`@aivis/contract/log`): `quietLogger()` drops every
 * line; `capturedLogger()` keeps each line, parsed, in `lines` (with `messages()` for the `msg`
 * texts); `loggerInto(messages)` pushes each line's `msg` to an array the test already holds. So
 * tests assert what the service logs, through the logger it really uses.
 */
import { createLogger, type Logger } from '@aivis/contract/log'

/** A logger that writes nothing. */
export const quietLogger = (): Logger => createLogger('test', { level: 'silent' })

/** A logger keeping every line (level `debug` and up) as a parsed object. */
export function capturedLogger(): {
  logger: Logger
  lines: Record<string, any>[]
  messages: () => string[]
} {
  const lines: Record<string, any>[] = []
  const logger = createLogger('audit-service', {
    level: 'debug',
    destination: { write: (s: string) => void lines.push(JSON.parse(s)) },
  })
  return { logger, lines, messages: () => lines.map((l) => String(l.msg)) }
}

/** A logger (level `debug` and up) pushing the `msg` of every line it writes to `messages`. */
export function loggerInto(messages: string[]): Logger {
  return createLogger('audit-service', {
    level: 'debug',
    destination: { write: (s: string) => void messages.push(String(JSON.parse(s).msg)) },
  })
}
