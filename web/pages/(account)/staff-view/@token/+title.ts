import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../lib/common'
import type { Data } from './+data'

export default (pageContext: PageContext<Data>) =>
  pageTitle(
    pageContext.data?.result
      ? `Customer view: ${pageContext.data.result.business_name}`
      : 'Customer view',
    pageContext.common,
  )
