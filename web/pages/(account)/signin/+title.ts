import type { PageContext } from 'vike/types'
import { pageTitle } from '../../../lib/common'

export default (pageContext: PageContext) => pageTitle('Sign In', pageContext.common)
