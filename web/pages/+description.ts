import { DEFAULT_DESCRIPTION } from '../lib/common'

/** Default description (spec §1); CMS pages set their own in +data. */
export default DEFAULT_DESCRIPTION
