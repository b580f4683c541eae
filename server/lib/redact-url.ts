/**
 * Paths of e-mailed links carry their token (/request-link/{token}, /api/quote_bids/hash/reply/{token}, /login/once/…):
 * a log line names the path with every long token-like segment replaced, so no link can be replayed from the logs.
 */
const TOKEN_SEGMENT = /(^|\/)[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1[redacted]');
}
