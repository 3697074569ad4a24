/**
 * The one `zod` every contract schema is built with, set to `jitless`: zod otherwise probes
 * `new Function('')` to compile fast object parsers, which the site's Content-Security-Policy
 * forbids (no 'unsafe-eval': web/server/securityHeaders.server.ts), so every page that validates a
 * form would log a CSP violation. Parsing stays correct, only without that compilation.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
