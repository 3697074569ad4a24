/**
 * `navigate(url)`: goes to another page of the site. Pages are HTML-only with islands
 * (docs/decisions/0068), so there is no client-side router: the browser loads the page, which the
 * server answers (most often from its rendered-page cache). Resolves at once; the page unloads.
 */
export async function navigate(url: string): Promise<void> {
  window.location.assign(url)
}
