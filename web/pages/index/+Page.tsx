/** Home page (spec §2): the nine sections in order, every text and price from the CMS. */
import styled from '@emotion/styled'
import { useData } from 'vike-react/useData'
import { FaqAccordion } from '../../components/Faq'
import { Layout } from '../../components/Layout'
import { ButtonLink, Card, Center, Container, Eyebrow, Grid, H1, H2, Lead, Muted, Section } from '../../components/ui'
import { minimumTermLabel, prerequisiteLabel, priceLabel, videoEmbedUrl } from '../../lib/format'
import { colors, fontSizes, mq, radii, space } from '../../lib/theme'
import type { Data } from './+data'
import { DomainForm } from '../../components/DomainForm'

const Hero = styled.section({
  padding: `${space[8]}px 0 ${space[8]}px`,
  background: `radial-gradient(1200px 500px at 20% -10%, rgba(124,92,255,.25), transparent), radial-gradient(900px 400px at 90% 10%, rgba(34,211,238,.12), transparent)`,
})
const HeroGrid = styled.div({ display: 'grid', gap: space[7], alignItems: 'center', [mq.lg]: { gridTemplateColumns: '1.1fr 1fr' } })
const Video = styled.div({
  aspectRatio: '16 / 9', borderRadius: radii.lg, border: `1px solid ${colors.border}`, overflow: 'hidden',
  background: `linear-gradient(135deg, #1b1f36, #2a1f5c)`, display: 'grid', placeItems: 'center', color: '#c9cdf0',
  '& video, & iframe': { width: '100%', height: '100%', objectFit: 'cover', border: 0, display: 'block' },
})
const Stat = styled.div({ '& strong': { display: 'block', fontSize: fontSizes['4xl'], fontWeight: 800, background: `linear-gradient(135deg, ${colors.primary}, ${colors.accent})`, WebkitBackgroundClip: 'text', color: 'transparent' } })
const Platforms = styled.ul({ listStyle: 'none', padding: 0, margin: `${space[6]}px 0 0`, display: 'flex', flexWrap: 'wrap', gap: space[3], justifyContent: 'center', '& li': { padding: `${space[2]}px ${space[4]}px`, border: `1px solid ${colors.border}`, borderRadius: radii.pill, color: colors.muted, fontWeight: 600 } })
const StepNo = styled.span({ display: 'inline-grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', background: colors.surface2, color: colors.accent, fontWeight: 800, marginBottom: space[3] })
const Price = styled.p({ fontSize: `clamp(1.75rem, 2.3vw, ${fontSizes['3xl']})`, fontWeight: 800, margin: `${space[2]}px 0`, whiteSpace: 'nowrap', letterSpacing: '-0.02em' })
const Features = styled.ul({ paddingLeft: space[5], color: colors.muted, margin: `${space[3]}px 0 ${space[5]}px`, '& li': { marginBottom: space[1] } })
const Badge = styled.span({ display: 'inline-block', alignSelf: 'flex-start', fontSize: fontSizes.xs, fontWeight: 700, background: colors.primary, color: colors.primaryText, borderRadius: radii.pill, padding: `2px ${space[3]}px`, marginBottom: space[2] })
const OfferCard = styled(Card)({ display: 'flex', flexDirection: 'column', '& > a': { marginTop: 'auto' } })
const Quote = styled.blockquote({ margin: 0, fontSize: fontSizes.lg })
const Strip = styled.div({ display: 'grid', gap: space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', '& div': { textAlign: 'center' }, '& strong': { display: 'block' } })
const Final = styled(Card)({ textAlign: 'center', padding: space[8], background: `linear-gradient(135deg, rgba(124,92,255,.25), rgba(34,211,238,.12))` })

function Stats({ stats, cols }: { stats?: { value: string; label: string }[]; cols: number }) {
  return (
    <Grid cols={cols} min={220} style={{ margin: `${space[6]}px 0`, textAlign: 'center' }}>
      {(stats ?? []).map((st) => (
        <Stat key={st.label}>
          <strong>{st.value}</strong>
          <span>{st.label}</span>
        </Stat>
      ))}
    </Grid>
  )
}

/** The hero's promo video: YouTube/Vimeo as an embed, any other URL as <video>, a poster without one. */
function PromoVideo({ url }: { url?: string | null }) {
  const embed = url ? videoEmbedUrl(url) : null
  if (embed) return <iframe src={embed} title="Promo video" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
  if (url) return <video src={url} controls preload="metadata" aria-label="Promo video" />
  return <span role="img" aria-label="Promo video coming soon">▶ See how the audit works</span>
}

export default function Page() {
  const { common, offers, faqs, testimonials } = useData<Data>()
  const s = common.settings
  const has = <T,>(list: T[] | null | undefined): list is T[] => !!list && list.length > 0
  return (
    <Layout common={common}>
      {/* 1. Hero (spec §1 texts while the CMS has never answered) */}
      <Hero>
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>Free AI visibility audit</Eyebrow>
              <H1>{s.hero?.headline || 'AI Visibility for Business'}</H1>
              <Lead>{s.hero?.subheadline || 'Get found by AI assistants like ChatGPT, Claude, and Gemini'}</Lead>
              <DomainForm placeholder={s.hero?.formPlaceholder || 'yourbusiness.com'} buttonLabel={s.hero?.buttonLabel || 'Run Free AI Audit'} />
              {s.hero?.note && <Muted style={{ marginTop: space[3] }}>{s.hero.note}</Muted>}
            </div>
            <Video>
              <PromoVideo url={s.promoVideoUrl} />
            </Video>
          </HeroGrid>
        </Container>
      </Hero>

      {/* 2. Why AI visibility matters */}
      {(has(s.whyStats) || has(s.platforms)) && (
        <Section shade>
          <Container>
            <Center>
              <H2>Why AI Visibility Matters</H2>
            </Center>
            <Stats stats={s.whyStats} cols={2} />
            {has(s.platforms) && (
              <Platforms aria-label="AI platforms">
                {s.platforms.map((p) => (
                  <li key={p.id ?? p.name}>{p.name}</li>
                ))}
              </Platforms>
            )}
          </Container>
        </Section>
      )}

      {/* 3. Three steps */}
      {has(s.steps) && (
        <Section>
          <Container>
            <Center>
              <Eyebrow>How it works</Eyebrow>
              <H2>Get visible in 3 steps</H2>
            </Center>
            <Grid cols={3} style={{ marginTop: space[6] }}>
              {s.steps.map((st, i) => (
                <Card key={st.id ?? st.title}>
                  <StepNo>{i + 1}</StepNo>
                  <h3>{st.title}</h3>
                  <Muted>{st.description}</Muted>
                </Card>
              ))}
            </Grid>
          </Container>
        </Section>
      )}

      {/* 4. Course */}
      {s.course?.title && (
        <Section shade>
          <Container>
            <HeroGrid>
              <div>
                <Eyebrow>Do it yourself</Eyebrow>
                <H2>{s.course.title}</H2>
                {s.course.description && <Lead>{s.course.description}</Lead>}
              </div>
              <Card>
                <Features>
                  {(s.course.bullets ?? []).map((b) => (
                    <li key={b.id ?? b.text}>{b.text}</li>
                  ))}
                </Features>
                {s.academyUrl && (
                  <ButtonLink href={s.academyUrl} target="_blank" rel="noopener noreferrer">
                    {s.course.ctaLabel || 'Enrol Now'}
                  </ButtonLink>
                )}
              </Card>
            </HeroGrid>
          </Container>
        </Section>
      )}

      {/* 5. Pricing: every name, price and term from the CMS offers */}
      <Section id="pricing">
        <Container>
          <Center>
            <Eyebrow>Pricing</Eyebrow>
            {s.pricing?.title && <H2>{s.pricing.title}</H2>}
            {s.pricing?.subtitle && <Lead>{s.pricing.subtitle}</Lead>}
            {!has(offers) && <Lead>Pricing is temporarily unavailable. Please refresh in a moment.</Lead>}
          </Center>
          {has(offers) && (
            <Grid cols={4} min={230} style={{ marginTop: space[6] }}>
              {offers.map((o) => (
                <OfferCard key={o.id} highlight={!!o.highlighted}>
                  {o.badge && <Badge>{o.badge}</Badge>}
                  <h3 style={{ marginBottom: 0 }}>{o.name}</h3>
                  {o.tagline && <Muted style={{ margin: 0 }}>{o.tagline}</Muted>}
                  <Price>{priceLabel(o)}</Price>
                  {minimumTermLabel(o) && <Muted style={{ margin: 0 }}>{minimumTermLabel(o)}</Muted>}
                  {o.deliveryTime && <Muted style={{ margin: 0 }}>Delivery: {o.deliveryTime}</Muted>}
                  <Features>
                    {(o.features ?? []).map((f) => (
                      <li key={f.id ?? f.feature}>{f.feature}</li>
                    ))}
                  </Features>
                  {prerequisiteLabel(o) && <Muted>{prerequisiteLabel(o)}</Muted>}
                  <ButtonLink href={o.ctaUrl} variant={o.highlighted ? 'cta' : 'outline'} block {...(/^https?:/.test(o.ctaUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {o.ctaLabel}
                  </ButtonLink>
                </OfferCard>
              ))}
            </Grid>
          )}
        </Container>
      </Section>

      {/* 6. Results and testimonials */}
      {(has(s.resultsStats) || has(testimonials)) && (
        <Section shade id="testimonials">
          <Container>
            <Center>
              <Eyebrow>Results</Eyebrow>
              <H2>Businesses AI assistants now recommend</H2>
            </Center>
            <Stats stats={s.resultsStats} cols={3} />
            <Grid cols={3}>
              {testimonials.map((t) => (
                <Card key={t.id}>
                  {t.result && <Badge>{t.result}</Badge>}
                  <Quote>“{t.quote}”</Quote>
                  <Muted style={{ marginTop: space[3], marginBottom: 0 }}>
                    <strong>{t.name}</strong>
                    {t.role ? `, ${t.role}` : ''}
                    {t.business ? ` · ${t.business}` : ''}
                  </Muted>
                </Card>
              ))}
            </Grid>
          </Container>
        </Section>
      )}

      {/* 7. Guarantees */}
      {has(s.guarantees) && (
        <Section>
          <Container>
            <Strip>
              {s.guarantees.map((g) => (
                <div key={g.id ?? g.title}>
                  <strong>✓ {g.title}</strong>
                  <Muted>{g.description}</Muted>
                </div>
              ))}
            </Strip>
          </Container>
        </Section>
      )}

      {/* 8. FAQ: one item open at a time */}
      {has(faqs) && (
        <Section shade>
          <Container style={{ maxWidth: 820 }}>
            <Center>
              <H2>Frequently Asked Questions</H2>
            </Center>
            <FaqAccordion faqs={faqs} />
          </Container>
        </Section>
      )}

      {/* 9. Final call to action */}
      <Section>
        <Container>
          <Final>
            {s.finalCta?.title && <H2>{s.finalCta.title}</H2>}
            {s.finalCta?.text && <Lead style={{ margin: '0 auto 24px' }}>{s.finalCta.text}</Lead>}
            <ButtonLink href="/audit">{s.finalCta?.buttonLabel || 'Run Free AI Audit'}</ButtonLink>
          </Final>
        </Container>
      </Section>
    </Layout>
  )
}
