/** Emotion cache per render; the nonce matches the CSP of the page (server/app.ts). */
import createCache, { type EmotionCache } from '@emotion/cache';

export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', nonce });
}
