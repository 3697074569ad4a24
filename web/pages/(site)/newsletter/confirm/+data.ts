import type { PageContextServer } from 'vike/types'
import { useConfig } from 'vike-react/useConfig'
import { pageTitle } from '../../../../lib/common'
import { newsletterLinkView } from '../../../../server/newsletter.server'
import { LINK_PAGE_TEXTS } from '../content'

/**
 * /newsletter/confirm?token=…: the link of the newsletter confirmation email (docs/decisions/0130): what it is for, asked of the audit service without changing
 * anything, or the outcome of the page's button (`?outcome=`). The page's title is the view's.
 */
export async function data(pageContext: PageContextServer) {
  // Before the first await (vike-react's hooks are read synchronously).
  const config = useConfig()
  const view = await newsletterLinkView('confirm', pageContext.urlParsed.search)
  config({ title: pageTitle(LINK_PAGE_TEXTS.confirm[view.state].title, pageContext.common) })
  return { kind: 'confirm' as const, view }
}
export type Data = Awaited<ReturnType<typeof data>>
