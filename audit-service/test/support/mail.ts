/**
 * Test helpers for the email templates: what a reader sees in the rendered HTML (`visible`),
 * whitespace folded (`squash`) and the links (`hrefs`). Test code only.
 */

/** The text a reader sees in the HTML: tags dropped, entities decoded, spaces collapsed. */
export function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/(?:[ \t\u00a0\u200b-\u200f\ufeff]|\u034f)+/g, ' ')
}

/** `s` with every run of whitespace folded to one space. */
export const squash = (s: string) => s.replace(/\s+/g, ' ')

/** Every `href` of `html`, `&amp;` decoded. */
export const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
