/**
 * Word lists and phrase patterns of mention detection (`engine/mentions/`): what a business name
 * looks like and what it does not, in lists, headings, tables and prose. Pure data, no functions;
 * the rules that use them are in docs/decisions/0015 (mentions) and 0017 (competitors and sources).
 * Entries compared after `normalizeName` are written in normalised form, which lexicon.test.ts
 * checks. Markdown syntax (list markers, headings, table rows) is in markdown.ts, not here.
 *
 * Sections: names and legal forms; labels, sections and advice; sources and public bodies;
 * prose (used by prose.ts only).
 */

// Names and legal forms ---------------------------------------------------------------------------

/**
 * Legal forms dropped from the end of a name by `normalizeName` ("Acme Pty Ltd" → "acme"), in
 * normalised form (lower case, punctuation as spaces: "L.L.C." is 'l l c').
 */
export const LEGAL_SUFFIXES: readonly string[] = [
  'pty ltd',
  'pte ltd',
  'pvt ltd',
  'private limited',
  'sdn bhd',
  'pte',
  'pvt',
  'pty limited',
  'proprietary limited',
  'pty',
  'ltd',
  'limited',
  'llc',
  'l l c',
  'inc',
  'incorporated',
  'co',
  'corp',
  'corporation',
  'company',
  'gmbh',
  'plc',
  'llp',
  'lp',
  'pllc',
  'sa',
  'bv',
  'ag',
]

/**
 * Lower-case words allowed inside a Title Case name ("Dentists on Macquarie", "Bread & Butter"); a
 * name never ends in one.
 */
export const CONNECTORS: ReadonlySet<string> = new Set([
  'and',
  'of',
  'the',
  'de',
  'la',
  'le',
  'du',
  'da',
  'von',
  'van',
  'der',
  'for',
  'on',
  'at',
  'in',
  'by',
  'to',
  'n',
  '&',
  '+',
  'y',
  'e',
  'a',
  'et',
  'des',
  'del',
  'della',
  'di',
  'do',
  'dos',
  'das',
  'den',
  'al',
  'el',
  'bin',
  'binti',
  'ni',
  'ng',
  'sa',
  'les',
  'am',
  'im',
  'zum',
  'zur',
  'aan',
  'op',
  'í',
  'á',
])

/**
 * Generic last words an assistant may drop from a name ("Cool Breeze Aircon Services" → "Cool
 * Breeze Aircon", "Flight Coffee Roasters" → "Flight Coffee"): forms of business and trade nouns.
 * "Clinic" is one ("Bright Smile Dental" for "Bright Smile Dental Clinic"); kinds of place that are
 * part of a name's identity (studio, hotel, bar) are not. Normalised form.
 */
export const GENERIC_LAST_WORDS: ReadonlySet<string> = new Set([
  'services',
  'service',
  'solutions',
  'group',
  'company',
  'roasters',
  'roastery',
  'coffee',
  'accountants',
  'accounting',
  'lawyers',
  'legal',
  'landscapes',
  'landscaping',
  'partners',
  'associates',
  'tours',
  'guides',
  'clinic',
])

/**
 * Descriptive words of a business name an assistant may leave out while keeping its distinctive
 * words ("Hollins Butchers" for "Hollins Family Butchers", "Meadowbank Kennels" for "Meadowbank
 * Boarding Kennels", "Spoke & Chain" for "Spoke & Chain Cycles"): kinds of business and trade
 * nouns. Normalised form. Used with GENERIC_LAST_WORDS and the business's own service words.
 */
export const DESCRIPTIVE_WORDS: ReadonlySet<string> = new Set(
  (
    'family boarding kennels kennel cattery cycles cycle bikes bike studio studios school academy ' +
    'center clinic practice lawyers law solicitors attorneys legal services service group ' +
    'company partners associates agency workshop salon spa gym fitness wellness health care ' +
    'dental dentistry medical physio chiropractic plumbing electrical roofing cleaning pools ' +
    'heating cooling air conditioning motors automotive auto repairs repair tours travel ' +
    'cafe restaurant bar kitchen bakery butchers butcher hotel lodge accommodation'
  ).split(' '),
)

/**
 * Spellings of one word that assistants use interchangeably; each maps to one form before names
 * are compared ("Kinetic Physiotherapy" is "Kinetic Physio"). Normalised form.
 */
export const WORD_EQUIVALENTS: ReadonlyMap<string, string> = new Map([
  ['physiotherapy', 'physio'],
  ['physiotherapist', 'physio'],
  ['physiotherapists', 'physio'],
  ['centre', 'center'],
  ['saint', 'st'],
  ['mount', 'mt'],
  ['brothers', 'bros'],
  ['international', 'intl'],
  ['colour', 'color'],
  ['harbor', 'harbour'],
  ['company', 'co'],
])

/**
 * Dictionary words that are also one-word business names ("Apex", "Summit"): such a name alone is
 * not taken as a mention, only with its service word, its full name or its website. Normalised form.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the apex summit peak top best prime elite premier pro first one star sun sky blue green ' +
    'red gold golden silver royal grand crown city metro urban local home family smile care health ' +
    'life vital core pure fresh clean clear bright smart quick fast rapid express direct simple ' +
    'true north south east west central united global national pacific coastal harbour bay river ' +
    'lake park garden oak maple pine cedar rose lotus phoenix eagle falcon hawk lion tiger fox bear ' +
    'wolf atlas orbit zenith vertex pinnacle horizon legacy heritage liberty freedom unity harmony ' +
    'balance kinetic motion flow spark fusion evolve thrive bloom nova luna sol terra aqua ' +
    'alpha omega delta gamma sigma titan echo ember flight heart'
  ).split(' '),
)

// Labels, sections and advice (not names) ---------------------------------------------------------

/**
 * Labels of sections and attributes ("Pricing", "Why choose them") and review or listing platforms
 * ("Google Reviews", "Yelp") that open list items or bold text without being a competitor. Compared
 * with a whole candidate after `normalizeName`, so entries are written in normalised form.
 */
export const NOT_A_NAME: ReadonlySet<string> = new Set([
  'note',
  'notes',
  'tip',
  'tips',
  'pro tip',
  'conclusion',
  'summary',
  'why',
  'how',
  'what',
  'where',
  'when',
  'who',
  'reviews',
  'review',
  'pricing',
  'price',
  'prices',
  'price range',
  'price point',
  'cost',
  'costs',
  'fees',
  'rates',
  'location',
  'locations',
  'services',
  'service',
  'services offered',
  'key services',
  'specialties',
  'specialty',
  'speciality',
  'specialities',
  'specialization',
  'specialisation',
  'specializations',
  'specialisations',
  'expertise',
  'key features',
  'features',
  'pros',
  'cons',
  'recommendation',
  'recommendations',
  'important',
  'disclaimer',
  'overview',
  'highlights',
  'highlight',
  'contact',
  'contact info',
  'contact information',
  'contact details',
  'website',
  'web',
  'site',
  'url',
  'phone',
  'telephone',
  'tel',
  'phone number',
  'landline',
  'mobile',
  'mobile viber',
  'viber',
  'whatsapp',
  'fax',
  'status',
  'check in',
  'check out',
  'check in out',
  'check in check out',
  'gsm',
  'e mail',
  // The same labels in the languages answers quote them in.
  'adresse',
  'anschrift',
  'telefon',
  'telefonnummer',
  'kontakt',
  'offnungszeiten',
  'horaires',
  'courriel',
  'direccion',
  'telefono',
  'horario',
  'horarios',
  'correo',
  'indirizzo',
  'orari',
  'adres',
  'telefoon',
  'openingstijden',
  'endereco',
  'horario de funcionamento',
  'email',
  'address',
  'background',
  'history',
  'about',
  'hours',
  'opening hours',
  'open',
  'rating',
  'ratings',
  'google rating',
  'star rating',
  'experience',
  'reputation',
  'availability',
  'credentials',
  'qualifications',
  'accreditation',
  'accreditations',
  'certifications',
  'insurance',
  'warranty',
  'guarantee',
  'licensing',
  'license',
  'licence',
  'established',
  'founded',
  'years in business',
  'team',
  'staff',
  'languages',
  'booking',
  'bookings',
  'appointments',
  'parking',
  'accessibility',
  'delivery',
  'shipping',
  'returns',
  'free trial',
  'plans',
  'integrations',
  'support',
  'customer service',
  'response time',
  'turnaround',
  'cuisine',
  'menu',
  'atmosphere',
  'ambiance',
  'ambience',
  'vibe',
  'signature dish',
  'must try',
  'dishes',
  'drinks',
  'strengths',
  'weaknesses',
  'drawbacks',
  'downsides',
  'caveats',
  'offers',
  'focus',
  'focus areas',
  'approach',
  'philosophy',
  'clients',
  'clientele',
  'ask for quotes',
  'check reviews',
  'final thoughts',
  'bottom line',
  'considerations',
  'key considerations',
  'things to consider',
  'next steps',
  'top picks',
  'top pick',
  'top choices',
  'top choice',
  'honorable mentions',
  'honourable mentions',
  'other options',
  'also consider',
  'budget option',
  'budget options',
  'premium option',
  'best overall',
  'best value',
  'runner up',
  'service area',
  'service areas',
  'areas served',
  'notable',
  'standout',
  'why choose',
  'why choose them',
  'why its great',
  'why it stands out',
  'why we like it',
  'what to expect',
  'what sets them apart',
  'what they offer',
  'customer reviews',
  'sources',
  'source',
  'references',
  'citations',
  'in summary',
  'tldr',
  'quick answer',
  'short answer',
  'key takeaways',
  'key points',
  'general tips',
  'more options',
  'additional tips',
  'additional options',
  'important notes',
  'final tips',
  'emergency services',
  'free consultation',
  'licensed and insured',
  'how to choose',
  'tips for choosing',
  'questions to ask',
  'local favorites',
  'local favourites',
  'fine dining',
  'casual dining',
  'casual',
  'budget',
  'premium',
  'luxury',
  'boutique',
  'mid range',
  // review and listing platforms: where assistants send people, not competitors
  'google',
  'google reviews',
  'google maps',
  'google business profile',
  'yelp',
  'tripadvisor',
  'trustpilot',
  'facebook',
  'instagram',
  'reddit',
  'nextdoor',
  'angi',
  'angies list',
  'houzz',
  'thumbtack',
  'yellow pages',
  'better business bureau',
  'bbb',
  'hipages',
  'airtasker',
  'productreview',
  'word of mouth',
  'healthengine',
  'hotdoc',
  'zocdoc',
  'opentable',
  'ubereats',
  'uber eats',
  'doordash',
  'checkatrade',
  'trustatrader',
  'yell',
])

/**
 * Labels of a business's details ("Location:", "Known for:"): sub-items with these labels make a
 * plain heading a business. Normalised form, like `NOT_A_NAME`.
 */
export const DETAIL_LABELS: ReadonlySet<string> = new Set([
  'location',
  'locations',
  'address',
  'phone',
  'website',
  'web',
  'email',
  'contact',
  'contact info',
  'contact details',
  'hours',
  'opening hours',
  'rating',
  'ratings',
  'google rating',
  'price',
  'pricing',
  'price range',
  'cost',
  'services',
  'services offered',
  'key services',
  'specialties',
  'specialty',
  'speciality',
  'expertise',
  'highlights',
  'notable',
  'features',
  'cuisine',
  'menu',
  'atmosphere',
  'established',
  'founded',
  'years in business',
  'service area',
  'service areas',
  'areas served',
  'why choose them',
  'why choose',
  'why its great',
  'why it stands out',
])

/**
 * First words of advice items ("Check reviews", "Ask for quotes"), not names. Compared with the
 * lower-cased first word as written.
 */
export const IMPERATIVES: ReadonlySet<string> = new Set([
  'check',
  'ask',
  'look',
  'compare',
  'read',
  'consider',
  'search',
  'visit',
  'call',
  'contact',
  'book',
  'get',
  'verify',
  'confirm',
  'request',
  'research',
  'choose',
  'find',
  'use',
  'avoid',
  'beware',
  'schedule',
  'make',
  'keep',
  'review',
  'browse',
  'explore',
  'note',
  'remember',
  'ensure',
  'always',
  'never',
  'don’t',
  "don't",
  'try',
  'see',
])

/**
 * First words of sentences, never of a business name ("It", "These", "Overall"). Compared with the
 * first word after `normalizeName`.
 */
export const SENTENCE_STARTS: ReadonlySet<string> = new Set([
  'it',
  'its',
  'this',
  'these',
  'those',
  'they',
  'their',
  'theyre',
  'that',
  'there',
  'here',
  'you',
  'your',
  'youll',
  'we',
  'our',
  'i',
  'im',
  'my',
  'most',
  'many',
  'some',
  'all',
  'each',
  'both',
  'other',
  'another',
  'if',
  'when',
  'while',
  'also',
  'however',
  'overall',
  'generally',
  'typically',
  'additionally',
  'finally',
  'lastly',
  'firstly',
  'secondly',
  'then',
  'for',
  'in',
  'as',
  'with',
  'based',
  'located',
  'known',
  'please',
  'unfortunately',
  'ultimately',
  'tip',
  'tips',
  'note',
  'notes',
  'things',
  'questions',
  'factors',
  'what',
  'why',
  'how',
  'where',
  'which',
  'who',
  // A business's details listed as sentences without their subject ("- Was at Av. Higienópolis,
  // 1100", "- Opened Monday to Friday 9h–19h").
  'was',
  'were',
  'is',
  'are',
  'has',
  'had',
  'could',
  'opened',
  'used',
])

/** Words that are no name on their own but may start one ("First Choice Dental", "Key Realty"). */
export const ALONE_NOT_A_NAME: ReadonlySet<string> = new Set([
  'first',
  'second',
  'third',
  'next',
  'general',
  'key',
  'more',
  'final',
  'important',
  'additional',
  'best',
  'top',
])

/**
 * Words that may stand right before or after a name without making it a longer name ("Try Apex",
 * "Apex Pty Ltd"): connectors, imperatives, sentence starts, prepositions, verbs of contact and
 * legal forms. Compared with the lower-cased word as written.
 */
export const BOUNDARY_WORDS: ReadonlySet<string> = new Set([
  ...CONNECTORS,
  ...IMPERATIVES,
  ...SENTENCE_STARTS,
  'a',
  'an',
  'at',
  'by',
  'for',
  'from',
  'in',
  'is',
  'are',
  'on',
  'or',
  'to',
  'with',
  'like',
  'visit',
  'try',
  'call',
  'contact',
  'book',
  'see',
  'choose',
  'including',
  'near',
  'via',
  'per',
  'pty',
  'pte',
  'pvt',
  'ltd',
  'llc',
  'inc',
  'co',
  'corp',
  'gmbh',
  'plc',
  'llp',
  'limited',
  'company',
])

/** Label shapes: "Best for families", "Great for groups", "Best overall", "Top pick for value". */
export const LABEL_PATTERNS: readonly RegExp[] = [
  /^(best|great|ideal|good|perfect|recommended|popular|suitable|famous|known|top pick|top choice)\b.*\bfor\b/i,
  /^(best|top)\s+(overall|value|budget|choice|pick|option|rated)\b/i,
]

/** Labels of a business's details written as phrases ("Known for", "Located in", "Why …"). */
export const DETAIL_PATTERN =
  /^(known|specializ|specialis|located|based|offers|best for|great for|ideal for|good for|why )/i

/** Verbs that end a name in "1. Acme Plumbing is known for…" items. */
export const NAME_ENDS_BEFORE =
  /\s+(?=(?:is|are|was|were|has|have|had|offers|provides|specializes|specialises|focuses|stands|remains|boasts|delivers|does|can|will|should|would|may|might|operates|serves)\b)/

/** Titles of sections and headings that are not names (see `cleanCandidate`). */
export const SECTION_TITLE =
  /^(?:(?:getting|choosing|finding|comparing|booking|planning|understanding|preparing|saving)\b|(?:typical|average|estimated|expected)\s+\w+|(?:costs?|prices?|pricing|fees|rates)\b|budget(?:\s+(?:options?|picks?|choices?|friendly|tips|considerations|range|breakdown|stays?|eats))?$|comparison\b|(?:overview|summary|conclusion|bottom line|final thoughts|next steps|key takeaways|at a glance|quick comparison)$)/i

/**
 * Headings of advice sections: tips, considerations, checks, how to choose, questions to ask, red
 * flags, pricing, what to expect, before you book, good to know, resources, FAQs.
 */
export const ADVICE_HEADING =
  /^(?:(?:[\w'’-]+\s+){0,3}(?:tips?|considerations?|factors?|questions|checklist|advice|red flags|resources|faqs?|notes?|reminders?|checks?)(?:\s+(?:to|for|before|when|worth|first)\b.*)?|(?:how|what|when|where|things) to\b.*|before you\b.*|choosing\b.*|(?:good|worth|nice|useful) to know|keep in mind|a few (?:things|tips|notes)\b.*|pricing|prices|costs?\b.*|what to (?:expect|look for|ask)\b.*)[:.]?$/i

/** Header words of a table's name column ("Company", "Firm", "Restaurant"). Normalised form. */
export const NAME_COLUMNS: ReadonlySet<string> = new Set(
  (
    'name business company firm practice clinic provider restaurant hotel operator roaster ' +
    'roastery tool software app product platform brand agency studio shop store cafe venue ' +
    'dentist plumber lawyer accountant guide tour operator option pick recommendation ' +
    'electrician builder roofer painter tiler landscaper cleaner mover removalist contractor ' +
    'installer gym salon barber vet school tutor caterer florist bakery guesthouse lodge ' +
    'solicitor attorney advocate broker agent realtor physio chiropractor optician'
  ).split(' '),
)

/** Header of a table column that holds places ("Location", "Suburb", "Areas covered"), as written. */
export const PLACE_COLUMN =
  /^(?:locations?|areas?(?: covered| served)?|suburbs?|towns?|city|cities|neighbou?rhoods?|regions?|based(?: in)?|where|service areas?|address)$/i

/** First header cells of a table whose other header cells are the names (a comparison table). */
export const ATTRIBUTE_COLUMNS: ReadonlySet<string> = new Set(
  'feature features criteria criterion attribute aspect category comparison factor'.split(' '),
)

// Sources, shared hosts and public bodies ---------------------------------------------------------

/**
 * Hosts shared by many businesses (social networks, link pages, map and listing platforms): a
 * website there does not identify one business, so `websiteHost` returns null for it.
 */
export const SHARED_HOSTS: ReadonlySet<string> = new Set([
  'facebook.com',
  'm.facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'tiktok.com',
  'pinterest.com',
  'google.com',
  'maps.google.com',
  'business.google.com',
  'sites.google.com',
  'g.page',
  'goo.gl',
  'maps.app.goo.gl',
  'business.site',
  'linktr.ee',
  'yelp.com',
  'yelp.com.au',
  'yelp.co.uk',
  'yelp.ca',
  'tripadvisor.com',
  'tripadvisor.com.au',
  'tripadvisor.co.uk',
  'etsy.com',
  'amazon.com',
  'ebay.com',
  'wa.me',
])

/**
 * Directories, review sites, maps, social networks, guides and registers that assistants send
 * people to (spec: not competitors; they go to the answer's `sources`). A candidate is a source when
 * its normalised form is one of these or starts with one followed by more words ("Capterra UK",
 * "Google Maps", "Legal Aid Queensland"); so no entry is a common word that could open a business
 * name. Normalised form.
 */
export const SOURCE_NAMES: readonly string[] = [
  'google',
  'google maps',
  'google reviews',
  'google business profile',
  'apple maps',
  'bing',
  'yelp',
  'tripadvisor',
  'trustpilot',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'linkedin',
  'reddit',
  'nextdoor',
  'angi',
  'angies list',
  'houzz',
  'thumbtack',
  'homeadvisor',
  'yellow pages',
  'yellowpages',
  'better business bureau',
  'bbb',
  'hipages',
  'airtasker',
  'oneflare',
  'serviceseeking',
  'productreview',
  'productreview com au',
  'healthengine',
  'hotdoc',
  'zocdoc',
  'healthgrades',
  'ratemds',
  'webmd',
  'opentable',
  'resy',
  'ubereats',
  'uber eats',
  'doordash',
  'deliveroo',
  'menulog',
  'zomato',
  'burpple',
  'michelin',
  'michelin guide',
  'good food guide',
  'time out',
  'timeout',
  'infatuation',
  'checkatrade',
  'trustatrader',
  'rated people',
  'mybuilder',
  'yell',
  'carousell',
  'alltrails',
  'wikiloc',
  'komoot',
  'i site',
  'booking com',
  'expedia',
  'hotels com',
  'airbnb',
  'agoda',
  'kayak',
  'trivago',
  'capterra',
  'g2',
  'getapp',
  'software advice',
  'trustradius',
  'product hunt',
  'justia',
  'avvo',
  'martindale hubbell',
  'martindale',
  'super lawyers',
  'findlaw',
  'lawyers com',
  'nolo',
  'legal aid',
  'community legal',
  'citizens advice',
  'consumer affairs',
  'fair trading',
  'neighbourly',
  'canstar',
  'wikipedia',
  'viator',
  'getyourguide',
  'klook',
  'fresha',
  'booksy',
  'treatwell',
  'classpass',
  'muval',
  'solarquotes',
  'knot',
  'weddingwire',
  'easy weddings',
  'bark',
  'thefork',
  'quandoo',
  'hungrygowhere',
  'twitter',
  'pinterest',
  'whatsapp',
  // national trade and business directories (NZ, UK, IE, IN, ZA, CA)
  'nocowboys',
  'builderscrack',
  'which trusted traders',
  'reviewsolicitors',
  'justdial',
  'sulekha',
  'practo',
  'lawrato',
  'urbanpro',
  'hellopeter',
  'snupit',
  'homestars',
  'mckennas guides',
  'nhs',
  // national directories and booking platforms (AU, NZ, IE, UK, IN)
  'golden pages',
  'truelocal',
  'true local',
  'yellow nz',
  'yellow co nz',
  'finda',
  'healthpoint',
  'doctify',
]

/**
 * Sources whose last word is one `normalizeName` drops as a legal form ("Urban Company" →
 * "urban"), so they cannot be in `SOURCE_NAMES` without making every name that starts with their
 * first word a source ("Urban Plumbing"). Written lower case, punctuation as spaces, legal forms
 * kept; a name is one of these when it is, or starts with, one of them written that way.
 */
export const SOURCE_NAMES_WITH_LEGAL_FORM: readonly string[] = ['urban company']

/**
 * Last words of public bodies and registers ("Queensland Law Society", "Drainlayers Board",
 * "Travis County Bar"): such a name is a source, not a competitor. Normalised form.
 */
export const PUBLIC_BODY_WORDS: ReadonlySet<string> = new Set([
  'society',
  'association',
  'council',
  'board',
  'authority',
  'commission',
  'department',
  'ministry',
  'register',
  'registry',
  'bureau',
  'tribunal',
  'government',
  'agency',
  'ombudsman',
  'helpline',
  'hotline',
  'regulator',
  'registration',
  'regulation',
  'institute',
  'directory',
  'locator',
  'union',
  'chamber',
  'guild',
  'federation',
  'ombudsman',
  'judiciary',
  'syndicate',
  'mls',
  'innung',
  'directorate',
  'inspectorate',
  'secretariat',
])

/**
 * Two-word endings of public bodies whose last word alone is not one ("NSW Fair Trading",
 * "Consumer Affairs Victoria" is caught by its first words). Normalised form.
 */
export const PUBLIC_BODY_ENDINGS: readonly string[] = [
  'fair trading',
  'consumer affairs',
  'trading standards',
  'consumer protection',
  'advice line',
]

/**
 * Codes of countries, states and regions, and trade or tax acronyms ("NSW", "NZ", "UK", "KZN",
 * "CBD", "HVAC", "GP", "GST"): a candidate made only of these is not a business. Lower case.
 */
export const PLACE_AND_TRADE_CODES: ReadonlySet<string> = new Set(
  (
    'nsw vic qld wa sa tas act nt nz uk us usa ie za sg au ca in eu uae hk ni ' +
    'kzn gp gta ncr bc ab on qc ns mb sk nb pei nl ' +
    'cbd hvac ac diy gst vat hst pst paye ndis sme smes b2b b2c ev'
  ).split(' '),
)

/**
 * Public services named after their state or country ("NSW Health", "SA Water", "NZ Transport"):
 * the code (`PLACE_AND_TRADE_CODES`) and one of these words. Normalised form.
 */
export const PUBLIC_SERVICE_WORDS: ReadonlySet<string> = new Set(
  'health police transport water housing government revenue'.split(' '),
)

/**
 * The start of a list item's description that makes its name a directory, register or body, not
 * an option: "Not a builder, but …", "the industry body; …", "the regulator", "Official directory
 * to …", "a review site", "the regulatory body". Tested on the text after the item's name.
 */
export const DIRECTORY_DESCRIPTION =
  /^[\s\-–—:;,.|]*(?:not an? [\w-]+(?: [\w-]+)?\b|(?:(?:the|an?|its|their|official|national|state|local|online|independent|government|peak)\s+)*(?:(?:industry|trade|professional|regulatory|peak|governing|licensing|government|membership|accreditation)\s+(?:body|bodies|association|organi[sz]ation|scheme|regulator)|regulator|directory|register|registry|review (?:site|platform)|listing (?:site|platform)|comparison (?:site|platform)|referral service|marketplace)(?![\w-]))/i

/**
 * Trade associations named "Master <Trade>s" ("Master Builders", "Registered Master Plumbers",
 * "Master Electricians Australia", "Master Painters NZ") and "Certified Builders": sources.
 * Tested on the normalised name.
 */
export const TRADE_ASSOCIATION =
  /^(?:registered |certified )?master [a-z]+(?:ers|ians|ors)\b|^certified builders\b/

/**
 * Words before an enumeration that make its items directories, not options: "platforms like
 * Justdial and LawRato", "sites such as Checkatrade", "apps like Fresha".
 */
export const SOURCE_CUE =
  /\b(?:platforms?|sites?|websites?|apps?|directories|directory|portals?|marketplaces?|aggregators?|listings?)\s+(?:like|such as|including|e\.g\.,?)\s*$/i

/** Sources whose brand is written in lower case ("hipages"). */
export const LOWER_CASE_SOURCES: ReadonlySet<string> = new Set(['hipages', 'hotdoc'])

// Prose (prose.ts) --------------------------------------------------------------------------------

/** Words of a verb phrase that may follow a business name in prose ("… is", "… gets"). */
export const DESCRIPTION_VERBS: ReadonlySet<string> = new Set(
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

/** Lower-case words that may follow a name in prose without making it an adjective ("Acme and…"). */
export const JOINING_WORDS: ReadonlySet<string> = new Set(
  (
    'and or but for in on at near with to by from as which who that because if when while whose ' +
    'than nor so'
  ).split(' '),
)

/** Words right before a name in prose that introduce options ("try Acme", "like Taxfitness"). */
export const OPTION_CUES: ReadonlySet<string> = new Set(
  (
    'try trying like include includes including included about recommend recommends recommended ' +
    'use uses using choose consider considering call contact visit favour favor favours favors ' +
    'prefer prefers by plus'
  ).split(' '),
)

/**
 * Nouns before an option cue whose examples are not options in the market: insurers, health funds,
 * medical aids, lenders, software ("takes most medical aids, including Discovery"). Tested on the
 * text before the cue.
 */
export const NOT_OPTIONS_BEFORE_CUE =
  /\b(?:insurers?|insurance|(?:health |private )?funds?|medical aids?|schemes?|banks?|lenders?|software|apps?|tools?|brands?|suppliers?|manufacturers?|card|cards|wallets?)\s*,?\s*$/i

/**
 * First words of a prose run that name a relation to what follows "of", not a business:
 * "Membership of SADA", "Members of the Law Society". Lower case.
 */
export const RELATION_NOUNS: ReadonlySet<string> = new Set(
  'membership members member registration accreditation approval certification users clients customers fans list lists'.split(
    ' ',
  ),
)

/** Words before "with" that make what follows a product's partners ("integrates with Xero"). */
export const PARTNER_VERBS =
  /^(?:integrat\w*|works?|working|syncs?|syncing|connects?|connecting|compatible|plugs?|pairs?|partner\w*|links?)$/

/**
 * Words a few words before a name that make it a body a business belongs to, not an option:
 * "registered with", "licensed by", "a member of", "accredited by".
 */
export const BODY_CONTEXT =
  /\b(?:registered|accredited|licensed|certified|approved|regulated|endorsed|affiliated|members?\s+of|membership\s+of|belong\s+to)\b/i

/**
 * Verbs of the area a business works in: the runs listed after them are places ("covers Clontarf,
 * Raheny and Howth", "serves the Southern Suburbs"). Lower case as written.
 */
export const COVERAGE_VERBS: ReadonlySet<string> = new Set(
  'covers cover covering covered serves serve serving served services servicing visits'.split(' '),
)

/**
 * Words before a place's name ("the", "near", "of"): a short form of the business's name after
 * one (one word between allowed) is written as a place. As written (lower case).
 */
export const PLACE_CONTEXT_WORDS: ReadonlySet<string> = new Set(
  'the in on at near around across from to through into of along throughout over by'.split(' '),
)

/** Prepositions that make the following run a place ("in Carlton", "on King Street"). */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(
  'in on at near around across from to through into outside throughout within toward towards'.split(
    ' ',
  ),
)

/** Last words of places and landmarks, never of a business in prose ("Roys Peak", "Bank Street"). */
export const GEOGRAPHIC_WORDS: ReadonlySet<string> = new Set(
  (
    'street st road rd avenue ave lane drive highway hwy boulevard blvd peak mountain mountains ' +
    'mount mt lake river beach park trail track island islands bay valley hill hills square ' +
    'district suburbs cbd coast harbour harbor falls forest reserve gorge canyon glacier creek ' +
    'region state county city town village airport station shore northside southside hole caye ' +
    'cay reef lagoon peninsula atoll cave caves'
  ).split(' '),
)

/**
 * Trade nouns: a run ending in a geographic word that contains one before it is a business named
 * after its place ("Smiles Studio Gold Coast"), not the place ("Gold Coast", "Bondi Beach").
 */
export const TRADE_WORDS: ReadonlySet<string> = new Set(
  (
    'studio studios dental dentistry dentists clinic clinics cafe café bistro restaurant ' +
    'trattoria pizzeria eatery kitchen bar hotel plumbing plumbers electrical electricians ' +
    'physio physiotherapy services service group gym salon spa bakery roasters coffee tours ' +
    'accountants accounting lawyers legal landscapes landscaping partners associates co inc ltd'
  ).split(' '),
)

/**
 * Leading words of a sentence that never start a business name in prose, dropped from the front
 * of a run that opens a sentence ("Many Melburnians", "If Acme"). Lower case as written, without
 * apostrophes; wider than `SENTENCE_STARTS`, which rejects a whole list-item candidate.
 */
export const PROSE_LEADING_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the it its this these those they their there here you your we our i im my most many ' +
    'several few numerous various some all each both other another if when while also however overall generally typically ' +
    'additionally finally lastly then for in as with based located known please unfortunately ' +
    'ultimately after before during since because although though so but and or options ' +
    'honestly jokes whichever whatever note tip tips avoid check ' +
    'ask look compare read consider search visit call contact book get verify confirm request ' +
    'choose find use try see start go make keep remember reviews listings people locals visitors'
  ).split(' '),
)

/**
 * Quantifiers that open a sentence's noun phrase: "Many Kolkata CAs are…", "Several Bay of Plenty
 * builders…" describe a group, so a run they open is no name. Lower case as written.
 */
export const QUANTIFIERS: ReadonlySet<string> = new Set(
  'many several some most few numerous various other all both plenty lots'.split(' '),
)

/** Languages whose weekday names answers quote in listings' hours ("Δευτέρα–Σάββατο", "Montag"). */
const WEEKDAY_LOCALES =
  'en fr de es pt it nl sv da nb fi pl cs sk hu ro bg el tr ru uk sr hr sl lt lv et sq mk ar he fa hi bn ta th vi id ms tl sw am ka hy az uz kk mn ja ko zh'.split(
    ' ',
  )

/** Weekday names, full and short, in `WEEKDAY_LOCALES` (lower case), from `Intl.DateTimeFormat`. */
export const WEEKDAY_NAMES: ReadonlySet<string> = new Set(
  WEEKDAY_LOCALES.flatMap((locale) =>
    (['long', 'short'] as const).flatMap((weekday) => {
      const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' })
      // 2024-01-01 was a Monday.
      return [0, 1, 2, 3, 4, 5, 6].map((d) =>
        format
          .format(new Date(Date.UTC(2024, 0, 1 + d)))
          .toLowerCase()
          .replace(/\.$/, ''),
      )
    }),
  ).filter((name) => name.length >= 3),
)

/** Months, weekdays, holidays, languages and assistants' own names (never competitors). */
export const NEVER_A_BUSINESS: ReadonlySet<string> = new Set(
  (
    'january february march april may june july august september october november december jan ' +
    'feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday ' +
    "saturday sunday claude chatgpt gemini perplexity copilot openai anthropic i i'd i’d i'll i’ll " +
    "i've i’ve i'm i’m christmas easter " +
    'thanksgiving halloween diwali hanukkah ramadan eid mandarin cantonese english french spanish ' +
    'hindi tamil malay arabic japanese korean german portuguese punjabi urdu vietnamese tagalog'
  ).split(' '),
)

/** Holidays and seasons' days ("Valentine's Day", "Boxing Day"): never a business. */
export const HOLIDAY_NAME =
  /^(?:(?:valentine|mother|father|new year|st\.? patrick|saint patrick|all saint)['’]?s? day|(?:boxing|labou?r|memorial|anzac|australia|canada|independence|remembrance|presidents['’]?) day|black friday|cyber monday|good friday|easter (?:sunday|monday)|christmas (?:eve|day)|new year['’]?s(?: eve| day)?|(?:lunar|chinese) new year)$/i

/** Lower-case words allowed inside a prose run between capitalised words ("Ring of Kerry"). */
export const RUN_INNER_WORDS: ReadonlySet<string> = new Set([
  'of',
  'de',
  'du',
  'des',
  'la',
  'le',
  'et',
  '&',
])

/**
 * Words after "and" that continue a name in prose ("Walsh and Co. Accountants", "Gill and Sons").
 * Lower case as written, without a period.
 */
export const PARTNERSHIP_WORDS: ReadonlySet<string> = new Set(
  'co company sons son daughters partners associates'.split(' '),
)

/**
 * Verbs in the singular that may follow a business name in prose ("Petal and Stem does…"): a
 * subject "A and B" followed by one is one name. As written.
 */
export const SINGULAR_VERBS: ReadonlySet<string> = new Set(
  (
    'is was has does offers provides runs gets specialises specializes focuses handles covers ' +
    'serves works makes sells stocks remains stands takes charges opens caters builds installs ' +
    'repairs treats bakes brews cooks pours roasts hosts teaches'
  ).split(' '),
)

/** Abbreviations whose period is part of the word, not a sentence end. */
export const ABBREVIATIONS = /^(?:Mr|Mrs|Ms|Dr|St|Co|Inc|Ltd|Bros|Mt|Jr|Sr|Pty|Corp|No)$/

/**
 * Legal suffixes that end a name: after "Co." a capitalised word starts a new sentence ("consider
 * Hughes Smiles Co. For families, …").
 */
export const NAME_ENDERS = /^(?:Co|Inc|Ltd|Corp)\.$/

// The audited business's own forms (business.ts, docs/decisions/0089) ----------------------------

/**
 * Honorifics and professional titles written before a person's or a practice's name ("Dr. Patel
 * Eye Care", "Adv. Thandi Nkosi", "Dato' Lim"): an answer may leave them out. Lower case, no dot.
 */
export const HONORIFICS: ReadonlySet<string> = new Set(
  (
    'dr doctor prof professor mr mrs ms mx miss mme madam sir dame adv advocate atty attorney ' +
    'barrister engr eng arch hon rev pastor sheikh shaikh dato datuk tan sri chief alhaji alhaja ' +
    'ca cpa pharm u daw ko shri smt'
  ).split(' '),
)

/** Articles that open names in many languages ("La Posada del Casco", "Die Kanzlei"). Lower case. */
export const LEADING_ARTICLES: ReadonlySet<string> = new Set(
  'the la el le les il lo los las das der die de het een al'.split(' '),
)

/**
 * Words that, right after a short form of the business's name, make it a place ("Coral Ridge Road",
 * "the Coral Ridge area", "Kiswa Heights"): `GEOGRAPHIC_WORDS` and the kinds of area, estate and
 * zone of towns everywhere. Lower case.
 */
export const PLACE_NOUNS: ReadonlySet<string> = new Set([
  ...GEOGRAPHIC_WORDS,
  ...(
    'area areas estate estates mall neighbourhood neighborhood suburb zone freezone junction ' +
    'roundabout township precinct quarter heights crescent close way phase sector block colony ' +
    'nagar layout extension ward locality municipality province marina industrial waterfront'
  ).split(' '),
])

/**
 * Last words of the parts of a town that are never a business's last word: a candidate ending in
 * one, with no trade word, is a place ("Jebel Ali Free Zone", "Marina Walk Mall", "Kiswa Heights",
 * "Coral Ridge Road"). Normalised form.
 */
export const AREA_NOUNS: ReadonlySet<string> = new Set(
  (
    'street st road rd avenue ave drive highway hwy boulevard blvd mall district suburb suburbs ' +
    'area neighbourhood neighborhood freezone junction roundabout township precinct ' +
    'locality municipality region county province heights'
  ).split(' '),
)

/** Prepositions after which a short form of the name is a place ("in Coral Ridge", "off Coral Ridge"). */
export const PLACE_BEFORE: ReadonlySet<string> = new Set(
  'in near around along off across throughout opposite behind past beyond outside beside'.split(
    ' ',
  ),
)

/**
 * Trade words of business names in every market: the kind of business, which an answer may drop
 * when it names the business by its distinctive words ("Asante & Quaye" of "Asante & Quaye
 * Solicitors", "Jade Pavilion" of "Jade Pavilion Dim Sum House"). Used with `DESCRIPTIVE_WORDS`,
 * `GENERIC_LAST_WORDS`, `TRADE_WORDS` and the business's own service words. Normalised form.
 */
export const BUSINESS_KIND_WORDS: ReadonlySet<string> = new Set(
  (
    'house restaurant restaurants kitchen grill cuisine eatery diner canteen bistro brasserie ' +
    'tavern pub inn lodge guesthouse suites apartments resort resorts hotel hotels motel hostel ' +
    'spa salon salons barbers barbershop boutique store stores shop shops mart supermarket ' +
    'pharmacy pharmacies chemist chemists opticians optical optics optometrists optometry eye ' +
    'eyes eyecare vision hospital hospitals medical polyclinic diagnostics laboratory laboratories ' +
    'lab labs dental dentists dentistry orthodontics surgery surgeons physio rehab therapy ' +
    'wellness fitness gym yoga pilates studio studios academy school schools institute tutors ' +
    'tuition learning education driving motors autos auto garage mechanics tyres tires repairs ' +
    'repair appliances electronics electrical electricians plumbing plumbers roofing builders ' +
    'building construction contractors engineering engineers interiors interior designs design ' +
    'decor furniture solar energy power tech technologies technology systems solutions computers ' +
    'it networks digital media marketing photography photographers photo photos films ' +
    'productions events weddings travel travels tours safaris holidays logistics movers removals ' +
    'cleaning cleaners laundry pest control security realty realtors properties property homes ' +
    'management consultants consultancy consulting advisory advisers advisors finance ' +
    'financial investments wealth insurance accountants accounting tax chartered law legal ' +
    'lawyers solicitors advocates attorneys chambers notaries vets vet veterinary animal pet pets ' +
    'grooming bakery bakers bakehouse patisserie cakes cafe coffee roasters tea bar lounge foods ' +
    'food catering butchery butchers dim sum sushi pizza pizzeria clinic clinics center care ' +
    'centre services service group company enterprises enterprise trading traders agency agencies ' +
    'hire rental rentals charters charter adventures expeditions divers diving cyclery outfitters ' +
    'fales guesthouses hostels villas motel kanzlei padaria pastelaria panaderia farmacia ' +
    'pharmacie apotheke clinica klinik praxis hostal posada restaurante ristorante boulangerie ' +
    'atelier fonda taverna trattoria'
  ).split(' '),
)

/**
 * Adjectives of services, not names: "General Dentistry", "Cosmetic Surgery", "Commercial Law" in
 * running text are a service, not a business (prose.ts). Lower case.
 */
export const SERVICE_ADJECTIVES: ReadonlySet<string> = new Set(
  (
    'general cosmetic paediatric pediatric emergency preventive preventative restorative ' +
    'commercial residential corporate criminal family civil personal private public routine ' +
    'specialist specialised specialized advanced basic full complete annual same day local ' +
    'international domestic online mobile home affordable premium luxury budget modern ' +
    'traditional holistic sports clinical medical dental surgical'
  ).split(' '),
)

/**
 * Last words of landmarks and natural features: a name read only in running text that ends in one
 * and has no trade word is a place ("Badshahi Mosque", "Lahore Fort", "Mamanuca Islands",
 * "Shark Reef"). Normalised form.
 */
export const LANDMARK_NOUNS: ReadonlySet<string> = new Set(
  (
    'mosque temple church cathedral shrine pagoda stupa fort fortress castle palace museum ' +
    'monument memorial stadium park gardens lagoon island islands reef wall falls waterfall ' +
    'lake river beach bay mountain hill hills peak valley gorge canyon bazaar souk square bridge ' +
    'tower airport station harbour port marina strait channel reserve sanctuary forest desert ' +
    'dunes coast point cape'
  ).split(' '),
)
