/**
 * Receipts and invoices as PDFs against a real PostgreSQL: a request opens its ticket in the receipts queue; finance
 * produces the PDF (numbered, CJK font embedded, the Chinese names readable as text), the request is issued, the
 * ticket closed, the action audited and the pro notified; a second producer gets 409; other staff, pros, consumers
 * and other pros get 404; the owner downloads the file with download headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Test } from 'supertest';
import { backOfficeContract } from '@shared/api/back-office.contract';
import { walletContract } from '@shared/api/wallet.contract';
import { fullName } from '@shared/schemas/accounts.schema';
import { hkToday } from '@shared/utils/dates';
import { pdfText } from '../../../scripts/pdf-text';
import { DEMO_COMPANY } from '../../config/env';
import { PROJECT_ROOT } from '../../config/paths';
import { api } from '../../test/api';
import { createStaff } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { setUpTestContext, signUp, withTestContext, type TestContext } from '../../test/test-app';
import { FILE_CSP } from '../../lib/file-response';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);
const YEAR = hkToday().slice(0, 4);

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

async function insertOrder(c: TestContext, userId: number, amount: number, slug?: string) {
  const hash = `ord${Math.random().toString(36).slice(2, 14)}xyz`;
  const row = await c.deps.db.one<{ id: number }>(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, package_id, amount, credit, status, provider, idempotency_key, paid_at)
     VALUES ($1, $2, $3, 'card', (SELECT id FROM credit_packages WHERE slug = $4), $5, $5, 'pending', 'sandbox', $1, now())
     RETURNING id`,
    [hash, userId, slug ? 'package' : 'custom', slug ?? null, amount],
  );
  // Created pending and then paid, as the webhook does (the money invariants replay each order's history).
  await c.deps.db.query(`UPDATE payment_orders SET status = 'paid' WHERE id = $1`, [row!.id]);
  return { id: row!.id, hash };
}

/** A pro (in `lng`) with two paid orders who asked for a document; answers the pro and the application id. */
async function requested(c: TestContext, body: Record<string, unknown> = {}, lng: 'zh-HK' | 'en-HK' = 'zh-HK') {
  const pro = await signUp(c, 'pro');
  const a = await insertOrder(c, pro.user.id, 800);
  const b = await insertOrder(c, pro.user.id, 1200);
  const application = await api(pro.agent).data(walletContract.applyCharge, {
    body: {
      type: 'receipt',
      company_name: '陳記水喉工程有限公司',
      business_registration_no: '12345678',
      address: '香港灣仔軒尼詩道 1 號',
      email: `${pro.username}@example.com`,
      order_ids: [a.id, b.id],
      note: '',
      ...body,
    },
  });
  // Set after the API calls, which store the language each call is made in as the user's.
  await c.deps.db.query('UPDATE users SET language = $2 WHERE id = $1', [pro.user.id, lng]);
  return { pro, id: application.id, orders: [a, b] };
}

/** The response body as bytes (supertest buffers only text and JSON by itself). */
function bytes(test: Test): Test {
  return test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const produce = (agent: Agent, id: number) => api(agent).call(walletContract.produceChargeDocument, { params: { id } });

describe('the receipts queue', () => {
  it('when a pro requests a receipt, then its ticket is open in the receipts queue, in the same transaction as the request', async () => {
    const { pro, id } = await requested(ctx);
    const ticket = await ctx.deps.db.one<{ queue: string; user_id: number; status: string; summary: string; language: string }>(
      `SELECT queue, user_id, status, summary, language FROM ops_tickets WHERE subject_type = 'charge_application' AND subject_id = $1`,
      [id],
    );
    expect(ticket).toEqual({
      queue: 'receipts',
      user_id: pro.user.id,
      status: 'open',
      language: 'zh-HK',
      summary: '收據 Receipt HK$2,000 · 陳記水喉工程有限公司',
    });
    const finance = await createStaff(ctx, ['finance']);
    const queue = await api(finance.agent).data(backOfficeContract.queue, { params: { queue: 'receipts' } });
    expect(queue.items.map((t) => t.subject_id)).toContain(id);
    // A refused request leaves no ticket behind.
    const before = await ctx.deps.db.one<{ n: string }>(`SELECT count(*) AS n FROM ops_tickets WHERE queue = 'receipts'`);
    const again = await api(pro.agent).call(walletContract.applyCharge, {
      body: {
        email: 'a@example.com',
        order_ids: (await ctx.deps.db.one<{ ids: number[] }>('SELECT order_ids AS ids FROM charge_applications WHERE id = $1', [id]))!.ids,
      },
    });
    expect(again.status).toBe(409);
    expect(await ctx.deps.db.one<{ n: string }>(`SELECT count(*) AS n FROM ops_tickets WHERE queue = 'receipts'`)).toEqual(before);
  });

  it('when finance opens the request, then it shows the pro, the paid orders with amounts and the invoice details', async () => {
    const { pro, id, orders } = await requested(ctx);
    await ctx.deps.db.query(
      `INSERT INTO invoice_settings (user_id, company_name, address, business_registration_number) VALUES ($1, 'Chan Trading', 'Mong Kok', '87654321')`,
      [pro.user.id],
    );
    const finance = await createStaff(ctx, ['finance']);
    const data = await api(finance.agent).data(walletContract.opsChargeApplication, { params: { id } });
    expect(data.pro).toMatchObject({ id: pro.user.id, username: pro.username, language: 'zh-HK' });
    expect(data.orders.map((o) => [o.id, o.amount])).toEqual([
      [orders[0].id, 800],
      [orders[1].id, 1200],
    ]);
    expect(data.application).toMatchObject({
      status: 'submitted',
      total_amount: 2000,
      company_name: '陳記水喉工程有限公司',
      document_number: null,
    });
    expect(data.invoice_settings).toEqual({ company_name: 'Chan Trading', address: 'Mong Kok', business_registration_number: '87654321' });
    expect(data.ops_document_url).toBeNull();
  });
});

describe(`${walletContract.produceChargeDocument.method} /api${walletContract.produceChargeDocument.path}`, () => {
  it('when finance produces and sends, then a numbered PDF with the embedded CJK font is stored, the request issued, the ticket closed, audited and the pro notified', async () => {
    const { pro, id } = await requested(ctx);
    const finance = await createStaff(ctx, ['finance']);
    const res = await produce(finance.agent, id);
    expect(res.status).toBe(200);
    const number: string = res.body.data.application.document_number;
    expect(number).toMatch(new RegExp(`^SR-${YEAR}-\\d{6}$`));
    expect(res.body.data.application).toMatchObject({
      status: 'issued',
      operator_note: number,
      document_url: `/api/wallet/charge_applications/${id}/document`,
    });
    expect(res.body.data.issued_by).toBe(fullName({ username: finance.username, first_name: '大文', last_name: '陳' }));

    // The pro downloads it: a PDF with download headers.
    const file = await bytes(api(pro.agent).call(walletContract.chargeDocument, { params: { id } }));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Sifu-${number}.pdf"; filename*=UTF-8''Sifu-${number}.pdf`);
    expect(file.headers['content-security-policy']).toBe(FILE_CSP);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const pdf = file.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The Hong Kong faces of Noto Sans CJK, embedded as subsets (a six-letter tag before the name).
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((m) => m[2]);
    expect(new Set(fonts)).toEqual(new Set(['NotoSansCJKhk-Regular', 'NotoSansCJKhk-Bold']));
    expect(pdf.toString('latin1')).toMatch(/\/FontFile3 \d+ 0 R/);
    const text = pdfText(pdf);
    expect(text).toEqual(
      expect.arrayContaining([
        DEMO_COMPANY.SIFU_COMPANY_NAME,
        '收據',
        `編號: ${number}`,
        `發出日期: ${hkToday()}`,
        '陳記水喉工程有限公司',
        '香港灣仔軒尼詩道 1 號',
        '商業登記號碼: 12345678',
        'Sifu 點數 HK$800',
        'HK$1,200',
        '總額',
        'HK$2,000',
        '款項已全數收妥，謹此致謝。',
      ]),
    );

    const row = await ctx.deps.db.one<{
      status: string;
      document_number: string;
      issued_by: number;
      attachment_user: number;
      kind: string;
    }>(
      `SELECT a.status, a.document_number, a.issued_by, f.user_id AS attachment_user, l.kind
         FROM charge_applications a JOIN attachments f ON f.id = a.document_attachment_id
         JOIN attachment_links l ON l.attachment_id = f.id AND l.ref_id = a.id
        WHERE a.id = $1`,
      [id],
    );
    expect(row).toEqual({
      status: 'issued',
      document_number: number,
      issued_by: finance.user.id,
      attachment_user: pro.user.id,
      kind: 'charge_application',
    });
    expect(
      await ctx.deps.db.one(`SELECT status, resolution FROM ops_tickets WHERE subject_type = 'charge_application' AND subject_id = $1`, [
        id,
      ]),
    ).toEqual({ status: 'closed', resolution: number });
    const audit = await ctx.deps.db.one<{ operator_id: number; action: string; after: Record<string, unknown> }>(
      `SELECT operator_id, action, after FROM operator_audit WHERE target_type = 'charge_application' AND target_id = $1`,
      [id],
    );
    expect(audit).toMatchObject({
      operator_id: finance.user.id,
      action: 'receipt_issued',
      after: { status: 'issued', document_number: number, total: 2000 },
    });
    expect(
      await ctx.deps.db.one(`SELECT type, params->>'number' AS number FROM notifications WHERE user_id = $1 AND type = 'receipt_ready'`, [
        pro.user.id,
      ]),
    ).toEqual({ type: 'receipt_ready', number });
    await ctx.deps.background?.idle();
    const mail = outboxMails(ctx.dataDir, 'receipt_ready', `${pro.username}@example.com`);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain(number);
    expect(mail[0].body).toContain('/dashboard/purchases');

    // The pro's list shows the number and the link; finance can open the same file.
    const list = await api(pro.agent).data(walletContract.chargeApplications);
    expect(list.items[0]).toMatchObject({ id, document_number: number, document_url: `/api/wallet/charge_applications/${id}/document` });
    const opsFile = await bytes(api(finance.agent).call(walletContract.opsChargeDocument, { params: { id } }));
    expect([opsFile.status, (opsFile.body as Buffer).equals(pdf)]).toEqual([200, true]);
  });

  it('when two finance staff produce the same request at once, then one succeeds and the other gets 409; a later click is 409 too', async () => {
    const { id } = await requested(ctx);
    const [a, b] = [await createStaff(ctx, ['finance']), await createStaff(ctx, ['admin'])];
    const results = await Promise.all([produce(a.agent, id), produce(b.agent, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.error).toMatchObject({ code: 'conflict' });
    expect((await produce(a.agent, id)).status).toBe(409);
    // One document, one number, one file: the loser's stored file was removed.
    expect(
      await ctx.deps.db.one(`SELECT count(*)::int AS n FROM attachment_links WHERE kind = 'charge_application' AND ref_id = $1`, [id]),
    ).toEqual({ n: 1 });
    expect(
      await ctx.deps.db.one(`SELECT count(*)::int AS n FROM operator_audit WHERE target_type = 'charge_application' AND target_id = $1`, [
        id,
      ]),
    ).toEqual({ n: 1 });
  });

  it('when documents are produced one after another, then their numbers follow each other per type (SR receipts, SI invoices)', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const first = (await requested(ctx)).id;
    const second = (await requested(ctx)).id;
    const invoice = (await requested(ctx, { type: 'invoice' })).id;
    const n1 = (await api(finance.agent).data(walletContract.produceChargeDocument, { params: { id: first } })).application
      .document_number!;
    const n2 = (await api(finance.agent).data(walletContract.produceChargeDocument, { params: { id: second } })).application
      .document_number!;
    const n3 = (await api(finance.agent).data(walletContract.produceChargeDocument, { params: { id: invoice } })).application
      .document_number!;
    expect(Number(n2.slice(-6))).toBe(Number(n1.slice(-6)) + 1);
    expect(n3).toMatch(new RegExp(`^SI-${YEAR}-\\d{6}$`));
  });

  it('when the pro reads English, then the document is in English; the saved invoice details fill what the request left out', async () => {
    const { pro, id } = await requested(ctx, { type: 'receipt', company_name: '', business_registration_no: null, address: '' }, 'en-HK');
    await ctx.deps.db.query(
      `INSERT INTO invoice_settings (user_id, company_name, address, business_registration_number) VALUES ($1, '陳記貿易 Chan Trading', 'Nathan Road 1, Mong Kok', '87654321')`,
      [pro.user.id],
    );
    const finance = await createStaff(ctx, ['finance']);
    const number = (await api(finance.agent).data(walletContract.produceChargeDocument, { params: { id } })).application.document_number!;
    const text = pdfText((await bytes(api(pro.agent).call(walletContract.chargeDocument, { params: { id } }))).body as Buffer);
    expect(text).toEqual(
      expect.arrayContaining([
        'Receipt',
        `No.: ${number}`,
        '陳記貿易 Chan Trading',
        'Nathan Road 1, Mong Kok',
        'BR No.: 87654321',
        'Sifu credit HK$1,200',
        'Total',
        'Received in full with thanks.',
        'Page 1 of 1',
      ]),
    );
  });

  it('when support, content or trust and safety staff, a pro, a consumer or a visitor calls the finance endpoints, then 404 (a visitor 401)', async () => {
    const { pro, id } = await requested(ctx);
    const others = [
      await createStaff(ctx, ['support']),
      await createStaff(ctx, ['content']),
      await createStaff(ctx, ['trust_safety']),
      pro,
      await signUp(ctx, 'consumer'),
    ];
    for (const o of others) {
      expect((await api(o.agent).call(walletContract.opsChargeApplication, { params: { id } })).status).toBe(404);
      expect((await produce(o.agent, id)).status).toBe(404);
      expect((await api(o.agent).call(walletContract.opsChargeDocument, { params: { id } })).status).toBe(404);
    }
    expect((await produce(request.agent(ctx.sifu.handler), id)).status).toBe(401);
    expect(await ctx.deps.db.one('SELECT status FROM charge_applications WHERE id = $1', [id])).toEqual({ status: 'submitted' });
    const finance = await createStaff(ctx, ['finance']);
    expect((await api(finance.agent).call(walletContract.opsChargeApplication, { params: { id: 999_999 } })).status).toBe(404);
    expect((await produce(finance.agent, 999_999)).status).toBe(404);
  });
});

describe(`${walletContract.chargeDocument.method} /api${walletContract.chargeDocument.path}`, () => {
  it('when another pro, a consumer or a visitor asks for the PDF, or it is not issued yet, then 404 (a visitor 401)', async () => {
    const { pro, id } = await requested(ctx);
    expect((await api(pro.agent).call(walletContract.chargeDocument, { params: { id } })).status).toBe(404);
    const finance = await createStaff(ctx, ['finance']);
    expect((await produce(finance.agent, id)).status).toBe(200);
    expect((await bytes(api(pro.agent).call(walletContract.chargeDocument, { params: { id } }))).status).toBe(200);
    for (const other of [await signUp(ctx, 'pro'), await signUp(ctx, 'consumer')]) {
      expect((await api(other.agent).call(walletContract.chargeDocument, { params: { id } })).status).toBe(404);
    }
    expect((await api(ctx.sifu.handler).call(walletContract.chargeDocument, { params: { id } })).status).toBe(401);
  });
});

describe('without the CJK font', () => {
  it('when the font file is missing, then producing answers 503 with what to install and nothing is issued, numbered or stored', async () => {
    await withTestContext({ env: { RECEIPT_FONT_PATH: '/nonexistent/NotoSansCJK-Regular.ttc' } }, async (c) => {
      const { id } = await requested(c);
      const finance = await createStaff(c, ['finance']);
      const res = await produce(finance.agent, id).set('Accept-Language', 'en-HK');
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'fonts_missing', message: expect.stringContaining('fonts-noto-cjk') });
      expect(await c.deps.db.one('SELECT status, document_number FROM charge_applications WHERE id = $1', [id])).toEqual({
        status: 'submitted',
        document_number: null,
      });
      expect(await c.deps.db.one('SELECT count(*)::int AS n FROM charge_document_counters')).toEqual({ n: 0 });
      expect(
        fs.existsSync(`${c.dataDir}/uploads`)
          ? fs.readdirSync(`${c.dataDir}/uploads`, { recursive: true }).filter((f) => String(f).endsWith('.pdf'))
          : [],
      ).toEqual([]);
    });
  });
});

describe('migration 0802', () => {
  it('gives every request still waiting a ticket in the receipts queue', async () => {
    const sql = fs.readFileSync(path.join(PROJECT_ROOT, 'server/db/migrations/0802_charge_documents.sql'), 'utf8');
    const backfill = sql.slice(sql.indexOf('INSERT INTO ops_tickets'));
    const { id } = await requested(ctx, { company_name: '' });
    await ctx.deps.db.query(`DELETE FROM ops_tickets WHERE subject_type = 'charge_application' AND subject_id = $1`, [id]);
    await ctx.deps.db.query(backfill);
    expect(
      await ctx.deps.db.one(
        `SELECT queue, status, summary FROM ops_tickets WHERE subject_type = 'charge_application' AND subject_id = $1`,
        [id],
      ),
    ).toEqual({ queue: 'receipts', status: 'open', summary: '收據 Receipt HK$2,000' });
  });
});
