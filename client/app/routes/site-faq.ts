/** The help centre's questions for FAQPage structured data: each heading that asks a question, with the text under it. */
import type { ContentBlock, Inline } from '@shared/schemas/content.schema';

const text = (parts: Inline) => parts.map((p) => p.text).join('');

export function faqOfBlocks(blocks: ContentBlock[]): { question: string; answer: string }[] {
  const out: { question: string; answer: string[] }[] = [];
  for (const b of blocks) {
    if (b.type === 'h2') {
      out.push({ question: b.text, answer: [] });
      continue;
    }
    const current = out[out.length - 1];
    if (!current) continue;
    current.answer.push(b.type === 'p' ? text(b.inline) : b.items.map(text).join('\n'));
  }
  return out
    .filter((f) => /[?？]$/.test(f.question) && f.answer.length)
    .map((f) => ({ question: f.question, answer: f.answer.join('\n\n') }));
}
