import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

export default defineConfig({
  plugins: [
    vike(),
    react({ jsxImportSource: '@emotion/react' }),
    // Brotli and gzip copies of the client's assets, sent by sirv as the browser accepts
    // (server/render.server.ts): compressed once at build time, not on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  ssr: {
    noExternal: [
      // The audit contract is TypeScript source in a workspace package.
      '@aivis/contract',
      // One copy of Emotion's React contexts on the server: when Node loads these itself, a test
      // runner's resolution conditions can give `@emotion/styled` another `@emotion/react` than the
      // pages' CacheProvider, and the critical CSS is then not extracted.
      '@emotion/react',
      '@emotion/styled',
    ],
  },
})
