/**
 * An in-memory lead outbox for tests: `memoryLeads()` → the `leads` dependency of `createApp`
 * (`{ store, wake, unsubscribeSecret }`) plus `ops()` and `mails()`, the records accepted so far
 * (pending, oldest first), and `wakes`, how often the relay was woken.
 */
import { LeadStore } from '../../src/leads/store'

export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789abcdef'

export function memoryLeads() {
  const store = new LeadStore(':memory:')
  const leads = {
    store,
    wakes: 0,
    wake: () => void leads.wakes++,
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    ops: () => store.due('ops', Number.MAX_SAFE_INTEGER, 10_000),
    mails: () => store.due('mails', Number.MAX_SAFE_INTEGER, 10_000),
  }
  return leads
}
