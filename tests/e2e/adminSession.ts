/**
 * `signInToAdmin(page)`: signs the stack's development admin in over the CMS's REST API and gives
 * the browser its session cookie, so a test opens admin pages signed in; resolves with the
 * `Authorization` header value (`JWT <token>`) for REST calls of the same user.
 */
import type { Page } from '@playwright/test'
import { ADMIN, CMS } from '../acceptance/stack'

export async function signInToAdmin(page: Page): Promise<string> {
  const login = await fetch(`${CMS}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  await page.context().addCookies([{ name: 'payload-token', value: token, url: CMS }])
  return `JWT ${token}`
}
