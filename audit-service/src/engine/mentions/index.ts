/**
 * Mention detection in assistant answers (the measure behind mention rate and share of voice):
 * the entry point the rest of the service imports as `engine/mentions`. Only what other modules
 * use is exported here; the rooms behind it are:
 *
 * - names.ts: `normalizeName`, the tokenizer and the variants a name may be written in;
 * - business.ts: `mentionsBusiness`, `mentionsWebsite`, `websiteHost` (docs/decisions/0015);
 * - markdown.ts: the answer's lines, sub-items, sibling headings and table names;
 * - competitors.ts: `extractCompetitors`, `extractSources`, `cleanCandidate` (docs/decisions/0017,
 *   0048);
 * - sources.ts: `isSource` and the merging of an answer's sources;
 * - prose.ts: names in running text (`proseNames`) and inline enumerations (`inlineItems`);
 * - entities.ts: `analyzeAnswer`, the one entity decision per answer that mention, position and
 *   competitors come from (docs/decisions/0089);
 * - legalForms.ts: the legal forms of every country dropped from names (cleanco's list and more);
 * - places.ts: the places of the audit's gazetteer (`isKnownPlace`, `loadPlaces`);
 * - lexicon.ts: the word lists and phrase patterns (data).
 *
 * Pure functions, no I/O; nothing throws. Measured on the labelled sets in `audit-service/devset/`
 * by `npx tsx audit-service/bench/extraction.eval.ts all`; rules are tuned on the development set
 * only, the held-out sets are never tuned on (docs/decisions/0048).
 */

export { mentionsBusiness, mentionsWebsite, websiteHost, type BusinessRef } from './business'
export { extractCompetitors, extractSources } from './competitors'
export { analyzeAnswer, type AnswerEntities } from './entities'
export { normalizeName } from './names'
export { loadPlaces } from './places'
