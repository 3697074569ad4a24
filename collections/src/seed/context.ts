/**
 * The request context of every seed write: `disablePurge` keeps the site-cache purge hooks quiet
 * (hooks/purgeWebCache.ts); the site need not purge for the seed, and at first start it is usually
 * not up yet.
 */
export const seedContext = { disablePurge: true }
