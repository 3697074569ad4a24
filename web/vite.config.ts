import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react({ jsxImportSource: '@emotion/react' })],
  ssr: {
    noExternal: [
      // The audit contract is TypeScript source in a workspace package.
      '@aivis/audit-service',
      // One copy of Emotion's React contexts on the server: when Node loads these itself, a test
      // runner's resolution conditions can give `@emotion/styled` another `@emotion/react` than the
      // pages' CacheProvider, and the critical CSS is then not extracted.
      '@emotion/react',
      '@emotion/styled',
    ],
  },
})
