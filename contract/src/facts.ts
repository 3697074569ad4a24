/**
 * The business's own facts and the facts an assistant's answer states about it (the fact check).
 *
 * - `businessFactsSchema` parses `business_facts` of an audit request: what the owner confirmed on
 *   the setup form, pre-filled from the website's structured data. schema.org property names
 *   (`telephone`, `address` as a PostalAddress, `openingHours`, `email`, `priceRange`,
 *   `foundingDate`), plus `services` (strings) and `status`. Every field is optional; an empty
 *   string or list counts as absent (dropped). Errors name the field and say what is expected.
 * - `FACT_KINDS`, `FACT_VERDICTS`, `answerFactSchema`: one fact of an answer, `{ kind, stated,
 *   verdict, expected? }`: `stated` the exact words of the answer, `verdict` `correct`, `wrong` or
 *   `unverifiable` (the business's facts say nothing about it), `expected` the business's own value
 *   when wrong.
 *
 * The same schemas serve the audit service, the site's form and the CMS record.
 */
import { z } from './zod'

/** What the business's facts say about whether it trades (schema.org has no such property). */
export const BUSINESS_STATUSES = [
  'open',
  'permanently closed',
  'temporarily closed',
  'moved',
] as const
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number]

/** Longest value of a short fact field, in characters. */
export const FACT_FIELD_MAX = 200
/** Most services and opening-hours lines kept. */
export const FACT_LIST_MAX = 30

/** A trimmed optional string of at most `max` characters; '' is absent. */
const text = (max = FACT_FIELD_MAX) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `at most ${max} characters` })
      .optional(),
  )

/**
 * One schema.org `openingHours` line: days (`Mo`–`Su`, ranges `Mo-Fr`, lists `Mo,We`) then one
 * or more times `HH:MM-HH:MM` (comma-separated), e.g. `Mo-Fr 08:00-18:00`, `Sa 09:00-12:00,13:00-16:00`.
 */
export const OPENING_HOURS_LINE =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* ([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d(,([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d)*$/

/** A list of strings; empty entries dropped; an empty list is absent. */
const list = (item: z.ZodType<string>) =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? (() => {
            const kept = v.filter((s) => !(typeof s === 'string' && s.trim() === ''))
            return kept.length > 0 ? kept : undefined
          })()
        : v,
    z
      .array(item, { error: 'must be a list' })
      .max(FACT_LIST_MAX, { error: `at most ${FACT_LIST_MAX} entries` })
      .optional(),
  )

export const postalAddressSchema = z.strictObject({
  streetAddress: text(),
  addressLocality: text(),
  addressRegion: text(),
  postalCode: text(20),
  addressCountry: text(60),
})
export type PostalAddress = z.infer<typeof postalAddressSchema>

export const businessFactsSchema = z.strictObject({
  telephone: text(40).refine((v) => v === undefined || /\d{3}/.test(v.replace(/\D/g, '')), {
    error: 'a telephone number needs at least 3 digits',
  }),
  address: z.preprocess(
    (v) =>
      v &&
      typeof v === 'object' &&
      Object.values(v).every((x) => x === undefined || (typeof x === 'string' && x.trim() === ''))
        ? undefined
        : v,
    postalAddressSchema.optional(),
  ),
  openingHours: list(
    z.string().trim().regex(OPENING_HOURS_LINE, {
      error: "opening hours are written as schema.org does, e.g. 'Mo-Fr 08:00-18:00'",
    }),
  ),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email({ error: 'must be an email address' }).max(254).optional(),
  ),
  priceRange: text(40),
  foundingDate: text(10).refine((v) => v === undefined || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(v), {
    error: 'a year, or a date as YYYY-MM-DD',
  }),
  services: list(z.string().trim().min(1).max(120, { error: 'at most 120 characters' })),
  status: z.enum(BUSINESS_STATUSES, { error: `one of ${BUSINESS_STATUSES.join(', ')}` }).optional(),
})
export type BusinessFacts = z.infer<typeof businessFactsSchema>

/** What a fact of an answer is about. */
export const FACT_KINDS = [
  'telephone',
  'address',
  'hours',
  'status',
  'email',
  'website',
  'founded',
  'price',
  'service',
] as const
export type FactKind = (typeof FACT_KINDS)[number]

export const FACT_VERDICTS = ['correct', 'wrong', 'unverifiable'] as const
export type FactVerdict = (typeof FACT_VERDICTS)[number]

export const answerFactSchema = z.strictObject({
  kind: z.enum(FACT_KINDS),
  /** The exact words of the answer that state the fact. */
  stated: z.string().min(1),
  verdict: z.enum(FACT_VERDICTS),
  /** The business's own value, when the stated one is wrong. */
  expected: z.string().min(1).optional(),
})
export type AnswerFact = z.infer<typeof answerFactSchema>

/**
 * The words an answer says a business closed for good with ("permanently closed", "closed down",
 * "no longer trading", "out of business"… and their Portuguese, Spanish, French, German, Dutch, Afrikaans,
 * Italian and Swedish forms). The fact check reads status statements with it (audit-service
 * engine/facts/kinds.ts); the report marks such a wrong fact the most serious.
 */
export const PERMANENT_CLOSURE =
  /\b(?:permanently (?:closed|shut)|closed (?:down|permanently|for good|its doors|their doors)|closed for business(?! (?:on|during|until|till|for|over|at|between|from|every|each|in)\b)|(?:has|have|had) (?:now |since |reportedly |apparently )?(?:closed|shut)(?! (?:on|for|at|during|between|from|early|late|each|every|over|until|till|by)\b)|no longer (?:in business|trading|operating|open|operational|exists?|running)|shut (?:its|their) doors|ceased (?:trading|operating|operations)|out of business|gone out of business|went out of business|shut down|closed down|(?:was|been|is now|now) shuttered|fechado permanentemente|fechou (?:as portas|definitivamente)|definitivamente (?:fechado|cerrado)|cerrado (?:permanentemente|definitivamente)|cerró (?:definitivamente|sus puertas)|ferm[ée]e? d[ée]finitivement|dauerhaft geschlossen|permanent geschlossen|definitief gesloten|permanent gesloten|permanent gesluit|chiuso definitivamente|permanentemente chiuso|permanent(?:ly)? stängd|permanent stängt|stängt permanent)\b/giu

/**
 * Directory labels for a closure where `\b` has no meaning: other scripts (Naver's 폐업, 閉店), and
 * words ending in letters outside ASCII. The labels are a map listing's "Permanently closed" in the
 * languages of the countries it serves ("Mbyllur përgjithmonë", "Trajno zatvoreno", "Kalıcı olarak
 * kapandı", "Đã đóng cửa vĩnh viễn"), each only as a whole phrase.
 */
export const PERMANENT_CLOSURE_OTHER_SCRIPTS =
  /(?<!\p{L})(?:[Mm]byllur (?:përgjithmonë|përfundimisht)|[Zz]amknięt[eya] na stałe|[Tt]rvale zavřen[oáý]|[Nn]atrvalo zatvoren[éáý]|[Vv]églegesen (?:bezárt|bezárva|zárva)|[Îî]nchis[ăa]? (?:definitiv|permanent)|[Tt]rajno zatvoren[oa]?|[Tt]rajno zaprt[oa]?|[Тт]рајно затворен[оа]?|[Тт]райно затворен[оа]?|[Зз]атворен[оа]? (?:за постоянно|завинаги)|[Έέ]κλεισε οριστικά|[Μμ]όνιμα κλειστό|[Οο]ριστικά κλειστό|[Kk]alıcı olarak kapa(?:ndı|lı|tıldı)|[Pp]ysyvästi suljettu|[Pp]ermanent(?:ly)? (?:lukket|stengt)|[Vv]arig stengt|[Jj]äädavalt suletud|[Pp]üsivalt suletud|[Nn]eatgriezeniski slēgts|[Pp]astāvīgi slēgts|[Vv]isam laikui uždaryt[aas]+|[Đđ]ã đóng cửa vĩnh viễn|[Đđ]óng cửa vĩnh viễn|[Tt]utup permanen|[Dd]itutup (?:secara )?(?:permanen|kekal)|[Tt]utup (?:secara )?kekal|[Pp]ermanenteng sarado|[Hh]əmişəlik bağlanıb|[Dd]aimi bağlanıb|[Bb]utunlay yopilgan|[Bb]utunlay yopildi|[Бб]утунлай ёпилган|[Бб]іржола жабылған|[Бб]иротоло жабыл(?:ган|ды)|[Бб]үрмөсөн хаагдсан|[Зз]ачынена назаўсёды|[Зз]акрыта назаўсёды|[Ii]mefungwa (?:kabisa|kwa kudumu)|[Vv]aranlega lokað|[Ll]okað varanlega|[Tt]ancat (?:permanentment|definitivament)|[Ff]èmen nèt|[Մմ]շտապես փակ(?:ված)?(?: է)?|სამუდამოდ (?:დახურულია|დაიხურა)|स्थायी रूप से बंद|स्थायी रूपमा बन्द|স্থায়ীভাবে বন্ধ|நிரந்தரமாக மூடப்பட்டது|ස්ථිරවම වසා|በቋሚነት ተዘግቷል|ປິດຖາວອນ|(?:ശാശ്വതമായി|സ്ഥിരമായി) അടച്ച[\p{L}\p{M}]*|ಶಾಶ್ವತವಾಗಿ ಮುಚ್ಚ[\p{L}\p{M}]*|శాశ్వతంగా మూసి[\p{L}\p{M}]*|કાયમ(?:ી| માટે) બંધ|ਸਥਾਈ ਤੌਰ\s?['’]?ਤੇ ਬੰਦ|कायमचे बंद|ସ୍ଥାୟୀ ଭାବରେ ବନ୍ଦ|مستقل طور پر بند|بسته شده دائمی|به ?طور دائم بسته)(?!\p{L})|폐업|영업\s?종료|閉店|閉業|永久停業|永久歇業|已停业|已歇业|永久关闭|ปิดกิจการ|ปิดถาวร|مغلق\s*نهائي\p{M}*ا\p{M}*|مغلق\s*(?:بشكل\s*)?دائم|أغلق\p{M}*\s*(?:أبوابه\s*)?نهائي\p{M}*ا\p{M}*|סגור לצמיתות|[Бб]ольше не работает|[Зз]акрыт[оа]? навсегда|[Бб]ільше не працює|[Зз]акрит[оа]? назавжди/gu

/** True when `stated` says the business closed for good (`PERMANENT_CLOSURE` and the above). */
export const isPermanentClosure = (stated: string): boolean =>
  new RegExp(PERMANENT_CLOSURE.source, 'iu').test(stated) ||
  new RegExp(PERMANENT_CLOSURE_OTHER_SCRIPTS.source, 'u').test(stated)
