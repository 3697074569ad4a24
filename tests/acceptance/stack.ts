/**
 * Where the running stack is (set by scripts/test.mjs) and small REST helpers for the CMS.
 * Throws at import when the stack URLs are missing, so these tests never pass without a stack.
 */
function required(name: string): string {
  const v = process.env[name]
  if (!v)
    throw new Error(
      `${name} is not set: run the acceptance tests through \`npm test\`, which starts the stack`,
    )
  return v
}

export const WEB = required('STACK_WEB_URL')
export const CMS = required('STACK_CMS_URL')
/** The audit service, reached directly (not through the site's functions proxy). */
export const AUDIT = required('STACK_AUDIT_URL')
/** The stack's mail catcher (maildev 2: `GET /email` lists received messages). */
export const MAIL = required('STACK_MAIL_URL')
export const ADMIN = {
  email: required('STACK_ADMIN_EMAIL'),
  password: required('STACK_ADMIN_PASSWORD'),
}

/** Logs in to the CMS as the dev admin; returns the `Authorization` header value. */
export async function adminAuth(): Promise<string> {
  const res = await fetch(`${CMS}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return `JWT ${token}`
}

/** Polls `check` every 250 ms until it returns a truthy value or `timeoutMs` passes. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const v = await check()
      if (v) return v
    } catch (err) {
      last = err
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`)
}

/** A message in the mail catcher (maildev's REST shape, the fields used here). */
export interface CaughtMail {
  id: string
  subject: string
  to: { address: string }[]
  text: string
  html: string
}

/** Messages the mail catcher received for `to`, oldest first. */
export async function mailTo(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL}/email`)
  if (!res.ok) throw new Error(`mail catcher: ${res.status}`)
  const all = (await res.json()) as CaughtMail[]
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()))
}

/** The raw source of a caught message (headers and body as sent). */
export async function mailSource(id: string): Promise<string> {
  const res = await fetch(`${MAIL}/email/${id}/source`)
  if (!res.ok) throw new Error(`mail catcher: ${res.status}`)
  return res.text()
}
