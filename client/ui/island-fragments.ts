/**
 * Server only (entry-server.tsx): the per-render side of server islands (ADR 0029) and their fragment cache.
 *
 * - Queries only islands read are collected in `omitted` and left out of the page state.
 * - An island's HTML is cached with the emotion rules its class names need, keyed by the island id, the language,
 *   the URL and the identity of its queries' data. The server's data reads return the data cache's own objects
 *   (lib/memo-cache.ts), so a change of data (a new review, an edited profile) is a new object and a new key: a
 *   fragment can never outlive its data. A key is stored the second time it is rendered, so data that is rebuilt on
 *   every read (a new object each time) never fills the cache.
 * On a hit the island is not rendered at all: a category page's list of 20 pros was ~40 % of its render.
 */
import type { EmotionCache } from '@emotion/cache';
import { preload } from 'react-dom';
import { LRUCache } from 'lru-cache';

interface Fragment {
  html: string;
  /** [inserted id, css, registered styles] of every emotion class in the HTML. */
  rules: Array<[string, string, string | undefined]>;
  /** Images not lazy-loaded: React preloads them in the head when it renders them, so a hit asks for the same. */
  eagerImages: string[];
}

const fragments = new LRUCache<string, Fragment>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (f) =>
    f.html.length + f.rules.reduce((n, r) => n + r[1].length + (r[2]?.length ?? 0), 0) + 256 + f.eagerImages.length * 128,
});
const seenOnce = new LRUCache<string, true>({ max: 10_000 });
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;

function idOf(o: object): number {
  let id = objectIds.get(o);
  if (id === undefined) {
    id = ++nextObjectId;
    objectIds.set(o, id);
  }
  return id;
}

export interface IslandRender {
  /** Hashes of the queries only islands read (left out of the state). */
  omitted: Set<string>;
  /** The island's cached HTML (its styles are then added to this render's cache), or undefined: render it. */
  lookup(id: string, data: unknown[]): string | undefined;
  /** After the render: stores the rendered islands' HTML and rules (from the second render of a key on). */
  finish(html: string): void;
  /** Islands of this render served from the cache, and rendered. */
  counts: { hits: number; misses: number };
}

export function createIslandRender(opts: { lng: string; url: string; emotion: EmotionCache }): IslandRender {
  const { emotion } = opts;
  const pending: Array<{ id: string; key: string }> = [];
  const counts = { hits: 0, misses: 0 };
  return {
    omitted: new Set(),
    counts,
    lookup(id, data) {
      if (!data.length || data.some((d) => d === null || typeof d !== 'object')) {
        counts.misses++;
        return undefined;
      }
      const key = `${id}|${opts.lng}|${opts.url}|${data.map((d) => idOf(d as object)).join(',')}`;
      const hit = fragments.get(key);
      if (!hit) {
        counts.misses++;
        pending.push({ id, key });
        return undefined;
      }
      counts.hits++;
      for (const [name, css, registered] of hit.rules) {
        if (emotion.inserted[name] !== undefined) continue;
        emotion.inserted[name] = css;
        if (registered !== undefined) emotion.registered[`${emotion.key}-${name}`] = registered;
      }
      for (const src of hit.eagerImages) preload(src, { as: 'image' });
      return hit.html;
    },
    finish(html) {
      for (const { id, key } of pending) {
        if (!seenOnce.has(key)) {
          seenOnce.set(key, true);
          continue;
        }
        const inner = islandHtml(html, id);
        if (inner === undefined) continue;
        const rules: Fragment['rules'] = [];
        for (const name of emotionClassIds(inner, emotion.key)) {
          const css = emotion.inserted[name];
          if (typeof css !== 'string') continue;
          rules.push([name, css, emotion.registered[`${emotion.key}-${name}`]]);
        }
        fragments.set(key, { html: inner, rules, eagerImages: eagerImagesIn(inner) });
      }
    },
  };
}

/** The inner HTML of `<div data-island="{id}" …>` in React's output (well-formed: `<` never appears unescaped in text). */
export function islandHtml(html: string, id: string): string | undefined {
  const open = html.indexOf(`<div data-island="${id}"`);
  if (open < 0) return undefined;
  const start = html.indexOf('>', open) + 1;
  let depth = 1;
  let i = start;
  while (depth > 0) {
    const nextOpen = html.indexOf('<div', i);
    const nextClose = html.indexOf('</div>', i);
    if (nextClose < 0) return undefined;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      i = nextOpen + 4;
    } else {
      depth--;
      i = nextClose + 6;
    }
  }
  return html.slice(start, i - 6);
}

/** The emotion ids (`css-abc` → `abc`) of every class attribute in `html`. */
export function emotionClassIds(html: string, key: string): Set<string> {
  const ids = new Set<string>();
  const prefix = `${key}-`;
  for (const m of html.matchAll(/ class="([^"]*)"/g)) {
    for (const c of m[1].split(' ')) if (c.startsWith(prefix)) ids.add(c.slice(prefix.length));
  }
  return ids;
}

/** The `src` of every `<img>` in `html` that is not `loading="lazy"`, unescaped. */
export function eagerImagesIn(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*>/g)) {
    if (/ loading="lazy"/.test(m[0])) continue;
    const src = / src="([^"]*)"/.exec(m[0])?.[1];
    if (src) out.push(unescapeAttribute(src));
  }
  return out;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttribute = (v: string) => v.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]);
