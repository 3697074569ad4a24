/** Test data shared by the site's tests (never by site code). */

/** What `extract-business-info` answers for harbourdental.com.au (spec §3 extracted business info). */
export const extractedProfile = {
  business_name: 'Harbour Dental',
  core_service: 'dentist',
  target_location: 'Sydney',
  business_type: 'practice' as const,
  website: 'https://harbourdental.com.au',
  domain: 'harbourdental.com.au',
  cached: true,
  business_facts: {
    telephone: '+61 2 9000 0000',
    address: { streetAddress: '1 George St', addressLocality: 'Sydney', postalCode: '2000' },
    openingHours: ['Mo-Fr 08:00-17:00'],
  },
  profiles: ['https://www.facebook.com/harbourdental'],
}

/**
 * A ResizeObserver that observes nothing, for jsdom (which has none): the results' charts measure
 * their container (visx ParentSize). Install with `vi.stubGlobal('ResizeObserver', NoResizeObserver)`.
 */
export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
