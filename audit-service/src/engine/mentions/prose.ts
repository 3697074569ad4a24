/**
 * Business names in running text, for competitor extraction (mentions.ts `extractCompetitors`,
 * docs/decisions/0017). Pure functions, no I/O; nothing throws.
 *
 * - `inlineItems(text)` → the items of an inline enumeration ("try: 1) Ridgeline Walks — day trips;
 *   2) Alpine Trails NZ — …", "(1) The Rees Hotel — …; (2) …"), or null when the text has none. Items
 *   are numbered 1, 2, … in order (at least two), each marker at the start or after a space, colon
 *   or semicolon; each item's text runs to the next marker.
 * - `proseNames(text)` → Title Case runs of a paragraph that name a business, in order, as
 *   written. A run is consecutive capitalised words separated by single spaces, allowing "&" and
 *   the name connectors of/de/du/des/la/le/et inside ("Roundhay Plumbing & Heating"); a possessive
 *   "'s" ends it. A run is left out when it is
 *   - a sentence's first word alone ("Portland has…"), after dropping a leading sentence word
 *     ("Many", "If", "For");
 *   - a place: after in/on/at/near/around/across/from/to/through/into (with an optional "the"), or
 *     ending in a geographic word (Street, Peak, Beach…), or used as an adjective: followed directly
 *     by a lower-case word that is not a verb or a joining word ("Sydney practices", "Gas Safe
 *     registration");
 *   - a month, a weekday or an assistant's name ("I'm Claude").
 *   What remains is a business only in one of these contexts:
 *   - an enumeration: two or more runs joined by commas and a final "and"/"or" ("Zazie, Foreign
 *     Cinema, and Outerlands"), places and citation markers between them ignored ("Casa Verde on
 *     King Street, and Il Forno");
 *   - followed by a verb of description ("Grossi Florentino is…", "Plumbline Services gets…");
 *   - after a word that introduces options ("try", "like", "use", "include", "about", "recommend").
 *   A name a few words after "registered with", "licensed by", "a member of"… is a body the
 *   business belongs to: it goes to `bodies` (when given) instead of the result.
 *   The caller still checks each name (`cleanCandidate`, sources, the business itself).
 */

/** Words of a verb phrase that may follow a business name in prose ("… is", "… gets"). */
const VERBS = new Set(
  (
    'is are was were has have had gets get got offers offer provides provide put puts runs run ' +
    'remains remain stands stand does do did serves serve specialises specializes specialise ' +
    'specialize focuses focus boasts boast delivers deliver handles handle covers cover operates ' +
    'operate sells sell makes make overlooks overlook tends tend can will should may might would ' +
    'could also both often frequently consistently regularly usually generally still comes come ' +
    'earns earn wins win draws draw attracts attract excels excel shines shine stocks stock ' +
    'roasts roast all each keeps keep uses use runs teaches teach hosts host leans lean charges ' +
    'charge takes take opens open caters cater works work ships ship builds build installs install ' +
    'repairs repair treats treat bakes bake brews brew cooks cook pours pour lists list tops top ' +
    'features feature suits suit ranks rank sits sit looks look feels feel carries carry'
  ).split(' '),
)

/** Lower-case words that may follow a name without making it an adjective ("Acme and…"). */
const JOINERS = new Set(
  (
    'and or but for in on at near with to by from as which who that because if when while whose ' +
    'than nor so'
  ).split(' '),
)

/** Words right before a name that introduce options ("try Acme", "like Taxfitness"). */
const CUES = new Set(
  (
    'try trying like include includes including included about recommend recommends recommended ' +
    'use uses using choose consider considering call contact visit favour favor favours favors ' +
    'prefer prefers by'
  ).split(' '),
)

/** Words before "with" that make what follows a product's partners ("integrates with Xero"). */
const PARTNER_VERBS =
  /^(?:integrat\w*|works?|working|syncs?|syncing|connects?|connecting|compatible|plugs?|pairs?|partner\w*|links?)$/

/**
 * Words a few words before a name that make it a body a business belongs to, not an option:
 * "registered with", "licensed by", "a member of", "accredited by".
 */
const BODY_CONTEXT =
  /\b(?:registered|accredited|licensed|certified|approved|regulated|endorsed|affiliated|members?\s+of|membership\s+of|belong\s+to)\b/i

/** Prepositions that make the following run a place ("in Carlton", "on King Street"). */
const PLACE_PREPOSITIONS = new Set(
  'in on at near around across from to through into outside throughout within toward towards'.split(
    ' ',
  ),
)

/** Last words of places and landmarks, never of a business in prose ("Roys Peak", "Bank Street"). */
const GEOGRAPHIC_WORDS = new Set(
  (
    'street st road rd avenue ave lane drive highway hwy boulevard blvd peak mountain mountains ' +
    'mount mt lake river beach park trail track island islands bay valley hill hills square ' +
    'district suburbs cbd coast harbour harbor falls forest reserve gorge canyon glacier creek ' +
    'region state county city town village airport station'
  ).split(' '),
)

/**
 * Trade nouns: a run ending in a geographic word that contains one before it is a business named
 * after its place ("Smiles Studio Gold Coast"), not the place ("Gold Coast", "Bondi Beach").
 */
const TRADE_WORDS = new Set(
  (
    'studio studios dental dentistry dentists clinic clinics cafe café bistro restaurant ' +
    'trattoria pizzeria eatery kitchen bar hotel plumbing plumbers electrical electricians ' +
    'physio physiotherapy services service group gym salon spa bakery roasters coffee tours ' +
    'accountants accounting lawyers legal landscapes landscaping partners associates co inc ltd'
  ).split(' '),
)

/** Leading words of a sentence that never start a business name in prose. */
const LEADING_WORDS = new Set(
  (
    'a an the it its this these those they their there here you your we our i im my most many ' +
    'some all each both other another if when while also however overall generally typically ' +
    'additionally finally lastly then for in as with based located known please unfortunately ' +
    'ultimately after before during since because although though so but and or options ' +
    'honestly jokes whichever whatever note tip tips avoid check ' +
    'ask look compare read consider search visit call contact book get verify confirm request ' +
    'choose find use try see start go make keep remember reviews listings people locals visitors'
  ).split(' '),
)

/** Months, weekdays and assistants' own names (never competitors). */
const NEVER = new Set(
  (
    'january february march april may june july august september october november december jan ' +
    'feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday ' +
    'saturday sunday claude chatgpt gemini perplexity copilot openai anthropic i christmas easter ' +
    'thanksgiving halloween diwali hanukkah ramadan eid mandarin cantonese english french spanish ' +
    'hindi tamil malay arabic japanese korean german portuguese punjabi urdu vietnamese tagalog'
  ).split(' '),
)

/** Holidays and seasons' days ("Valentine's Day", "Boxing Day"): never a business. */
const HOLIDAY =
  /^(?:(?:valentine|mother|father|new year|st\.? patrick|saint patrick|all saint)['’]?s? day|(?:boxing|labou?r|memorial|anzac|australia|canada|independence|remembrance|presidents['’]?) day|black friday|cyber monday|good friday|easter (?:sunday|monday)|christmas (?:eve|day)|new year['’]?s(?: eve| day)?|(?:lunar|chinese) new year)$/i

/** Lower-case words allowed inside a run between capitalised words. */
const INNER = new Set(['of', 'de', 'du', 'des', 'la', 'le', 'et', '&'])

/** Abbreviations whose period is part of the word, not a sentence end. */
const ABBREVIATIONS = /^(?:Mr|Mrs|Ms|Dr|St|Co|Inc|Ltd|Bros|Mt|Jr|Sr|Pty|Corp|No)$/

/**
 * Legal suffixes that end a name: after "Co." a capitalised word starts a new sentence ("consider
 * Hughes Smiles Co. For families, …").
 */
const NAME_ENDERS = /^(?:Co|Inc|Ltd|Corp)\.$/

interface Word {
  text: string
  start: number
  end: number
  /** Lower case, without a possessive and trailing period. */
  lower: string
  cap: boolean
  possessive: boolean
}

function wordsOf(text: string): Word[] {
  const out: Word[] = []
  for (const m of text.matchAll(/&|[\p{L}\p{N}](?:[\p{L}\p{N}'’+-]|[.&](?=[\p{L}\p{N}]))*/gu)) {
    let raw = m[0]
    let end = m.index! + raw.length
    if (text[end] === '.' && ABBREVIATIONS.test(raw)) {
      raw += '.'
      end++
    }
    const possessive = /['’]s$/.test(raw)
    const bare = possessive ? raw.slice(0, -2) : raw
    out.push({
      text: bare,
      start: m.index!,
      end: possessive ? end - 2 : end,
      lower: bare.toLowerCase().replace(/\.$/, ''),
      cap: /^(?:\p{Lu}|[a-z]+[-]?\p{Lu})/u.test(bare),
      possessive,
    })
  }
  return out
}

/** True when the text between two words ends a sentence or clause. */
const endsClause = (gap: string) => /[.!?;:—–]|^\s*[-]\s/.test(gap) || /\n/.test(gap)

/** A capitalised run: its first and last word indexes, its text, and whether it opens a sentence. */
interface Run {
  first: number
  last: number
  name: string
  sentenceStart: boolean
}

/** See module doc. */
export function proseNames(
  text: string,
  isSource: (name: string) => boolean = () => false,
  bodies?: string[],
): string[] {
  const clean = text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[\d+\]|【[^】]*】/g, ' ')
    .replace(/[*_`]/g, '')
  const words = wordsOf(clean)
  const gapBefore = (i: number) => clean.slice(i > 0 ? words[i - 1].end : 0, words[i].start)
  const endsName = (i: number) => NAME_ENDERS.test(words[i].text)
  // After "Co." a sentence opener ("For", "The", "If") starts a new sentence; another capitalised
  // word continues the name ("Stems & Co. Floral Studio").
  const newSentenceAfterName = (i: number) =>
    i > 0 && endsName(i - 1) && LEADING_WORDS.has(words[i].lower.replace(/['’]/g, ''))
  const joined = (i: number) =>
    i > 0 &&
    /^ +$/.test(gapBefore(i)) &&
    !words[i - 1].possessive &&
    !newSentenceAfterName(i) &&
    !(endsName(i - 1) && !words[i].cap)
  const atSentenceStart = (i: number) =>
    i === 0 || endsClause(gapBefore(i)) || newSentenceAfterName(i)

  // Capitalised runs.
  const runs: Run[] = []
  for (let i = 0; i < words.length; i++) {
    if (!words[i].cap || words[i].text === '&') continue
    let last = i
    for (let j = i + 1; j < words.length; j++) {
      // A possessive inside a name ("Jim's Air Conditioning") is followed by a capitalised word.
      const gap = clean.slice(words[j - 1].end, words[j].start)
      const afterPossessive = words[j - 1].possessive && /^['’]s +$/.test(gap) && words[j].cap
      if (!joined(j) && !afterPossessive) break
      if (words[j].cap || /^\d{1,4}$/.test(words[j].text)) last = j
      else if (INNER.has(words[j].lower) && words[j + 1]?.cap && joined(j + 1)) continue
      else break
    }
    let first = i
    const start = atSentenceStart(i)
    // Drop leading sentence words ("Many Melburnians", "If Acme").
    while (first <= last && start && LEADING_WORDS.has(words[first].lower.replace(/['’]/g, '')))
      first++
    if (first <= last) {
      runs.push({
        first,
        last,
        name: clean.slice(words[first].start, words[last].end),
        sentenceStart: start,
      })
    }
    i = last
  }

  /** Index of the first word after run `r`, skipping a place phrase ("in the Castro"). */
  const after = (r: Run): number => {
    let k = r.last + 1
    if (words[r.last].possessive) return k
    if (k < words.length && joined(k) && PLACE_PREPOSITIONS.has(words[k].lower)) {
      let m = k + 1
      if (words[m]?.lower === 'the' && joined(m)) m++
      if (words[m]?.cap && joined(m)) {
        while (words[m + 1]?.cap && joined(m + 1)) m++
        k = m + 1
      }
    }
    return k
  }

  /** "in Rosebank, Parkhurst and Sandton": runs listed after a place run are places too. */
  const placeRuns = new Set<Run>()
  /** Places that do not start a list of places (a name's address). */
  const placeOnly = new Set<Run>()
  /** Runs taken as places for following a place in a list → the list's first place. */
  const listed = new Map<Run, Run>()
  for (let k = 0; k < runs.length; k++) {
    const r = runs[k]
    const prev = words[r.first - 1]
    const afterPreposition =
      !!prev &&
      joined(r.first) &&
      (PLACE_PREPOSITIONS.has(prev.lower) ||
        (prev.lower === 'the' &&
          !!words[r.first - 2] &&
          joined(r.first - 1) &&
          PLACE_PREPOSITIONS.has(words[r.first - 2].lower)))
    const prevRun = runs[k - 1]
    const listedAfterPlace =
      !!prevRun &&
      placeRuns.has(prevRun) &&
      /^\s*(?:,\s*(?:and|or)?|and|or)\s*$/.test(
        clean.slice(words[prevRun.last].end, words[r.first].start),
      )
    if (listedAfterPlace) {
      listed.set(r, listed.get(prevRun) ?? prevRun)
      placeRuns.add(r)
    }
    // A list of places starts after a preposition that follows a lower-case word ("salons in
    // Rosebank, Parkhurst and Sandton"); after a name it is that name's address, and the list
    // goes on with names ("Casa Verde on King Street, and Il Forno").
    else if (afterPreposition) {
      const p = r.first - (words[r.first - 1].lower === 'the' ? 2 : 1)
      if (!words[p - 1]?.cap) placeRuns.add(r)
      else placeOnly.add(r)
    }
  }

  // A "list" of places followed by a verb was an introductory phrase and names: "In Ottawa,
  // Centretown Dental and Glebe Dental Group are both well reviewed".
  for (const [r, head] of listed) {
    const tail = [...listed]
      .filter(([, h]) => h === head)
      .map(([x]) => x)
      .at(-1)!
    const next = words[after(tail)]
    if (next && !next.cap && VERBS.has(next.lower)) placeRuns.delete(r)
  }

  const kept = runs.filter((r) => {
    if (placeRuns.has(r) || placeOnly.has(r)) return false
    const ws = words.slice(r.first, r.last + 1)
    if (r.sentenceStart && ws.length === 1) return false
    if (ws.length === 1 && NEVER.has(ws[0].lower)) return false
    if (ws.every((w) => NEVER.has(w.lower))) return false
    if (HOLIDAY.test(r.name)) return false
    if (GEOGRAPHIC_WORDS.has(ws.at(-1)!.lower) && !ws.some((w) => TRADE_WORDS.has(w.lower)))
      return false
    const prev = words[r.first - 1]
    if (prev && joined(r.first)) {
      if (PLACE_PREPOSITIONS.has(prev.lower)) return false
      const prev2 = words[r.first - 2]
      if (
        prev.lower === 'the' &&
        prev2 &&
        joined(r.first - 1) &&
        PLACE_PREPOSITIONS.has(prev2.lower)
      )
        return false
    }
    const next = words[r.last + 1]
    // "Daikin's own team": a possessive name counts only after a cue ("use Daikin's own…") or as
    // a whole item of an enumeration ("are Nonna Rosa's and Melbourne Café").
    if (words[r.last].possessive) {
      if (prev && CUES.has(prev.lower) && joined(r.first)) return true
      const rest = clean.slice(words[r.last].end).replace(/^['’]s/, '')
      return /^\s*(?:,|(?:and|or)\s+\p{Lu})/u.test(rest)
    }
    if (next && !next.cap && joined(r.last + 1))
      if (!VERBS.has(next.lower) && !JOINERS.has(next.lower)) return false
    return true
  })

  // Context: enumeration, verb after, or cue before.
  const accepted = new Set<Run>()
  const rejected = new Set<Run>()
  /** Each run of an enumeration → its first run. */
  const chainHead = new Map<Run, Run>()
  const joinBetween = (a: Run, b: Run): 'comma' | 'and' | null => {
    const gap = clean
      .slice(words[a.last].end, words[b.first].start)
      .replace(/^(['’]s)/, '')
      .trim()
    // Without a place phrase right after `a` ("on King Street", "in the Castro").
    const between = gap
      .replace(/^(?:in|on|at|near)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s*)+/u, '')
      .trim()
    if (/^,\s*(?:and|or)$/.test(between) || /^(?:and|or)$/.test(between)) return 'and'
    if (between === ',') return 'comma'
    return null
  }
  for (let i = 0; i < kept.length; i++) {
    // Longest chain starting at i.
    let j = i
    let hasAnd = false
    while (j + 1 < kept.length) {
      const join = joinBetween(kept[j], kept[j + 1])
      if (!join) break
      j++
      if (join === 'and') {
        hasAnd = true
        break
      }
    }
    if (hasAnd && j > i) {
      const chain = kept.slice(i, j + 1)
      const prev = words[kept[i].first - 1]
      // One body's name with commas ("the Plumbers, Gasfitters and Drainlayers Board"), or what
      // something works with ("integrates with Xero and MYOB"): not a list of options.
      const oneBody = chain.some((r) => isSource(r.name))
      const prev2 = words[kept[i].first - 2]
      const partners =
        !!prev &&
        prev.lower === 'with' &&
        joined(kept[i].first) &&
        !!prev2 &&
        PARTNER_VERBS.test(prev2.lower)
      for (const r of chain) chainHead.set(r, chain[0])
      for (const r of chain) if (!partners && (!oneBody || isSource(r.name))) accepted.add(r)
      for (const r of chain) if (!accepted.has(r)) rejected.add(r)
      i = j
    }
  }
  for (const r of kept) {
    if (accepted.has(r) || rejected.has(r)) continue
    const prev = words[r.first - 1]
    if (prev && CUES.has(prev.lower) && joined(r.first)) {
      accepted.add(r)
      continue
    }
    if (words[r.last].possessive) continue
    const k = after(r)
    const next = words[k]
    if (next && !next.cap && VERBS.has(next.lower) && !endsClause(gapBefore(k))) accepted.add(r)
  }
  const names: string[] = []
  for (const r of kept) {
    if (!accepted.has(r)) continue
    // "registered with a competent person scheme (NICEIC, NAPIT or ELECSA)": bodies, not options.
    const head = chainHead.get(r) ?? r
    const clause =
      clean
        .slice(0, words[head.first].start)
        .split(/[.!?\n]\s/)
        .at(-1) ?? ''
    const near = clause.split(/\s+/).slice(-9).join(' ')
    if (bodies && BODY_CONTEXT.test(near)) bodies.push(r.name)
    else names.push(r.name)
  }
  return names
}

const INLINE_MARKER = /(^|[\s:;])\(?(\d{1,2})[.)]\s+/g

/** See module doc. */
export function inlineItems(text: string): string[] | null {
  const markers: { n: number; at: number; body: number }[] = []
  for (const m of text.matchAll(INLINE_MARKER)) {
    const n = Number(m[2])
    if (n !== markers.length + 1) continue
    const at = m.index! + m[1].length
    markers.push({ n, at, body: m.index! + m[0].length })
  }
  if (markers.length < 2) return null
  return markers.map((mk, i) =>
    text
      .slice(mk.body, markers[i + 1]?.at ?? text.length)
      .replace(/[;,]\s*$/, '')
      .trim(),
  )
}
