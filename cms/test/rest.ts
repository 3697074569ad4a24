/**
 * A REST call to the CMS as its server answers it (Payload's `handleEndpoints`, no network), for
 * the tests that drive the REST API: `restCall(config, method, path, { body?, token?, headers? })`
 * → `{ status, json, headers }`. It comes from `x-cms-peer-address` 203.0.113.50 unless `headers`
 * say otherwise (the sign-in limits key on it); `token` signs it (`JWT <token>`).
 * `signedInUser(payload, roles, email, name?)`: a user with `roles`, created once, signed in
 * through the REST sign-in → `{ id, auth }`, `auth` a whole `Authorization` header.
 */
import type { Payload, SanitizedConfig } from 'payload'

/** The password of the users `signedInUser` creates. */
export const TEST_PASSWORD = 'password-1234'

export async function restCall(
  config: SanitizedConfig,
  method: string,
  path: string,
  {
    body,
    token,
    headers = {},
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  // The answers are JSON of every collection's shape, read by the tests' assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; json: any; headers: Headers }> {
  const { handleEndpoints } = await import('payload')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3001/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-cms-peer-address': '203.0.113.50',
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers }
}

/**
 * A user with `roles` and `email` (created on the first call, found after), signed in through the
 * REST sign-in as a person signs in: `{ id, auth }`, `auth` the `Authorization` header to send
 * (`JWT <token>`). Throws with the CMS's answer when the sign-in is refused.
 */
export async function signedInUser(
  payload: Payload,
  roles: string[],
  email: string,
  name = roles.join('-'),
): Promise<{ id: number | string; auth: string }> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  const user =
    found.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { email, password: TEST_PASSWORD, roles, name } as never,
    }))
  const login = await restCall(payload.config, 'POST', '/users/login', {
    body: { email, password: TEST_PASSWORD },
  })
  if (login.status !== 200)
    throw new Error(`sign-in of ${email} refused: ${login.status} ${JSON.stringify(login.json)}`)
  return { id: user.id, auth: `JWT ${login.json.token as string}` }
}
