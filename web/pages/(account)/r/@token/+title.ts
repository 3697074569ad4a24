import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../lib/common'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  pageTitle(
    pageContext.data?.result
      ? `AI Visibility Report: ${pageContext.data.result.business_name}`
      : 'Shared report',
    pageContext.common,
  )
