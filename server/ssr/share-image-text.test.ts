import { breakUnits, layoutText, measure } from './share-image-text';

describe('share image text layout', () => {
  it('when text is measured, then CJK characters are one em and Latin letters narrower', () => {
    expect(measure('水喉維修', 50)).toBe(200);
    expect(measure('Plumbing', 50)).toBeGreaterThan(120);
    expect(measure('Plumbing', 50)).toBeLessThan(measure('水喉維修水喉維修', 50));
    expect(measure('Plumbing', 50, 'bold')).toBeGreaterThan(measure('Plumbing', 50));
  });

  it('when text is split into units, then Latin words stay whole and Chinese punctuation sticks to its neighbour', () => {
    expect(breakUnits('Hello big world')).toEqual(['Hello ', 'big ', 'world']);
    expect(breakUnits('搬屋，（慳錢）')).toEqual(['搬', '屋，', '（慳', '錢）']);
  });

  it('when a Chinese heading wraps, then no line starts with closing punctuation and lines are balanced', () => {
    const block = layoutText('收到幾個報價，點樣比較先唔會中伏？一篇講晒', {
      width: 600,
      sizes: [80],
      maxLines: 3,
      weight: 'bold',
      balance: true,
    });
    expect(block.whole).toBe(true);
    expect(block.lines.join('')).toBe('收到幾個報價，點樣比較先唔會中伏？一篇講晒');
    for (const line of block.lines) {
      expect(line).not.toMatch(/^[，。？]/);
      expect(measure(line, 80, 'bold')).toBeLessThanOrEqual(600);
    }
    const lengths = block.lines.map((l) => [...l].length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(2);
  });

  it('when a heading is too long for the largest size, then a smaller size is used before anything is cut', () => {
    const block = layoutText('Plumbing Pros in Hong Kong Ranked by Hires', { width: 700, sizes: [80, 60], maxLines: 2, weight: 'bold' });
    expect(block).toMatchObject({ size: 60, whole: true });
    expect(block.lines.join(' ')).toBe('Plumbing Pros in Hong Kong Ranked by Hires');
  });

  it('when even the smallest size needs too many lines, then the last line ends in "…" at a word boundary', () => {
    const text = 'Moving house in Hong Kong: a checklist of ten things to sort out before the van arrives at your door';
    const block = layoutText(text, { width: 700, sizes: [60], maxLines: 2, weight: 'bold' });
    expect(block.whole).toBe(false);
    expect(block.lines).toHaveLength(2);
    expect(block.lines[1]).toMatch(/[a-z]…$/);
    const lastWord = block.lines[1].slice(0, -1).split(' ').pop()!;
    expect(text.split(' ')).toContain(lastWord);
    expect(measure(block.lines[1], 60, 'bold')).toBeLessThanOrEqual(700);
  });

  it('when a height limit is given, then it caps the number of lines', () => {
    const block = layoutText('一二三四五六七八九十一二三四五六七八九十一二三四五', {
      width: 500,
      sizes: [50],
      maxLines: 3,
      maxHeight: 130,
    });
    expect(block.lines).toHaveLength(2);
    expect(block.whole).toBe(false);
  });
});
