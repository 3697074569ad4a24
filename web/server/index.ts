/** Starts the site on PORT (default 3000). See server/app.ts. */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWebApp } from './app'
import { loadConfig } from './config'

const config = loadConfig()
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const app = await createWebApp(config, { root })
const server = app.listen(config.PORT, () => {
  console.log(`web listening on http://localhost:${config.PORT} (${config.production ? 'production' : 'development'}; CMS ${config.CMS_URL})`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
