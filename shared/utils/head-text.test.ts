import { fitDescription, fitTitle, PAGE_SEPARATOR, textLength } from './head-text';

describe('fitTitle', () => {
  it('when the title and the site name fit, then both are kept', () => {
    expect(fitTitle('Plumbing in Hong Kong | Sifu 師傅', 'Sifu 師傅', 'en-HK')).toBe('Plumbing in Hong Kong | Sifu 師傅');
  });

  it('when only the page title fits, then the site name is dropped', () => {
    const title = 'Curtain & Blind Installation in Hong Kong: Quotes & Prices';
    expect(fitTitle(`${title} | Sifu 師傅`, 'Sifu 師傅', 'en-HK')).toBe(title);
  });

  it('when a paginated title is too long, then its page number is kept and the title before it is shortened', () => {
    const page1 = 'Top Air-conditioner Installation Pros in Hong Kong: Ranked by Hires';
    const page2 = fitTitle(`${page1}${PAGE_SEPARATOR}page 2 | Sifu 師傅`, 'Sifu 師傅', 'en-HK');
    expect(page2).toBe('Top Air-conditioner Installation Pros in Hong Kong — page 2');
    expect(textLength(page2)).toBeLessThanOrEqual(60);
    expect(page2).not.toBe(fitTitle(`${page1} | Sifu 師傅`, 'Sifu 師傅', 'en-HK'));
    const zh = fitTitle(`${'冷氣機安裝'.repeat(4)}師傅推介｜按聘請次數排名${PAGE_SEPARATOR}第 12 頁 | 師傅 Sifu`, '師傅 Sifu', 'zh-HK');
    expect(zh.endsWith(`${PAGE_SEPARATOR}第 12 頁`)).toBe(true);
    expect(textLength(zh)).toBeLessThanOrEqual(30);
  });

  it('when the page title is too long, then its first part before a separator stands alone, else it is cut at a word', () => {
    expect(fitTitle('Plumbing Costs in Hong Kong: Taps, Blocked Drains and Water Heaters | Sifu 師傅', 'Sifu 師傅', 'en-HK')).toBe(
      'Plumbing Costs in Hong Kong',
    );
    const cut = fitTitle('A very long title without any separator that goes on and on past sixty characters', 'Sifu 師傅', 'en-HK');
    expect(cut).toBe('A very long title without any separator that goes on and…');
    expect(textLength(cut)).toBeLessThanOrEqual(60);
  });

  it('when a Chinese title is counted, then each character counts once and the limit is 30', () => {
    const title = '梳化及床褥清洗｜香港梳化及床褥清洗師傅報價及收費參考';
    expect(fitTitle(`${title} | 師傅 Sifu`, '師傅 Sifu', 'zh-HK')).toBe(title);
    expect(textLength(fitTitle('一'.repeat(40), '師傅 Sifu', 'zh-HK'))).toBe(30);
  });
});

describe('fitDescription', () => {
  it('when a description is too long, then whole sentences are kept, and a decimal point is not a sentence end', () => {
    const text = 'Ms Wong Tutoring: 4.5 stars from 8 reviews, hired 3 times. ' + 'Wong Wai Man has taught for sixteen years. '.repeat(4);
    const fitted = fitDescription(text, 'en-HK');
    expect(fitted).toMatch(/years\.$/);
    expect(textLength(fitted)).toBeLessThanOrEqual(155);
  });

  it('when no sentence end leaves enough, then it is cut at a word with an ellipsis', () => {
    const fitted = fitDescription('word '.repeat(60), 'en-HK');
    expect(fitted).toMatch(/word…$/);
    expect(textLength(fitted)).toBeLessThanOrEqual(155);
  });
});
