/**
 * Notifications (spec §4, §9): `useToast()` → `toast({ title, description, variant })`; one visible
 * at a time on the page (a new one replaces the older), whichever island shows it. The view
 * (ToastView.tsx, Radix Toast: top-right, 420 px, 5000 ms, swipe right, F8) is loaded with the
 * first toast, in a React root of its own at the end of `<body>`, and stays mounted after it
 * (docs/decisions/0068: islands share nothing but this page-wide notifier).
 *
 * `ToastProvider` is kept for tests and older call sites: it renders its children unchanged.
 * On the server `toast` does nothing.
 */
import type { ReactNode } from 'react'

import type { ToastMessage } from './ToastView'

export type { ToastMessage }

type Show = (message: ToastMessage | null) => void

let mounting: Promise<Show> | null = null

/** The page's toast view, mounted once: resolves with the function that shows a message. */
function mountView(): Promise<Show> {
  mounting ??= (async () => {
    const [{ createRoot }, { createElement }, { default: ToastView }, { IslandRoot }] =
      await Promise.all([
        import('react-dom/client'),
        import('react'),
        import('./ToastView'),
        import('./Island'),
      ])
    const host = document.createElement('div')
    host.dataset.toasts = ''
    document.body.append(host)
    const root = createRoot(host)
    const show: Show = (current) =>
      root.render(
        createElement(
          IslandRoot,
          null,
          createElement(ToastView, { current, onClose: () => show(null) }),
        ),
      )
    return show
  })()
  return mounting
}

/** Shows `t` (replacing the toast on screen, if any). */
export function toast(t: Omit<ToastMessage, 'id'>): void {
  if (typeof document === 'undefined') return
  const message = { ...t, id: Date.now() }
  void mountView().then((show) => show(message))
}

export const useToast = () => toast

export function ToastProvider({ children }: { children: ReactNode }) {
  return children
}
