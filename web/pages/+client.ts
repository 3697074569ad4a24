/**
 * The whole of every page's browser code (docs/decisions/0068): pages are server-rendered HTML;
 * this entry logs uncaught errors (lib/errorLog.ts), tells the start-up guard of +Head.tsx that
 * the page's code runs, configures the ad pixel, and sends /audit-results' 'audit_complete' (spec
 * §7); then, in a task of its own, it shows the
 * saved theme choice, reports tracked link clicks (lib/trackedLinks.ts), sends the page
 * view a page asks for (`data-page-view="<path>"`, spec §7), runs the bottom bar of a page that
 * has one (lib/bottomBar.ts) and hydrates the page's islands (pages/hydrateIslands.ts), each from a
 * chunk of its own.
 */
import { installGlobalHandlers } from '../lib/errorLog'
import { hydrateIslands } from './hydrateIslands'
import { configurePixel } from '../lib/pixel'
import { showSavedThemeChoice } from '../lib/themeChoice'
import { installTrackedLinks } from '../lib/trackedLinks'
import { installBottomBar } from '../lib/bottomBar'
import type { TrackedEvents } from '../lib/track'

installGlobalHandlers()
;(window as { __appStarted?: boolean }).__appStarted = true
// The pixel's id first, before anything sends an event: the cookie banner's props carry it (it is
// on the page only when there is a pixel, decision 0027), and islands hydrate in no set order.
const banner = document.querySelector<HTMLElement>('[data-island="ConsentBanner"]')
if (banner)
  configurePixel((JSON.parse(banner.dataset.props ?? '{}') as { pixelId?: string }).pixelId)
// /audit-results' results, rendered by the server (audit-results/ResultsView.tsx): seen.
const viewed = document.querySelector<HTMLElement>('[data-audit-viewed]')?.dataset.auditViewed
if (viewed)
  void import('../lib/track').then(({ track }) =>
    track('audit_complete', JSON.parse(viewed) as TrackedEvents['audit_complete']),
  )
// The rest in a task of its own: the script's first task stays short on a slow phone.
setTimeout(() => {
  showSavedThemeChoice()
  installTrackedLinks()
  const pageView = document.querySelector<HTMLElement>('[data-page-view]')?.dataset.pageView
  if (pageView)
    void import('../lib/track').then(({ track }) => track('PageView', { page: pageView }))
  // In this entry, not a chunk of its own: a request that /audit would otherwise make during its
  // first paint, one round trip after the entry (its largest paint waited for it on a slow phone).
  if (document.querySelector('[data-bottom-bar]')) installBottomBar()
  void hydrateIslands(document)
}, 0)
