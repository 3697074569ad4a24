/**
 * The live progress stream of an audit job, `GET /functions/v1/audits/{id}/events`
 * (text/event-stream), as the audit service sends it and the site's page reads it
 * (docs/decisions/0059):
 *
 * - `event: status` — `data`: the job (`AuditJob`), first as it is, then on each change; the
 *   stream ends after the status of an ended job (done, failed, cancelled).
 * - `event: progress` — `data`: `{ done, total, assistant, question_id, mentioned_you }` per
 *   answered call.
 * - `event: heartbeat` — `data`: `{ at }` (ISO time), every `JOB_STREAM_HEARTBEAT_MS`. A named
 *   event (not a comment line) so a browser's EventSource sees it: a client that hears nothing for
 *   `JOB_STREAM_STALE_MS` treats the stream as lost and polls `GET /functions/v1/audits/{id}`.
 *
 * A stream also ends after at most its maximum lifetime, and the service answers 429
 * `{ error: 'too_many_streams', message }` with `Retry-After` past its caps per client address and
 * per job: in every case the client polls instead.
 */

/** The event names of the job stream. */
export const JOB_STREAM_EVENTS = ['status', 'progress', 'heartbeat'] as const
export type JobStreamEvent = (typeof JOB_STREAM_EVENTS)[number]

/** Milliseconds between two heartbeat events of a job stream. */
export const JOB_STREAM_HEARTBEAT_MS = 10_000

/** Silence (ms) after which a client counts a job stream as lost: 2.5 heartbeats. */
export const JOB_STREAM_STALE_MS = Math.round(JOB_STREAM_HEARTBEAT_MS * 2.5)

/** The `error` code of the 429 answered past the stream caps. */
export const TOO_MANY_STREAMS = 'too_many_streams'
