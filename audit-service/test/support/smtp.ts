/**
 * A real SMTP server for tests (smtp-server, no TLS, no auth), on a free local port:
 * `smtpCatcher({ refuse? })` → `{ port, accepted, close }`. `accepted` keeps each message it took:
 * recipients, `Message-ID` and raw text (headers and body as sent). `refuse(n)` (n counts every
 * message offered, from 1) answers that message 451 'Try again later' instead, as a flaky server
 * does.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CaughtMessage {
  to: string[]
  messageId: string
  raw: string
}

export async function smtpCatcher({ refuse }: { refuse?: (n: number) => boolean } = {}) {
  const accepted: CaughtMessage[] = []
  let offered = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (c) => (raw += c))
      stream.on('end', () => {
        offered++
        if (refuse?.(offered))
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.server.address() as AddressInfo).port,
    accepted,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
