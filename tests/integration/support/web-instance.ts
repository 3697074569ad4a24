/**
 * One instance of the site in a process of its own, for tests that need several instances whose
 * memory is not shared (the CMS cache and its purge listeners are per process):
 * `node --import tsx tests/integration/support/web-instance.ts` with the site's settings in the
 * environment (server/config.server.ts). Development mode without HMR (no websocket port), listening
 * on 127.0.0.1 on a port the OS picks; once listening it prints one line `{"listening":<port>}`
 * before the site's JSON log lines. SIGTERM closes the site (its Redis connections included) and
 * exits 0.
 */
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createServer } from '@aivis/web/server'

const root = path.resolve(import.meta.dirname, '../../../web')
const { app, close } = await createServer({ root, hmr: false })
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ listening: (server.address() as AddressInfo).port })}\n`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close()
  void close().finally(() => process.exit(0))
})
