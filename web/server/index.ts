/**
 * Starts the site on LISTEN_HOST:PORT (default 127.0.0.1:3000, docs/decisions/0065): `npm run dev -w web` (Vite dev middleware) or, after
 * `npm run build -w web`, `npm start -w web` (NODE_ENV=production). Settings: server/config.server.ts.
 *
 * Importing this module does not start anything: it re-exports `createServer(options)` (see
 * server/app.ts) for tests; it listens only when run as the entry point.
 */
import { pathToFileURL } from 'node:url'
import { createServer } from './app'

export { createServer, createWebApp } from './app'

const isEntry = !!process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href
if (isEntry) {
  const { app, close, config, logger } = await createServer()
  const server = app.listen(config.port, config.host, () => {
    logger.info(
      `web listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port} (${config.built ? 'built' : 'development'}, APP_ENV ${config.appEnv}; CMS ${config.cms.url})`,
    )
  })
  // The purge endpoint's own port (INTERNAL_PORT), when set: not published outside the CMS's network.
  const internal = config.internalPort
    ? app.listen(config.internalPort, config.host, () =>
        logger.info(`web: /_internal/* on port ${config.internalPort} only`),
      )
    : null
  const stop = () => {
    internal?.close()
    server.close(() => void close().finally(() => process.exit(0)))
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
