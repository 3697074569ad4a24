/**
 * Reading browser storage without React (lib/storage.ts re-exports it for components):
 * `readStoredItem(key, area?)` → the item, or null when it is absent or the storage area is
 * unavailable (private mode, quota, a sandboxed frame). `area`: 'local' (default) or 'session'.
 */
export type StorageArea = 'local' | 'session'

export function readStoredItem(key: string, area: StorageArea = 'local'): string | null {
  try {
    return (area === 'local' ? window.localStorage : window.sessionStorage).getItem(key)
  } catch {
    return null
  }
}
