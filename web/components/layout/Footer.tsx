/**
 * The site footer (spec §2): the newsletter form, contact details, the strategy-call booking link
 * (lib/trackedLinks.ts `bookingLinkProps`: tracked, opened after 250 ms), every footer link (the
 * academy's with its UTM parameters, nav.ts), the theme choice.
 */
import styled from '@emotion/styled'
import type { Common } from '../../lib/common'
import { colors, fontSizes, mq, space } from '../../lib/theme'
import { Island } from '../Island'
import { bookingLinkProps } from '../../lib/trackedLinks'
import { NewsletterForm } from '../NewsletterForm.island'
import { ThemeSelect } from '../ThemeSelect.island'
import { Container } from '../ui'
import { footerColumns, linkProps } from './nav'

const Foot = styled.footer({
  borderTop: `1px solid ${colors.border}`,
  background: colors.surface,
  padding: `${space[8]}px 0 ${space[6]}px`,
  fontSize: fontSizes.sm,
})
const Newsletter = styled.section({
  display: 'grid',
  gap: space[4],
  alignItems: 'center',
  paddingBottom: space[6],
  marginBottom: space[6],
  borderBottom: `1px solid ${colors.border}`,
  '& h2': { fontSize: fontSizes.lg, marginBottom: space[1] },
  '& p': { color: colors.muted, margin: 0 },
  [mq.md]: { gridTemplateColumns: '1fr 1fr', gap: space[6] },
})
const FootGrid = styled.div({
  display: 'grid',
  gap: space[6],
  gridTemplateColumns: '1fr 1fr',
  '& > :first-of-type': { gridColumn: '1 / -1' },
  [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr', '& > :first-of-type': { gridColumn: 'auto' } },
})
const FootCol = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  '& a': { color: colors.muted, textDecoration: 'none' },
  '& a:hover': { color: colors.text },
  '& h3': { fontSize: fontSizes.sm, marginBottom: space[1] },
})
const Address = styled.address({ fontStyle: 'normal', color: colors.muted, whiteSpace: 'pre-line' })
const Bottom = styled.div({
  marginTop: space[6],
  paddingTop: space[4],
  borderTop: `1px solid ${colors.border}`,
  color: colors.muted,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  justifyContent: 'space-between',
  alignItems: 'center',
})
export function Footer({ common }: { common: Common }) {
  const { settings } = common
  return (
    <Foot>
      <Container>
        <Newsletter aria-labelledby="newsletter-title">
          <div>
            <h2 id="newsletter-title">Get the latest AI insights</h2>
            <p>Tips on getting your business recommended by AI assistants. Unsubscribe any time.</p>
          </div>
          <Island
            name="NewsletterForm"
            component={NewsletterForm}
            props={{}}
            hydrate="interaction"
          />
        </Newsletter>
        <FootGrid>
          <FootCol>
            <strong style={{ fontSize: fontSizes.lg }}>{settings.siteName}</strong>
            {settings.footer?.tagline && (
              <span style={{ color: colors.muted }}>{settings.footer.tagline}</span>
            )}
            {settings.contactEmail && (
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            )}
            {settings.bookingUrl && (
              <a {...bookingLinkProps(settings.bookingUrl)}>Book a strategy call</a>
            )}
            {settings.postalAddress && <Address>{settings.postalAddress}</Address>}
          </FootCol>
          {footerColumns(settings, common.compareLinks).map((column) => (
            <FootCol key={column.heading}>
              <h3>{column.heading}</h3>
              {column.links.map((link) => (
                <a key={link.href} {...linkProps(link)}>
                  {link.label}
                </a>
              ))}
            </FootCol>
          ))}
        </FootGrid>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {settings.siteName}
            {settings.footer?.companyLine ? ` · ${settings.footer.companyLine}` : ''}
          </span>
          <Island name="ThemeSelect" component={ThemeSelect} props={{}} hydrate="interaction" />
        </Bottom>
      </Container>
    </Foot>
  )
}
