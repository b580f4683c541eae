/**
 * The HTML shell: head tags, emotion critical CSS, escaped state in a JSON data block, chunk scripts.
 * The chunk scripts are `async` at the end of the body and are not preloaded from the head: preloading
 * raises them to high priority, so they would compete with the document and run before the first paint.
 */
import type { HeadTags } from '@shared/api/ssr-contract';
import { escapeHtml, serializeState } from './serialize-state';

export interface DocumentParts {
  lng: string;
  head: HeadTags;
  html: string;
  styleTags: string;
  state: string;
  scriptTags: string;
  nonce: string;
}

function headTags(h: HeadTags, nonce: string): string {
  const out: string[] = [`<title>${escapeHtml(h.title)}</title>`];
  if (h.description) out.push(`<meta name="description" content="${escapeHtml(h.description)}">`);
  if (h.robots) out.push(`<meta name="robots" content="${escapeHtml(h.robots)}">`);
  if (h.canonical) out.push(`<link rel="canonical" href="${escapeHtml(h.canonical)}">`);
  for (const a of h.alternates ?? []) {
    out.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`);
  }
  for (const [k, v] of Object.entries(h.og ?? {})) {
    out.push(`<meta property="${escapeHtml(k)}" content="${escapeHtml(v)}">`);
  }
  for (const [k, v] of Object.entries(h.twitter ?? {})) {
    out.push(`<meta name="${escapeHtml(k)}" content="${escapeHtml(v)}">`);
  }
  for (const ld of h.jsonLd ?? []) {
    out.push(`<script type="application/ld+json" nonce="${nonce}">${serializeState(ld)}</script>`);
  }
  return out.join('');
}

export function htmlDocument(p: DocumentParts): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(p.lng)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<meta name="theme-color" content="#0F766E"><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    headTags(p.head, p.nonce) +
    p.styleTags +
    `</head><body><div id="root">${p.html}</div>` +
    `<script id="__SIFU_STATE__" type="application/json" nonce="${p.nonce}">${p.state}</script>` +
    p.scriptTags +
    `</body></html>`
  );
}
