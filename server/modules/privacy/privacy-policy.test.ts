/** The privacy policy: a CMS page of kind 'legal' in both languages, at /privacy, not among the guides. */
import request from 'supertest';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { contentContract } from '@shared/api/content.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext();

const get = (url: string) => request(ctx.sifu.handler).get(url);

describe('the privacy policy page', () => {
  it('when read in each language, then it covers the PDPO topics and links to the privacy settings and the contact form', async () => {
    for (const [lng, headings] of [
      ['zh-HK', ['我哋收集嘅資料', '收集目的', '我哋會同邊個分享', '保留期限', '資料安全', '你嘅權利', 'Cookies', '聯絡我哋']],
      [
        'en-HK',
        [
          'What we collect',
          'Why we collect it',
          'Who we share it with',
          'How long we keep it',
          'Security',
          'Your rights',
          'Cookies',
          'Contact us',
        ],
      ],
    ] as const) {
      const res = await get(urlOf(contentContract.page, { params: { slug: PRIVACY_POLICY_SLUG }, query: { lng } }));
      expect(res.status).toBe(200);
      const page = res.body.data as { kind: string; blocks: Array<{ type: string; text?: string }> };
      expect(page.kind).toBe('legal');
      expect(page.blocks.filter((b) => b.type === 'h2').map((b) => b.text)).toEqual(expect.arrayContaining([...headings]));
      const links = JSON.stringify(page.blocks);
      expect(links).toContain('"href":"/dashboard/privacy"');
      expect(links).toContain('"href":"/contact"');
      expect(links).toContain('privacy@sifu.hk');
    }
  });

  it('when the guides are listed, then the legal page is not among them, but it is listed when asked for by kind', async () => {
    const all = await get(urlOf(contentContract.list, { query: { lng: 'en-HK' } }));
    expect(all.body.data.map((p: { slug: string }) => p.slug)).not.toContain(PRIVACY_POLICY_SLUG);
    const legal = await get(urlOf(contentContract.list, { query: { lng: 'en-HK', kind: 'legal' } }));
    // The legal pages: the privacy policy and the terms of service (ADR 0023).
    expect(legal.body.data.map((p: { slug: string }) => p.slug).sort()).toEqual([PRIVACY_POLICY_SLUG, 'terms-of-service'].sort());
  });

  it('when the sitemap of pages is read, then it lists /privacy in both languages', async () => {
    const res = await get('/sitemaps/pages.xml');
    expect(res.text).toMatch(/<loc>[^<]*\/zh-HK\/privacy<\/loc>/);
    expect(res.text).toMatch(/<loc>[^<]*\/en-HK\/privacy<\/loc>/);
  });
});
