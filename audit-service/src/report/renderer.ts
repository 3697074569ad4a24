/**
 * Report PDFs made off the service's event loop (docs/decisions/0095): renders run in a pool of
 * worker threads (piscina, report/renderThread.mjs loads report/ReportPdf.tsx), at most `threads`
 * at once and `queue` more waiting; each finished PDF is kept in a cache bounded in bytes, keyed by
 * the SHA-256 of the audit result it was made from, so a repeat costs nothing and a changed audit
 * (a re-check, a corrected record) is made again. Identical requests that arrive while their PDF is
 * being made share that one render.
 *
 * `createReportRenderer(settings?)` → `ReportRenderer`:
 * - `render(result)` → Promise<Buffer> (the PDF). Rejects with `HttpError` 429 `busy` and
 *   `Retry-After` (whole seconds, estimated from the renders ahead) when `threads + queue` distinct
 *   renders are already under way; with `HttpError` 503 `report_unavailable` when a render takes
 *   longer than `timeoutMs` (its thread is stopped); with what the renderer throws otherwise.
 * - `stats()` → counts since start (renders made, cache hits, shared renders), what is running and
 *   waiting, and the cache's size in bytes.
 * - `close()` stops the threads (server.ts, at shutdown).
 *
 * The pool starts its threads when it is made (the service's start), so that no visitor waits for
 * one to load the renderer; each runs with a bounded heap, so a render that needs more memory fails
 * alone.
 */
import { createHash } from 'node:crypto'
import type { AuditResult } from '@aivis/contract'
import { LRUCache } from 'lru-cache'
import { Piscina } from 'piscina'
import { HttpError } from '../http/errors'
import { waitText } from '../limits'

/** How reports are made (see module doc; defaults `DEFAULT_RENDERER_SETTINGS`). */
export interface RendererSettings {
  /** Renders at once, each in its own worker thread. */
  threads: number
  /** Renders that may wait for a thread; past them, 429 `busy`. */
  queue: number
  /** Milliseconds a render may take, waiting included, before it is given up (503). */
  timeoutMs: number
  /** Bytes of PDFs kept (least recently used go first); 0: none kept. */
  cacheBytes: number
  /** Heap limit of a render thread, MB: a render that needs more fails alone. */
  threadHeapMb: number
}

/**
 * The defaults (docs/decisions/0095): one render at a time (a report takes about 0.5–1.5 s of one
 * core), four waiting, 20 s at most (the site gives up at 30 s), 32 MB of PDFs (about 250 reports).
 */
export const DEFAULT_RENDERER_SETTINGS: RendererSettings = {
  threads: 1,
  queue: 4,
  timeoutMs: 20_000,
  cacheBytes: 32 * 1024 * 1024,
  threadHeapMb: 512,
}

/** Counts since start and the state now (see module doc). */
export interface RendererStats {
  /** PDFs made by a thread. */
  renders: number
  /** Answers from the cache. */
  cacheHits: number
  /** Answers that shared a render another request had started. */
  shared: number
  /** Distinct renders under way (running or waiting). */
  pending: number
  /** Bytes of PDFs in the cache. */
  cachedBytes: number
}

export interface ReportRenderer {
  /** The PDF of `result` (see module doc for what it rejects with). */
  render(result: AuditResult): Promise<Buffer>
  stats(): RendererStats
  /** Stops the threads; renders under way are rejected. */
  close(): Promise<void>
}

/** The worker thread's module (plain JavaScript, see there). */
const THREAD_FILE = new URL('./renderThread.mjs', import.meta.url).href

/** The cache key of a result: the SHA-256 of its JSON (any change to the audit changes it). */
export const reportKey = (result: AuditResult) =>
  createHash('sha256').update(JSON.stringify(result)).digest('base64url')

/** See the module doc. */
export function createReportRenderer(
  settings: RendererSettings = DEFAULT_RENDERER_SETTINGS,
): ReportRenderer {
  let pool: Piscina<AuditResult, Uint8Array> | null = new Piscina<AuditResult, Uint8Array>({
    filename: THREAD_FILE,
    minThreads: settings.threads,
    maxThreads: settings.threads,
    resourceLimits: { maxOldGenerationSizeMb: settings.threadHeapMb },
  })
  const cache =
    settings.cacheBytes > 0
      ? new LRUCache<string, Buffer>({
          maxSize: settings.cacheBytes,
          sizeCalculation: (pdf) => Math.max(1, pdf.length),
        })
      : null
  const inFlight = new Map<string, Promise<Buffer>>()
  const counts = { renders: 0, cacheHits: 0, shared: 0 }
  /** Mean milliseconds of the last renders (for Retry-After), starting at a typical report's. */
  let meanMs = 1500

  async function renderNew(result: AuditResult, key: string): Promise<Buffer> {
    const started = Date.now()
    try {
      if (!pool) throw new Error('the report renderer is closed')
      const bytes = await pool.run(result, { signal: AbortSignal.timeout(settings.timeoutMs) })
      const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      counts.renders++
      meanMs = 0.7 * meanMs + 0.3 * (Date.now() - started)
      cache?.set(key, pdf)
      return pdf
    } catch (err) {
      if ((err as Error)?.name === 'AbortError')
        throw new HttpError(
          503,
          'report_unavailable',
          'The report took too long to make. Please try again in a minute.',
          { headers: { 'Retry-After': '60' } },
        )
      throw err
    }
  }

  return {
    async render(result) {
      const key = reportKey(result)
      const cached = cache?.get(key)
      if (cached) {
        counts.cacheHits++
        return cached
      }
      const running = inFlight.get(key)
      if (running) {
        counts.shared++
        return running
      }
      if (inFlight.size >= settings.threads + settings.queue) {
        const sec = Math.min(
          60,
          Math.max(1, Math.ceil((meanMs * (inFlight.size / settings.threads)) / 1000)),
        )
        throw new HttpError(
          429,
          'busy',
          `Many reports are being made just now. Please try again in ${waitText(sec)}.`,
          { headers: { 'Retry-After': String(sec) } },
        )
      }
      const made = renderNew(result, key)
      inFlight.set(key, made)
      const done = () => void inFlight.delete(key)
      made.then(done, done)
      return made
    },
    stats: () => ({
      ...counts,
      pending: inFlight.size,
      cachedBytes: cache?.calculatedSize ?? 0,
    }),
    async close() {
      await pool?.destroy()
      pool = null
    },
  }
}
