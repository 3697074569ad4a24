/** /audit-loading (spec §2, §4). Server-rendered, then hydrated as an island (AuditLoadingPage.tsx, docs/decisions/0068). */
import { Island } from '../../../components/Island'
import { AuditLoadingPage } from './AuditLoadingPage.island'

export default function Page() {
  return <Island name="AuditLoadingPage" component={AuditLoadingPage} props={{}} />
}
