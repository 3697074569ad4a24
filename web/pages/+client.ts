/**
 * The whole of every page's browser code (docs/decisions/0068): pages are server-rendered HTML;
 * this entry logs uncaught errors (lib/errorLog.ts), tells the start-up guard of +Head.tsx that
 * the page's code runs, configures the ad pixel, and shows the stored audit result on
 * /audit-results (audit-results/showStoredResults.ts); then, in a task of its own, it shows the
 * saved theme choice, reports tracked link clicks (lib/trackedLinks.ts), sends the page
 * view a page asks for (`data-page-view="<path>"`, spec §7), runs the bottom bar of a page that
 * has one (lib/bottomBar.ts) and hydrates the page's islands (lib/hydrateIslands.ts), each from a
 * chunk of its own.
 */
import { installGlobalHandlers } from '../lib/errorLog'
import { hydrateIslands } from '../lib/hydrateIslands'
import { configurePixel } from '../lib/pixel'
import { showStoredResults } from './audit-results/showStoredResults'
import { showSavedThemeChoice } from '../lib/themeChoice'
import { installTrackedLinks } from '../lib/trackedLinks'
import { installBottomBar } from '../lib/bottomBar'

installGlobalHandlers()
;(window as { __appStarted?: boolean }).__appStarted = true
// The pixel's id first, before anything sends an event: the cookie banner's props carry it (it is
// on the page only when there is a pixel, decision 0027), islands hydrate in no set order, and
// /audit-results sends its event as soon as it knows the results the server rendered are this
// tab's (decision 0072).
const banner = document.querySelector<HTMLElement>('[data-island="ConsentBanner"]')
if (banner)
  configurePixel((JSON.parse(banner.dataset.props ?? '{}') as { pixelId?: string }).pixelId)
const storedResults = document.querySelector<HTMLElement>('[data-stored-results]')
// In this entry, not a chunk of its own: one round trip less before the results' request leaves;
// and first, before the rest of the page's start.
if (storedResults) void showStoredResults(storedResults)
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
  // The results' island is showStoredResults' to hydrate, once it knows the results are this tab's.
  void hydrateIslands(document, { except: '[data-stored-results]' })
}, 0)
