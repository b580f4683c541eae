/**
 * Category qualification (SPEC §8 251) on real PostgreSQL: a category that needs a licence (plumbing: WSD licensed
 * plumber) matches, lists and accepts quotes only from services holding an approved personal certificate of that
 * type. Pending, rejected, withdrawn or other-type certificates do not count; categories without a licence are as
 * before.
 */
import { autoQuoteContract } from '@shared/api/auto-quote.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { jobCenterContract } from '@shared/api/job-center.contract';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { ERROR_CODES } from '@shared/api/api-error';
import type { LicenceType } from '@shared/domain/verification';
import { withAdapterDefaults } from '../../lib/adapters';
import { setUpTestContext } from '../../test/test-app';
import {
  bidFor,
  bidRow,
  createCatalog,
  createConsumer,
  createPro,
  flatQuote,
  postRequest,
  requestBody,
  type Catalog,
} from '../../test/fixtures';
import { api } from '../../test/api';
import { runAutoQuote } from '../auto-quote/auto-quote.service';

const ctx = setUpTestContext();

type Pro = Awaited<ReturnType<typeof createPro>>;

/** The fixture catalogue with its main category (Plumbing) needing a WSD licence; the other category needs none. */
async function regulatedCatalog(): Promise<Catalog> {
  const cat = await createCatalog(ctx);
  await ctx.deps.db.query(`UPDATE quote_categories SET required_licence_type = 'wsd_plumber' WHERE id = $1`, [cat.categoryId]);
  return cat;
}

/** A personal licence certificate on the pro's service with a given status (1 pending, 2 approved, 3 withdrawn, 4 rejected). */
async function addLicence(pro: Pro, o: { status: 1 | 2 | 3 | 4; type?: LicenceType }): Promise<number> {
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO service_certificates (quote_service_id, type, licence_type, name, reference_identity, status, reviewed_on)
     VALUES ($1, 'personal', $2, '', 'LP-12345', $3, CASE WHEN $3 IN (2, 4) THEN now() END) RETURNING service_certificate_id AS id`,
    [pro.serviceId, o.type ?? 'wsd_plumber', o.status],
  );
  return row!.id;
}

const serviceIdsOf = (bids: Array<{ quote_service_id: number }>) => bids.map((b) => b.quote_service_id);

describe('matching a request in a category that needs a licence', () => {
  it('when pros with an approved, pending, rejected, withdrawn, other-type or no licence cover it, then only the approved licence holder gets the lead', async () => {
    const cat = await regulatedCatalog();
    const approved = await createPro(ctx, cat);
    await addLicence(approved, { status: 2 });
    const pending = await createPro(ctx, cat);
    await addLicence(pending, { status: 1 });
    const rejected = await createPro(ctx, cat);
    await addLicence(rejected, { status: 4 });
    const withdrawn = await createPro(ctx, cat);
    await addLicence(withdrawn, { status: 3 });
    const electrician = await createPro(ctx, cat);
    await addLicence(electrician, { status: 2, type: 'emsd_electrician' });
    const none = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const matched = serviceIdsOf(bids);
    expect(matched).toContain(approved.serviceId);
    for (const p of [pending, rejected, withdrawn, electrician, none]) expect(matched).not.toContain(p.serviceId);
  });

  it('when the category needs no licence, then a pro without any certificate is matched as before', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat, { categories: [cat.otherCategoryId] });
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat, {
      category: (await ctx.deps.db.one<{ slug: string }>('SELECT slug FROM quote_categories WHERE id = $1', [cat.otherCategoryId]))!.slug,
      answers: {},
    });
    expect(serviceIdsOf(bids)).toContain(pro.serviceId);
  });
});

describe(`sending a quote (${bidsContract.sendQuote.path})`, () => {
  it('when the pro’s licence was withdrawn after the match, then 422 251 naming the licence, nothing is charged and the lead shows what to do', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat);
    const licence = await addLicence(pro, { status: 2 });
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const bidId = bidFor(bids, pro.serviceId);
    await ctx.deps.db.query('UPDATE service_certificates SET status = 3 WHERE service_certificate_id = $1', [licence]);

    const res = await api(pro.agent)
      .call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() })
      .set('Accept-Language', 'en-HK');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: ERROR_CODES.CATEGORY_QUALIFICATION,
      details: { quote_category_id: cat.categoryId, licence_type: 'wsd_plumber' },
    });
    expect(res.body.error.message).toMatch(/licence/i);
    const row = await bidRow(ctx, bidId);
    expect(row).toMatchObject({ quote_status_id: 1, quote_sent_on: null, error_action: 'upload_licence' });
    const wallet = await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]);
    expect(wallet!.balance).toBe(500);
  });

  it('when the message is asked in zh-HK, then it is in Chinese', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat);
    const licence = await addLicence(pro, { status: 2 });
    const { bids } = await postRequest(ctx, await createConsumer(ctx), cat);
    await ctx.deps.db.query('UPDATE service_certificates SET status = 4 WHERE service_certificate_id = $1', [licence]);
    const res = await api(pro.agent)
      .call(bidsContract.sendQuote, { params: { id: bidFor(bids, pro.serviceId) }, body: flatQuote() })
      .set('Accept-Language', 'zh-HK');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('牌照');
  });

  it('when the pro holds an approved licence, then the quote goes out and the fee is charged', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat);
    await addLicence(pro, { status: 2 });
    const { bids } = await postRequest(ctx, await createConsumer(ctx), cat);
    const res = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidFor(bids, pro.serviceId) }, body: flatQuote() });
    expect(res.status).toBe(200);
    expect(res.body.data.quote_status_id).toBe(2);
  });
});

describe('a direct request to a chosen pro', () => {
  it('when the chosen pro lacks the licence, then the regulated category is not offered and asking is 422 pro_unavailable; once approved, the pro gets it', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat, { categories: [cat.categoryId, cat.otherCategoryId] });
    const consumer = await createConsumer(ctx);
    const check = await api(consumer.agent).call(narrowMatchContract.wantToContactProvider, { body: { quote_service_id: pro.serviceId } });
    expect(check.status).toBe(200);
    expect(check.body.data.category_slugs).not.toContain(cat.categorySlug);
    const ask = () =>
      api(consumer.agent).call(narrowMatchContract.consumerWantProviderQuote, {
        body: requestBody(cat, { quote_service_id: pro.serviceId }),
      });
    const refused = await ask();
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('pro_unavailable');

    await addLicence(pro, { status: 2 });
    expect((await ask()).status).toBe(200);
    const bids = await ctx.deps.db.many<{ quote_service_id: number; narrow_status: number }>(
      'SELECT b.quote_service_id, b.narrow_status FROM quote_bids b JOIN quote_requests r USING (quote_request_id) WHERE r.user_id = $1',
      [consumer.user.id],
    );
    expect(bids).toEqual([{ quote_service_id: pro.serviceId, narrow_status: 1 }]);
  });
});

describe(`the job center (${jobCenterContract.list.path})`, () => {
  it('when the pro has no licence, then the regulated request is not listed and opting in is 422 251; with an approved licence it is listed and opting in works', async () => {
    const cat = await regulatedCatalog();
    const { requestId } = await postRequest(ctx, await createConsumer(ctx), cat);
    const pro = await createPro(ctx, cat);

    const list = await api(pro.agent).call(jobCenterContract.list);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id)).not.toContain(requestId);
    const refused = await api(pro.agent).call(jobCenterContract.optIn, { params: { requestId } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 251, details: { licence_type: 'wsd_plumber' } });

    await addLicence(pro, { status: 2 });
    const listed = await api(pro.agent).call(jobCenterContract.list);
    expect(listed.body.data.items.map((i: { quote_request_id: number }) => i.quote_request_id)).toContain(requestId);
    const optIn = await api(pro.agent).call(jobCenterContract.optIn, { params: { requestId } });
    expect(optIn.status).toBe(200);
    expect(optIn.body.data.created).toBe(true);
  });
});

describe(`the service editor category step (${serviceEditorContract.categories.path})`, () => {
  it('when an unlicensed pro adds a regulated category, then 422 251 and the categories are unchanged; an unregulated one is added', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat, { categories: [cat.otherCategoryId] });
    const call = (ids: number[]) =>
      api(pro.agent).call(serviceEditorContract.categories, { params: { id: pro.serviceId }, body: { category_ids: ids } });

    const refused = await call([cat.otherCategoryId, cat.categoryId]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 251, details: { quote_category_id: cat.categoryId, licence_type: 'wsd_plumber' } });
    const kept = await ctx.deps.db.many<{ quote_category_id: number }>(
      'SELECT quote_category_id FROM service_categories WHERE quote_service_id = $1',
      [pro.serviceId],
    );
    expect(kept.map((r) => r.quote_category_id)).toEqual([cat.otherCategoryId]);

    // A pending licence is not enough; an approved one is.
    await addLicence(pro, { status: 1 });
    expect((await call([cat.otherCategoryId, cat.categoryId])).status).toBe(422);
    await addLicence(pro, { status: 2 });
    const added = await call([cat.otherCategoryId, cat.categoryId]);
    expect(added.status).toBe(200);
    const plumbing = added.body.data.categories.find((c: { id: number }) => c.id === cat.categoryId);
    expect(plumbing).toMatchObject({ required_licence_type: 'wsd_plumber', qualified: true });
    const other = added.body.data.categories.find((c: { id: number }) => c.id === cat.otherCategoryId);
    expect(other).toMatchObject({ required_licence_type: null, qualified: true });
  });

  it('when the service already has the regulated category and its licence lapses, then saving the step keeps it (marked unqualified)', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat);
    const res = await api(pro.agent).call(serviceEditorContract.categories, {
      params: { id: pro.serviceId },
      body: { category_ids: [cat.categoryId, cat.otherCategoryId] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.categories.find((c: { id: number }) => c.id === cat.categoryId)).toMatchObject({ qualified: false });
  });

  it('when an unlicensed pro turns auto-quote on for the regulated category, then 422 251 in the editor and in auto-quote settings', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat);
    const editor = await api(pro.agent).call(serviceEditorContract.categorySettings, {
      params: { id: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: true },
    });
    expect(editor.status).toBe(422);
    expect(editor.body.error.code).toBe(251);
    const auto = await api(pro.agent).call(autoQuoteContract.category, {
      params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: true, price: 600, price_note: '', auto_message: '', excluded_time_slots: [] },
    });
    expect(auto.status).toBe(422);
    expect(auto.body.error.code).toBe(251);
    const off = await api(pro.agent).call(autoQuoteContract.category, {
      params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: false, price: 600, price_note: '', auto_message: '', excluded_time_slots: [] },
    });
    expect(off.status).toBe(200);
  });
});

describe('auto-quote', () => {
  it('when the licence is withdrawn after an auto-quoting pro was matched, then the run skips quietly: no quote, no charge, no error on the lead', async () => {
    const cat = await regulatedCatalog();
    const pro = await createPro(ctx, cat, { balance: 1000 });
    const licence = await addLicence(pro, { status: 2 });
    const on = await api(pro.agent).call(autoQuoteContract.category, {
      params: { serviceId: pro.serviceId, categoryId: cat.categoryId },
      body: { is_auto_quote_on: true, price: 600, price_note: '包工包料', auto_message: '', excluded_time_slots: [] },
    });
    expect(on.status).toBe(200);
    const { bids } = await postRequest(ctx, await createConsumer(ctx), cat);
    const bidId = bidFor(bids, pro.serviceId);
    await ctx.deps.db.query('UPDATE service_certificates SET status = 3 WHERE service_certificate_id = $1', [licence]);

    expect(await runAutoQuote(withAdapterDefaults(ctx.deps), bidId)).toBe('skipped');
    expect(await bidRow(ctx, bidId)).toMatchObject({ quote_sent_on: null, error_message: null });
    const wallet = await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id]);
    expect(wallet!.balance).toBe(1000);
  });
});

describe(`the catalogue (${catalogContract.category.path})`, () => {
  it('when a category needs a licence, then its page data names it; other categories say null', async () => {
    const cat = await regulatedCatalog();
    const res = await api(ctx.agent()).call(catalogContract.category, { params: { slug: cat.categorySlug } });
    expect(res.status).toBe(200);
    expect(res.body.data.required_licence_type).toBe('wsd_plumber');
  });
});
