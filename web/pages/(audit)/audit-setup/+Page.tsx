/** /audit-setup (spec §2, §4 "Setup flow"). Server-rendered, then hydrated as an island (AuditSetupPage.tsx, docs/decisions/0068). */
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { Island } from '../../../components/Island'
import { AuditSetupPage } from './AuditSetupPage.island'

export default function Page() {
  return <Island name="AuditSetupPage" component={AuditSetupPage} props={useData<Data>()} />
}
