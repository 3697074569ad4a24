/** Home page (spec §2): the nine sections in order, every text and price from the CMS. */
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Course } from '../../components/home/Course'
import { FinalCta } from '../../components/home/FinalCta'
import { Guarantees } from '../../components/home/Guarantees'
import { Hero } from '../../components/home/Hero'
import { HomeFaq } from '../../components/home/HomeFaq'
import { Pricing } from '../../components/home/Pricing'
import { Results } from '../../components/home/Results'
import { Steps } from '../../components/home/Steps'
import { WhyVisibility } from '../../components/home/WhyVisibility'
import { FALLBACK_COMMON } from '../../lib/common'
import type { Data } from './+data'

export default function Page() {
  const { offers, faqs, testimonials } = useData<Data>()
  const { settings } = usePageContext().common ?? FALLBACK_COMMON
  return (
    <>
      <Hero settings={settings} />
      <WhyVisibility settings={settings} />
      <Steps settings={settings} />
      <Course settings={settings} />
      <Pricing settings={settings} offers={offers} />
      <Results settings={settings} testimonials={testimonials} />
      <Guarantees settings={settings} />
      <HomeFaq faqs={faqs} />
      <FinalCta settings={settings} />
    </>
  )
}
