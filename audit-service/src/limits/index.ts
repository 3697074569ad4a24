/**
 * Limits on what costs money or invites abuse, per client address, network, website, customer and
 * day (docs/decisions/0023, 0056, 0064): the entry point the rest of the service imports as
 * `limits`. The rooms behind it:
 *
 * - audits.ts: the limits on audits that run (`createAuditLimits`, `callsPerAudit`, `noLimits`);
 * - addresses.ts: how a client address is counted (`ipKey`, `networkKey`);
 * - domain.ts: the website domain an audit is counted for (`auditDomain`);
 * - counters.ts: the counters (`rateLimiter`) and how a wait is worded (`waitText`);
 * - leads.ts, clientIp.ts, budgetRoute.ts: the lead and extraction limits, the client address and
 *   the staff dashboard's budget route, imported by their own paths.
 */
export { ipKey, networkKey } from './addresses'
export {
  DEFAULT_PER_CUSTOMER_PER_DAY,
  DEFAULT_RESERVE_PERCENT,
  QUESTIONS_PER_AUDIT,
  callsPerAudit,
  createAuditLimits,
  networkDefaults,
  noLimits,
  type AuditCharge,
  type AuditLimits,
  type BudgetUsage,
  type LimitSettings,
} from './audits'
export { rateLimiter, waitText, type Limiter } from './counters'
export { auditDomain } from './domain'
