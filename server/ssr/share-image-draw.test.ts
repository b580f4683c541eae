import sharp from 'sharp';
import type { TFunction } from 'i18next';
import type { ShareCard } from '@shared/domain/share-image';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { urlOf } from '@shared/api/endpoint';
import { createServerI18n } from '../lib/i18n';
import { drawShareImage, shareCardSvg, titleParts } from './share-image-draw';
import { cardChips } from './share-image-chips';
import { catalogueIcon } from './share-image-assets';

let zh: TFunction;
let en: TFunction;
let stop: () => void;
beforeAll(async () => {
  const i18n = await createServerI18n();
  zh = i18n.i18n.getFixedT('zh-HK');
  en = i18n.i18n.getFixedT('en-HK');
  stop = i18n.stop;
});
afterAll(() => stop());

const category: ShareCard = {
  title: '水喉維修',
  label: '家居維修及裝修',
  icon: 'faucet',
  rating: { average: 4.83, count: 1204 },
  price: { low: 500, median: 800, high: 1200 },
  pros: 128,
};

/** The text nodes of an SVG, decoded. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
  );

describe('share card drawing', () => {
  it('when a category card is laid out, then it draws its name, rating with count, price range and pro count', () => {
    const { svg } = shareCardSvg(category, { t: zh, icon: catalogueIcon('faucet') });
    const texts = textsOf(svg);
    expect(texts).toEqual(
      expect.arrayContaining(['師傅 Sifu', '家居維修及裝修', '水喉維修', '4.8（1,204 個評價）', 'HK$500–1,200', '128 位師傅']),
    );
    // The illustration is the catalogue's own faucet drawing.
    expect(svg).toContain(catalogueIcon('faucet'));
  });

  it('when the same card is drawn in English, then the words come from the English translations', () => {
    const texts = textsOf(shareCardSvg({ ...category, title: 'Plumbing' }, { t: en }).svg);
    expect(texts).toEqual(expect.arrayContaining(['Sifu 師傅', 'Plumbing', '4.8 (1,204 reviews)', '128 pros']));
  });

  it('when a card has only a median, an hourly range or a starting price, then the price chip says so', () => {
    expect(cardChips({ title: 'x', price: { median: 800 } }, zh)[0]).toEqual({ strong: 'HK$800', plain: '報價中位數' });
    expect(cardChips({ title: 'x', price: { low: 300, median: 450, high: 900, hourly: true } }, en)[0].strong).toBe('HK$300–900/hour');
    expect(cardChips({ title: 'x', price: { from: 350 } }, zh)[0].strong).toBe('HK$350 起');
    expect(cardChips({ title: 'x', rating: { average: 5, count: 0 }, pros: 0 }, zh)).toEqual([]);
  });

  it('when a page title has a separator, then its parts are the title and the subtitle', () => {
    expect(titleParts({ title: '聯絡我們｜師傅 Sifu 客戶服務' })).toEqual({ title: '聯絡我們', subtitle: '師傅 Sifu 客戶服務' });
    expect(titleParts({ title: 'Featured Pros: Top-Rated in Hong Kong' })).toEqual({
      title: 'Featured Pros',
      subtitle: 'Top-Rated in Hong Kong',
    });
    expect(titleParts({ title: 'Plumbing', subtitle: 'All about pipes' })).toEqual({ title: 'Plumbing', subtitle: 'All about pipes' });
  });

  it('when a card has no figures, then it carries the tagline instead of chips', () => {
    const texts = textsOf(shareCardSvg({ title: '私隱政策' }, { t: zh }).svg);
    expect(texts).toContain(zh('common|share>tagline'));
  });

  it('when a name contains markup, then it is drawn as text, never as SVG', async () => {
    const card: ShareCard = { title: '<script>alert(1)</script> & "Co"', avatar: { name: '<b>', logo: null } };
    const { svg } = shareCardSvg(card, { t: en });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    const png = await drawShareImage(card, { t: en });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('when a category card is drawn, then it is a 1200×630 PNG', async () => {
    const png = await drawShareImage(category, { t: zh, icon: catalogueIcon(category.icon) });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(200_000);
  });

  it("when a pro has a logo, then the logo is drawn in the circle; without one, the name's initials are", async () => {
    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#dc2626' } })
      .png()
      .toBuffer();
    const pro: ShareCard = {
      title: 'Chan Kee Plumbing',
      avatar: { name: 'Chan Kee Plumbing', logo: urlOf(attachmentsContract.download, { params: { id: 1 } }) },
      verified: true,
    };
    const png = await drawShareImage(pro, { t: en, logo: red });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // The circle's centre: right column, vertically centred in the content area.
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g, b] = at(1200 - 72 - 132, 316);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(textsOf(shareCardSvg(pro, { t: en }).svg)).toContain('CP');
    expect(textsOf(shareCardSvg(pro, { t: en }).svg)).toContain('Verified');
  });

  it('when a logo cannot be read, then the initials are drawn instead', async () => {
    const png = await drawShareImage(
      { title: '陳記', avatar: { name: '陳記', logo: urlOf(attachmentsContract.download, { params: { id: 1 } }) } },
      { t: zh, logo: Buffer.from('nope') },
    );
    expect((await sharp(png).metadata()).width).toBe(1200);
  });
});
