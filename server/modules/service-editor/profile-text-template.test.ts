/**
 * The default draft of a pro's description: a short paragraph (3–5 sentences) built only from the pro's own data,
 * in Hong Kong written Chinese and in English; a fact the pro did not enter gives no sentence or clause.
 */
import { sentencesOf, templateProvider } from './profile-text-template';
import type { ProfileFacts } from './profile-text-types';

const bi = (zh: string, en: string) => ({ zh, en });

const rich: ProfileFacts = {
  business_name: bi('志偉水電工程', 'Chi Wai Plumbing & Electrical'),
  categories: [bi('水喉維修', 'Plumbing'), bi('電工服務', 'Electrician')],
  areas: [bi('灣仔', 'Wan Chai'), bi('東區', 'Eastern'), bi('沙田', 'Sha Tin')],
  travels_to_customer: true,
  customer_travels: true,
  base_district: bi('灣仔', 'Wan Chai'),
  over_phone_or_internet: false,
  year_founded: 2016,
  years_in_business: 10,
  employees: 3,
  business_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '18:00' })),
  certificates: [bi('水務署持牌水喉匠', 'WSD Licensed Plumber')],
  faq_count: 2,
  hired_count: 42,
  response_minutes: 28,
  review_count: 11,
  rating: 4.8,
};

const minimal: ProfileFacts = {
  business_name: bi('陳記', 'Chan Works'),
  categories: [bi('水喉維修', 'Plumbing')],
  areas: [],
  travels_to_customer: true,
  customer_travels: false,
  base_district: null,
  over_phone_or_internet: false,
  year_founded: null,
  years_in_business: null,
  employees: null,
  business_hours: [],
  certificates: [],
  faq_count: 0,
  hired_count: 0,
  response_minutes: null,
  review_count: 0,
  rating: null,
};

const draft = (facts: ProfileFacts, language: 'zh-HK' | 'en-HK') => templateProvider.draft({ facts, language });
const SUPERLATIVES = /best|no\.\s?1|number one|cheapest|top|guarantee|experts?|最好|第一|最平|保證|最專業|專家/i;

describe('default description draft', () => {
  it('when the pro entered rich data, then the zh-HK draft is one paragraph of 3–5 sentences stating their facts', async () => {
    const zh = await draft(rich, 'zh-HK');
    expect(zh).toBe(
      '志偉水電工程自 2016 年起提供水喉維修、電工服務，至今已有 10 年經驗，團隊共有 3 人。' +
        '我們上門服務灣仔、東區、沙田，亦歡迎客人到我們位於灣仔的地點。' +
        '我們的牌照及證書（水務署持牌水喉匠）已經 Sifu 審核，至今在 Sifu 獲客人聘用 42 次，11 個評價平均 4.8 分（滿分 5 分）。' +
        '營業時間為星期一至星期五 09:00–18:00，一般會在 30 分鐘內回覆查詢。' +
        '歡迎發出報價要求，告訴我們工作詳情。',
    );
    expect(sentencesOf(zh).length).toBe(5);
    expect(zh).not.toMatch(SUPERLATIVES);
  });

  it('when the pro entered rich data, then the en-HK draft is natural English with the same facts and no Chinese', async () => {
    const en = await draft(rich, 'en-HK');
    expect(en).toBe(
      'Chi Wai Plumbing & Electrical has provided plumbing and electrician services in Hong Kong for 10 years, since 2016, with a team of 3 people. ' +
        'We come to you in Wan Chai, Eastern and Sha Tin, and you are also welcome to visit us in Wan Chai. ' +
        'Sifu has checked our licences and certificates (WSD Licensed Plumber), customers have hired us 42 times on Sifu, and our 11 reviews average 4.8 out of 5. ' +
        'Our hours are Mon–Fri 09:00–18:00, and we usually reply within 30 minutes. ' +
        'Send us a request with the details of your job to get a quote.',
    );
    expect(sentencesOf(en).length).toBe(5);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en).not.toMatch(SUPERLATIVES);
  });

  it('when the pro entered only a name and a category, then the draft says just that, in both languages, with no invented claims', async () => {
    const zh = await draft(minimal, 'zh-HK');
    expect(zh).toBe('陳記提供水喉維修服務。歡迎發出報價要求，告訴我們工作詳情。');
    const en = await draft(minimal, 'en-HK');
    expect(en).toBe('Chan Works provides plumbing services in Hong Kong. Send us a request with the details of your job to get a quote.');
    for (const text of [zh, en]) expect(text).not.toMatch(/年|人|上門|牌照|評價|聘用|回覆|year|team|licen|review|hired|reply|visit|phone/i);
  });

  it('when many districts are served, then the first ones are named and the rest counted, never left out silently', async () => {
    const names = ['中西區', '灣仔', '東區', '南區', '油尖旺', '深水埗', '九龍城'];
    const areas = names.map((n, i) => bi(n, `District ${i + 1}`));
    const facts = { ...minimal, areas };
    expect(await draft(facts, 'zh-HK')).toContain('我們上門服務中西區、灣仔、東區、南區等 7 區。');
    expect(await draft(facts, 'en-HK')).toContain('We come to you in District 1, District 2, District 3, District 4 and 3 more districts.');
  });

  it('when a pro only works by phone and has no categories yet, then the draft names them without claiming any service', async () => {
    const facts = { ...minimal, categories: [], travels_to_customer: false, over_phone_or_internet: true, employees: 1 };
    expect(await draft(facts, 'zh-HK')).toBe('陳記團隊共有 1 人。我們可以透過電話或網上提供服務。歡迎發出報價要求，告訴我們工作詳情。');
    expect(await draft(facts, 'en-HK')).toBe(
      'Chan Works is a team of 1 person. We can help over the phone or online. Send us a request with the details of your job to get a quote.',
    );
  });
});
