/** /faqs (spec §2): the CMS page 'faqs' as intro (if any) and every FAQ with placement 'faqs'. */
import { getFaqs, getPage, loadCommon } from '../../server/content'

export async function data() {
  const [common, page, faqs] = await Promise.all([loadCommon(), getPage('faqs').catch(() => null), getFaqs('faqs').catch(() => [])])
  const intro = page ?? { slug: 'faqs', title: 'Frequently Asked Questions' }
  return { common, page: intro, faqs, title: intro.title, description: intro.description ?? undefined }
}
export type Data = Awaited<ReturnType<typeof data>>
