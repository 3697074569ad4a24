import { defineConfig } from 'vitest/config'

/**
 * `npm test -w web`: every `*.test.ts(x)` next to its code. The whole site in one process is tested
 * from tests/integration/web-server.test.ts.
 */
export default defineConfig({
  test: {
    name: 'web',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
