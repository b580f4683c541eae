/** Site pages' {{figure}} tokens (ADR 0023): scalars in text and links, list tokens expanded, unknown ones reported. */
import type { ContentBlock } from '@shared/schemas/content.schema';
import { interpolateBlocks, interpolateText } from './site-interpolate';

const facts = {
  fee: 'HK$8 to HK$60',
  hours: '48',
  packages: [[{ text: 'Basic: HK$300' }], [{ text: 'Standard: HK$800' }]],
};

describe('interpolateBlocks', () => {
  it('when headings, paragraphs, link text and list items carry scalar tokens, then each becomes its value', () => {
    const blocks: ContentBlock[] = [
      { type: 'h2', text: 'Refunds after {{hours}} hours?', id: 'section-1' },
      { type: 'p', inline: [{ text: 'Fees: {{fee}}. See ' }, { text: '{{hours}}-hour rule', href: '/help' }] },
      { type: 'ul', items: [[{ text: 'Unread for {{hours}} hours' }]] },
    ];
    const { blocks: out, unknown } = interpolateBlocks(blocks, facts);
    expect(unknown).toEqual([]);
    expect(out).toEqual([
      { type: 'h2', text: 'Refunds after 48 hours?', id: 'section-1' },
      { type: 'p', inline: [{ text: 'Fees: HK$8 to HK$60. See ' }, { text: '48-hour rule', href: '/help' }] },
      { type: 'ul', items: [[{ text: 'Unread for 48 hours' }]] },
    ]);
  });

  it('when a list item is only a list token, then it becomes that list’s items, in place', () => {
    const blocks: ContentBlock[] = [{ type: 'ul', items: [[{ text: 'First' }], [{ text: ' {{packages}} ' }], [{ text: 'Last' }]] }];
    const { blocks: out } = interpolateBlocks(blocks, facts);
    expect(out).toEqual([
      { type: 'ul', items: [[{ text: 'First' }], [{ text: 'Basic: HK$300' }], [{ text: 'Standard: HK$800' }], [{ text: 'Last' }]] },
    ]);
  });

  it('when a token has no value, or a list token sits inside text, then it is left out and reported', () => {
    const blocks: ContentBlock[] = [{ type: 'p', inline: [{ text: 'A {{nope}} and {{packages}} here' }] }];
    const { blocks: out, unknown } = interpolateBlocks(blocks, facts);
    expect(out).toEqual([{ type: 'p', inline: [{ text: 'A  and  here' }] }]);
    expect(unknown.sort()).toEqual(['nope', 'packages']);
  });

  it('when a title or summary carries a token, then interpolateText fills it', () => {
    expect(interpolateText('Fees are {{fee}}', facts)).toBe('Fees are HK$8 to HK$60');
  });
});
