/** The service editor on the seeded demo data: the 18 districts of the Area step, and demo_pro's published service. */
import { REGIONS } from '@shared/domain/catalog';
import { DEMO_PRO } from '../../db/seeds/demo-accounts';
import { logIn, setUpTestContext } from '../../test/test-app';
import { serviceUrl as url } from '../../test/service-fixtures';

// Fresh demo databases are slow on a busy 2-core machine.
jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const demoPro = () => logIn(ctx, DEMO_PRO);

describe('on the demo data', () => {
  it('when the Area step asks for options, then the 18 districts come by region then display order, with their areas, in the language asked', async () => {
    const agent = await demoPro();
    const en = await agent.get(url('areaOptions', undefined, { lng: 'en-HK' }));
    expect(en.status).toBe(200);
    const districts = en.body.data as { id: number; slug: string; name: string; region: string; areas: { name: string }[] }[];
    expect(districts).toHaveLength(18);
    const regionOrder = districts.map((d) => REGIONS.indexOf(d.region as (typeof REGIONS)[number]));
    expect(regionOrder).toEqual([...regionOrder].sort((a, b) => a - b));
    const rows = await ctx.deps.db.many<{ id: number }>(
      `SELECT id FROM districts ORDER BY array_position(ARRAY['hong-kong-island','kowloon','new-territories'], region), display_order, id`,
    );
    expect(districts.map((d) => d.id)).toEqual(rows.map((r) => r.id));
    expect(districts.find((d) => d.slug === 'wan-chai')).toMatchObject({ name: 'Wan Chai' });
    expect(districts.some((d) => d.areas.length > 0)).toBe(true);
    const zh = await agent.get(url('areaOptions', undefined, { lng: 'zh-HK' }));
    expect(zh.body.data.find((d: { slug: string }) => d.slug === 'wan-chai').name).toBe('灣仔');
  });

  it('when demo_pro lists and opens their services, then the seeded service is published with nothing missing', async () => {
    const agent = await demoPro();
    const mine = await agent.get(url('mine', undefined, { lng: 'zh-HK' }));
    expect(mine.status).toBe(200);
    expect(mine.body.data.quote_service_count).toBeGreaterThanOrEqual(1);
    const first = mine.body.data.items[0];
    expect(first).toMatchObject({ profile_ready: true, is_archived: false, missing: [] });
    const one = await agent.get(url('get', { id: first.quote_service_id }));
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ quote_service_id: first.quote_service_id, profile_ready: true, missing: [] });
    expect(one.body.data.categories.length).toBeGreaterThan(0);
  });
});
