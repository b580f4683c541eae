/**
 * The browser build's stand-in for zod (a webpack alias of the web build only; ADR 0007). The contracts of
 * shared/api hold zod schemas for the server; the browser reads only an endpoint's method and path and never
 * validates (the server is the authority), so building schemas here does nothing, and no page downloads zod
 * (about 26 KB gzip). Validating in the browser throws, so the mistake is loud; jest and SSR use the real zod.
 */
const REFUSED = new Set<PropertyKey>([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'decode',
  'encode',
  'safeDecode',
  'safeEncode',
]);

function refuse(): never {
  throw new Error('zod schemas are not evaluated in the browser; the server validates every call (ADR 0007)');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const inert: any = new Proxy(function inertSchema() {}, {
  get: (_target, prop) => {
    if (REFUSED.has(prop)) return refuse;
    if (typeof prop === 'symbol' || prop === 'then') return undefined;
    return inert;
  },
  apply: () => inert,
  construct: () => inert,
});

export const z = inert;
export default inert;
