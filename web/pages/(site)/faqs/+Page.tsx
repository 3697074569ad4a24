/** /faqs: the intro and the FAQ accordion (one item open at a time, spec §4). */
import { useData } from 'vike-react/useData'
import { CmsPageView } from '../components/CmsPageView'
import { FaqAccordion } from '../../../components/Faq'
import type { Data } from './+data'

export default function Page() {
  const { page, faqs } = useData<Data>()
  return (
    <CmsPageView page={page}>
      <FaqAccordion faqs={faqs} />
    </CmsPageView>
  )
}
