/**
 * The behaviour of the bottom bar (pages/(audit)/components/BottomBar.tsx, spec §2), without React:
 *
 * - `installBottomBar(doc?)` finds the page's `[data-bottom-bar]` element (its value: the id of the
 *   form's container) and shows it while that container is out of view, hides it while it is in
 *   view; while shown, the page gets bottom padding of the bar's height, so the bar never covers
 *   the end of the footer. Its button scrolls the form back (smoothly unless the visitor prefers
 *   reduced motion) and focuses the form's first field. Does nothing on a page without a bar or
 *   in a browser without IntersectionObserver (the bar stays hidden); returns `uninstall()`.
 * - `setBottomBarHidden(hidden)`: hides the bar whatever the scroll position (while an audit runs).
 */

/** The bar's height in px: its minimum height and the page padding it needs while shown. */
export const BOTTOM_BAR_HEIGHT = 72

let runHidden = false
let update: (() => void) | null = null

export function setBottomBarHidden(hidden: boolean): void {
  runHidden = hidden
  update?.()
}

export function installBottomBar(doc: Document = document): () => void {
  const bar = doc.querySelector<HTMLElement>('[data-bottom-bar]')
  const target = bar ? doc.getElementById(bar.dataset.bottomBar ?? '') : null
  const view = doc.defaultView
  if (!bar || !target || !view || typeof view.IntersectionObserver === 'undefined') return () => {}
  let formInView = true
  const render = () => {
    const show = !formInView && !runHidden
    bar.hidden = !show
    doc.body.style.paddingBottom = show ? `${BOTTOM_BAR_HEIGHT}px` : ''
  }
  const observer = new view.IntersectionObserver(([entry]) => {
    formInView = entry.isIntersecting
    render()
  })
  observer.observe(target)
  const toForm = () => {
    const smooth = !view.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' })
    target.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }
  const button = bar.querySelector('button')
  button?.addEventListener('click', toForm)
  update = render
  return () => {
    observer.disconnect()
    button?.removeEventListener('click', toForm)
    if (update === render) update = null
    doc.body.style.paddingBottom = ''
  }
}
