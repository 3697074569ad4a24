import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests of every workspace (each has its own vitest.config.ts). The
 * cross-service acceptance tests in tests/ need the running stack and are run by scripts/test.mjs.
 */
export default defineConfig({
  test: {
    projects: ['collections', 'cms', 'audit-service', 'web'],
  },
})
