/** Prometheus metrics (GET /metrics): default process metrics plus HTTP and page-cache counters. */
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'sifu_http_request_duration_seconds',
  help: 'HTTP request duration by route kind and status',
  labelNames: ['kind', 'method', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** Server islands (ADR 0029) by result: `hit` served from the fragment cache, `miss` rendered. */
export const islandFragments = new client.Counter({
  name: 'sifu_island_fragments_total',
  help: 'Server islands served from the fragment cache (hit) or rendered (miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const pageCacheEvents = new client.Counter({
  name: 'sifu_page_cache_total',
  help: 'Page cache lookups by result',
  labelNames: ['result'] as const,
  registers: [registry],
});
