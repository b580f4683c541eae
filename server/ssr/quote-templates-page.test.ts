/** SSR of dashboard/templates: the pro's quote templates rendered with their data; another role is sent away. */
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext } from '../test/test-app';
import { createConsumer, createPro, setUpCatalog } from '../test/fixtures';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

describe('quote templates page (SSR)', () => {
  it('when the pro opens dashboard/templates, then their templates are rendered with type and price, another pro’s are not', async () => {
    const pro = await createPro(ctx, cat);
    const other = await createPro(ctx, cat);
    const add = (who: typeof pro, name: string) =>
      who.agent
        .post(urlOf(quoteTemplatesContract.add))
        .send({ display_name: name, quote_service_id: who.serviceId, rating_type: 'flat', flat_rate_at: 650, price_note: '包料' });
    expect((await add(pro, '更換水龍頭（包料）')).status).toBe(200);
    expect((await add(other, '別人嘅範本')).status).toBe(200);
    const res = await pro.agent.get('/zh-HK/dashboard/templates');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex');
    expect(res.text).toContain('更換水龍頭（包料）');
    expect(res.text).toContain('HK$650');
    expect(res.text).not.toContain('別人嘅範本');
    const en = await pro.agent.get('/en-HK/dashboard/templates');
    expect(en.text).toContain('>Quote templates</h1>');
  });

  it('when a consumer opens it, then they are sent to their own landing; a visitor to login', async () => {
    const consumer = await createConsumer(ctx);
    const res = await consumer.agent.get('/zh-HK/dashboard/templates');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/zh-HK/dashboard/projects');
    const visitor = await ctx.agent().get('/zh-HK/dashboard/templates');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/zh-HK\/login\?from=/);
  });
});
