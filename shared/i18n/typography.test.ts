import i18next from 'i18next';
import { addFormatters, inSentence, tidyChinese, TYPOGRAPHY, typography } from './typography';

describe('Chinese spacing', () => {
  it.each([
    ['同 陳美玲 傾偈', '同陳美玲傾偈'],
    ['同 May 傾偈', '同 May 傾偈'],
    ['第 2 頁', '第 2 頁'],
    ['封鎖 陳大文？', '封鎖陳大文？'],
    ['今日。 家居維修共有 3 項服務', '今日。家居維修共有 3 項服務'],
    ['師傅 Sifu 上有 4 位', '師傅 Sifu 上有 4 位'],
  ])('when %j is shown, then it reads %j', (from, to) => expect(tidyChinese(from)).toBe(to));
});

describe('an English name inside a sentence', () => {
  it.each([
    ['Plumbing', 'plumbing'],
    ['Aircon Cleaning', 'aircon cleaning'],
    ['Waterproofing & Leak Repair', 'waterproofing & leak repair'],
    ['Move-in Cleaning', 'move-in cleaning'],
    ['English Tutoring', 'English tutoring'],
    ['IT Support', 'IT support'],
    ['Putonghua Lessons', 'Putonghua lessons'],
  ])('when %j is placed mid-sentence, then it reads %j', (from, to) => expect(inSentence(from)).toBe(to));
});

describe('the i18next hooks', () => {
  const make = async () => {
    const i = i18next.createInstance();
    await i.use(typography).init({
      lng: 'zh-HK',
      resources: {
        'zh-HK': { translation: { chat: '同 {{name}} 傾偈' } },
        'en-HK': { translation: { get: 'Get free {{name, inline}} quotes', chat: 'Chat with {{name}}' } },
      },
      postProcess: [TYPOGRAPHY],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    addFormatters(i);
    return i;
  };

  it('when a Chinese template holds a Chinese or a Latin name, then only the Latin one keeps its spaces', async () => {
    const i = await make();
    expect([i.t('chat', { name: '陳美玲' }), i.t('chat', { name: 'May' })]).toEqual(['同陳美玲傾偈', '同 May 傾偈']);
  });

  it('when English is asked for by lng, then a category is lower-cased in the sentence and nothing else changes', async () => {
    const i = await make();
    const en = i.getFixedT('en-HK');
    expect([en('get', { name: 'Plumbing' }), en('get', { name: 'English tutoring' }), en('chat', { name: '陳 美玲' })]).toEqual([
      'Get free plumbing quotes',
      'Get free English tutoring quotes',
      'Chat with 陳 美玲',
    ]);
  });
});
