/**
 * The small markup of CMS bodies, parsed into blocks the client renders as React elements (never as HTML):
 * blank lines separate blocks; "## " starts a heading; "- " lines form a list; [text](/path) is an internal link.
 * External or scripted links are kept as plain text.
 */
import type { ContentBlock, Inline } from '@shared/schemas/content.schema';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Internal links only: a path starting with one "/" (no "//host", no "javascript:"). */
function safeHref(href: string): string | null {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#]*$/.test(href) ? href : null;
}

export function parseInline(text: string): Inline {
  const out: Inline = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    const href = safeHref(m[2]);
    out.push(href ? { text: m[1], href } : { text: m[1] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

export function parseMarkup(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let headings = 0;
  for (const chunk of body.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    if (lines[0].startsWith('## ')) {
      const text = lines[0].slice(3).trim();
      headings += 1;
      blocks.push({ type: 'h2', text, id: `section-${headings}` });
      if (lines.length > 1) blocks.push({ type: 'p', inline: parseInline(lines.slice(1).join(' ')) });
    } else if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ type: 'ul', items: lines.map((l) => parseInline(l.slice(2).trim())) });
    } else {
      blocks.push({ type: 'p', inline: parseInline(lines.join(' ')) });
    }
  }
  return blocks;
}

/** Minutes to read: about 300 CJK characters or 220 English words a minute. */
export function readingMinutes(body: string): number {
  const cjk = (body.match(/[\u3400-\u9fff]/g) ?? []).length;
  const words = body
    .replace(/[\u3400-\u9fff]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(cjk / 300 + words / 220));
}
