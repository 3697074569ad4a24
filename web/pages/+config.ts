import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

/** Site-wide Vike config: vike-react, SSR without streaming (Emotion critical CSS needs the whole HTML). */
export default {
  extends: [vikeReact],
  stream: false,
  lang: 'en',
  passToClient: ['routeParams', 'common', 'siteUrl', 'cmsOrigin'],
} satisfies Config
