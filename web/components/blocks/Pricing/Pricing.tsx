/**
 * Pricing block (spec §2 home section 5, §9): every offer's name, price and terms from the CMS.
 * An offer whose link is on the academy's host (`academyUrl`, the site settings'; lib/academyLink.ts
 * `isAcademyUrl`) is sold on the academy: its link carries the spec §7 UTM parameters
 * (utm_content=pricing, the offer's name as utm_term). Any external offer link opens in a new tab
 * and is tracked as an enrolment; the others (/contact) are plain links.
 */
import styled from '@emotion/styled'
import type { Offer, PricingBlock } from '../../../lib/cms-types'
import { minimumTermLabel, prerequisiteLabel, priceLabel } from '../../../lib/format'
import { fontSizes, space } from '../../../lib/theme'
import {
  ButtonLink,
  Card,
  Center,
  Container,
  Eyebrow,
  Grid,
  H2,
  Lead,
  Muted,
  Section,
} from '../../ui'
import { Badge, Features, hasItems } from '../shared'
import { usePageContext } from 'vike-react/usePageContext'
import { academyHref, isAcademyUrl } from '../../../lib/academyLink'
import { offersLd } from '../../../lib/structuredData'
import { trackedLink } from '../../../lib/trackedLinks'
import { JsonLd } from '../../JsonLd'

const Price = styled.p({
  fontSize: `clamp(1.75rem, 2.3vw, ${fontSizes['3xl']})`,
  fontWeight: 800,
  margin: `${space[2]}px 0`,
  whiteSpace: 'nowrap',
  letterSpacing: '-0.02em',
})
const OfferCard = styled(Card)({
  display: 'flex',
  flexDirection: 'column',
  '& > a': { marginTop: 'auto' },
})

function OfferTile({ offer, academyUrl }: { offer: Offer; academyUrl?: string }) {
  const term = minimumTermLabel(offer)
  const prerequisite = prerequisiteLabel(offer)
  return (
    // Its id: the admin's live preview of this offer scrolls to its card (decision 0129).
    <OfferCard highlight={!!offer.highlighted} data-offer-id={offer.id}>
      {offer.badge && <Badge>{offer.badge}</Badge>}
      <h3 style={{ marginBottom: 0 }}>{offer.name}</h3>
      {offer.tagline && <Muted style={{ margin: 0 }}>{offer.tagline}</Muted>}
      <Price>{priceLabel(offer)}</Price>
      {term && <Muted style={{ margin: 0 }}>{term}</Muted>}
      {offer.deliveryTime && <Muted style={{ margin: 0 }}>Delivery: {offer.deliveryTime}</Muted>}
      <Features>
        {(offer.features ?? []).map((f) => (
          <li key={f.id ?? f.feature}>{f.feature}</li>
        ))}
      </Features>
      {prerequisite && <Muted>{prerequisite}</Muted>}
      <ButtonLink
        href={
          isAcademyUrl(offer.ctaUrl, academyUrl)
            ? academyHref(offer.ctaUrl, 'pricing', offer.name)
            : offer.ctaUrl
        }
        variant={offer.highlighted ? 'cta' : 'outline'}
        block
        // An offer sold on the academy site is an enrolment (spec §7).
        {...(/^https?:/.test(offer.ctaUrl)
          ? { target: '_blank', rel: 'noopener noreferrer', ...trackedLink.enrolment(offer.name) }
          : {})}
      >
        {offer.ctaLabel}
      </ButtonLink>
    </OfferCard>
  )
}

/** `academyUrl`: the site settings' academy URL, which tells the offers sold there. */
export function Pricing({
  block,
  offers,
  academyUrl,
}: {
  block: PricingBlock
  offers: Offer[]
  academyUrl?: string
}) {
  // No page context in the browser (the live-preview island): the server's JSON-LD stays.
  const siteUrl = usePageContext()?.siteUrl ?? ''
  return (
    <Section id="pricing">
      <Container>
        <Center>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.title && <H2>{block.title}</H2>}
          {block.subtitle && <Lead>{block.subtitle}</Lead>}
          {!hasItems(offers) && (
            <Lead>Pricing is temporarily unavailable. Please refresh in a moment.</Lead>
          )}
        </Center>
        {hasItems(offers) && <JsonLd data={offersLd(offers, siteUrl)} />}
        {hasItems(offers) && (
          <Grid cols={4} min={230} style={{ marginTop: space[6] }}>
            {offers.map((offer) => (
              <OfferTile key={offer.id} offer={offer} academyUrl={academyUrl} />
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  )
}
