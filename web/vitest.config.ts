import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { name: 'web', include: ['lib/**/*.test.ts', 'server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
})
