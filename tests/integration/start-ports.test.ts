/**
 * `npm start` and the test stack refuse to start on ports already in use (`startStack` in
 * scripts/lib/stack.mjs): an earlier stack still holding them would answer the new one's health
 * checks while the new services fail to listen, and the start-up would report a stack that is not
 * its own as ready.
 */
import { createServer, type Server } from 'node:net'
import { type AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { portsInUse, startStack } from '../../scripts/lib/stack.mjs'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A port something listens on, held until the test ends. */
const heldPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve((server.address() as AddressInfo).port),
    )
    servers.push(server)
  })
/** A port nothing listens on (taken, then given back). */
const freePort = async () => {
  const port = await heldPort()
  await new Promise((r) => servers.pop()!.close(r))
  return port
}

describe('startStack on ports in use', () => {
  it('portsInUse names the taken ports only', async () => {
    const [taken, free] = [await heldPort(), await freePort()]
    expect(await portsInUse('127.0.0.1', [free, taken])).toEqual([taken])
    expect(await portsInUse('127.0.0.1', [free])).toEqual([])
  })

  it('refuses to start, naming the taken port and the settings that move it, and starts nothing', async () => {
    const web = await heldPort()
    const [cms, audit, smtp, mail] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    const output: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output.push(String(chunk))
        done()
      },
    })
    const started = startStack({
      ports: { web, cms, audit, smtp, mail },
      // startStack writes to it as to a terminal's stream; a plain writable is all it uses.
      outputStream: sink as unknown as typeof process.stdout,
      log: (line: string) => output.push(line),
      restart: false,
    })
    await expect(started).rejects.toThrow(
      new RegExp(`^port ${web} on 127\\.0\\.0\\.1 already in use .*WEB_PORT`),
    )
    // Nothing was spawned: no service wrote a line.
    expect(output).toEqual([])
    // Had it started anyway, stop what it started.
    await started.then((stack: { stop: () => Promise<void> }) => stack.stop()).catch(() => {})
  })
})
