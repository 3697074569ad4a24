/**
 * The garbage collector, for tests that prove something is let go (the node flag `--expose-gc`
 * set at run time, so no test runner option is needed).
 *
 * - `collected(ref)` → whether the object a `WeakRef` points to is gone after the pending timers
 *   and promises have run and two full collections (true when it is).
 * - `heapAfterCollection()` → the bytes in use on V8's heap after two full collections.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

/** See module doc. */
export function heapAfterCollection(): number {
  gc()
  gc()
  return getHeapStatistics().used_heap_size
}

/** See module doc. */
export async function collected(ref: WeakRef<object>): Promise<boolean> {
  // A WeakRef's target is kept until the end of the task that read it, so each try is a new task.
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 0))
    gc()
    gc()
    if (ref.deref() === undefined) return true
  }
  return false
}
