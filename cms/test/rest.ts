/**
 * A REST call to the CMS as its server answers it (Payload's `handleEndpoints`, no network), for
 * the tests that drive the REST API: `restCall(config, method, path, { body?, token?, headers? })`
 * → `{ status, json, headers }`. It comes from `x-cms-peer-address` 203.0.113.50 unless `headers`
 * say otherwise (the sign-in limits key on it); `token` signs it (`JWT <token>`).
 */
import type { SanitizedConfig } from 'payload'

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
