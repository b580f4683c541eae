/**
 * Emotion cache per render; the nonce matches the CSP of the page (server/app.ts).
 * No vendor prefixer (stylis's default plugin): every browser Sifu supports (the last two years of Chrome, Safari,
 * Firefox, Samsung Internet) takes flex, grid, sticky, transitions and appearance unprefixed, and the prefixes were
 * about a third of each page's critical CSS. The one property Safari still needs prefixed is written by hand
 * (`-webkit-user-select`).
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * One array for every cache: on the server, emotion keeps the compiled CSS of each style across renders in a cache
 * keyed by this array's identity (a new array per render compiled every style of every page again).
 */
const NO_PLUGINS: StylisPlugin[] = [];

export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', nonce, stylisPlugins: NO_PLUGINS });
}
