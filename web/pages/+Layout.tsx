/**
 * The frame of every page (spec §2): header, the page, footer, a notice while the CMS is
 * unreachable, and the cookie banner (components/ConsentBanner.tsx). The page sits in an error
 * boundary (the home variant on /, spec §2), and uncaught errors go to the local error log. A
 * staff view of a report (/staff-view/:token, docs/decisions/0125) has the page alone. Its content is `pageContext.common`, loaded by +onCreatePageContext.server.ts.
 */
import styled from '@emotion/styled'
import type { ReactNode } from 'react'
import { STAFF_VIEW_PATH } from '@aivis/contract'
import { usePageContext } from 'vike-react/usePageContext'
import { ConsentBanner } from '../components/ConsentBanner.island'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { Footer } from '../components/layout/Footer'
import { Header } from '../components/layout/Header.island'
import { GlobalStyles } from '../components/ui'
import { FALLBACK_COMMON } from '../lib/common'
import { headerLinks } from '../components/layout/nav'
import { Island } from '../components/Island'
import { fontSizes, colors, space } from '../lib/theme'

const Frame = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })
const Main = styled.main({ flex: '1 0 auto' })
// The theme's text on its second surface, marked by a warning-coloured rule: readable in both
// themes (dark text on the light theme's deep amber was not).
const Banner = styled.div({
  background: colors.surface2,
  borderBottom: `3px solid ${colors.warning}`,
  color: colors.text,
  textAlign: 'center',
  padding: space[2],
  fontSize: fontSizes.sm,
})

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const common = pageContext.common ?? FALLBACK_COMMON
  // A staff member's view of a customer's report (docs/decisions/0125): the page alone, without
  // the header's and footer's calls to action, the newsletter form or the pixel's banner.
  if (pageContext.urlPathname.startsWith(`${STAFF_VIEW_PATH}/`))
    return (
      <Frame>
        <GlobalStyles />
        <Main>{children}</Main>
      </Frame>
    )
  return (
    <Frame>
      <GlobalStyles />
      {common.cmsDown && (
        <Banner role="status">
          Some content is temporarily unavailable. Please refresh in a moment.
        </Banner>
      )}
      <Island
        name="Header"
        hydrate="interaction"
        component={Header}
        props={{
          siteName: common.settings.siteName,
          links: headerLinks(common.settings),
          account: pageContext.customer
            ? {
                email: pageContext.customer.email,
                name: pageContext.customer.name,
                avatarUrl: pageContext.customer.avatar_url,
              }
            : null,
        }}
      />
      <Main>
        <ErrorBoundary
          key={pageContext.urlPathname}
          variant={pageContext.urlPathname === '/' ? 'home' : 'global'}
        >
          {children}
        </ErrorBoundary>
      </Main>
      <Footer common={common} />
      {/* Without a pixel there is nothing to consent to: no banner, no code (decision 0027). */}
      {common.settings.pixelId && (
        <Island
          name="ConsentBanner"
          component={ConsentBanner}
          props={{ pixelId: common.settings.pixelId }}
        />
      )}
    </Frame>
  )
}
