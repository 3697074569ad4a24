/**
 * A browser EventSource's behaviour for Node tests, as the site's audit client uses it
 * (web/pages/(audit)/lib/run.ts `EventStreamFactory`): `fetchEventStream(base, headers?)` → a factory that
 * opens `base + url` with fetch and dispatches each `event:`/`data:` block (comment lines and
 * empty data skipped, as EventSource does) to the listeners of its event name. A non-200 answer,
 * a network error or the end of the stream calls `onerror` once (where a browser would also try to
 * reconnect; the site's client closes the stream then). `close()` aborts the request; no event
 * is dispatched after it. `stats` counts the streams opened, and those that ended with an error.
 */
import type { EventStream, EventStreamFactory } from '../../../web/pages/(audit)/lib/run'

export interface EventStreamStats {
  opened: number
  /** Streams that ended by `onerror` (refused, cut, or ended by the server). */
  errored: number
}

export function fetchEventStream(
  base: string,
  headers: Record<string, string> = {},
  stats: EventStreamStats = { opened: 0, errored: 0 },
): EventStreamFactory {
  return (url) => {
    const listeners = new Map<string, ((e: { data: string }) => void)[]>()
    const ac = new AbortController()
    let closed = false
    const stream: EventStream = {
      onerror: null,
      addEventListener: (type, l) => void listeners.set(type, [...(listeners.get(type) ?? []), l]),
      close: () => {
        closed = true
        ac.abort()
      },
    }
    const fail = () => {
      if (closed) return
      closed = true
      stats.errored++
      stream.onerror?.({})
    }
    const dispatch = (block: string) => {
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue
        const [field, ...rest] = line.split(':')
        const value = rest.join(':').replace(/^ /, '')
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (closed || data.length === 0) return
      for (const l of listeners.get(event) ?? []) l({ data: data.join('\n') })
    }
    stats.opened++
    void (async () => {
      try {
        const res = await fetch(base + url, {
          headers: { accept: 'text/event-stream', ...headers },
          signal: ac.signal,
        })
        if (res.status !== 200) {
          await res.body?.cancel()
          return fail()
        }
        const decoder = new TextDecoder()
        let buffered = ''
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n')
          let end
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            dispatch(buffered.slice(0, end))
            buffered = buffered.slice(end + 2)
          }
        }
        fail()
      } catch {
        fail()
      }
    })()
    return stream
  }
}
