/**
 * A chosen audit result opened as a visitor opens one: at its durable address
 * (docs/decisions/0108). `storedResultPath(result)` stores `result` in the running stack's audit
 * service (its results file, `STACK_AUDIT_RESULTS_DB`, as the service's own runner stores a
 * finished audit) under its `audit_id` (a new one when it has none), with the `audit_token` the
 * service would issue for it, and resolves to `/audit-results/{audit_id}/{audit_token}`. Throws
 * when the stack's results file is not named. `RESULT_URL` matches such an address at a URL's end.
 */
import { randomUUID } from 'node:crypto'
import { resultPath, type AuditResult } from '@aivis/contract'
import { DEV_UNSUBSCRIBE_SECRET } from '@aivis/audit-service/config'
import { SqliteAuditResults } from '@aivis/audit-service/jobs/results'
import { auditToken } from '@aivis/audit-service/tokens'

/** A result's durable address as a page's URL ends (the shape `resultPath` gives). */
export const RESULT_URL = /\/audit-results\/[\w-]{1,100}\/[\w-]{43}$/

export async function storedResultPath(result: AuditResult): Promise<string> {
  const file = process.env.STACK_AUDIT_RESULTS_DB
  if (!file) throw new Error('STACK_AUDIT_RESULTS_DB is not set: run the e2e tests with npm test')
  const id = result.audit_id ?? randomUUID()
  const secret = process.env.UNSUBSCRIBE_SECRET || DEV_UNSUBSCRIBE_SECRET
  const stored = { ...result, audit_id: id, audit_token: auditToken(id, secret) }
  const results = new SqliteAuditResults(file)
  try {
    await results.put(stored)
  } finally {
    await results.close()
  }
  return resultPath(stored)!
}
