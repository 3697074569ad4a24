/**
 * HTML put on the page a part at a time (docs/decisions/0071).
 *
 * `insertProgressively(container, html)` replaces `container`'s content with `html`. An element of
 * `html` marked `data-progressive="n"` shows its first `n` children at once; each of the others is
 * added in a task of its own, laid out there, so that no single task lays out the whole of a long
 * list (the browser paints the first screen after the first task, and input is handled between
 * the others). The held children are added top to bottom in the page's order, also when marked
 * elements are nested. The promise resolves once every child is in place: the result is the same DOM as
 * `container.innerHTML = html`. `n` missing or not a whole number counts as 1.
 *
 * Errors: none of its own (what the DOM throws).
 */

/** Lets the browser paint and handle input before the next part. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function insertProgressively(container: HTMLElement, html: string): Promise<void> {
  const template = document.createElement('template')
  template.innerHTML = html
  const held: Array<{ parent: Element; child: Element }> = []
  for (const parent of template.content.querySelectorAll('[data-progressive]')) {
    const first = Number.parseInt(parent.getAttribute('data-progressive') ?? '', 10)
    for (const child of [...parent.children].slice(
      Number.isInteger(first) && first > 0 ? first : 1,
    ))
      held.push({ parent, child })
  }
  // Top to bottom as the page reads, whichever parent each belongs to.
  held.sort((a, b) =>
    a.child.compareDocumentPosition(b.child) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
  for (const { child } of held) child.remove()
  container.replaceChildren(template.content)
  for (const { parent, child } of held) {
    await nextTask()
    parent.append(child)
    // Laid out in this task, not in one long frame after the last part.
    void container.offsetHeight
  }
}

/**
 * The styles of a `[data-deferred-layout]` list (Emotion object styles, for the list itself): its
 * children from the third on (the first two, a heading and the first item, are laid out at once)
 * are laid out only when they come near the screen (`content-visibility: auto`), `estimate` (CSS
 * length) tall until they have been, then the size they had (docs/decisions/0072).
 */
export function deferredLayoutStyles(estimate: string): Record<string, object> {
  return {
    '&[data-deferred-layout] > :nth-child(n + 3)': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${estimate}`,
    },
  }
}
