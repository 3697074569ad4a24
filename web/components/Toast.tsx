/**
 * Notifications (spec §4, §9): `useToast()` → `toast({ title, description, variant })`; one visible
 * at a time (a new one replaces the older). The view (ToastView.tsx, Radix Toast: top-right, 420 px,
 * 5000 ms, swipe right, F8) is loaded with the first toast and stays mounted after it.
 */
import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react'

export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}
const Ctx = createContext<(t: Omit<ToastMessage, 'id'>) => void>(() => {})
export const useToast = () => useContext(Ctx)

const ToastView = lazy(() => import('./ToastView'))

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastMessage | null>(null)
  const [used, setUsed] = useState(false)
  const toast = useCallback((t: Omit<ToastMessage, 'id'>) => {
    setUsed(true)
    setCurrent({ ...t, id: Date.now() })
  }, [])
  return (
    <Ctx.Provider value={toast}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={() => setCurrent(null)} />
        </Suspense>
      )}
    </Ctx.Provider>
  )
}
