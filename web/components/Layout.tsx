/**
 * Site chrome (spec §2): sticky header with desktop navigation, Company dropdown and a mobile side
 * panel (< 768 px), and the footer with contact details and every footer link.
 */
import styled from '@emotion/styled'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Common } from '../server/content'
import { colors, fontSizes, mq, radii, space } from '../lib/theme'
import { ThemeSelect } from './ThemeSelect'
import { ButtonLink, Container, GlobalStyles } from './ui'

const Bar = styled.header({
  position: 'sticky', top: 0, zIndex: 50, backdropFilter: 'saturate(180%) blur(12px)',
  background: 'color-mix(in srgb, var(--c-bg) 82%, transparent)', borderBottom: `1px solid ${colors.border}`,
})
const BarInner = styled(Container)({ display: 'flex', alignItems: 'center', gap: space[5], height: 64 })
const Logo = styled.a({ display: 'flex', alignItems: 'center', gap: space[2], fontWeight: 800, fontSize: fontSizes.lg, textDecoration: 'none', whiteSpace: 'nowrap' })
const LogoMark = styled.span({
  width: 28, height: 28, borderRadius: 8, background: `linear-gradient(135deg, ${colors.primary}, ${colors.accent})`, display: 'none',
  [mq.md]: { display: 'inline-block' },
})
const Nav = styled.nav({ display: 'none', gap: space[5], alignItems: 'center', [mq.md]: { display: 'flex' }, '& a, & button': { fontSize: fontSizes.sm, color: colors.muted, textDecoration: 'none' }, '& a:hover': { color: colors.text } })
const Right = styled.div({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: space[3] })
const SignIn = styled.a({ display: 'none', fontSize: fontSizes.sm, color: colors.muted, textDecoration: 'none', [mq.md]: { display: 'inline' } })
const SmallCta = styled(ButtonLink)({ padding: `${space[2]}px ${space[4]}px`, fontSize: fontSizes.sm })
const MenuButton = styled.button({
  background: 'transparent', border: `1px solid ${colors.border}`, color: colors.text, borderRadius: radii.sm, padding: `${space[1]}px ${space[2]}px`,
  fontSize: fontSizes.lg, cursor: 'pointer', [mq.md]: { display: 'none' },
})
const Dropdown = styled.div({ position: 'relative' })
const DropdownButton = styled.button({ all: 'unset', cursor: 'pointer', color: colors.muted, fontSize: fontSizes.sm, '&:hover': { color: colors.text } })
const DropdownMenu = styled.div({
  position: 'absolute', top: 'calc(100% + 12px)', left: -12, minWidth: 220, background: colors.surface, border: `1px solid ${colors.border}`,
  borderRadius: radii.md, padding: space[2], display: 'flex', flexDirection: 'column', boxShadow: '0 16px 40px -20px rgba(0,0,0,.6)',
  '& a': { padding: `${space[2]}px ${space[3]}px`, borderRadius: radii.sm }, '& a:hover': { background: colors.surface2 },
})
const Panel = styled.div({
  position: 'fixed', inset: '0 0 0 auto', width: 300, maxWidth: '100vw', background: colors.surface, borderLeft: `1px solid ${colors.border}`,
  zIndex: 200, padding: space[5], display: 'flex', flexDirection: 'column', gap: space[2], overflowY: 'auto',
  '@media (min-width: 480px)': { width: 400 },
  '& a': { textDecoration: 'none', padding: `${space[2]}px 0` },
  '& h3': { fontSize: fontSizes.xs, textTransform: 'uppercase', letterSpacing: '0.08em', color: colors.muted, margin: `${space[4]}px 0 0` },
})
const Scrim = styled.div({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.5)', zIndex: 150 })

/** Header links (spec §2): Navigation and Company groups, shared by the desktop bar and the side panel. */
function navLinks(s: Common['settings']) {
  const external = { target: '_blank', rel: 'noopener noreferrer' }
  return {
    navigation: [
      ...(s.academyUrl ? [{ label: 'Courses', href: s.academyUrl, ...external }] : []),
      { label: 'Pricing', href: '/#pricing' },
      { label: 'Partnerships', href: '/partnerships' },
      { label: 'FAQs', href: '/faqs' },
    ],
    company: [
      { label: 'About Us', href: '/about' },
      { label: 'Success Stories', href: '/#testimonials' },
      { label: 'Contact', href: '/contact' },
      ...(s.complianceUrl ? [{ label: 'Compliance & Standards', href: s.complianceUrl, ...external }] : []),
    ],
  }
}

function CompanyMenu({ common }: { common: Common }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const close = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false)
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('click', close)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return (
    <Dropdown ref={ref}>
      <DropdownButton aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)}>
        Company ▾
      </DropdownButton>
      {open && (
        <DropdownMenu role="menu" onClick={() => setOpen(false)}>
          {navLinks(common.settings).company.map(({ label, ...a }) => (
            <a key={label} role="menuitem" {...a}>
              {label}
            </a>
          ))}
        </DropdownMenu>
      )}
    </Dropdown>
  )
}

function Header({ common }: { common: Common }) {
  const [menu, setMenu] = useState(false)
  const s = common.settings
  const close = () => setMenu(false)
  const links = navLinks(s)
  useEffect(() => {
    if (!menu) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenu(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menu])
  const render = (list: typeof links.navigation) => list.map(({ label, ...a }) => <a key={label} {...a}>{label}</a>)
  // The panel is rendered outside the header: the header's backdrop-filter would otherwise become
  // the containing block of the fixed panel and clip it to the bar's height.
  return (
    <>
    <Bar>
      <BarInner>
        <Logo href="/" aria-label={`${s.siteName} home`}>
          <LogoMark aria-hidden />
          {s.siteName}
        </Logo>
        <Nav aria-label="Main">
          {render(links.navigation)}
          <CompanyMenu common={common} />
        </Nav>
        <Right>
          <SignIn href="/signin">Sign In</SignIn>
          <SmallCta href="/audit">Run Free AI Audit</SmallCta>
          <MenuButton aria-label="Open menu" aria-expanded={menu} onClick={() => setMenu(true)}>☰</MenuButton>
        </Right>
      </BarInner>
    </Bar>
      {menu && (
        <>
          <Scrim onClick={close} />
          <Panel role="dialog" aria-modal="true" aria-label="Menu" onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
            <MenuButton aria-label="Close menu" onClick={close} style={{ alignSelf: 'flex-end' }} autoFocus>
              ✕
            </MenuButton>
            <h3>Navigation</h3>
            {render(links.navigation)}
            <h3>Company</h3>
            {render(links.company)}
            <h3>Account</h3>
            <a href="/signin">Sign In</a>
          </Panel>
        </>
      )}
    </>
  )
}

const Foot = styled.footer({ borderTop: `1px solid ${colors.border}`, background: colors.surface, padding: `${space[8]}px 0 ${space[6]}px`, fontSize: fontSizes.sm })
const FootGrid = styled.div({
  display: 'grid', gap: space[6], gridTemplateColumns: '1fr 1fr', '& > :first-of-type': { gridColumn: '1 / -1' },
  [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr', '& > :first-of-type': { gridColumn: 'auto' } },
})
const FootCol = styled.div({ display: 'flex', flexDirection: 'column', gap: space[2], '& a': { color: colors.muted, textDecoration: 'none' }, '& a:hover': { color: colors.text }, '& h4': { fontSize: fontSizes.sm, marginBottom: space[1] } })
const Address = styled.address({ fontStyle: 'normal', color: colors.muted, whiteSpace: 'pre-line' })
const Bottom = styled.div({ marginTop: space[6], paddingTop: space[4], borderTop: `1px solid ${colors.border}`, color: colors.muted, display: 'flex', flexWrap: 'wrap', gap: space[3], justifyContent: 'space-between', alignItems: 'center' })
const Banner = styled.div({ background: colors.warning, color: '#1a1200', textAlign: 'center', padding: space[2], fontSize: fontSizes.sm })

function Footer({ common }: { common: Common }) {
  const s = common.settings
  return (
    <Foot>
      <Container>
        <FootGrid>
          <FootCol>
            <strong style={{ fontSize: fontSizes.lg }}>{s.siteName}</strong>
            {s.footer?.tagline && <span style={{ color: 'var(--c-muted)' }}>{s.footer.tagline}</span>}
            {s.contactEmail && <a href={`mailto:${s.contactEmail}`}>{s.contactEmail}</a>}
            {s.postalAddress && <Address>{s.postalAddress}</Address>}
          </FootCol>
          <FootCol>
            <h4>Company</h4>
            <a href="/">Home</a>
            <a href="/about">About</a>
            <a href="/courses">Courses</a>
            <a href="/partnerships">Partnerships</a>
            <a href="/blog">Blog</a>
            <a href="/agencies">White-Label for Agencies</a>
            <a href="/contact">Contact Sales</a>
          </FootCol>
          <FootCol>
            <h4>Resources</h4>
            <a href="/faqs">FAQs</a>
            <a href="/privacy">Privacy</a>
            <a href="/terms">Terms</a>
            <a href="/cookies">Cookies</a>
            <a href="/marketing-compliance">Marketing Compliance</a>
            {s.academyUrl && <a href={s.academyUrl} target="_blank" rel="noopener noreferrer">Course academy</a>}
          </FootCol>
          {common.compareLinks.length > 0 && (
            <FootCol>
              <h4>Compare</h4>
              {common.compareLinks.map((c) => (
                <a key={c.slug} href={`/compare/${c.slug}`}>
                  vs {c.competitor}
                </a>
              ))}
            </FootCol>
          )}
        </FootGrid>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {s.siteName}
            {s.footer?.companyLine ? ` · ${s.footer.companyLine}` : ''}
          </span>
          <ThemeSelect />
        </Bottom>
      </Container>
    </Foot>
  )
}

const Frame = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' })
const Main = styled.main({ flex: '1 0 auto' })

/** Page frame used by every page: `<Layout common={data.common}>…</Layout>`. */
export function Layout({ common, children }: { common: Common; children: ReactNode }) {
  return (
    <Frame>
      <GlobalStyles />
      {common.cmsDown && <Banner role="status">Some content is temporarily unavailable. Please refresh in a moment.</Banner>}
      <Header common={common} />
      <Main>{children}</Main>
      <Footer common={common} />
    </Frame>
  )
}
