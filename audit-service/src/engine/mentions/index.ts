/**
 * Mention detection in assistant answers: the entry point the rest of the service imports as
 * `engine/mentions` (module doc in competitors.ts). Only what other modules use is exported here.
 */

export {
  extractCompetitors,
  extractSources,
  mentionsBusiness,
  mentionsWebsite,
  normalizeName,
  websiteHost,
  type BusinessRef,
} from './competitors'
