/**
 * The worker thread that renders report PDFs (report/renderer.ts runs it in a piscina pool,
 * docs/decisions/0095). Plain JavaScript, so that it starts the same under `tsx` (development,
 * tests, the image's `tsx src/server.ts`) and under Vitest: it loads report/ReportPdf.tsx through
 * tsx's own loader (`tsImport`, with audit-service/tsconfig.json), whatever the parent thread runs
 * on and wherever it was started.
 *
 * Default export: `(result: AuditResult) → Promise<Uint8Array>`, the PDF's bytes (copied back to
 * the parent thread). Throws what `renderReportPdf` throws.
 */
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

// The service's own tsconfig (its JSX runtime), whatever the working directory is.
const { renderReportPdf } = await tsImport('./ReportPdf.tsx', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
})

export default async function render(result) {
  return new Uint8Array(await renderReportPdf(result))
}
