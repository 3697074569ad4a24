import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withBodyLimit } from '../../../../bodyLimit'

// Request bodies are limited before Payload reads them (docs/decisions/0090).
export const POST = withBodyLimit(GRAPHQL_POST(config), config)
export const OPTIONS = REST_OPTIONS(config)
