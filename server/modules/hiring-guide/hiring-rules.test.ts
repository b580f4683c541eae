import { LANGUAGES } from '@shared/i18n/i18n-config';
import { CATEGORIES, GENRES } from '../../db/seeds/catalog-data';
import { HIRING_RULES, hiringRulesFor } from './hiring-rules';
import { ELECTRICAL_WORKER, GAS_INSTALLER, LICENSED_PLUMBER, MINOR_WORKS } from './hiring-rules/common-rules';

const texts = (r: ReturnType<typeof hiringRulesFor>) => [
  r.summary,
  ...r.regulations.flatMap((g) => [g.title, g.body, g.authority, g.check]),
  ...r.checks,
  ...r.prepare,
];

describe('hiring rules (before you hire)', () => {
  it('when every genre and category of the catalogue is looked up, then each has a summary, checks and preparation in both languages', () => {
    const problems: string[] = [];
    for (const lng of LANGUAGES) {
      for (const g of GENRES) {
        const r = hiringRulesFor(lng, g.slug);
        if (r.source !== 'genre') problems.push(`${lng} genre ${g.slug}: ${r.source}`);
        if (!r.checks.length || !r.prepare.length) problems.push(`${lng} genre ${g.slug}: no checks or preparation`);
      }
      for (const c of CATEGORIES) {
        const r = hiringRulesFor(lng, c.genre, c.slug);
        if (!r.summary || !r.checks.length || !r.prepare.length) problems.push(`${lng} ${c.slug}: incomplete`);
        if (r.licensed && !r.regulations.length) problems.push(`${lng} ${c.slug}: licensed without a regulation`);
        for (const t of texts(r)) if (!t.trim() || /TODO|TBD|lorem|\{\{/i.test(t)) problems.push(`${lng} ${c.slug}: "${t}"`);
        const chinese = texts(r).filter((t) => /[\u4e00-\u9fff]/.test(t)).length;
        if (lng === 'zh-HK' ? chinese !== texts(r).length : chinese !== 0) problems.push(`${lng} ${c.slug}: wrong language`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('when the registry names genres and categories, then they all exist in the catalogue (no typo leaves a page on the fallback)', () => {
    const genres = new Set(GENRES.map((g) => g.slug as string));
    const categoryGenre = new Map(CATEGORIES.map((c) => [c.slug as string, c.genre as string]));
    for (const [genre, rules] of Object.entries(HIRING_RULES)) {
      expect([genre, genres.has(genre)]).toEqual([genre, true]);
      for (const slug of Object.keys(rules.categories)) expect([slug, categoryGenre.get(slug)]).toEqual([slug, genre]);
    }
  });

  it('when a category is marked as needing no licence, then it lists no trade licence (its page says "no licence is required")', () => {
    const trades = new Set([ELECTRICAL_WORKER, GAS_INSTALLER, LICENSED_PLUMBER, MINOR_WORKS].map((r) => r.title.en));
    const contradictions = CATEGORIES.map((c) => ({ slug: c.slug, rules: hiringRulesFor('en-HK', c.genre, c.slug) }))
      .filter(({ rules }) => !rules.licensed && rules.regulations.some((r) => trades.has(r.title)))
      .map(({ slug }) => slug);
    expect(contradictions).toEqual([]);
  });

  it('when a category has its own entry, then its lists override the genre’s; without one it takes the genre’s; an unknown genre the fallback', () => {
    const plumbing = hiringRulesFor('en-HK', 'home-repair', 'plumbing');
    expect(plumbing.source).toBe('category');
    expect(plumbing.regulations.map((r) => r.authority)).toEqual([
      'Water Supplies Department (WSD)',
      'Electrical and Mechanical Services Department (EMSD)',
    ]);
    const family = hiringRulesFor('zh-HK', 'events', 'family-photography');
    const events = hiringRulesFor('zh-HK', 'events');
    expect(family).toEqual({ ...events, source: 'category', summary: expect.stringMatching(/^家庭攝影唔使牌照/) });
    expect(hiringRulesFor('zh-HK', 'cleaning', 'home-cleaning')).toEqual({ ...hiringRulesFor('zh-HK', 'cleaning'), source: 'genre' });
    const unknown = hiringRulesFor('en-HK', 'space-travel', 'moon-moving');
    expect(unknown.source).toBe('default');
    expect(unknown.licensed).toBe(false);
    expect(unknown.summary).toMatch(/no licence/i);
  });
});
