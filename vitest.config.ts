import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests of every workspace (each has its own vitest.config.ts), and the site's
 * server in-process against HTTP fakes (tests/integration). The acceptance tests in tests/ need the
 * running stack and are run by scripts/test.mjs.
 */
export default defineConfig({
  test: {
    projects: ['contract', 'collections', 'cms', 'audit-service', 'web', 'tests/integration'],
  },
})
