/**
 * Whose clause it is: `ownSubject(text, at)` is true when the clause of `text` that ends at offset
 * `at` has the business as its subject (nothing, a pronoun, "the shop", or a capitalised name),
 * not "ministries generally won't accept" or "many NGOs … relocated". The fact check reads denials
 * and moves only of the business (kinds.ts, address.ts). Pure; never throws.
 */

/**
 * True when the clause before offset `at` has the business as its subject: nothing, a pronoun,
 * or "the shop" (after adverbs such as "generally"); not "ministries generally won't accept".
 */
export function ownSubject(text: string, at: number): boolean {
  let i = at
  while (i > 0 && !'.;:!?\n,'.includes(text[i - 1])) i--
  const subject = text
    .slice(i, at)
    .replace(/^[\s>*_•+-]*(?:\d+[.)]\s*)?/, '')
    .replace(/[*_]/g, ' ')
    // "I understand Harbour Dental …", "It seems that they …": a report of what the business did.
    .replace(
      /^(?:(?:I|we)\s+(?:understand|believe|think|gather|hear|heard|read|see|saw|know)|it\s+(?:seems|appears|looks like)|apparently|reportedly)\s+(?:that\s+)?/i,
      '',
    )
    // "Note that the clinic …", "Be aware that they …".
    .replace(
      /^(?:(?:please\s+)?(?:note|be aware|keep in mind|remember|bear in mind)\s+that)\s+/i,
      '',
    )
    .replace(
      /\b(?:generally|usually|typically|currently|still|also|often|now|sadly|unfortunately|reportedly|apparently)\b/gi,
      ' ',
    )
    // "The business has since moved": auxiliaries and adverbs before the verb.
    .replace(
      /(?:\s+(?:has|have|had|was|were|is|are|since|recently|just|then|later|eventually)|['’](?:ve|s|d))+\s*$/i,
      '',
    )
    .trim()
  return (
    !subject ||
    /(?:^|\s)(?:they|it|he|she|we|this \w+|the (?:[\p{L}-]+ )?(?:shop|store|salon|clinic|practice|studio|business|company|firm|office|team|school|cent(?:re|er)|restaurant|caf[eé]|bakery|garage|workshop|agency|inn|hotel|bar|pharmacy|gym|academy|owner|staff))$/iu.test(
      subject,
    ) ||
    // "it focuses on women's cuts and doesn't do …": a second verb of the same subject.
    /^(?:they|it|he|she|we)\s.*\s(?:and|but)$/i.test(subject) ||
    // The business's name, or any name written with capitals.
    /^\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|&|and|de|del|la|of))*$/u.test(subject)
  )
}
