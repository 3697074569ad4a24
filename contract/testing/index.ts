/** `@aivis/contract/testing`: test data shared by every workspace's tests (never by product code). */
export * from './auditResult'
export { siteAccessResult } from './siteAccess'
