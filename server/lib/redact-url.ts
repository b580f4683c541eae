/**
 * Paths of e-mailed links carry their token (/request-link/{token}, /api/quote_bids/hash/reply/{token}, /login/once/…)
 * and some pages take a one-time code in the query (?code=…): a log line names the URL with every long token-like
 * segment and the value of every code-like query parameter replaced, so nothing can be replayed from the logs.
 */
const TOKEN_SEGMENT = /(^|\/)[A-Za-z0-9_-]{32,}(?=[/?#]|$)/g;
const CODE_PARAM = /([?&](?:code|otp|verify_code|email_code|token|hash)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_SEGMENT, '$1[redacted]').replace(CODE_PARAM, '$1[redacted]');
}
