/**
 * Live preview of an offer, FAQ or testimonial on the home page (decisions 0088, 0129): the CMS
 * admin opens `/?preview=1&previewCollection=<slug>&previewId=<id>#<anchor>`, and the site scrolls
 * the preview to the edited document where it appears: `HOME_PREVIEW_ANCHORS` names, by
 * collection, the id of the block that shows it (the pricing block for an offer, whose card the
 * site finds by `data-offer-id`). The CMS builds the URL, the site reads it: both use this table.
 */
export const HOME_PREVIEW_ANCHORS = {
  offers: 'pricing',
  faqs: 'faq',
  testimonials: 'testimonials',
} as const

/** The collections previewed on the home page. */
export type HomePreviewedCollection = keyof typeof HOME_PREVIEW_ANCHORS
