import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../../lib/common'
import type { Data } from './+data'

/** 'AI Visibility Report: {business}', or 'Your AI Visibility Report' while it cannot be loaded. */
export default (pageContext: PageContext<Data>) =>
  pageTitle(
    pageContext.data?.result
      ? `AI Visibility Report: ${pageContext.data.result.business_name}`
      : 'Your AI Visibility Report',
    pageContext.common,
  )
