/**
 * AI profile text: the default template provider states only facts of the pro's own data, in both languages; the
 * OpenAI-compatible provider is called with the facts and the key (a local fake server stands in for the API) and
 * any failure of it is a 503 ai_unavailable, never a 500.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hkToday } from '@shared/utils/dates';
import { createTestContext, setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, setUpCatalog } from '../../test/fixtures';
import { addService, createVerifiedPro, insertReview, serviceUrl as url } from '../../test/service-fixtures';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const SUPERLATIVES = /best|no\.\s?1|number one|cheapest|top|guarantee|最好|第一|最平|保證|最專業/i;

/** A service with names, two districts, founding year, staff and hours; a pending (not approved) licence. */
async function factsService() {
  const pro = await createVerifiedPro(ctx);
  const svc = await addService(pro, cat, { business_name_zh: '陳記水喉工程', business_name_en: 'Chan Plumbing Works', year_founded: 2012 });
  const id = svc.quote_service_id;
  await pro.agent.post(url('areas', { id })).send({ district_ids: [cat.districts['wan-chai'], cat.districts['sha-tin']] });
  await pro.agent.post(url('hours', { id })).send({
    hours: [1, 2, 3, 4, 5]
      .map((weekday) => ({ weekday, open: '09:00', close: '18:00' }))
      .concat({ weekday: 6, open: '10:00', close: '14:00' }),
  });
  await ctx.deps.db.query(
    `INSERT INTO service_certificates (quote_service_id, name, type, licence_type, status) VALUES ($1, '', 'personal', 'wsd_plumber', 1)`,
    [id],
  );
  return { pro, id };
}

const draft = async (agent: Awaited<ReturnType<typeof factsService>>['pro']['agent'], id: number, language: string) => {
  const res = await agent.post(url('profileAi', { id })).send({ language });
  expect(res.status).toBe(200);
  expect(res.body.data.provider).toBe('template');
  return res.body.data.text as string;
};

describe('template provider (default)', () => {
  it('when a draft is asked for in zh-HK and en-HK, then it states the name, categories, districts, years, team and hours, and nothing that is not in the data', async () => {
    const { pro, id } = await factsService();
    const years = Number(hkToday().slice(0, 4)) - 2012;
    const zh = await draft(pro.agent, id, 'zh-HK');
    for (const fact of [
      '陳記水喉工程',
      '水喉維修',
      '灣仔',
      '沙田',
      '2012',
      `${years} 年`,
      '3 人',
      '星期一至星期五 09:00–18:00',
      '星期六 10:00–14:00',
    ])
      expect({ fact, found: zh.includes(fact) }).toEqual({ fact, found: true });
    const en = await draft(pro.agent, id, 'en-HK');
    for (const fact of [
      'Chan Plumbing Works',
      'Plumbing',
      'Wan Chai',
      'Sha Tin',
      '2012',
      `${years} years`,
      '3 people',
      'Mon–Fri 09:00–18:00',
      'Sat 10:00–14:00',
    ])
      expect({ fact, found: en.includes(fact) }).toEqual({ fact, found: true });
    // The licence is still pending, there are no reviews and no FAQ: none of it is mentioned; no superlatives.
    expect(zh).not.toMatch(/牌照|水務署|持牌|評價|常見問題/);
    expect(en).not.toMatch(/licen[cs]e|certificate|WSD|review|rating|FAQ/i);
    expect(zh).not.toMatch(SUPERLATIVES);
    expect(en).not.toMatch(SUPERLATIVES);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    // Nothing is stored: the pro saves through Description.
    expect((await ctx.deps.db.one('SELECT description_zh FROM quote_services WHERE quote_service_id = $1', [id]))!.description_zh).toBe('');
  });

  it('when the licence is approved and there are reviews and FAQ, then the draft mentions the licence and reviews with the real figures', async () => {
    const { pro, id } = await factsService();
    await ctx.deps.db.query('UPDATE service_certificates SET status = 2 WHERE quote_service_id = $1', [id]);
    await insertReview(ctx, id, { score: 5 });
    await insertReview(ctx, id, { score: 4 });
    await pro.agent.post(url('addFaq', { id })).send({ question_zh: '收唔收上門費？', answer_zh: '唔收。' });
    const zh = await draft(pro.agent, id, 'zh-HK');
    expect(zh).toContain('我們的牌照及證書（水務署持牌水喉匠）已經 Sifu 審核');
    expect(zh).toContain('2 個評價平均 4.5 分');
    // The FAQ is on the profile already: the description does not count it.
    expect(zh).not.toContain('常見問題');
    const en = await draft(pro.agent, id, 'en-HK');
    expect(en).toContain('Sifu has checked our licences and certificates (WSD Licensed Plumber)');
    expect(en).toContain('our 2 reviews average 4.5 out of 5');
  });

  it('when a text is modified, then shorter keeps the first sentences within ~60 %, longer adds unmentioned facts, and the tones switch phrases', async () => {
    const { pro, id } = await factsService();
    const modify = async (text: string, instruction: string, language = 'en-HK') => {
      const res = await pro.agent.post(url('modifyProfileAi', { id })).send({ language, text, instruction });
      expect(res.status).toBe(200);
      return res.body.data.text as string;
    };
    const full = await draft(pro.agent, id, 'en-HK');
    const short = await modify(full, 'shorter');
    expect(short.length).toBeLessThanOrEqual(full.length * 0.6);
    expect(full.startsWith(short)).toBe(true);
    const own = 'We fix leaking pipes and blocked drains. Send us a request with the details of your job to get a quote.';
    const longer = await modify(own, 'longer');
    expect(longer.startsWith('We fix leaking pipes and blocked drains.')).toBe(true);
    expect(longer).toContain('Wan Chai');
    expect(longer).toContain('since 2012');
    expect(longer.endsWith('Send us a request with the details of your job to get a quote.')).toBe(true);
    expect(await modify(longer, 'longer')).toBe(longer);
    const friendly = await modify(own, 'friendlier');
    expect(friendly.startsWith('Hi there!')).toBe(true);
    expect(friendly).toContain('We fix leaking pipes and blocked drains.');
    expect(friendly).not.toContain('Send us a request with the details');
    const formal = await modify(friendly, 'more_professional');
    expect(formal.startsWith('Thank you for considering our services.')).toBe(true);
    expect(formal).not.toContain('Hi there!');
    const zhShort = await modify('我們提供水喉維修服務。我們上門服務灣仔。營業時間：星期一 09:00–18:00。', 'shorter', 'zh-HK');
    expect(zhShort).toBe('我們提供水喉維修服務。我們上門服務灣仔。');
    const bad = await pro.agent.post(url('modifyProfileAi', { id })).send({ language: 'en-HK', text: ' ', instruction: 'shorter' });
    expect(bad.status).toBe(400);
    const unknown = await pro.agent.post(url('modifyProfileAi', { id })).send({ language: 'en-HK', text: own, instruction: 'funnier' });
    expect(unknown.status).toBe(400);
  });
});

describe('OpenAI-compatible provider (AI_PROVIDER=openai), against a local fake server', () => {
  let ai: TestContext;
  let server: http.Server;
  let mode: 'ok' | 'error' | 'slow' | 'garbage' = 'ok';
  const seen: { path: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
        if (req.headers.authorization !== 'Bearer test-key') return void res.writeHead(401).end('{"error":"bad key"}');
        if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}');
        if (mode === 'garbage') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('not json');
        const answer = () =>
          res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '  陳記水喉工程提供水喉維修服務。  ' } }] }));
        if (mode === 'slow') setTimeout(answer, 2000);
        else answer();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ai = await createTestContext({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '400',
      },
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ai.close();
  });

  async function aiService() {
    const aiCat = await createCatalog(ai);
    const pro = await createVerifiedPro(ai);
    const svc = await addService(pro, aiCat, { business_name_zh: '陳記水喉工程' });
    return { pro, id: svc.quote_service_id };
  }

  it('when a draft is asked for, then the model gets the key, the facts and the no-invention rule, and its text is returned', async () => {
    const { pro, id } = await aiService();
    seen.length = 0;
    mode = 'ok';
    const res = await pro.agent.post(url('profileAi', { id })).send({ language: 'zh-HK' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ text: '陳記水喉工程提供水喉維修服務。', provider: 'openai' });
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/v1/chat/completions');
    expect(seen[0].auth).toBe('Bearer test-key');
    expect(seen[0].body.model).toBe('fake-model');
    const [system, user] = seen[0].body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Do not invent/);
    expect(system.content).toMatch(/zh-HK/);
    expect(user.content).toContain('陳記水喉工程');
    expect(user.content).toContain('Plumbing');
    const modify = await pro.agent
      .post(url('modifyProfileAi', { id }))
      .send({ language: 'en-HK', text: 'We fix pipes.', instruction: 'more_professional' });
    expect(modify.status).toBe(200);
    expect(seen[1].body.messages[1].content).toContain('We fix pipes.');
    expect(seen[1].body.messages[1].content).toMatch(/more professional/);
  });

  it('when the API answers 500, garbage or too slowly, then 503 ai_unavailable with a translated message', async () => {
    const { pro, id } = await aiService();
    for (const m of ['error', 'garbage', 'slow'] as const) {
      mode = m;
      const res = await pro.agent.post(url('profileAi', { id })).set('Accept-Language', 'en-HK').send({ language: 'en-HK' });
      expect({ mode: m, status: res.status, code: res.body.error?.code }).toEqual({ mode: m, status: 503, code: 'ai_unavailable' });
      expect(res.body.error.message).toMatch(/writing assistant/i);
    }
    mode = 'ok';
  });

  it('when the key is wrong, then the API refuses it and the pro gets 503, not 500', async () => {
    const bad = await createTestContext({
      env: { AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, AI_API_KEY: 'wrong' },
    });
    try {
      const badCat = await createCatalog(bad);
      const pro = await createVerifiedPro(bad);
      const svc = await addService(pro, badCat);
      const res = await pro.agent.post(url('profileAi', { id: svc.quote_service_id })).send({ language: 'zh-HK' });
      expect(res.status).toBe(503);
      expect(seen[seen.length - 1].auth).toBe('Bearer wrong');
    } finally {
      await bad.close();
    }
  });
});
