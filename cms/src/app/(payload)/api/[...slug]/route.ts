import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { withBodyLimit } from '../../../../bodyLimit'

// Request bodies are limited before Payload reads them (docs/decisions/0090).
export const GET = REST_GET(config)
export const POST = withBodyLimit(REST_POST(config), config)
export const DELETE = withBodyLimit(REST_DELETE(config), config)
export const PATCH = withBodyLimit(REST_PATCH(config), config)
export const PUT = withBodyLimit(REST_PUT(config), config)
export const OPTIONS = REST_OPTIONS(config)
