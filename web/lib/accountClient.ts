/**
 * The browser's calls to the site's account routes (server/auth.server.ts, docs/decisions/0074):
 * `postAccount(path, body)` → `POST /auth/<path>` with a JSON body from the site's own page (the
 * server refuses other origins and other content types). Never throws; returns an
 * `AccountOutcome`:
 * - `{ ok: true, body }` — 200, the route's JSON;
 * - `{ ok: false, kind: 'rejected', status, message, fields }` — 400 (fields the server refused,
 *   one message each), 401 or 403 (the sign-in's one message for unknown and wrong accounts, or
 *   an unconfirmed email);
 * - `{ ok: false, kind: 'server', status, message? }` — any other answer (429 and 503 carry the
 *   server's message);
 * - `{ ok: false, kind: 'network', message }` — no answer.
 *
 * `returnPath(next)`: where to go after signing in — `next` when it is a path on this site
 * (`/…`, not `//…` or `/\…`, not the sign-in pages themselves), else `/app/dashboard`.
 * `keepPathAfterSignUp(next)` / `pathAfterSignUp()`: the same for a sign-up, across the mail's
 * round trip (kept in this browser until the confirmation link's page reads it).
 */
export type AccountOutcome =
  | { ok: true; body: Record<string, unknown> }
  | {
      ok: false
      kind: 'rejected'
      status: number
      message: string
      fields: Record<string, string>
    }
  | { ok: false; kind: 'server'; status: number; message?: string }
  | { ok: false; kind: 'network'; message: string }

/** What the header and the dashboard know of the signed-in customer. */
export interface SessionUser {
  /** The account's CMS id, as text. */
  id: string
  email: string
  name: string | null
  avatar_url: string | null
}

export type AccountPath =
  | 'sign-up'
  | 'sign-in'
  | 'sign-out'
  | 'verify'
  | 'forgot'
  | 'reset'
  | 'share'
  | 'share-link'
  | 'claim'
  | 'delete-account'
  | 'recheck'
  | 'profile'

/**
 * Where the site serves a customer their uploaded avatar, `<AVATAR_PATH>/<file name>`, and where
 * they change it (`changeAvatar`; server/auth/profile.ts).
 */
export const AVATAR_PATH = '/auth/avatar'

/** The sign-in form and the sign-up form (pages/(account)/signin, signin/new). */
export const SIGN_IN_PATHS = { signIn: '/signin', signUp: '/signin/new' } as const

/** Where a signed-in customer lands by default. */
export const DASHBOARD_PATH = '/app/dashboard'

export async function postAccount(
  path: AccountPath,
  body: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<AccountOutcome> {
  return accountCall(
    `/auth/${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    fetchImpl,
  )
}

/**
 * Sets the signed-in customer's avatar to `file` (`PUT /auth/avatar`, the file as the body, its
 * type as `Content-Type`), or removes it with null (`DELETE /auth/avatar`): an `AccountOutcome`
 * as `postAccount`'s (docs/decisions/0131).
 */
export function changeAvatar(
  file: Blob | null,
  fetchImpl: typeof fetch = fetch,
): Promise<AccountOutcome> {
  return accountCall(
    AVATAR_PATH,
    file
      ? { method: 'PUT', headers: { 'Content-Type': file.type }, body: file }
      : { method: 'DELETE' },
    fetchImpl,
  )
}

/** One call to an account route of the site, read as an `AccountOutcome`. */
async function accountCall(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
): Promise<AccountOutcome> {
  let res: Response
  let text: string
  try {
    res = await fetchImpl(url, { ...init, credentials: 'same-origin' })
    text = await res.text()
  } catch (err) {
    return { ok: false, kind: 'network', message: err instanceof Error ? err.message : String(err) }
  }
  let data: Record<string, unknown> = {}
  try {
    const parsed = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed
  } catch {
    // Not JSON (a proxy's error page): treated as the server failing below.
  }
  const message = typeof data.message === 'string' && data.message ? data.message : undefined
  if (res.ok) return { ok: true, body: data }
  if ((res.status === 400 || res.status === 401 || res.status === 403) && message) {
    const fields =
      data.fields && typeof data.fields === 'object' ? (data.fields as Record<string, string>) : {}
    return { ok: false, kind: 'rejected', status: res.status, message, fields }
  }
  return { ok: false, kind: 'server', status: res.status, ...(message ? { message } : {}) }
}

/** Where the page a visitor signed up from (`?next=`) is kept until their link is followed. */
const AFTER_SIGN_UP_KEY = 'aivis:after-sign-up'

/**
 * Keeps `next` (a sign-up's `?next=`, checked by `returnPath`) in this browser's local storage,
 * so that the mailed link's page, opened in another tab, goes back there once the account is
 * confirmed; a sign-up without one forgets any kept earlier. Storage that cannot be used (private
 * modes) keeps nothing.
 */
export function keepPathAfterSignUp(next: string | null | undefined): void {
  try {
    if (next && returnPath(next) === next) localStorage.setItem(AFTER_SIGN_UP_KEY, next)
    else localStorage.removeItem(AFTER_SIGN_UP_KEY)
  } catch {
    // No storage: the dashboard it is.
  }
}

/**
 * The path kept by `keepPathAfterSignUp` (checked again by `returnPath`, so the dashboard when
 * none was kept), forgotten once read.
 */
export function pathAfterSignUp(): string {
  try {
    const kept = localStorage.getItem(AFTER_SIGN_UP_KEY)
    localStorage.removeItem(AFTER_SIGN_UP_KEY)
    return returnPath(kept)
  } catch {
    return DASHBOARD_PATH
  }
}

export function returnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return DASHBOARD_PATH
  if (/^\/signin(\/|\?|$)/.test(next)) return DASHBOARD_PATH
  // Spaces and control characters have no place in a path of ours (the browser would drop some).
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c))) return DASHBOARD_PATH
  return next
}
