/** Emotion caches: one per server render, one for the browser, same key so hydration reuses styles. */
import createCache, { type EmotionCache } from '@emotion/cache'

export const EMOTION_KEY = 'css'

export function createServerCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY })
  // Collect styles for extraction into <head> instead of inlining <style> next to elements.
  cache.compat = true
  return cache
}

let clientCache: EmotionCache | undefined
export function getClientCache(): EmotionCache {
  clientCache ??= createCache({ key: EMOTION_KEY })
  return clientCache
}
