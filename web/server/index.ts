/**
 * Starts the site on PORT (default 3000): `npm run dev -w web` (Vite dev middleware) or, after
 * `npm run build -w web`, `npm start -w web` (NODE_ENV=production). Settings: server/config.ts.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createWebApp } from './app'
import { loadConfig } from './config'

const config = loadConfig()
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { app, close } = await createWebApp(config, { root })
const server = app.listen(config.PORT, () => {
  console.log(`web listening on http://localhost:${config.PORT} (${config.production ? 'production' : 'development'}; CMS ${config.CMS_URL})`)
})
const stop = () => {
  server.close(() => void close().finally(() => process.exit(0)))
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
