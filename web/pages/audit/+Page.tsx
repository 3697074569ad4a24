/** /audit (spec §2, §4, §8). Server-rendered, then hydrated as an island (AuditPage.tsx, docs/decisions/0068). */
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../lib/islands'
import { AuditPage } from './AuditPage'

export default function Page() {
  return <Island name="AuditPage" component={AuditPage} props={useData<Data>()} />
}
