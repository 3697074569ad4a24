/**
 * The TCP peer's address for the CMS's sign-in limit (docs/decisions/0063). Next.js hands route
 * handlers a web `Request` without the socket, and fills `X-Forwarded-For` from the socket only
 * when the client sent none, so a client could pick its own address. `installPeerAddressHeader()`
 * wraps `http.Server.prototype.emit` once per process: on every `request` event it sets the
 * request's `x-cms-peer-address` header (`PEER_ADDRESS_HEADER`) to `socket.remoteAddress`,
 * replacing any the client sent (in `headers` and `rawHeaders`), before Next.js sees the request.
 * Called from the instrumentation hook (src/instrumentation.ts) when the server starts. Idempotent;
 * throws nothing.
 */
import http from 'node:http'
import { PEER_ADDRESS_HEADER } from '@aivis/collections/auth/signInLimits'

const INSTALLED = Symbol.for('aivis.cms.peerAddressHeader')

/** Sets `x-cms-peer-address` of one incoming request to its socket's remote address. */
export function stampPeerAddress(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress ?? ''
  req.headers[PEER_ADDRESS_HEADER] = address
  const raw: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].toLowerCase() !== PEER_ADDRESS_HEADER)
      raw.push(req.rawHeaders[i], req.rawHeaders[i + 1])
  raw.push(PEER_ADDRESS_HEADER, address)
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw)
}

/** See module doc. Returns true when it installed the wrapper, false when it already was. */
export function installPeerAddressHeader(): boolean {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean }
  if (proto[INSTALLED]) return false
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') stampPeerAddress(args[0] as http.IncomingMessage)
    return (emit as (...a: unknown[]) => boolean).apply(this, [event, ...args])
  } as typeof proto.emit
  proto[INSTALLED] = true
  return true
}
