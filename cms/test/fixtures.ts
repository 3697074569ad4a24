/**
 * Documents the CMS tests store: `ONE_LEAD_OF_EACH`, valid data for one document in every lead
 * collection, so that a refused read has something to leak.
 */
export const ONE_LEAD_OF_EACH: Record<string, object> = {
  inquiries: {
    name: 'Ana',
    email: 'ana@example.com',
    businessName: 'Harbour Dental',
    message: 'Please call me back about AI visibility.',
  },
  'newsletter-subscribers': { email: 'reader@example.com' },
  'result-email-requests': { email: 'owner@example.com', business_name: 'Harbour Dental' },
  audits: {
    business_name: 'Harbour Dental',
    specialism: 'dentist',
    location: 'Sydney',
    severity: 'LOW',
  },
  'business-profiles': { domain: 'harbourdental.example' },
  'lead-delivery-failures': { kind: 'mail', attempts: 5, last_error: 'SMTP 550' },
}
