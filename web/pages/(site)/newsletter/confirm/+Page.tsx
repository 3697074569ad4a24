import { useData } from 'vike-react/useData'
import { NewsletterLinkPage } from '../NewsletterLinkPage'
import type { Data } from './+data'

/** The newsletter's confirm link page (../NewsletterLinkPage.tsx). */
export default function Page() {
  const { kind, view } = useData<Data>()
  return <NewsletterLinkPage kind={kind} view={view} />
}
