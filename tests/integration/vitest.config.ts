import { defineConfig } from 'vitest/config'

/** The site's server in-process (development mode, Vite middleware) against the HTTP fakes of ../mocks. */
export default defineConfig({
  test: {
    name: 'integration',
    include: ['*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
