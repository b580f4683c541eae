import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract as c } from '@shared/api/safety-payments.contract';
import { nextValueDate } from '@shared/domain/payout-value-date';
import { commissionOf, invalidPayoutHistory, type PayoutStatus } from '@shared/domain/safety-payments';
import { addDays, fromDay, hkToday } from '@shared/utils/dates';
import { createStaff, quotedLead } from '../../test/fixtures';
import { api, endpointTitle } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { setUpTestContext, withTestContext, type TestContext } from '../../test/test-app';
import { postMovement } from './safety-payments.repository';
import { requeueFailedPayouts } from './payouts.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'safetyPayment=true' } });
checkMoneyAfterEach(ctx);
// Every instruction's recorded history takes allowed moves only and ends at its status.
afterEach(async () => {
  const rows = await ctx.deps.db.many<{ id: number; status: PayoutStatus; tos: PayoutStatus[] }>(
    `SELECT i.id, i.status, array_agg(h.to_status ORDER BY h.id) AS tos
       FROM payout_instructions i JOIN payout_transitions h ON h.instruction_id = i.id GROUP BY i.id`,
  );
  expect(rows.filter((r) => invalidPayoutHistory(r.tos) || r.tos[r.tos.length - 1] !== r.status)).toEqual([]);
});

type Agent = TestContext['agent'] extends () => infer A ? A : never;
const db = () => ctx.deps.db;
const PRICE = 1200;
const OWED = PRICE - commissionOf(PRICE, 5);
const BANK = { method: 'bank', holder: '陳大文水喉工程', bank_code: '004', branch_code: '123', account_number: '456789012' };
const FPS = { method: 'fps', holder: 'Chan, Tai Man', fps_proxy: '+85291234567' };
let proSeq = 0;

/**
 * A HK$1,200 job part paid in and released to a pro (5 % commission), with the ledger as the services post it, and
 * its payout instruction of HK$1,140, pending. `account`: the pro's payout account (none when null).
 */
async function pendingPayout(account: typeof BANK | typeof FPS | null = BANK) {
  const lead = await quotedLead(ctx);
  const proId = lead.pro.user.id;
  proSeq += 1;
  const name = `師傅${proSeq}號`;
  await db().query(`UPDATE users SET last_name = '李', first_name = $2 WHERE id = $1`, [proId, name]);
  const pay = (await db().one<{ id: number }>(
    `INSERT INTO safety_payments (quote_bid_id, kind, plan, price, commission_percent, consumer_id, pro_id)
     VALUES ($1, 'job', 'full', $2, 5, $3, $4) RETURNING id`,
    [lead.bidId, PRICE, lead.consumer.user.id, proId],
  ))!;
  const part = (await db().one<{ id: number }>(
    'INSERT INTO safety_payment_parts (safety_payment_id, position, amount) VALUES ($1, 1, $2) RETURNING id',
    [pay.id, PRICE],
  ))!;
  await db().withTransaction(async (tx) => {
    await tx.query(`UPDATE safety_payment_parts SET status = 'held' WHERE id = $1`, [part.id]);
    await postMovement(tx, part.id, { kind: 'pay_in', amount: PRICE }, `pay-in:test-${part.id}`);
  });
  await db().withTransaction(async (tx) => {
    await tx.query(`UPDATE safety_payment_parts SET status = 'released', released_amount = $2 WHERE id = $1`, [part.id, PRICE]);
    await postMovement(tx, part.id, { kind: 'release', amount: PRICE, commission: PRICE - OWED }, `release:${part.id}`);
  });
  if (account) {
    await db().query(
      `INSERT INTO payout_accounts (user_id, method, holder, bank_code, branch_code, account_number, fps_proxy) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        proId,
        account.method,
        account.holder,
        'bank_code' in account ? account.bank_code : null,
        'branch_code' in account ? account.branch_code : null,
        'account_number' in account ? account.account_number : null,
        'fps_proxy' in account ? account.fps_proxy : null,
      ],
    );
  }
  const ins = (await db().one<{ id: number }>(
    'INSERT INTO payout_instructions (part_id, pro_id, amount) VALUES ($1, $2, $3) RETURNING id',
    [part.id, proId, OWED],
  ))!;
  return { id: ins.id, partId: part.id, pro: lead.pro, proName: `李${name}`, bidId: lead.bidId };
}

const instruction = async (id: number) =>
  (await db().one<{ status: PayoutStatus; batch_id: number | null; account: unknown; failure_reason: string | null; paid_at: Date | null }>(
    'SELECT status, batch_id, account, failure_reason, paid_at FROM payout_instructions WHERE id = $1',
    [id],
  ))!;
const batchCount = async () => (await db().one<{ n: number }>('SELECT count(*)::int AS n FROM payout_batches'))!.n;

const approve = (agent: Agent, ids: number[], valueDate = nextValueDate(Date.now())) =>
  api(agent).call(c.opsApprovePayouts, { body: { ids, value_date: valueDate } });
const download = (agent: Agent, id: number) => api(agent).call(c.opsExportBatch, { params: { id } });
const unapprove = (agent: Agent, id: number) => api(agent).call(c.opsUnapprove, { params: { id } });
const paid = (agent: Agent, id: number) => api(agent).call(c.opsPaid, { params: { id } });
const failed = (agent: Agent, id: number, reason = 'Account closed (bank return code AC04)') =>
  api(agent).call(c.opsFailed, { params: { id }, body: { reason } });

/** Approved into a batch and downloaded: exported. */
async function exported(finance: Agent, ids: number[]) {
  const batch = await approve(finance, ids);
  expect(batch.status).toBe(200);
  expect((await download(finance, batch.body.data.id)).status).toBe(200);
  return batch.body.data.id as number;
}

function nextSunday(): string {
  let day = hkToday();
  while (fromDay(day).day() !== 0) day = addDays(day, 1);
  return day;
}

describe(endpointTitle(c.opsPayouts), () => {
  it('when finance lists a status, then it shows those instructions oldest first with the pro, masked account and the sum of all', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const a = await pendingPayout(BANK);
    const b = await pendingPayout(null);
    const res = await api(finance.agent).call(c.opsPayouts, { query: { status: 'pending' } });
    expect(res.status).toBe(200);
    const mine = res.body.data.items.filter((i: { id: number }) => [a.id, b.id].includes(i.id));
    expect(mine).toEqual([
      expect.objectContaining({
        id: a.id,
        status: 'pending',
        amount: 1140,
        account: '004-123-***9012',
        pro: { id: a.pro.user.id, name: a.proName },
      }),
      expect.objectContaining({ id: b.id, account: null, part_id: b.partId, bid_id: b.bidId, batch_id: null, paid_at: null }),
    ]);
    const sum = (await db().one<{ s: number }>(`SELECT sum(amount)::int AS s FROM payout_instructions WHERE status = 'pending'`))!.s;
    expect(res.body.data).toMatchObject({ total_amount: sum, page: 1, page_size: 30 });
    const approved = await api(finance.agent).call(c.opsPayouts, { query: { status: 'approved' } });
    expect(approved.body.data.items.map((i: { id: number }) => i.id)).not.toContain(a.id);
  });
});

describe(endpointTitle(c.opsApprovePayouts), () => {
  it('when finance approves pending instructions, then one batch holds them with its count and total, and the action is audited', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const [a, b] = [await pendingPayout(BANK), await pendingPayout(FPS)];
    const date = nextValueDate(Date.now());
    const res = await approve(finance.agent, [a.id, b.id, a.id], date);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      value_date: date,
      line_count: 2,
      total: 2280,
      exported_at: null,
      created_by: '陳大文',
      statuses: { approved: 2 },
    });
    const batchId = res.body.data.id;
    for (const id of [a.id, b.id]) expect(await instruction(id)).toMatchObject({ status: 'approved', batch_id: batchId, account: null });
    const audit = await db().many('SELECT action, after FROM operator_audit WHERE operator_id = $1', [finance.user.id]);
    expect(audit).toEqual([{ action: 'payout_approve', after: { value_date: date, ids: [a.id, b.id], total: 2280 } }]);
    const batches = await api(finance.agent).call(c.opsBatches);
    expect(batches.body.data.items[0]).toMatchObject({ id: batchId, line_count: 2, total: 2280 });
  });

  it('when a pro has no payout account or a line is not pending, then 422 names them and nothing changes', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const [a, none] = [await pendingPayout(BANK), await pendingPayout(null)];
    const before = await batchCount();
    const noAccount = await approve(finance.agent, [a.id, none.id]).set('Accept-Language', 'en-HK');
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.error).toMatchObject({ code: 'payout_no_account', details: { ids: [none.id] } });
    expect(noAccount.body.error.message).toBe(
      `These pros have not given a payout account yet: ${none.proName}. Their payouts cannot be approved until they do.`,
    );
    expect(await instruction(a.id)).toMatchObject({ status: 'pending', batch_id: null });
    expect(await approve(finance.agent, [a.id]).then((r) => r.status)).toBe(200);
    const again = await approve(finance.agent, [a.id, 999_999]);
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ code: 'payout_not_pending', details: { ids: [a.id, 999_999] } });
    expect(again.body.error.message).toContain(`#${a.id}`);
    expect(await batchCount()).toBe(before + 1);
  });

  it('when the value date is a Sunday, already past in Hong Kong or not a date, then 422 at the date field and nothing changes', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const a = await pendingPayout();
    const before = await batchCount();
    const sunday = await approve(finance.agent, [a.id], nextSunday());
    expect(sunday.status).toBe(422);
    expect(sunday.body.error.details.fields).toEqual({ value_date: '入賬日要揀星期一至六（銀行星期日唔處理）' });
    const past = await approve(finance.agent, [a.id], addDays(hkToday(), -1)).set('Accept-Language', 'en-HK');
    expect(past.status).toBe(422);
    expect(past.body.error.details.fields).toEqual({ value_date: 'The value date cannot be before today' });
    expect((await approve(finance.agent, [a.id], '2026-02-30')).status).toBe(422);
    expect((await approve(finance.agent, [a.id], '30/11/2026')).status).toBe(400);
    expect(await batchCount()).toBe(before);
    expect(await instruction(a.id)).toMatchObject({ status: 'pending' });
  });
});

describe(endpointTitle(c.opsExportBatch), () => {
  it('when finance downloads a batch, then the CSV pays each pro’s account the amount with a trailer; a second download is the same file', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const [a, b] = [await pendingPayout(BANK), await pendingPayout(FPS)];
    const date = nextValueDate(Date.now());
    const batchId = (await approve(finance.agent, [a.id, b.id], date)).body.data.id;
    const first = await download(finance.agent, batchId);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-disposition']).toContain(`filename="sifu-payouts-${batchId}-${date}.csv"`);
    expect(first.text.split('\r\n')).toEqual([
      'value_date,beneficiary_name,bank_code,account_number,proxy_type,proxy_id,amount,reference',
      `${date},陳大文水喉工程,004,123456789012,,,1140.00,SIFU-P${a.id}`,
      `${date},"Chan, Tai Man",,,MOBILE,+85291234567,1140.00,SIFU-P${b.id}`,
      'TRAILER,2,2280.00',
      '',
    ]);
    expect(await instruction(a.id)).toMatchObject({
      status: 'exported',
      account: { method: 'bank', holder: '陳大文水喉工程', bankCode: '004', branchCode: '123', accountNumber: '456789012' },
    });
    // The pro changes the account after the export: the file and the record keep what was paid to.
    await db().query(`UPDATE payout_accounts SET account_number = '111222333' WHERE user_id = $1`, [a.pro.user.id]);
    const second = await download(finance.agent, batchId);
    expect(second.text).toBe(first.text);
    const list = await api(finance.agent).call(c.opsPayouts, { query: { status: 'exported' } });
    expect(list.body.data.items.find((i: { id: number }) => i.id === a.id).account).toBe('004-123-***9012');
    const batch = (await api(finance.agent).call(c.opsBatches)).body.data.items.find((x: { id: number }) => x.id === batchId);
    expect(batch).toMatchObject({ statuses: { exported: 2 }, exported_at: expect.any(String) });
    const actions = await db().many<{ action: string }>('SELECT action FROM operator_audit WHERE operator_id = $1 ORDER BY id', [
      finance.user.id,
    ]);
    expect(actions.map((x) => x.action)).toEqual(['payout_approve', 'payout_batch_export', 'payout_batch_download']);
    expect((await download(finance.agent, batchId + 100_000)).status).toBe(404);
  });

  it('when a colleague takes a line out while the file is made, then the line is either in the file or pending, never both', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const [a, b] = [await pendingPayout(), await pendingPayout()];
    const batchId = (await approve(finance.agent, [a.id, b.id])).body.data.id;
    const [file, out] = await Promise.all([download(finance.agent, batchId), unapprove(finance.agent, b.id)]);
    expect(file.status).toBe(200);
    const inFile = file.text.includes(`SIFU-P${b.id}`);
    expect(out.status).toBe(inFile ? 409 : 200);
    expect((await instruction(b.id)).status).toBe(inFile ? 'exported' : 'pending');
    expect(file.text).toContain(inFile ? 'TRAILER,2,2280.00' : 'TRAILER,1,1140.00');
  });
});

describe(endpointTitle(c.opsUnapprove), () => {
  it('when an approved line is taken out, then it is pending and the batch’s count and total drop; again, or after export, is 409', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const [a, b] = [await pendingPayout(), await pendingPayout()];
    const batchId = (await approve(finance.agent, [a.id, b.id])).body.data.id;
    const res = await unapprove(finance.agent, a.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.id, status: 'pending', batch_id: null });
    const batch = (await api(finance.agent).call(c.opsBatches)).body.data.items.find((x: { id: number }) => x.id === batchId);
    expect(batch).toMatchObject({ line_count: 1, total: 1140, statuses: { approved: 1 } });
    const twice = await unapprove(finance.agent, a.id).set('Accept-Language', 'en-HK');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'payout_moved', message: 'Someone has already changed this payout. Refresh the page.' });
    expect((await download(finance.agent, batchId)).status).toBe(200);
    expect((await unapprove(finance.agent, b.id)).status).toBe(409);
    expect((await unapprove(finance.agent, 999_999)).status).toBe(404);
  });
});

describe(endpointTitle(c.opsPaid), () => {
  it('when two finance staff mark a line paid at once, then one 200 and one 409, one payout posting, and the pro is told once', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const other = await createStaff(ctx, ['finance']);
    const a = await pendingPayout();
    expect((await paid(finance.agent, a.id)).status).toBe(409);
    await exported(finance.agent, [a.id]);
    const results = await Promise.all([paid(finance.agent, a.id), paid(other.agent, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.data).toMatchObject({ id: a.id, status: 'paid', paid_at: expect.any(String) });
    const ledger = await db().many<{ movement: string; account: string; sum: number }>(
      `SELECT movement, account, sum(amount)::int AS sum FROM safety_ledger WHERE part_id = $1 GROUP BY movement, account ORDER BY movement, account`,
      [a.partId],
    );
    expect(ledger.filter((l) => l.movement === 'payout')).toEqual([
      { movement: 'payout', account: 'gateway', sum: -1140 },
      { movement: 'payout', account: 'pro_payable', sum: 1140 },
    ]);
    const owed = (await db().one<{ s: number }>(
      `SELECT sum(amount)::int AS s FROM safety_ledger WHERE part_id = $1 AND account = 'pro_payable'`,
      [a.partId],
    ))!;
    expect(owed.s).toBe(0);
    const notes = await db().many('SELECT quote_bid_id, params FROM notifications WHERE user_id = $1 AND type = $2', [
      a.pro.user.id,
      'safety_payout_paid',
    ]);
    expect(notes).toEqual([{ quote_bid_id: a.bidId, params: { amount: 1140, account: '004-123-***9012' } }]);
  });
});

describe(endpointTitle(c.opsFailed), () => {
  it('when the bank returns a line, then it is failed with the reason and the pro is asked to correct the account; saving it requeues the line', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const a = await pendingPayout();
    await exported(finance.agent, [a.id]);
    expect((await failed(finance.agent, a.id, 'x')).status).toBe(400);
    const res = await failed(finance.agent, a.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', failure_reason: 'Account closed (bank return code AC04)' });
    expect((await failed(finance.agent, a.id)).status).toBe(409);
    expect((await paid(finance.agent, a.id)).status).toBe(409);
    const notes = await db().many('SELECT params FROM notifications WHERE user_id = $1 AND type = $2', [
      a.pro.user.id,
      'safety_payout_failed',
    ]);
    expect(notes).toEqual([{ params: { amount: 1140, reason: 'Account closed (bank return code AC04)' } }]);
    // Nothing was paid out: what is owed to the pro stays owed.
    const owed = (await db().one<{ s: number }>(
      `SELECT sum(amount)::int AS s FROM safety_ledger WHERE part_id = $1 AND account = 'pro_payable'`,
      [a.partId],
    ))!;
    expect(owed.s).toBe(-1140);
    // The payout-account save calls this in its transaction.
    expect(await db().withTransaction((tx) => requeueFailedPayouts(tx, a.pro.user.id))).toEqual([a.id]);
    expect(await db().withTransaction((tx) => requeueFailedPayouts(tx, a.pro.user.id))).toEqual([]);
    expect(await instruction(a.id)).toMatchObject({ status: 'pending', batch_id: null, account: null });
    expect((await approve(finance.agent, [a.id])).status).toBe(200);
    const history = await db().many<{ to_status: string }>(
      'SELECT to_status FROM payout_transitions WHERE instruction_id = $1 ORDER BY id',
      [a.id],
    );
    expect(history.map((h) => h.to_status)).toEqual(['pending', 'approved', 'exported', 'failed', 'pending', 'approved']);
  });
});

describe('who may work the payouts', () => {
  it('when support, trust and safety, a pro or a consumer calls them, then 404 and nothing changes; a visitor 401', async () => {
    const finance = await createStaff(ctx, ['finance']);
    const a = await pendingPayout();
    const batchId = (await approve(finance.agent, [a.id])).body.data.id;
    const consumer = (await quotedLead(ctx)).consumer;
    for (const who of [await createStaff(ctx, ['support']), await createStaff(ctx, ['trust_safety']), a.pro, consumer]) {
      expect((await api(who.agent).call(c.opsPayouts)).status).toBe(404);
      expect((await api(who.agent).call(c.opsBatches)).status).toBe(404);
      expect((await approve(who.agent, [a.id])).status).toBe(404);
      expect((await download(who.agent, batchId)).status).toBe(404);
      expect((await unapprove(who.agent, a.id)).status).toBe(404);
      expect((await paid(who.agent, a.id)).status).toBe(404);
      expect((await failed(who.agent, a.id)).status).toBe(404);
    }
    expect((await api(ctx.sifu.handler).call(c.opsPayouts)).status).toBe(401);
    expect((await request(ctx.sifu.handler).get(urlOf(c.opsExportBatch, { params: { id: batchId } }))).status).toBe(401);
    expect(await instruction(a.id)).toMatchObject({ status: 'approved', batch_id: batchId });
    const admin = await createStaff(ctx, ['admin']);
    expect((await api(admin.agent).call(c.opsPayouts)).status).toBe(200);
  });

  it('when the safetyPayment flag is off, then finance gets 404 everywhere', async () => {
    await withTestContext(async (off) => {
      const finance = await createStaff(off, ['finance']);
      expect((await api(finance.agent).call(c.opsPayouts)).status).toBe(404);
      expect((await api(finance.agent).call(c.opsBatches)).status).toBe(404);
      expect((await approve(finance.agent, [1])).status).toBe(404);
      expect((await download(finance.agent, 1)).status).toBe(404);
      expect((await unapprove(finance.agent, 1)).status).toBe(404);
      expect((await paid(finance.agent, 1)).status).toBe(404);
      expect((await failed(finance.agent, 1)).status).toBe(404);
    });
  });
});
