import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { name: 'collections', include: ['src/**/*.test.ts'] } })
