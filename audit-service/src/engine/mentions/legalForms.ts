/**
 * Legal forms of business names, of every country: what `normalizeName` drops from the end of a
 * name ("Lim & Tan Sdn. Bhd." → "lim and tan") and from its start ("PT Maju Jaya" → "maju jaya")
 * (docs/decisions/0089).
 *
 * - `LEGAL_FORMS`: normalised forms (lower case, punctuation as spaces: "W.L.L." is "w l l"): the
 *   terms of the `cleanco` package (its per-type and per-country lists, from the ISO 20275 entity
 *   legal forms that the Python cleanco keeps) of three letters or more, the short forms the
 *   lexicon has always had (`LEGAL_SUFFIXES`: "co", "sa"…), and the forms of the markets cleanco
 *   lacks (`MORE_LEGAL_FORMS`: W.L.L., FZ-LLC, (Pvt) Ltd, "(K) Ltd", Nig. Ltd…).
 * - `legalTail(words)`: how many of a name's last words (1–5) are a legal form, 0 when none.
 * - `LEADING_LEGAL_FORM`: a legal form written before the name ("PT", "CV", "M/s").
 *
 * Data only, loaded once; nothing throws.
 */
import { createRequire } from 'node:module'
import { LEGAL_SUFFIXES } from './lexicon'

/** The cleanco package's data module: its legal terms by entity type and by country. */
interface CleancoData {
  terms_by_type: Record<string, string[]>
  terms_by_country: Record<string, string[]>
}

const cleanco = createRequire(import.meta.url)('cleanco/data.js') as CleancoData

/** As `normalizeName` writes words before it drops suffixes. */
const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** cleanco terms that are everyday words in English names ("Private", "VAT"), never dropped. */
const NOT_A_LEGAL_FORM = new Set(['private', 'vat', 'ent', 'and co', 'and company'])

/**
 * Legal forms of the markets cleanco lacks, normalised: the Gulf's W.L.L., S.P.C. and free-zone
 * forms, South Asia's (Pvt) Ltd and (SMC-Private) Limited, East and West Africa's "(K) Ltd",
 * "(U) Ltd", "Nig. Ltd", "(Gh) Ltd", Indonesia's Tbk, and South Africa's CC and NPC.
 */
export const MORE_LEGAL_FORMS: readonly string[] = [
  'w l l',
  'wll',
  's p c',
  'spc',
  'fze',
  'fzco',
  'fzc',
  'fz llc',
  'llc fz',
  'fz',
  'pvt ltd',
  'pvt limited',
  'private ltd',
  'private limited',
  'smc private limited',
  'smc pvt ltd',
  'pvt',
  'pte',
  'pte ltd',
  'pty ltd',
  'pty',
  'tbk',
  'cc',
  'npc',
  'soc ltd',
  'ltee',
  'limitee',
  'mbb',
  'partg mbb',
  'partg',
  'ug',
  'kg',
  'jsc',
  'sal',
  's a l',
  ...['k', 'u', 't', 'z', 'gh', 'nig', 'ng', 'm', 'sl', 'mw', 'e a', 'ea', 'rw'].flatMap((c) => [
    `${c} ltd`,
    `${c} limited`,
  ]),
]

export const LEGAL_FORMS: ReadonlySet<string> = new Set([
  ...LEGAL_SUFFIXES,
  ...[...Object.values(cleanco.terms_by_type), ...Object.values(cleanco.terms_by_country)]
    .flat()
    .map(normalise)
    .filter((t) => t.replace(/ /g, '').length >= 3 && !NOT_A_LEGAL_FORM.has(t)),
  ...MORE_LEGAL_FORMS,
])

/** The longest legal form, in words. */
const LONGEST = Math.max(...[...LEGAL_FORMS].map((t) => t.split(' ').length))

/**
 * How many of the last words of `words` (normalised) are one legal form, longest first; 0 when
 * none. The whole name is never a legal form: at least one word is left.
 */
export function legalTail(words: readonly string[]): number {
  for (let n = Math.min(LONGEST, words.length - 1); n >= 1; n--)
    if (LEGAL_FORMS.has(words.slice(-n).join(' '))) return n
  return 0
}

/** A legal form written before a name of two words or more: "PT Maju Jaya", "CV …", "M/s Sharma Traders". */
export const LEADING_LEGAL_FORM = /^(?:PT|CV|M\/[sS]\.?)\s+(?=\S+\s+\S)/
