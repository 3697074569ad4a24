/** Home page (spec §2): the page `home`'s layout blocks, in the order staff gave them in the CMS. */
import { useData } from 'vike-react/useData'
import { PageBlocks } from '../../../components/blocks/PageBlocks'
import type { Data } from './+data'

export default function Page() {
  const { layout, blocks } = useData<Data>()
  return <PageBlocks layout={layout} data={blocks} />
}
