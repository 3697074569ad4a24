/**
 * `useDismiss(ref, close)`: calls `close` on a click outside `ref`'s element or on Escape, for the
 * header's dropdowns (the Company menu, the avatar menu). Listens while the component is mounted.
 */
import { useEffect, type RefObject } from 'react'

export function useDismiss(ref: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    const onClick = (e: MouseEvent) =>
      ref.current && !ref.current.contains(e.target as Node) && close()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close()
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, close])
}
