/**
 * Builds Payload Lexical rich-text JSON from a tiny block list, for seed content.
 * Input: `['## Heading', 'Paragraph text', '- item', ...]`: lines starting `## ` become h2, `### ` h3,
 * consecutive `- ` lines one bullet list, anything else a paragraph. Output: `{ root: ... }` as the
 * richText field stores it.
 */
type Node = Record<string, unknown>

const text = (t: string): Node => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(lines: string[]): { root: Node } {
  const children: Node[] = []
  let list: Node[] | null = null
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list ??= []
      list.push(block('listitem', [text(line.slice(2))], { value: list.length + 1 }))
      continue
    }
    if (list) {
      children.push(block('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      list = null
    }
    if (line.startsWith('### '))
      children.push(block('heading', [text(line.slice(4))], { tag: 'h3' }))
    else if (line.startsWith('## '))
      children.push(block('heading', [text(line.slice(3))], { tag: 'h2' }))
    else children.push(block('paragraph', [text(line)], { textFormat: 0, textStyle: '' }))
  }
  if (list) children.push(block('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
  return { root: block('root', children) }
}
