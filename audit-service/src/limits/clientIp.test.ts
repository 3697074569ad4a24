/** Which IP an audit is charged to (docs/decisions/0024). */
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { capturedLogger } from '../../test/support/logger'
import { clientIp, isProxySecret } from './clientIp'

const SECRET = 'test-functions-proxy-secret-0123456789'
const req = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('clientIp', () => {
  it('is the socket address; X-Forwarded-For, Forwarded and X-Real-IP are never read', () => {
    expect(
      clientIp(
        req(
          { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-real-ip': '6.6.6.6' },
          '203.0.113.9',
        ),
        { proxySecret: SECRET },
      ),
    ).toBe('203.0.113.9')
  })

  it('is the web proxy’s X-Client-IP when X-Proxy-Secret is right', () => {
    expect(
      clientIp(req({ 'x-client-ip': '198.51.100.4', 'x-proxy-secret': SECRET }), {
        proxySecret: SECRET,
      }),
    ).toBe('198.51.100.4')
    expect(
      clientIp(req({ 'x-client-ip': ' 2001:db8::7 ', 'x-proxy-secret': SECRET }), {
        proxySecret: SECRET,
      }),
    ).toBe('2001:db8::7')
  })

  it('ignores X-Client-IP without the right secret, or that is not an IP, and warns at most once a minute', () => {
    const { logger, lines } = capturedLogger()
    const forged: Record<string, string>[] = [
      { 'x-client-ip': '6.6.6.6' },
      { 'x-client-ip': '6.6.6.6', 'x-proxy-secret': 'guess' },
      { 'x-client-ip': '6.6.6.6', 'x-proxy-secret': `${SECRET}x` },
      { 'x-client-ip': 'not-an-ip', 'x-proxy-secret': SECRET },
    ]
    for (const headers of forged)
      expect(clientIp(req(headers, '192.0.2.1'), { proxySecret: SECRET, logger })).toBe('192.0.2.1')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'warn' })
    expect(lines[0].msg).toMatch(/ignored x-client-ip from 192\.0\.2\.1/)
    expect(JSON.stringify(lines[0])).not.toContain('6.6.6.6')
    // No secret configured: never trusted.
    expect(clientIp(req({ 'x-client-ip': '6.6.6.6', 'x-proxy-secret': '' }), {})).toBe('127.0.0.1')
  })

  it('isProxySecret compares whole values only', () => {
    expect(isProxySecret(SECRET, SECRET)).toBe(true)
    expect(isProxySecret(SECRET.slice(0, -1), SECRET)).toBe(false)
    expect(isProxySecret(undefined, SECRET)).toBe(false)
    expect(isProxySecret([SECRET], SECRET)).toBe(false)
    expect(isProxySecret('', '')).toBe(false)
  })
})
