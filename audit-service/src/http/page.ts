/**
 * A small self-contained HTML page for the service's own link pages (the re-check stop link,
 * rechecks/stopRoute.ts): `page(title, body)` → the document (no external assets, not indexed;
 * `title` and `body` are HTML the caller escaped with `escapeHtml`). The newsletter's link pages
 * are the site's own (docs/decisions/0130).
 */

/** The whole document around `body`, with `title` (both HTML, escaped by the caller). */
export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111;background:#fff}@media(prefers-color-scheme:dark){body{color:#eee;background:#0b0d17}}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#7c3aed;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`

/** `text` with the HTML special characters as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
