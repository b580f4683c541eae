/**
 * Moderation against a real PostgreSQL: suspending and reinstating accounts and services (sessions, sign-in, lists,
 * profiles, matching, the sitemap), suspensions ending on their day, hiding and restoring reviews, chat messages and
 * photos, warnings, who may do it (404 for everyone else) and two staff acting at once (one 409).
 */
import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { chatContract } from '@shared/api/chat.contract';
import { moderationContract } from '@shared/api/moderation.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { api } from '../../test/api';
import { createConsumer, createPro, createStaff, postRequest, quotedLead, setUpCatalog } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { insertReview } from '../../test/service-fixtures';
import { setUpTestContext } from '../../test/test-app';
import { endDueSuspensions } from './moderation.service';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

const support = () => createStaff(ctx, ['support']);
const reason = 'Repeated no-shows reported by customers';

const login = (username: string, passwd: string, lng = 'en-HK') =>
  api(ctx.sifu.handler).call(accountsContract.login, { body: { username, passwd } }).set('Accept-Language', lng);

const listed = async (serviceId: number) => {
  const res = await api(ctx.sifu.handler).call(proServicesContract.list, { query: { category: cat.categorySlug, lng: 'en-HK' } });
  expect(res.status).toBe(200);
  return (res.body.data.items as Array<{ quote_service_id: number }>).some((p) => p.quote_service_id === serviceId);
};
const profileStatus = async (serviceId: number) =>
  (await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id: serviceId }, query: { lng: 'en-HK' } })).status;
const inSitemap = async (serviceId: number) =>
  new RegExp(`/service/${serviceId}[/<]`).test((await request(ctx.sifu.handler).get('/sitemaps/pros.xml')).text);
const matched = async (serviceId: number) => {
  const { bids } = await postRequest(ctx, await createConsumer(ctx), cat);
  return bids.some((b) => b.quote_service_id === serviceId);
};
const notices = (userId: number, type: string) =>
  ctx.deps.db.many<{ params: Record<string, unknown> }>('SELECT params FROM notifications WHERE user_id = $1 AND type = $2', [
    userId,
    type,
  ]);
const audits = (targetType: string, targetId: number) =>
  ctx.deps.db.many<{ action: string; operator_id: number | null; before: unknown; after: unknown; reason: string }>(
    'SELECT action, operator_id, before, after, reason FROM operator_audit WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, targetId],
  );

describe('suspending an account', () => {
  it('when support suspends a pro, then their sessions end, sign-in says why, and their service leaves lists, profile, matching and the sitemap', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    expect(await listed(pro.serviceId)).toBe(true);
    expect(await inSitemap(pro.serviceId)).toBe(true);

    const res = await api(staff.agent).call(moderationContract.suspendUser, { params: { id: pro.user.id }, body: { reason } });
    expect(res.status).toBe(200);

    expect((await api(pro.agent).call(accountsContract.me)).status).toBeGreaterThanOrEqual(401);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [pro.user.id])).toEqual({ n: 0 });
    const refused = await login(pro.username, pro.password);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_suspended');
    expect(refused.body.error.message).toContain(reason);
    expect(refused.body.error.details).toMatchObject({ reason, until: null });

    expect(await listed(pro.serviceId)).toBe(false);
    expect(await profileStatus(pro.serviceId)).toBe(404);
    expect(await matched(pro.serviceId)).toBe(false);
    expect(await inSitemap(pro.serviceId)).toBe(false);

    expect(await notices(pro.user.id, 'account_suspended')).toHaveLength(1);
    await ctx.deps.background.idle();
    expect(outboxMails(ctx.dataDir, 'account_suspended').some((m) => m.body.includes(reason))).toBe(true);
    const [audit] = await audits('user', pro.user.id);
    expect(audit).toMatchObject({ action: 'suspend_user', operator_id: staff.user.id, reason });
    expect(audit.before).toMatchObject({ status: 'active' });
    expect(audit.after).toMatchObject({ status: 'suspended', held_services: [pro.serviceId] });
  });

  it('when support reinstates the account, then it signs in again and its service is back everywhere', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    await api(staff.agent).call(moderationContract.suspendUser, { params: { id: pro.user.id }, body: { reason } });

    const res = await api(staff.agent).call(moderationContract.reinstateUser, {
      params: { id: pro.user.id },
      body: { reason: 'Appeal accepted' },
    });
    expect(res.status).toBe(200);
    expect((await login(pro.username, pro.password)).status).toBe(200);
    expect(await listed(pro.serviceId)).toBe(true);
    expect(await profileStatus(pro.serviceId)).toBe(200);
    expect(await matched(pro.serviceId)).toBe(true);
    expect(await inSitemap(pro.serviceId)).toBe(true);
    expect(await notices(pro.user.id, 'account_reinstated')).toHaveLength(1);
  });

  it('when a suspension has an end day, then sign-in names it, and once it passes the sweep lifts it', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    const res = await api(staff.agent).call(moderationContract.suspendUser, {
      params: { id: pro.user.id },
      body: { reason, until: '2099-01-31' },
    });
    expect(res.status).toBe(200);
    const refused = await login(pro.username, pro.password, 'zh-HK');
    expect(refused.body.error.details).toMatchObject({ until: '2099-01-30 16:00:00' });
    expect(refused.body.error.message).toContain('2099年1月31日');

    // The day comes (the row is moved back in time rather than the clock forward).
    await ctx.deps.db.query(`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = $1`, [pro.user.id]);
    expect((await login(pro.username, pro.password)).status).toBe(200);
    expect(await listed(pro.serviceId)).toBe(false);
    expect(await endDueSuspensions(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect(await listed(pro.serviceId)).toBe(true);
    const last = (await audits('user', pro.user.id)).at(-1);
    expect(last).toMatchObject({ action: 'reinstate_user', operator_id: null });
  });

  it('when the end day is not after today, then the suspension is refused with a field error', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    const res = await api(staff.agent).call(moderationContract.suspendUser, {
      params: { id: pro.user.id },
      body: { reason, until: '2020-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.until).toBeTruthy();
  });

  it('when two staff suspend the same account at once, then one succeeds and the other gets 409', async () => {
    const [a, b] = await Promise.all([support(), createStaff(ctx, ['trust_safety'])]);
    const pro = await createPro(ctx, cat);
    const results = await Promise.all(
      [a, b].map((s) => api(s.agent).call(moderationContract.suspendUser, { params: { id: pro.user.id }, body: { reason } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await audits('user', pro.user.id)).filter((x) => x.action === 'suspend_user')).toHaveLength(1);
  });
});

describe('suspending staff', () => {
  it('when support tries to suspend a staff account, then 409 and nothing changes', async () => {
    const staff = await support();
    const admin = await createStaff(ctx, ['admin']);
    const res = await api(staff.agent).call(moderationContract.suspendUser, { params: { id: admin.user.id }, body: { reason } });
    expect(res.status).toBe(409);
    expect((await api(admin.agent).call(accountsContract.me)).status).toBe(200);
  });
});

describe('suspending a service', () => {
  it('when support suspends one service, then it leaves the public pages; the owner cannot switch it back; reinstating restores it', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    const res = await api(staff.agent).call(moderationContract.suspendService, { params: { id: pro.serviceId }, body: { reason } });
    expect(res.status).toBe(200);
    expect(await listed(pro.serviceId)).toBe(false);
    expect(await profileStatus(pro.serviceId)).toBe(404);
    expect(await matched(pro.serviceId)).toBe(false);
    expect(await notices(pro.user.id, 'service_suspended')).toHaveLength(1);

    // The pro may still sign in and use the editor, but switching the service public changes only their kept choice.
    await api(pro.agent).call(serviceEditorContract.visibility, { params: { id: pro.serviceId }, body: { is_public: true } });
    expect(await listed(pro.serviceId)).toBe(false);

    expect(
      (await api(staff.agent).call(moderationContract.reinstateService, { params: { id: pro.serviceId }, body: { reason: 'Fixed' } }))
        .status,
    ).toBe(200);
    expect(await listed(pro.serviceId)).toBe(true);
    expect(await inSitemap(pro.serviceId)).toBe(true);
    expect(await notices(pro.user.id, 'service_reinstated')).toHaveLength(1);
  });

  it('when the owner of a suspended service is suspended and reinstated, then the service stays suspended', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    await api(staff.agent).call(moderationContract.suspendService, { params: { id: pro.serviceId }, body: { reason } });
    await api(staff.agent).call(moderationContract.suspendUser, { params: { id: pro.user.id }, body: { reason } });
    await api(staff.agent).call(moderationContract.reinstateUser, { params: { id: pro.user.id }, body: { reason: 'ok' } });
    expect(await listed(pro.serviceId)).toBe(false);
    await api(staff.agent).call(moderationContract.reinstateService, { params: { id: pro.serviceId }, body: { reason: 'ok' } });
    expect(await listed(pro.serviceId)).toBe(true);
  });
});

describe('hiding content', () => {
  it('when support hides a review, then it leaves the list and the rating, its author is told; restoring brings both back', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    const author = await createConsumer(ctx);
    await insertReview(ctx, pro.serviceId, { score: 5 });
    const bad = await insertReview(ctx, pro.serviceId, { score: 1, note: 'Rude words here' });
    await ctx.deps.db.query('UPDATE reviews SET user_id = $2 WHERE id = $1', [bad, author.user.id]);
    const reviews = async () =>
      (await api(ctx.sifu.handler).call(reviewsContract.serviceReviews, { params: { id: pro.serviceId }, query: {} })).body.data as {
        items: Array<{ id: number }>;
      };
    const rating = () =>
      ctx.deps.db.one<{ rating: number; review_count: number }>(
        'SELECT rating::float AS rating, review_count FROM quote_services WHERE quote_service_id = $1',
        [pro.serviceId],
      );

    const res = await api(staff.agent).call(moderationContract.hideContent, {
      params: { kind: 'review', id: bad },
      body: { reason: 'Abusive language' },
    });
    expect(res.status).toBe(200);
    expect((await reviews()).items.map((r) => r.id)).not.toContain(bad);
    expect(await rating()).toEqual({ rating: 5, review_count: 1 });
    expect((await notices(author.user.id, 'content_hidden'))[0].params).toMatchObject({ what: 'review', reason: 'Abusive language' });
    expect(
      (await api(staff.agent).call(moderationContract.hideContent, { params: { kind: 'review', id: bad }, body: { reason: 'again' } }))
        .status,
    ).toBe(409);

    expect(
      (await api(staff.agent).call(moderationContract.restoreContent, { params: { kind: 'review', id: bad }, body: { reason: 'Mistake' } }))
        .status,
    ).toBe(200);
    expect((await reviews()).items.map((r) => r.id)).toContain(bad);
    expect(await rating()).toEqual({ rating: 3, review_count: 2 });
    expect(await notices(author.user.id, 'content_restored')).toHaveLength(1);
  });

  it('when support hides a chat message, then both parties see a placeholder instead of its text', async () => {
    const staff = await support();
    const lead = await quotedLead(ctx);
    const sent = await api(lead.consumer.agent).call(chatContract.send, {
      params: { bidId: lead.bidId },
      body: { message: 'Call me at a scam number' },
    });
    expect(sent.status).toBe(200);
    const messageId = sent.body.data.id as number;

    const pushed: Array<{ userIds: number[]; message: { id: number; is_hidden?: boolean } }> = [];
    const stop = ctx.deps.realtime.subscribe((userIds, e) => {
      if (e.type === 'message') pushed.push({ userIds, message: e.message as { id: number; is_hidden?: boolean } });
    });
    const res = await api(staff.agent).call(moderationContract.hideContent, {
      params: { kind: 'message', id: messageId },
      body: { reason: 'Scam' },
    });
    expect(res.status).toBe(200);
    // Both open threads replace the message with its placeholder at once (the push follows the commit).
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(
      pushed
        .filter((p) => p.message.id === messageId && p.message.is_hidden)
        .flatMap((p) => p.userIds)
        .sort(),
    ).toEqual([lead.consumer.user.id, lead.pro.user.id].sort());
    for (const agent of [lead.consumer.agent, lead.pro.agent]) {
      const conv = await api(agent).call(chatContract.conversation, { params: { bidId: lead.bidId }, query: {} });
      const m = (conv.body.data.messages as Array<{ id: number; message: string; is_hidden?: boolean }>).find((x) => x.id === messageId);
      expect(m).toMatchObject({ message: '', is_hidden: true });
    }
    expect(await notices(lead.consumer.user.id, 'content_hidden')).toHaveLength(1);
  });

  it('when support hides a photo, then the public profile no longer shows it', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    const photo = await ctx.deps.db.one<{ id: number }>(
      `INSERT INTO service_media (quote_service_id, url) VALUES ($1, '/x.jpg') RETURNING id`,
      [pro.serviceId],
    );
    const media = async () =>
      (
        (await api(ctx.sifu.handler).call(proServicesContract.profile, { params: { id: pro.serviceId }, query: { lng: 'en-HK' } })).body
          .data.media as Array<{ id: number }>
      ).map((m) => m.id);
    expect(await media()).toContain(photo!.id);
    expect(
      (
        await api(staff.agent).call(moderationContract.hideContent, {
          params: { kind: 'photo', id: photo!.id },
          body: { reason: 'Not their work' },
        })
      ).status,
    ).toBe(200);
    expect(await media()).not.toContain(photo!.id);
    expect((await notices(pro.user.id, 'content_hidden'))[0].params).toMatchObject({ what: 'photo' });
  });

  it('when a hidden item does not exist, then 404', async () => {
    const staff = await support();
    const res = await api(staff.agent).call(moderationContract.hideContent, {
      params: { kind: 'review', id: 99999999 },
      body: { reason: 'x' },
    });
    expect(res.status).toBe(404);
  });
});

describe('warnings and the console', () => {
  it('when support warns a user, then the warning is recorded and sent', async () => {
    const staff = await support();
    const user = await createConsumer(ctx);
    expect(
      (await api(staff.agent).call(moderationContract.warnUser, { params: { id: user.user.id }, body: { reason: 'Spam requests' } }))
        .status,
    ).toBe(200);
    expect((await notices(user.user.id, 'account_warning'))[0].params).toMatchObject({ reason: 'Spam requests' });
    expect((await audits('user', user.user.id))[0]).toMatchObject({ action: 'warn_user', reason: 'Spam requests' });
  });

  it('when support searches users and opens one, then they see the status, services and decisions', async () => {
    const staff = await support();
    const pro = await createPro(ctx, cat);
    await api(staff.agent).call(moderationContract.suspendService, { params: { id: pro.serviceId }, body: { reason } });
    const found = await api(staff.agent).call(moderationContract.users, { query: { q: pro.username.slice(0, 12).toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((u: { id: number }) => u.id)).toContain(pro.user.id);
    const byId = await api(staff.agent).call(moderationContract.users, { query: { q: String(pro.user.id) } });
    expect(byId.body.data.items[0]).toMatchObject({ id: pro.user.id, blocked_status: 'active' });

    const page = await api(staff.agent).call(moderationContract.user, { params: { id: pro.user.id } });
    expect(page.status).toBe(200);
    expect(page.body.data.services).toEqual([
      expect.objectContaining({ id: pro.serviceId, blocked_status: 'suspended', is_listed: false, suspension_reason: reason }),
    ]);
    expect(page.body.data.actions[0]).toMatchObject({
      action: 'suspend_service',
      target_id: pro.serviceId,
      staff_username: staff.username,
    });
  });

  it('when finance staff, a plain user or a visitor call moderation, then they get 404 (401 for the visitor)', async () => {
    const pro = await createPro(ctx, cat);
    const finance = await createStaff(ctx, ['finance']);
    const user = await createConsumer(ctx);
    for (const agent of [finance.agent, user.agent]) {
      expect((await api(agent).call(moderationContract.users, { query: {} })).status).toBe(404);
      expect((await api(agent).call(moderationContract.suspendUser, { params: { id: pro.user.id }, body: { reason } })).status).toBe(404);
      expect((await api(agent).call(moderationContract.hideContent, { params: { kind: 'review', id: 1 }, body: { reason } })).status).toBe(
        404,
      );
    }
    expect((await api(ctx.sifu.handler).call(moderationContract.users, { query: {} })).status).toBe(401);
    expect(await listed(pro.serviceId)).toBe(true);
  });
});
