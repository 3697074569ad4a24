import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../../lib/common'

export default (pageContext: PageContext) => pageTitle('Choose a new password', pageContext.common)
