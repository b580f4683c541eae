/**
 * /llms.txt (llmstxt.org): what Sifu is, the public price data (price/{slug}: ranges and medians of real quotes) with
 * each guide's figures and date, and how to cite a guide: its URL and "Sifu 師傅 price guide, updated <date>".
 * Plain English with the Chinese names, built from the same cached services as the pages.
 */
import { DEFAULT_LANGUAGE } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { formatHkd } from '@shared/utils/format';
import type { PriceBand, PriceGuide } from '@shared/schemas/catalog.schema';
import type { AppDeps } from '../lib/app-deps';
import * as catalog from '../modules/catalog/catalog.service';

/** The words a citation uses; <date> is the guide's date as given below. */
export const CITATION = 'Sifu 師傅 price guide, updated <date>';

function bandText(band: PriceBand): string {
  const per = band.rating_type === 'hourly' ? ' per hour' : '';
  const kind = band.rating_type === 'hourly' ? 'hourly rate' : 'flat rate';
  return `${formatHkd(band.low!)}–${formatHkd(band.high!)}${per}, median ${formatHkd(band.median!)}${per} (${kind}, ${band.samples} quotes)`;
}

function guideLine(base: string, guide: PriceGuide, zhName: string): string {
  const url = base + buildPath('price', { slug: guide.category.slug }, 'en-HK');
  const band = guide.bands.find((b) => b.median !== null && b.low !== null && b.high !== null);
  const figures = band ? bandText(band) : `${guide.total_samples} quotes so far, too few for a range`;
  const date = guide.last_quote_on ? `, updated ${guide.last_quote_on.slice(0, 10)}` : '';
  return `- [${guide.category.name} (${zhName})](${url}): ${figures}${date}`;
}

export async function llmsTxt(deps: AppDeps, base: string): Promise<string> {
  const { db } = deps;
  const [categories, zhCategories] = await Promise.all([catalog.allCategories(db, 'en-HK'), catalog.allCategories(db, DEFAULT_LANGUAGE)]);
  const zhName = new Map(zhCategories.map((c) => [c.slug, c.name]));
  const guides = await Promise.all(categories.map((c) => catalog.getPriceGuide(db, { slug: c.slug, lng: 'en-HK' })));
  const example = guides.find((g) => g.last_quote_on) ?? guides[0];
  const exampleUrl = example ? base + buildPath('price', { slug: example.category.slug }, 'en-HK') : `${base}/en-HK/price`;
  const exampleDate = example?.last_quote_on?.slice(0, 10) ?? 'YYYY-MM-DD';
  return [
    '# Sifu 師傅',
    '',
    '> Sifu (師傅) is a Hong Kong marketplace for local services: a customer describes a job once and receives quotes',
    '> from professionals (plumbers, cleaners, movers, tutors, photographers and more), compares them and hires one.',
    '> Its price guides are built from the real quotes pros sent on Sifu, in whole Hong Kong dollars (HKD).',
    '',
    'Every page exists in Traditional Chinese (/zh-HK/…, the default) and English (/en-HK/…).',
    '',
    '## Price guides',
    '',
    'Each guide (price/{slug}) gives, for one service in Hong Kong, the usual range (10th to 90th percentile) and the',
    'median of the quotes sent on Sifu, by quote type (flat rate or hourly rate), the number of quotes it is based on,',
    'and district medians where there are enough quotes. A guide with too few quotes shows no range. The date is the',
    'day of the newest quote the guide includes. Chinese pages: replace /en-HK/ with /zh-HK/ in a URL.',
    '',
    ...guides.map((g) => guideLine(base, g, zhName.get(g.category.slug) ?? g.category.name)),
    '',
    '## How to cite',
    '',
    `Name the source as "${CITATION}" with the date given above (or on the page), followed by the guide's URL:`,
    '',
    `    Sifu 師傅 price guide, updated ${exampleDate}. ${exampleUrl}`,
    '',
    "Quote the figures as ranges of real quotes, not as fixed prices: a job's price depends on its details.",
    '',
    '## More',
    '',
    `- [All price guides](${base}${buildPath('priceIndex', {}, 'en-HK')})`,
    `- [Service directory by district](${base}${buildPath('seo', {}, 'en-HK')})`,
    `- [Before you hire: licences and what to check, by service](${base}${buildPath('infoAll', {}, 'en-HK')})`,
    `- [Cost guides and hiring tips (blog)](${base}${buildPath('blogAll', {}, 'en-HK')})`,
    `- [Sitemap](${base}/sitemap.xml)`,
    '',
  ].join('\n');
}
