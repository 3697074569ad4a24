import type { Access, Where } from 'payload'
import { hasRole } from './roles'

/**
 * Lead readers (`admin`, `sales`) and the audit service's `service` account: for the updates the
 * service makes to leads it stored itself (an unsubscribe, a results email sent, a delivery failure
 * reported). The service account still cannot read leads.
 */
export const isLeadReaderOrService: Access = ({ req }) => hasRole(req, 'admin', 'sales', 'service')

/** A query no document matches: every document has an id. */
const NO_DOCUMENT: Where = { id: { exists: false } }

/**
 * Read rule of the leads the service updates by a query (`PATCH
 * /api/newsletter-subscribers?where[email][equals]=…`): lead readers read everything; the service
 * account reads no document, but a read rule that is a query (rather than `false`) lets it name
 * fields in an update's `where`, which Payload refuses on a collection the caller cannot read.
 */
export const isLeadReaderOrServiceQuery: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'sales')) return true
  return hasRole(req, 'service') ? NO_DOCUMENT : false
}
