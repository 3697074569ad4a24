/** /audit (spec §2): layout content and the FAQs with placement 'audit'; title 'Free AI Visibility Audit'. */
import { getFaqs, loadCommon } from '../../server/content'

export async function data() {
  const [common, faqs] = await Promise.all([loadCommon(), getFaqs('audit').catch(() => [])])
  return { common, faqs, title: 'Free AI Visibility Audit' }
}
export type Data = Awaited<ReturnType<typeof data>>
