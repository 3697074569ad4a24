/**
 * Changes of browser storage, without React (the page's entry script uses it; the React hook is
 * lib/useStoredItem.ts).
 *
 * `subscribeStorage(listener)` calls `listener` after `notifyStorage()` (call it after writing) and
 * when another tab changes storage; it returns the unsubscribe function. It is the subscription
 * behind `useStoredItem` and other `useSyncExternalStore` callers that derive a value from
 * storage (see `useLatestResult` in lib/audit/result.ts).
 */
import { readStoredItem, type StorageArea } from './storageItem'

export { readStoredItem, type StorageArea }

const listeners = new Set<() => void>()

export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Tells every `useStoredItem` reader that storage changed in this tab. */
export function notifyStorage(): void {
  for (const listener of listeners) listener()
}
