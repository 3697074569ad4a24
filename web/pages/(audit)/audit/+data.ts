import { getFaqs } from '../../../server/content.server'

/** /audit (spec §2): the FAQs with placement 'audit' (none while the CMS is unreachable). */
export async function data() {
  return { faqs: await getFaqs('audit').catch(() => []) }
}
export type Data = Awaited<ReturnType<typeof data>>
