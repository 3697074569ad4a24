/**
 * Browser storage as React state without a hydration mismatch.
 *
 * `useStoredItem(key, area?)` → `undefined` while rendering on the server and during hydration,
 * then the item's string (or `null` when absent or storage is disabled). It re-renders after
 * `notifyStorage()` (lib/storage.ts; call it after writing) and when another tab changes the item.
 */
import { useSyncExternalStore } from 'react'
import { readStoredItem, subscribeStorage, type StorageArea } from './storage'

export function useStoredItem(key: string, area: StorageArea = 'local'): string | null | undefined {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStoredItem(key, area),
    () => undefined,
  )
}
