/**
 * The stack listens on loopback unless told otherwise (LISTEN_HOST, default 127.0.0.1;
 * docs/decisions/0065): every socket the running services listen on, found in the kernel's socket
 * tables (/proc/net/tcp and /proc/net/tcp6, Linux), is bound to 127.0.0.0/8 or ::1, never to a
 * wildcard address (0.0.0.0 or ::) that serves the whole network.
 *
 * Each service is found by the port of its URL; every other socket its processes listen on is
 * checked too (the site's internal port when set, the mail catcher's SMTP port).
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AUDIT, CMS, MAIL, WEB } from './stack'

/** A listening TCP socket: its local address (IPv4 or IPv6 text, e.g. `127.0.0.1`, `::`), port and inode. */
interface Listener {
  address: string
  port: number
  inode: string
}

/**
 * The local address of /proc/net/tcp{,6} (`0100007F`, or 32 hex digits: four 32-bit words, each
 * in the host's byte order, little-endian here) as text.
 */
function procAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? []
  const bytes = words.flatMap((w) => (w.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)))
  if (bytes.length === 4) return bytes.join('.')
  const groups: string[] = []
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16))
  // The URL parser writes IPv6 in its canonical short form (`::1`).
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1)
}

/** Loopback: 127.0.0.0/8, ::1, or an IPv4-mapped loopback address (::ffff:127.x.y.z). */
function isLoopback(address: string): boolean {
  if (address.includes('.')) return address.startsWith('127.')
  if (address === '::1') return true
  const mapped = /^::ffff:([0-9a-f]+):([0-9a-f]+)$/.exec(address)
  return !!mapped && parseInt(mapped[1], 16) >> 8 === 127
}

/** Every TCP socket in the LISTEN state (st 0A), IPv4 and IPv6. */
function listeners(): Listener[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A')
      .map((cols) => {
        const [addr, port] = cols[1].split(':')
        return {
          address: procAddress(addr),
          port: parseInt(port, 16),
          inode: cols[9],
        }
      }),
  )
}

/** The processes holding the socket `inode` open (those of this user that /proc lets us read). */
function owners(inode: string): number[] {
  const pids: number[] = []
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) {
          pids.push(Number(pid))
          break
        }
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return pids
}

/** Inodes of the sockets process `pid` holds open. */
function socketInodes(pid: number): Set<string> {
  const out = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (m) out.add(m[1])
    } catch {
      // Closed meanwhile.
    }
  }
  return out
}

/**
 * The listening sockets of the service on `url`'s port: those on the port itself, and every other
 * one held by the processes that hold them. Fails when nothing listens on the port.
 */
function serviceListeners(url: string): { all: Listener[]; pids: number[] } {
  const port = Number(new URL(url).port)
  const table = listeners()
  const onPort = table.filter((l) => l.port === port)
  expect(onPort, `nothing listens on port ${port} (${url})`).not.toEqual([])
  const pids = [...new Set(onPort.flatMap((l) => owners(l.inode)))]
  expect(pids, `no readable process holds the socket on port ${port}`).not.toEqual([])
  const inodes = new Set(pids.flatMap((pid) => [...socketInodes(pid)]))
  const all = table.filter((l) => l.port === port || inodes.has(l.inode))
  return { all, pids }
}

const show = (ls: Listener[]) => ls.map((l) => `${l.address} port ${l.port}`)

describe('socket table parsing', () => {
  it('reads the kernel’s address notation and tells loopback from wildcard addresses', () => {
    expect(procAddress('0100007F')).toBe('127.0.0.1')
    expect(procAddress('00000000')).toBe('0.0.0.0')
    expect(procAddress('00000000000000000000000001000000')).toBe('::1')
    expect(procAddress('00000000000000000000000000000000')).toBe('::')
    expect(procAddress('0000000000000000FFFF00000100007F')).toBe('::ffff:7f00:1')
    expect(procAddress('B80D0120000000000000000001000000')).toBe('2001:db8::1')
    expect(['127.0.0.1', '::1', '::ffff:7f00:1'].map(isLoopback)).toEqual([true, true, true])
    expect(['0.0.0.0', '::', '10.0.0.5', '::ffff:a00:5', '2001:db8::1'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('the stack listens on loopback only', () => {
  it.each([
    ['site', WEB],
    ['CMS', CMS],
    ['audit service', AUDIT],
  ])('the %s binds only loopback addresses', (_name, url) => {
    const { all } = serviceListeners(url)
    expect(show(all.filter((l) => !isLoopback(l.address)))).toEqual([])
  })

  it('the mail catcher binds only loopback addresses, for its inbox and its SMTP port', () => {
    const { all, pids } = serviceListeners(MAIL)
    // maildev is started with `--smtp <port>`: that port is one of its sockets.
    const cmdline = pids.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))
    const smtp = cmdline.flatMap((args) =>
      args.flatMap((a, i) => (a === '--smtp' ? [Number(args[i + 1])] : [])),
    )
    expect(smtp).toHaveLength(1)
    expect(all.map((l) => l.port)).toContain(smtp[0])
    expect(show(all.filter((l) => !isLoopback(l.address)))).toEqual([])
  })
})
