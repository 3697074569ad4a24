import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../lib/common'

export default (pageContext: PageContext) => pageTitle('Running your audit', pageContext.common)
