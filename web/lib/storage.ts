/**
 * Browser storage as React state without a hydration mismatch.
 *
 * `useStoredItem(key, area?)` → `undefined` while rendering on the server and during hydration,
 * then the item's string (or `null` when absent or storage is disabled). It re-renders after
 * `notifyStorage()` (call it after writing) and when another tab changes the item.
 * `subscribeStorage(listener)` is the subscription behind it, for `useSyncExternalStore` callers
 * that derive a value from storage (see `useLatestResult` in lib/audit/result.ts).
 */
import { useSyncExternalStore } from 'react'
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

export function useStoredItem(key: string, area: StorageArea = 'local'): string | null | undefined {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStoredItem(key, area),
    () => undefined,
  )
}
