/**
 * /contact (spec §2): the heading, two cards — 'Book a Strategy Call' (Most Popular; tracks
 * InitiateCheckout, then opens the booking page after 250 ms) and the 'Detailed Business Analysis'
 * form — then the benefits, 'What to Expect' and 'Alternative Contact Information'.
 *
 * From the CMS: the intro (page 'contact': title, description, body), the booking URL, contact
 * email and postal address, the call's length and the trust statistic with its source (site
 * settings, decision 0128); the other texts are the spec's wording (./content.ts).
 */
import styled from '@emotion/styled'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactForm } from '../components/ContactForm.island'
import { Badge, Features } from '../../../components/blocks/shared'
import {
  ButtonLink,
  Card,
  Center,
  Container,
  Eyebrow,
  Grid,
  Muted,
  Section,
} from '../../../components/ui'
import { FALLBACK_COMMON } from '../../../lib/common'
import { colors, fontSizes, mq, responsive, space } from '../../../lib/theme'
import { Island } from '../../../components/Island'
import { bookingLinkProps } from '../../../lib/trackedLinks'
import type { Data } from './+data'
import {
  ALTERNATIVE_CONTACT_TITLE,
  ANALYSIS,
  BENEFITS,
  CONTACT_PAGE_FALLBACK,
  STRATEGY_CALL,
  WHAT_TO_EXPECT,
} from './content'

/** The intro: the CMS body's heading is the page's big question, its text the lead. */
const Intro = styled.div({
  '& h2': {
    ...responsive('fontSize', [fontSizes['3xl'], fontSizes['4xl']]),
    fontWeight: 800,
    maxWidth: 820,
    margin: `0 auto ${space[4]}px`,
  },
  '& p': { color: colors.muted, fontSize: fontSizes.lg, maxWidth: 680, margin: '0 auto' },
  '& a': { color: colors.accent },
})
const Cards = styled.div({
  display: 'grid',
  gap: space[5],
  marginTop: space[7],
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: '5fr 7fr' },
})
const CallCard = styled(Card)({
  display: 'flex',
  flexDirection: 'column',
  ...responsive('padding', [space[5], space[6]]),
  // Beside the taller form on wide screens, it stays in view while the form is filled in.
  [mq.lg]: { position: 'sticky', top: 88 },
})
const FormCard = styled(Card)({ padding: space[5], [mq.md]: { padding: space[6] } })
const CardTitle = styled.h2({ fontSize: fontSizes['2xl'], marginBottom: space[2] })
const InfoTitle = styled.h2({ fontSize: fontSizes.xl })
const Benefits = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space[2],
  color: colors.muted,
  '& li::before': { content: '"✓"', color: colors.success, fontWeight: 700, marginRight: space[2] },
  '& strong': { color: colors.text },
})
const Expect = styled.dl({
  margin: 0,
  '& dt': { fontWeight: 700 },
  '& dd': { margin: `0 0 ${space[3]}px`, color: colors.muted },
})
const Address = styled.address({ fontStyle: 'normal', color: colors.muted, whiteSpace: 'pre-line' })

/** "Name, year" of a statistic's source. */
const sourceText = (stat: NonNullable<Data['trustStatistic']>) =>
  [stat.source?.name, stat.source?.year].filter(Boolean).join(', ')

function BookCall({ bookingUrl }: { bookingUrl: string }) {
  return bookingUrl ? (
    <ButtonLink {...bookingLinkProps(bookingUrl)} block style={{ marginTop: 'auto' }}>
      {STRATEGY_CALL.button}
    </ButtonLink>
  ) : (
    <ButtonLink href="#contact-form" variant="outline" block style={{ marginTop: 'auto' }}>
      Send us an inquiry instead
    </ButtonLink>
  )
}

export default function Page() {
  const data = useData<Data>()
  const { page } = data
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  return (
    <>
      <Section>
        <Container>
          <Center>
            <Eyebrow as="h1">{page.title}</Eyebrow>
            <Intro>
              {page.bodyHtml ? (
                /* Staff-authored content, converted to HTML by the CMS (its converter escapes text). */
                <div dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
              ) : (
                <>
                  <h2>{CONTACT_PAGE_FALLBACK.heading}</h2>
                  <p>{CONTACT_PAGE_FALLBACK.intro(data.callMinutes)}</p>
                </>
              )}
            </Intro>
          </Center>
          <Cards>
            <CallCard highlight>
              <Badge>{STRATEGY_CALL.badge}</Badge>
              <CardTitle>{STRATEGY_CALL.title}</CardTitle>
              <Muted style={{ fontSize: fontSizes.md }}>
                {STRATEGY_CALL.text(data.callMinutes)}
              </Muted>
              <Features>
                {STRATEGY_CALL.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Features>
              <BookCall bookingUrl={settings.bookingUrl} />
            </CallCard>
            <FormCard id="contact-form">
              <CardTitle>{ANALYSIS.title}</CardTitle>
              <Muted style={{ fontSize: fontSizes.md, marginBottom: space[5] }}>
                {ANALYSIS.text}
              </Muted>
              <Island
                name="ContactForm"
                hydrate="interaction"
                component={ContactForm}
                props={{ contactEmail: settings.contactEmail }}
              />
            </FormCard>
          </Cards>
        </Container>
      </Section>
      <Section shade>
        <Container>
          <Grid cols={3} min={260}>
            <Card>
              <InfoTitle>{BENEFITS.title}</InfoTitle>
              <Benefits>
                {BENEFITS.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
                {data.trustStatistic && (
                  <li>
                    <strong>
                      {data.trustStatistic.value} {data.trustStatistic.label}
                    </strong>{' '}
                    <small>(Source: {sourceText(data.trustStatistic)})</small>
                  </li>
                )}
              </Benefits>
            </Card>
            <Card>
              <InfoTitle>{WHAT_TO_EXPECT.title}</InfoTitle>
              <Expect>
                {WHAT_TO_EXPECT.items(data.callMinutes).map((item) => (
                  <div key={item.title}>
                    <dt>{item.title}</dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </Expect>
            </Card>
            <Card>
              <InfoTitle>{ALTERNATIVE_CONTACT_TITLE}</InfoTitle>
              {settings.contactEmail && (
                <p>
                  <a href={`mailto:${settings.contactEmail}`} style={{ color: colors.accent }}>
                    {settings.contactEmail}
                  </a>
                </p>
              )}
              {settings.postalAddress && <Address>{settings.postalAddress}</Address>}
            </Card>
          </Grid>
        </Container>
      </Section>
    </>
  )
}
