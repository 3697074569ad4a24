/** `@aivis/contract`: the audit and lead schemas, the shared word lists and website normalisation. */
export * from './audit'
export * from './metrics'
export * from './vocabulary'
export * from './leads'
export * from './website'
export * from './extract'
export * from './requestId'
