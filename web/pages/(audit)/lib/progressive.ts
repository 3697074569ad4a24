/**
 * Long lists laid out when they come near the screen (docs/decisions/0072).
 */

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
