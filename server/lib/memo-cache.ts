/**
 * Read-through cache for public catalogue data (SPEC §9: server cache TTL 1200 s, ARCHITECTURE §3).
 * One lru-cache per database handle, so test databases never share entries; concurrent misses share
 * one promise. Only public, non-personal data may be cached here.
 */
import { LRUCache } from 'lru-cache';
import { SERVER_CACHE_TTL_S } from '@shared/domain/limits';

type Entry = { value: unknown };
type ForgetListener = (prefixes: string[]) => void;
const caches = new WeakMap<object, LRUCache<string, Entry>>();
const listeners = new WeakMap<object, Set<ForgetListener>>();
const pending = new WeakMap<object, Map<string, Promise<unknown>>>();
const publishers = new WeakMap<object, ForgetListener>();
// Bumped by every forget: a value computed from data read before the forget is not stored after it (it would outlive
// the write that made it stale for the whole TTL).
const generations = new WeakMap<object, number>();

function cacheOf(owner: object): LRUCache<string, Entry> {
  let c = caches.get(owner);
  if (!c) {
    c = new LRUCache<string, Entry>({ max: 5000, ttl: SERVER_CACHE_TTL_S * 1000 });
    caches.set(owner, c);
  }
  return c;
}

/** Returns the cached value for `key` (per `owner`, usually the Db), computing it once on a miss. */
export async function memo<T>(owner: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(owner);
  const hit = cache.get(key);
  if (hit) return hit.value as T;
  let inflight = pending.get(owner);
  if (!inflight) {
    inflight = new Map();
    pending.set(owner, inflight);
  }
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const generation = generations.get(owner) ?? 0;
  const p = compute()
    .then((value) => {
      if ((generations.get(owner) ?? 0) === generation) cache.set(key, { value });
      return value;
    })
    .finally(() => {
      if (inflight.get(key) === p) inflight.delete(key);
    });
  inflight.set(key, p);
  return p;
}

/**
 * Drops every entry whose key starts with one of the prefixes (after a write that changes public data), and hands the
 * prefixes to the owner's publisher (lib/cache-fanout.ts: the other instances drop theirs too).
 */
export function forget(owner: object, ...prefixes: string[]): void {
  forgetHere(owner, prefixes);
  publishers.get(owner)?.(prefixes);
}

/** forget() on this instance only: what an instance does with another instance's forget (never published again). */
export function forgetHere(owner: object, prefixes: string[]): void {
  generations.set(owner, (generations.get(owner) ?? 0) + 1);
  const inflight = pending.get(owner);
  // A later reader computes afresh instead of joining a computation that started before the write.
  if (inflight) for (const key of inflight.keys()) if (prefixes.some((p) => key.startsWith(p))) inflight.delete(key);
  const cache = caches.get(owner);
  if (cache) for (const key of cache.keys()) if (prefixes.some((p) => key.startsWith(p))) cache.delete(key);
  listeners.get(owner)?.forEach((l) => l(prefixes));
}

/** Sends every later forget() for `owner` to `publish` as well (one publisher per owner); returns the detach. */
export function setForgetPublisher(owner: object, publish: ForgetListener): () => void {
  publishers.set(owner, publish);
  return () => {
    if (publishers.get(owner) === publish) publishers.delete(owner);
  };
}

/** Calls `listener` after every forget() for `owner` (the whole-page cache drops pages built on that data). */
export function onForget(owner: object, listener: ForgetListener): () => void {
  let set = listeners.get(owner);
  if (!set) {
    set = new Set();
    listeners.set(owner, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}
