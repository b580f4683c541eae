/**
 * Tests only: how much of one page's text is also on another page (the cost guides' aim: "67 % of a price page's text
 * is also on its category page"). The measure:
 *  1. the page's own content is the text inside <main> (header, footer and head tags are the same on every page
 *     and do not count); scripts and styles are dropped, tags become spaces, entities are decoded;
 *  2. tokens are words for Latin script and numbers (lower-cased, "HK$1,200" is one token) and single characters for
 *     CJK, so Chinese and English pages are measured alike;
 *  3. shingles are runs of SHINGLE consecutive tokens; the overlap of page A with page B is the share of A's
 *     distinct shingles that also occur in B (0 = nothing shared, 1 = all of A's text is on B).
 */
export const SHINGLE = 5;

/** The visible text of the <main> element of an HTML document. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  return [...text.toLowerCase().matchAll(/\p{Script=Han}|[\p{L}\p{N}$][\p{L}\p{N}$,.'’-]*/gu)].map((m) => m[0].replace(/[,.'’-]+$/, ''));
}

export function shingles(text: string, size = SHINGLE): Set<string> {
  const t = tokens(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= t.length; i++) out.add(t.slice(i, i + size).join(' '));
  return out;
}

/** Share of `a`'s distinct shingles that also occur in `b` (0…1). */
export function overlapShare(a: string, b: string): number {
  const sa = shingles(a);
  const sb = shingles(b);
  if (sa.size === 0) return 0;
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared += 1;
  return shared / sa.size;
}
