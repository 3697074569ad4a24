import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { pageTitle } from '../../../../lib/common'
import { newsletterLinkView } from '../../../../server/newsletter.server'
import { LINK_PAGE_TEXTS } from '../content'

/**
 * /newsletter/unsubscribe?token=…: the unsubscribe link of every newsletter email (docs/decisions/0130): what it is for, asked of the audit service without changing
 * anything, or the outcome of the page's button (`?outcome=`). The page's title is the view's.
 */
export async function data(pageContext: PageContextServer) {
  // Before the first await (vike-react's hooks are read synchronously).
  const config = useConfig()
  const view = await newsletterLinkView('unsubscribe', pageContext.urlParsed.search)
  config({ title: pageTitle(LINK_PAGE_TEXTS.unsubscribe[view.state].title, pageContext.common) })
  return { kind: 'unsubscribe' as const, view }
}
export type Data = Awaited<ReturnType<typeof data>>
