import request from 'supertest';
import { DEMAND_PERIOD_DAYS } from '@shared/domain/catalog';
import { setUpTestContext } from '../test/test-app';

// Fresh demo databases and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

/** The text of the fact tiles: value then label, tags stripped. */
function tiles(html: string): string[] {
  return [...html.matchAll(/<dd[^>]*>(.*?)<\/dd>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'));
}

describe('pro-signup/{slug}: the demand figure', () => {
  it('when a plumber opens the plumbing sign-up page, then recent demand reads as a count of customer requests in the shared window, in both languages', async () => {
    const { n } = (await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
        WHERE c.slug = 'plumbing' AND r.created > now() - make_interval(days => $1)`,
      [DEMAND_PERIOD_DAYS],
    ))!;
    const en = await request(ctx.sifu.handler).get('/en-HK/pro-signup/plumbing');
    const zh = await request(ctx.sifu.handler).get('/zh-HK/pro-signup/plumbing');
    expect([en.status, zh.status]).toEqual([200, 200]);
    const noun = n === 1 ? 'customer request' : 'customer requests';
    expect(en.text).toContain(`>${noun} in the last ${DEMAND_PERIOD_DAYS} days<`);
    expect(zh.text).toContain(`>個客戶需要（過去 ${DEMAND_PERIOD_DAYS} 日）<`);
    expect(tiles(en.text)[0]).toBe(String(n));
    expect(zh.text).not.toContain('過去 30 日需要');
  });
});
