/**
 * Fills a site page's {{figure}} tokens with the values of site-facts.ts, on the parsed blocks: in headings, text
 * and link text a token becomes its text; a list item that is only a list token becomes that list's items.
 */
import type { ContentBlock, Inline } from '@shared/schemas/content.schema';
import type { Facts } from './site-facts';

const TOKEN = /\{\{([a-z0-9_]+)\}\}/g;
const ONLY_TOKEN = /^\s*\{\{([a-z0-9_]+)\}\}\s*$/;

/** Replaces scalar tokens; an unknown (or list) token is reported and left out. */
function fill(text: string, facts: Facts, unknown: Set<string>): string {
  return text.replace(TOKEN, (_, name: string) => {
    const v = facts[name];
    if (typeof v === 'string') return v;
    unknown.add(name);
    return '';
  });
}

function fillInline(parts: Inline, facts: Facts, unknown: Set<string>): Inline {
  return parts.map((p) => ({ ...p, text: fill(p.text, facts, unknown) }));
}

function fillItems(items: Inline[], facts: Facts, unknown: Set<string>): Inline[] {
  return items.flatMap((item) => {
    const only = item.length === 1 && !('href' in item[0]) ? ONLY_TOKEN.exec(item[0].text) : null;
    if (only) {
      const v = facts[only[1]];
      if (Array.isArray(v)) return v;
    }
    return [fillInline(item, facts, unknown)];
  });
}

/** The blocks with every token filled, and the names of tokens that have no value (a test keeps this empty). */
export function interpolateBlocks(blocks: ContentBlock[], facts: Facts): { blocks: ContentBlock[]; unknown: string[] } {
  const unknown = new Set<string>();
  const out = blocks.map((b): ContentBlock => {
    if (b.type === 'h2') return { ...b, text: fill(b.text, facts, unknown) };
    if (b.type === 'ul') return { ...b, items: fillItems(b.items, facts, unknown) };
    return { ...b, inline: fillInline(b.inline, facts, unknown) };
  });
  return { blocks: out, unknown: [...unknown] };
}

/** Scalar tokens in a plain text (title, summary). */
export function interpolateText(text: string, facts: Facts): string {
  return fill(text, facts, new Set());
}
