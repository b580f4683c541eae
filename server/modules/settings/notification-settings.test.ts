/**
 * The notification service obeys the notification settings: a real event (a consumer posts a request,
 * the matched pro gets `new_lead`) with the pro's channels switched, checked in the notifications table, the mail
 * outbox and the SMS outbox.
 */
import { urlOf } from '@shared/api/endpoint';
import { settingsContract } from '@shared/api/settings.contract';
import { setUpTestContext } from '../../test/test-app';
import { outboxMails, outboxSms } from '../../test/outbox';
import { createCatalog, createConsumer, createPro, postRequest } from '../../test/fixtures';

const ctx = setUpTestContext();

const mailsTo = (email: string, tag: string) => outboxMails(ctx.dataDir, tag, email).length;
const smsTo = (phone: string) => outboxSms(ctx.dataDir, phone);

const leadRows = async (userId: number) =>
  (await ctx.deps.db.many("SELECT id FROM notifications WHERE user_id = $1 AND type = 'new_lead'", [userId])).length;

/** A pro in a catalogue of its own, with these channel choices for new leads, and a consumer posting there. */
async function leadFor(choice: Record<string, boolean> | null, phone?: string, confirmed = true) {
  const cat = await createCatalog(ctx);
  const pro = await createPro(ctx, cat);
  if (phone) {
    await ctx.deps.db.query('UPDATE users SET phone = $2, is_phone_confirmed = $3 WHERE id = $1', [pro.user.id, phone, confirmed]);
  }
  if (choice) {
    const res = await pro.agent.post(urlOf(settingsContract.changeSettings)).send({ notification_settings: { new_lead: choice } });
    expect(res.status).toBe(200);
  }
  const consumer = await createConsumer(ctx);
  await postRequest(ctx, consumer, cat);
  await ctx.deps.background!.idle();
  return { pro, email: `${pro.username}@example.com` };
}

describe('notify() and the notification settings', () => {
  it('when the pro keeps the defaults, then a new lead is in-app and e-mailed, and no SMS is sent (today’s behaviour)', async () => {
    const { pro, email } = await leadFor(null, '+85261234501');
    expect(await leadRows(pro.user.id)).toBe(1);
    expect(mailsTo(email, 'new_lead')).toBe(1);
    expect(smsTo('+85261234501')).toEqual([]);
  });

  it('when the pro switched e-mail off for new leads, then the event sends no mail but still shows in-app', async () => {
    const { pro, email } = await leadFor({ email: false });
    expect(mailsTo(email, 'new_lead')).toBe(0);
    expect(await leadRows(pro.user.id)).toBe(1);
  });

  it('when the pro switched in-app off, then no notification row is written, and the e-mail still goes', async () => {
    const { pro, email } = await leadFor({ in_app: false });
    expect(await leadRows(pro.user.id)).toBe(0);
    expect(mailsTo(email, 'new_lead')).toBe(1);
  });

  it('when the pro switched SMS on and has a confirmed phone, then the lead also comes by SMS in the pro’s language with a link', async () => {
    await leadFor({ sms: true, email: false }, '+85261234502');
    const sms = smsTo('+85261234502');
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(
      /^Sifu 師傅：有新嘅「水喉維修」需要（灣仔），快啲報價：http:\/\/localhost:3000\/zh-HK\/dashboard\/requests\/\d+$/,
    );
  });

  it('when SMS is on but the phone is not confirmed, then nothing is sent by SMS', async () => {
    await leadFor({ sms: true }, '+85261234504', false);
    expect(smsTo('+85261234504')).toEqual([]);
  });

  it('when every channel is off, then the event leaves no trace for that user and still succeeds for the consumer', async () => {
    const { pro, email } = await leadFor({ in_app: false, email: false, sms: false }, '+85261234503');
    expect(await leadRows(pro.user.id)).toBe(0);
    expect(mailsTo(email, 'new_lead')).toBe(0);
    expect(smsTo('+85261234503')).toEqual([]);
  });
});
