/**
 * What the service's processes (server.ts, worker.ts) do about process-wide events.
 *
 * `installProcessGuards(logger, shutdown)`:
 * - SIGINT and SIGTERM call `shutdown(signal)` (each process stops in its own way);
 * - a closed stdout or stderr (the parent went away) is ignored, so a log line never becomes a new
 *   error;
 * - an uncaught exception or unhandled rejection is logged and the process stays up: every lead is
 *   committed to the outbox before it is acknowledged, so one failed request must not take the
 *   service, its relay and the audits in flight down.
 */
import type { Logger } from '@aivis/contract/log'

/** Installs the handlers (see module doc); call once per process. */
export function installProcessGuards(
  logger: Logger,
  shutdown: (signal: NodeJS.Signals) => unknown,
): void {
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
  process.on('uncaughtException', (err) => logger.error({ err }, 'uncaught exception'))
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'))
}
