/**
 * `useAuditRun()` → `{ progress, run }`: a page's audit run (/audit, /audit-loading).
 *
 * - `run(input, { healthCheck? })` → `runAudit` (lib/audit/run.ts) with live progress and a signal
 *   aborted when the page is left: the promise then rejects with an AbortError (errors.ts
 *   `isAbortError`), and nothing of the run reaches the page any more. A new `run` stops the
 *   previous one.
 * - `progress`: the answers received of the audit's total (`{ done, total }`), null until the
 *   service has said how many; it never goes backwards within a run.
 */
import type { AuditJobProgress, AuditResult } from '@aivis/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { runAudit, type AuditRequestInput, type RunAuditOptions } from './run'

export function useAuditRun(): {
  progress: AuditJobProgress | null
  run: (
    input: AuditRequestInput,
    options?: Pick<RunAuditOptions, 'healthCheck'>,
  ) => Promise<AuditResult>
} {
  const [progress, setProgress] = useState<AuditJobProgress | null>(null)
  const controller = useRef<AbortController | null>(null)
  const mounted = useRef(false)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      // React's StrictMode (development) unmounts and mounts again at once: abort only when the
      // page is still unmounted once that is over.
      queueMicrotask(() => {
        if (!mounted.current) controller.current?.abort()
      })
    }
  }, [])

  const run = useCallback(
    (input: AuditRequestInput, options: Pick<RunAuditOptions, 'healthCheck'> = {}) => {
      controller.current?.abort()
      const own = new AbortController()
      controller.current = own
      setProgress(null)
      return runAudit(input, {
        ...options,
        signal: own.signal,
        onProgress: (p) => {
          if (own.signal.aborted || p.total <= 0) return
          setProgress((prev) => (prev && prev.total === p.total && prev.done >= p.done ? prev : p))
        },
      })
    },
    [],
  )
  return { progress, run }
}
