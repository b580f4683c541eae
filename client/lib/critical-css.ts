/**
 * A page's critical CSS as emotion's style tags, read from the render's own cache. The cache is new for every render
 * (entry-server.tsx), so what it inserted is exactly the styles the page used, and emotion's extractCriticalToChunks,
 * which scans the whole document with a regular expression for class names (~3 % of a page render), is not needed.
 * The output is what its constructStyleTagsFromChunks writes: each global style in a tag of its own, then one tag
 * with every regular style, which the browser's emotion cache adopts before it hydrates.
 */
import type { EmotionCache } from '@emotion/cache';

export function criticalStyleTags(cache: EmotionCache): string {
  const nonce = cache.nonce !== undefined ? ` nonce="${cache.nonce}"` : '';
  let globals = '';
  const ids: string[] = [];
  let regular = '';
  for (const id of Object.keys(cache.inserted)) {
    const css = cache.inserted[id];
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      ids.push(id);
      regular += css;
    } else {
      globals += `<style data-emotion="${cache.key}-global ${id}"${nonce}>${css}</style>`;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}"${nonce}>${regular}</style>`;
}
