import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react({ jsxImportSource: '@emotion/react' })],
  // The audit contract is TypeScript source in a workspace package.
  ssr: { noExternal: ['@aivis/audit-service'] },
})
