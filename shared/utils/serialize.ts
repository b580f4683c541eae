/**
 * XSS-safe JSON for embedding in HTML (<script type="application/json">): escapes <, >, &, U+2028, U+2029
 * so no value can close the script element or break the JSON (STYLE §3.9).
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeState(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}
