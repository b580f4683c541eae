/**
 * Certificates, identity verification and the operator queue against a real PostgreSQL: ownership (404), roles
 * (403), field errors, decisions with their audit row, notification and e-mail, the public badge, file access.
 */
import request from 'supertest';
import sharp from 'sharp';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { certificatesContract } from '@shared/api/certificates.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { formatHkDate } from '@shared/utils/hk-dates';
import { setUpTestContext, type signUp } from '../../test/test-app';
import { createConsumer, createPro, createStaff, setUpCatalog } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { withAdapterDefaults } from '../../lib/adapters';
import { submitIdentity } from './certificates.service';
import type { IdentityProvider } from './identity-provider';
import { api } from '../../test/api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
});

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

async function upload(agent: Agent, files: Array<[Buffer, string]> = [[PDF, 'licence.pdf']]): Promise<number[]> {
  let req = api(agent).call(attachmentsContract.upload);
  for (const [data, name] of files) req = req.attach('file', data, name);
  const res = await req;
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.map((a: { id: number }) => a.id);
}

const operator = () => createStaff(ctx, ['support']);

async function addPersonal(pro: { agent: Agent; serviceId: number }, extra: Record<string, unknown> = {}) {
  const ids = await upload(pro.agent);
  const res = await api(pro.agent).call(certificatesContract.add, {
    params: { id: pro.serviceId },
    body: {
      type: 'personal',
      licence_type: 'wsd_plumber',
      reference_identity: 'LP-12345',
      attachment_ids: ids,
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { service_certificate_id: number; files: Array<{ id: number; url: string }> };
}

/** The decoded bodies of the e-mails with this tag. */
const mails = (tag: string) => outboxMails(ctx.dataDir, tag).map((m) => m.body);

const publicProfile = async (serviceId: number) =>
  (await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id: serviceId }, query: { lng: 'en-HK' } })).body.data as {
    is_verified: boolean;
    certificates: Array<{ service_certificate_id: number; status: number; licence_type: string | null; reviewed_on: string | null }>;
  };

describe('a pro’s certificates', () => {
  it('when a pro adds a company and a personal certificate with their own files, then both are pending with their files and listed', async () => {
    const pro = await createPro(ctx, cat);
    const companyFiles = await upload(pro.agent, [
      [PDF, 'br.pdf'],
      [png, 'br.png'],
    ]);
    const company = await api(pro.agent).call(certificatesContract.add, {
      params: { id: pro.serviceId },
      body: {
        type: 'company',
        unified_number: '12345678 001',
        name: 'Test Plumbing Company',
        attachment_ids: companyFiles,
      },
    });
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({
      type: 'company',
      unified_number: '12345678-001',
      name: 'Test Plumbing Company',
      status: 1,
      state: 'pending',
      licence_type: null,
      reject_reason: null,
      reviewed_on: null,
    });
    expect(company.body.data.files.map((f: { id: number }) => f.id)).toEqual(companyFiles);
    expect(company.body.data.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(company.body.data.files[0].created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const personal = await addPersonal(pro);
    const list = await api(pro.agent).call(certificatesContract.list, { params: { id: pro.serviceId } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { service_certificate_id: number }) => c.service_certificate_id)).toEqual([
      personal.service_certificate_id,
      company.body.data.service_certificate_id,
    ]);
    expect(list.body.data[0]).toMatchObject({ type: 'personal', licence_type: 'wsd_plumber', reference_identity: 'LP-12345', status: 1 });
    const links = await ctx.deps.db.many(`SELECT attachment_id FROM attachment_links WHERE kind = 'certificate' AND ref_id = $1`, [
      company.body.data.service_certificate_id,
    ]);
    expect(links).toHaveLength(2);
  });

  it('when the input is wrong, then 400 with a translated error on each field and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const ids = await upload(pro.agent);
    const url = urlOf(certificatesContract.add, { params: { id: pro.serviceId } });
    const company = await pro.agent
      .post(url)
      .set('Accept-Language', 'en-HK')
      .send({ type: 'company', unified_number: '1234-567', name: '', attachment_ids: [] });
    expect(company.status).toBe(400);
    expect(company.body.error.details.fields).toEqual({
      unified_number: expect.stringContaining('8-digit business registration number'),
      name: 'Required',
      attachment_ids: 'Add at least one photo or PDF of the document',
    });
    const other = await pro.agent.post(url).set('Accept-Language', 'zh-HK').send({
      type: 'personal',
      licence_type: 'other',
      reference_identity: '<script>',
      attachment_ids: ids,
    });
    expect(other.status).toBe(400);
    expect(other.body.error.details.fields).toEqual({ reference_identity: expect.stringContaining('英文字母'), name: '必須填寫' });
    const bad = await pro.agent
      .post(url)
      .set('Accept-Language', 'en-HK')
      .send({ type: 'personal', licence_type: 'astronaut', attachment_ids: ids });
    expect(bad.body.error.details.fields).toMatchObject({ licence_type: 'Choose one of the options', reference_identity: 'Required' });
    const six = await pro.agent
      .post(url)
      .send({ type: 'personal', licence_type: 'first_aid', reference_identity: 'FA1', attachment_ids: [...ids, 2, 3, 4, 5, 6] });
    expect(six.body.error.details.fields).toMatchObject({ attachment_ids: expect.any(String) });
    expect(await ctx.deps.db.many('SELECT 1 FROM service_certificates WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });

  it('when the files belong to someone else, then 400 on attachment_ids and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const other = await createPro(ctx, cat);
    const theirs = await upload(other.agent);
    const res = await api(pro.agent)
      .call(certificatesContract.add, { params: { id: pro.serviceId } })
      .set('Accept-Language', 'en-HK')
      .send({
        type: 'personal',
        licence_type: 'emsd_electrician',
        reference_identity: 'REW-1',
        attachment_ids: theirs,
      });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ attachment_ids: "One of the files can't be used. Upload it again." });
    expect(await ctx.deps.db.many('SELECT 1 FROM service_certificates WHERE quote_service_id = $1', [pro.serviceId])).toEqual([]);
  });

  it('when another pro’s service or certificate is named, then 404 for every call', async () => {
    const owner = await createPro(ctx, cat);
    const cert = await addPersonal(owner);
    const intruder = await createPro(ctx, cat);
    const ids = await upload(intruder.agent);
    const base = urlOf(certificatesContract.list, { params: { id: owner.serviceId } });
    expect((await intruder.agent.get(base)).status).toBe(404);
    const add = await intruder.agent
      .post(`${base}/add`)
      .send({ type: 'personal', licence_type: 'first_aid', reference_identity: 'FA-1', attachment_ids: ids });
    expect(add.status).toBe(404);
    expect((await intruder.agent.post(`${base}/withdraw/${cert.service_certificate_id}`)).status).toBe(404);
    expect((await intruder.agent.post(`${base}/delete/${cert.service_certificate_id}`)).status).toBe(404);
    // Their own service with someone else's certificate id is a 404 as well.
    expect(
      (
        await api(intruder.agent).call(certificatesContract.withdraw, {
          params: { id: intruder.serviceId, certId: cert.service_certificate_id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.deps.db.one('SELECT status FROM service_certificates WHERE service_certificate_id = $1', [cert.service_certificate_id]))!
        .status,
    ).toBe(1);
  });

  it('when a consumer calls the pro endpoints, then 403 wrong_role', async () => {
    const consumer = await createConsumer(ctx);
    const pro = await createPro(ctx, cat);
    const res = await api(consumer.agent).call(certificatesContract.list, { params: { id: pro.serviceId } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_role');
    const add = await api(consumer.agent).call(certificatesContract.add, { params: { id: pro.serviceId }, body: { type: 'company' } });
    expect(add.status).toBe(403);
  });

  it('when certificate files are downloaded, then the owner and operators get them and another pro or a visitor gets 404', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const url = cert.files[0].url;
    expect((await pro.agent.get(url)).status).toBe(200);
    const op = await operator();
    expect((await op.agent.get(url)).status).toBe(200);
    const other = await createPro(ctx, cat);
    expect((await other.agent.get(url)).status).toBe(404);
    expect((await request(ctx.sifu.handler).get(url)).status).toBe(404);
  });
});

describe('the operator queue', () => {
  it('when an operator approves a pending certificate, then status 2, an audit row, the pro notified in-app and by e-mail, and a dated public badge', async () => {
    const pro = await createPro(ctx, cat);
    const approved = await addPersonal(pro);
    const pending = await addPersonal(pro, { licence_type: 'first_aid', reference_identity: 'FA-77' });
    const rejected = await addPersonal(pro, { licence_type: 'emsd_gas', reference_identity: 'GI-1' });
    await ctx.deps.db.query(`UPDATE service_certificates SET status = 4, reject_reason = 'blurred' WHERE service_certificate_id = $1`, [
      rejected.service_certificate_id,
    ]);
    expect((await publicProfile(pro.serviceId)).certificates).toEqual([]);
    await ctx.deps.db.query('UPDATE quote_services SET is_verified = false WHERE quote_service_id = $1', [pro.serviceId]);
    const op = await operator();

    const queue = await api(op.agent).call(certificatesContract.opsList, { query: { status: 'pending', kind: 'certificate' } });
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find((i: { id: number }) => i.id === approved.service_certificate_id);
    expect(item).toMatchObject({
      kind: 'certificate',
      state: 'pending',
      licence_type: 'wsd_plumber',
      reference_identity: 'LP-12345',
      service: { quote_service_id: pro.serviceId, business_name_en: 'Test Plumbing' },
      user: { id: pro.user.id, full_name: '陳大文' },
      history: [],
    });
    expect(item.files).toHaveLength(1);
    expect(queue.body.data.pending.certificate).toBeGreaterThanOrEqual(2);
    expect(queue.body.data.items.some((i: { id: number }) => i.id === rejected.service_certificate_id)).toBe(false);

    const res = await api(op.agent).call(certificatesContract.approveCertificate, { params: { id: approved.service_certificate_id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'certificate', id: approved.service_certificate_id, status: 2, state: 'approved' });

    const row = await ctx.deps.db.one(
      'SELECT status, reviewed_by, reviewed_on FROM service_certificates WHERE service_certificate_id = $1',
      [approved.service_certificate_id],
    );
    expect(row).toMatchObject({ status: 2, reviewed_by: op.user.id });
    const audit = await ctx.deps.db.many(`SELECT * FROM operator_audit WHERE target_type = 'certificate' AND target_id = $1`, [
      approved.service_certificate_id,
    ]);
    expect(audit).toEqual([expect.objectContaining({ operator_id: op.user.id, action: 'approve', reason: '', created: expect.any(Date) })]);
    expect(Math.abs((audit[0].created as Date).getTime() - Date.now())).toBeLessThan(60_000);
    const note = await ctx.deps.db.one(`SELECT type, params FROM notifications WHERE user_id = $1 AND type = 'certificate_approved'`, [
      pro.user.id,
    ]);
    expect(note).toMatchObject({
      params: {
        service_certificate_id: approved.service_certificate_id,
        certificate_en: 'WSD Licensed Plumber',
        certificate_zh: '水務署持牌水喉匠',
      },
    });
    await ctx.deps.background!.idle();
    expect(
      mails('certificate_approved').some(
        (m) => m.includes('水務署持牌水喉匠') && m.includes(`/dashboard/certification/${approved.service_certificate_id}`),
      ),
    ).toBe(true);

    const profile = await publicProfile(pro.serviceId);
    expect(profile.is_verified).toBe(true);
    expect(profile.certificates).toEqual([
      expect.objectContaining({
        service_certificate_id: approved.service_certificate_id,
        status: 2,
        licence_type: 'wsd_plumber',
        reviewed_on: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      }),
    ]);
    expect(profile.certificates.some((c) => c.service_certificate_id === pending.service_certificate_id)).toBe(false);
    // The badge on the profile page dates the check in words (docs/style-guide.md); the ISO day is only in <time>.
    const reviewed = profile.certificates[0].reviewed_on!;
    for (const [lng, words] of [
      ['zh-HK', `Sifu 於 ${formatHkDate(reviewed, 'zh-HK')}核實`],
      ['en-HK', `Verified by Sifu on ${formatHkDate(reviewed, 'en-HK')}`],
    ] as const) {
      const page = await request(ctx.sifu.handler).get(`/${lng}/service/${pro.serviceId}`).redirects(1);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`>${words}</time>`);
    }

    const history = await api(op.agent).call(certificatesContract.opsList, { query: { status: 'approved', kind: 'certificate' } });
    const decided = history.body.data.items.find((i: { id: number }) => i.id === approved.service_certificate_id);
    expect(decided.history).toEqual([
      expect.objectContaining({ action: 'approve', operator: '陳大文', operator_username: op.username, reason: '' }),
    ]);
  });

  it('when an operator rejects, then a reason is required, it is stored and sent to the pro; deciding again is a 409', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const op = await operator();
    const params = { id: cert.service_certificate_id };
    const empty = await api(op.agent)
      .call(certificatesContract.rejectCertificate, { params })
      .set('Accept-Language', 'en-HK')
      .send({ reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields).toEqual({ reason: 'Required' });
    const long = await api(op.agent)
      .call(certificatesContract.rejectCertificate, { params })
      .send({ reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);

    const res = await api(op.agent)
      .call(certificatesContract.rejectCertificate, { params })
      .send({ reason: 'The licence card photo is blurred' });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('rejected');
    expect(
      await ctx.deps.db.one('SELECT status, reject_reason FROM service_certificates WHERE service_certificate_id = $1', [
        cert.service_certificate_id,
      ]),
    ).toEqual({
      status: 4,
      reject_reason: 'The licence card photo is blurred',
    });
    const note = await ctx.deps.db.one(`SELECT params FROM notifications WHERE user_id = $1 AND type = 'certificate_rejected'`, [
      pro.user.id,
    ]);
    expect(note!.params).toMatchObject({ reason: 'The licence card photo is blurred' });
    await ctx.deps.background!.idle();
    expect(mails('certificate_rejected').some((m) => m.includes('The licence card photo is blurred'))).toBe(true);
    const own = await api(pro.agent).call(certificatesContract.list, { params: { id: pro.serviceId } });
    expect(own.body.data[0]).toMatchObject({ state: 'rejected', reject_reason: 'The licence card photo is blurred' });

    const again = await api(op.agent).call(certificatesContract.approveCertificate, { params }).set('Accept-Language', 'en-HK');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'verification_not_pending', message: expect.stringContaining('already been decided') });
    expect((await api(op.agent).call(certificatesContract.approveCertificate, { params: { id: 999999 } })).status).toBe(404);
    expect(
      await ctx.deps.db.many(`SELECT action FROM operator_audit WHERE target_type = 'certificate' AND target_id = $1`, [
        cert.service_certificate_id,
      ]),
    ).toEqual([{ action: 'reject' }]);
  });

  it('when two operators approve the same certificate at once, then one decision is recorded and the other gets 409', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const [a, b] = await Promise.all([operator(), operator()]);
    const url = urlOf(certificatesContract.approveCertificate, { params: { id: cert.service_certificate_id } });
    const statuses = (await Promise.all([a.agent.post(url), b.agent.post(url)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(
      await ctx.deps.db.many(`SELECT 1 FROM operator_audit WHERE target_type = 'certificate' AND target_id = $1`, [
        cert.service_certificate_id,
      ]),
    ).toHaveLength(1);
  });

  it('when the console asks for one item, then it answers it as the queue shows it, decided or not; an unknown one is a 404', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const op = await operator();
    const one = () =>
      api(op.agent).call(certificatesContract.opsItem, { params: { kind: 'certificate', id: cert.service_certificate_id } });
    const pending = await one();
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({
      kind: 'certificate',
      id: cert.service_certificate_id,
      state: 'pending',
      user: { id: pro.user.id },
      service: { quote_service_id: pro.serviceId },
      history: [],
    });
    expect(pending.body.data.files).toHaveLength(1);
    await api(op.agent).call(certificatesContract.approveCertificate, { params: { id: cert.service_certificate_id } });
    const decided = await one();
    expect(decided.body.data).toMatchObject({ state: 'approved', history: [expect.objectContaining({ action: 'approve' })] });
    const missing = { kind: 'identity', id: cert.service_certificate_id } as const;
    expect((await api(op.agent).call(certificatesContract.opsItem, { params: missing })).status).toBe(404);
    expect((await op.agent.get('/api/ops/verifications/other/1')).status).toBe(400);
    const finance = await createStaff(ctx, ['finance']);
    expect(
      (await api(finance.agent).call(certificatesContract.opsItem, { params: { kind: 'certificate', id: cert.service_certificate_id } }))
        .status,
    ).toBe(404);
    expect(
      (await api(pro.agent).call(certificatesContract.opsItem, { params: { kind: 'certificate', id: cert.service_certificate_id } }))
        .status,
    ).toBe(404);
    expect((await api(ctx.sifu.handler).call(certificatesContract.opsItem, { params: { kind: 'certificate', id: 1 } })).status).toBe(401);
  });

  it('when a non-operator calls the queue API, then 404: the queue does not exist for them (a visitor 401)', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const consumer = await createConsumer(ctx);
    for (const agent of [pro.agent, consumer.agent]) {
      expect((await api(agent).call(certificatesContract.opsList)).status).toBe(404);
      expect((await api(agent).call(certificatesContract.approveCertificate, { params: { id: cert.service_certificate_id } })).status).toBe(
        404,
      );
      expect((await api(agent).call(certificatesContract.rejectIdentity, { params: { id: 1 }, body: { reason: 'x' } })).status).toBe(404);
    }
    expect((await api(ctx.sifu.handler).call(certificatesContract.opsList)).status).toBe(401);
    expect(
      (await ctx.deps.db.one('SELECT status FROM service_certificates WHERE service_certificate_id = $1', [cert.service_certificate_id]))!
        .status,
    ).toBe(1);
  });

  it('when an approved certificate is withdrawn, then status 3, the badge leaves the public profile and is_verified follows; it can then be deleted', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const op = await operator();
    await api(op.agent)
      .call(certificatesContract.approveCertificate, { params: { id: cert.service_certificate_id } })
      .expect(200);
    expect((await publicProfile(pro.serviceId)).certificates).toHaveLength(1);
    const base = urlOf(certificatesContract.list, { params: { id: pro.serviceId } });

    const del = await pro.agent.post(`${base}/delete/${cert.service_certificate_id}`).set('Accept-Language', 'en-HK');
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('certificate_approved');

    const res = await pro.agent.post(`${base}/withdraw/${cert.service_certificate_id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 3, state: 'withdrawn' });
    const profile = await publicProfile(pro.serviceId);
    expect(profile.certificates).toEqual([]);
    expect(profile.is_verified).toBe(false);
    expect((await pro.agent.post(`${base}/withdraw/${cert.service_certificate_id}`)).status).toBe(409);

    expect((await pro.agent.post(`${base}/delete/${cert.service_certificate_id}`)).status).toBe(200);
    expect(
      await ctx.deps.db.many('SELECT 1 FROM service_certificates WHERE service_certificate_id = $1', [cert.service_certificate_id]),
    ).toEqual([]);
    expect(
      await ctx.deps.db.many(`SELECT 1 FROM attachment_links WHERE kind = 'certificate' AND ref_id = $1`, [cert.service_certificate_id]),
    ).toEqual([]);
    // A pending certificate withdrawn by its pro can no longer be decided.
    const pending = await addPersonal(pro);
    await pro.agent.post(`${base}/withdraw/${pending.service_certificate_id}`).expect(200);
    expect(
      (await api(op.agent).call(certificatesContract.approveCertificate, { params: { id: pending.service_certificate_id } })).status,
    ).toBe(409);
  });
});

describe('identity verification', () => {
  it('when an HKID number has a wrong check digit or shape, then 400 on real_id; a passport must be 6–20 letters and digits', async () => {
    const user = await createConsumer(ctx);
    const ids = await upload(user.agent);
    const send = (body: Record<string, unknown>) =>
      api(user.agent)
        .call(certificatesContract.submitIdentity)
        .set('Accept-Language', 'en-HK')
        .send({ real_name: 'Chan Tai Man', attachment_ids: ids, ...body });
    const wrongDigit = await send({ card_type: 'HKID', real_id: 'A123456(4)' });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.error.details.fields).toEqual({ real_id: expect.stringContaining("check digit in brackets doesn't match") });
    expect((await send({ card_type: 'HKID', real_id: '1234567' })).body.error.details.fields).toEqual({
      real_id: 'Enter an HKID number like A123456(3)',
    });
    expect((await send({ card_type: 'passport', real_id: 'AB-12' })).body.error.details.fields).toEqual({
      real_id: 'Enter the passport number: 6 to 20 letters and digits',
    });
    expect((await send({ card_type: 'ID', real_id: 'A123456(3)', attachment_ids: [] })).body.error.details.fields).toEqual({
      card_type: 'Choose one of the options',
      attachment_ids: 'Add at least one photo or PDF of the document',
    });
    expect(await ctx.deps.db.many('SELECT 1 FROM identity_verifications WHERE user_id = $1', [user.user.id])).toEqual([]);
  });

  it('when a user submits a valid HKID, then only operators see the whole number; an operator approves and the user is verified', async () => {
    const pro = await createPro(ctx, cat);
    const ids = await upload(pro.agent, [[png, 'hkid.png']]);
    const res = await api(pro.agent).call(certificatesContract.submitIdentity, {
      body: { card_type: 'HKID', real_id: ' a123456 (3) ', real_name: '陳大文', attachment_ids: ids },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ card_type: 'HKID', real_id_masked: 'A123***(*)', state: 'pending', real_name: '陳大文' });
    expect(JSON.stringify(res.body)).not.toContain('A123456');
    expect((await ctx.deps.db.one('SELECT real_id, provider FROM identity_verifications WHERE user_id = $1', [pro.user.id]))!).toEqual({
      real_id: 'A123456(3)',
      provider: 'operator',
    });
    const mine = await api(pro.agent).call(certificatesContract.certification);
    expect(mine.body.data).toMatchObject({ id_status: 1, identity: { real_id_masked: 'A123***(*)' }, qualificationStatusList: [] });
    expect(JSON.stringify(mine.body)).not.toContain('A123456');
    const twice = await api(pro.agent).call(certificatesContract.submitIdentity, {
      body: { card_type: 'HKID', real_id: 'A123456(3)', real_name: '陳大文', attachment_ids: ids },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('identity_pending');

    // The identity files: the owner and operators only.
    const fileUrl = res.body.data.files[0].url;
    const other = await createPro(ctx, cat);
    expect((await other.agent.get(fileUrl)).status).toBe(404);

    const op = await operator();
    expect((await pro.agent.get(fileUrl)).status).toBe(200);
    expect((await op.agent.get(fileUrl)).status).toBe(200);
    // The operator's look at the document is audited (who, when); the owner's own download is not.
    const fileId = Number(/attachments\/(\d+)/.exec(fileUrl)![1]);
    expect(
      await ctx.deps.db.many(`SELECT operator_id, action FROM operator_audit WHERE target_type = 'attachment' AND target_id = $1`, [
        fileId,
      ]),
    ).toEqual([{ operator_id: op.user.id, action: 'view_file' }]);
    const queue = await api(op.agent).call(certificatesContract.opsList, { query: { kind: 'identity' } });
    const item = queue.body.data.items.find((i: { user: { id: number } }) => i.user.id === pro.user.id);
    expect(item).toMatchObject({ kind: 'identity', real_id: 'A123456(3)', card_type: 'HKID', real_name: '陳大文', provider: 'operator' });
    await api(op.agent)
      .call(certificatesContract.approveIdentity, { params: { id: item.id } })
      .expect(200);

    const after = await api(pro.agent).call(certificatesContract.certification);
    expect(after.body.data).toMatchObject({ id_status: 2, identity: { state: 'approved' } });
    expect(after.body.data.qualificationStatusList).toEqual([
      expect.objectContaining({ kind: 'identity', type: 'HKID', status: 2, approved_on: expect.stringMatching(/^\d{4}-/) }),
    ]);
    // SPEC §3 user info carries the same state.
    const me = await api(pro.agent).call(accountsContract.me);
    expect(me.body.data).toMatchObject({ id_status: 2, qualificationStatusList: after.body.data.qualificationStatusList });
    expect(
      await ctx.deps.db.one(`SELECT operator_id, action FROM operator_audit WHERE target_type = 'identity' AND target_id = $1`, [item.id]),
    ).toEqual({
      operator_id: op.user.id,
      action: 'approve',
    });
    expect(
      await ctx.deps.db.one(`SELECT 1 AS ok FROM notifications WHERE user_id = $1 AND type = 'identity_approved'`, [pro.user.id]),
    ).toEqual({ ok: 1 });
    await ctx.deps.background!.idle();
    expect(mails('identity_approved').length).toBeGreaterThanOrEqual(1);
    const again = await api(pro.agent).call(certificatesContract.submitIdentity, {
      body: { card_type: 'passport', real_id: 'K1234567', real_name: '陳大文', attachment_ids: ids },
    });
    expect(again.body.error.code).toBe('identity_verified');
  });

  it('when an identity check is rejected, then the user sees the reason and may submit again', async () => {
    const user = await createConsumer(ctx);
    const ids = await upload(user.agent);
    const sent = await api(user.agent).call(certificatesContract.submitIdentity, {
      body: { card_type: 'passport', real_id: 'k12345678', real_name: 'Chan Tai Man', attachment_ids: ids },
    });
    expect(sent.body.data.real_id_masked).toBe('K12******');
    const op = await operator();
    await api(op.agent)
      .call(certificatesContract.rejectIdentity, { params: { id: sent.body.data.id }, body: { reason: 'The photo page is cut off' } })
      .expect(200);
    const mine = await api(user.agent).call(certificatesContract.certification);
    expect(mine.body.data).toMatchObject({ id_status: 4, identity: { state: 'rejected', reject_reason: 'The photo page is cut off' } });
    const retry = await api(user.agent).call(certificatesContract.submitIdentity, {
      body: { card_type: 'passport', real_id: 'K12345678', real_name: 'Chan Tai Man', attachment_ids: ids },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.data.state).toBe('pending');
  });

  it('when a provider answers at once, then the check is decided without an operator and the user is notified', async () => {
    const user = await createConsumer(ctx);
    const ids = await upload(user.agent);
    const instant: IdentityProvider = { name: 'instant-test', start: () => Promise.resolve({ status: 'approved' }) };
    const state = await submitIdentity(withAdapterDefaults(ctx.deps), instant, user.user.id, {
      card_type: 'HKID',
      real_id: 'AB987654(3)',
      real_name: 'Chan Tai Man',
      attachment_ids: ids,
    });
    expect(state).toMatchObject({ state: 'approved', real_id_masked: 'AB987***(*)' });
    expect(await ctx.deps.db.one('SELECT provider, reviewed_by FROM identity_verifications WHERE id = $1', [state.id])).toEqual({
      provider: 'instant-test',
      reviewed_by: null,
    });
    expect(
      await ctx.deps.db.one(`SELECT 1 AS ok FROM notifications WHERE user_id = $1 AND type = 'identity_approved'`, [user.user.id]),
    ).toEqual({ ok: 1 });
  });
});

describe('certification and the queue pages (SSR)', () => {
  it('when a visitor opens /ops/verifications, then 302 to login; a signed-in non-operator gets 404', async () => {
    const visitor = await request(ctx.sifu.handler).get('/en-HK/ops/verifications');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/en-HK/login?from=%2Fen-HK%2Fops%2Fverifications');
    const pro = await createPro(ctx, cat);
    expect((await pro.agent.get('/zh-HK/ops/verifications')).status).toBe(404);
  });

  it('when an operator opens /ops/verifications, then the queue renders on the server with the pending item and noindex', async () => {
    const pro = await createPro(ctx, cat);
    await addPersonal(pro, { reference_identity: 'LP-SSR-4242' });
    const op = await operator();
    const res = await op.agent.get('/en-HK/ops/verifications?kind=certificate');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Verification queue');
    expect(res.text).toContain('LP-SSR-4242');
    expect(res.text).toContain('noindex');
  });

  it('when a pro opens certification and one of their certificates, then both render; someone else’s certificate is a 404', async () => {
    const pro = await createPro(ctx, cat);
    const cert = await addPersonal(pro);
    const page = await pro.agent.get('/en-HK/dashboard/certification');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Identity verification');
    expect(page.text).toContain('WSD Licensed Plumber');
    expect((await pro.agent.get(`/zh-HK/dashboard/certification/${cert.service_certificate_id}`)).status).toBe(200);
    const other = await createPro(ctx, cat);
    expect((await other.agent.get(`/zh-HK/dashboard/certification/${cert.service_certificate_id}`)).status).toBe(404);
  });
});
