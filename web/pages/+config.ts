import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

/**
 * Site-wide Vike config: vike-react renders the HTML (SSR without streaming: Emotion's critical CSS
 * needs the whole HTML). Pages are HTML-only (https://vike.dev/render-modes): `Page`, `Layout` and
 * `Wrapper` run on the server alone, Vike's client runtime is not loaded, and the browser runs
 * only +client.ts, which hydrates the page's islands (components/Island.tsx, docs/decisions/0068).
 */
export default {
  extends: [vikeReact],
  stream: false,
  lang: 'en',
  passToClient: [],
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true }, cumulative: true },
    Wrapper: { env: { server: true }, cumulative: true },
  },
} satisfies Config
