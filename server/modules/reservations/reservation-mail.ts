/** The reminder e-mail of a booking, the day before, in the recipient's language (zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import type { FullDeps } from '../../lib/adapters';
import * as repo from './reservations.repository';

export const BOOKING_REMINDER_TAG = 'booking_reminder';

interface MailInput {
  name: string;
  row: repo.ReservationRow;
  isConsumer: boolean;
  link: string;
}

function zh({ name, row, isConsumer, link }: MailInput) {
  const when = `${formatDateTime(row.begin_time, 'zh-HK')} 至 ${formatTime(row.end_time)}`;
  const who = isConsumer ? `師傅：${row.business_name}` : `客戶：${row.consumer_name}`;
  const text = [
    `${name} 你好，`,
    '',
    `提提你，聽日有一個預約（${row.category_name}）：`,
    `時間：${when}`,
    who,
    row.note ? `備註：${row.note}` : null,
    '',
    '預約詳情同取消安排可以喺呢度睇：',
    link,
    '',
    'Sifu 師傅',
  ];
  return { subject: `預約提提你：${when}`, text: text.filter((l) => l !== null).join('\n') };
}

function en({ name, row, isConsumer, link }: MailInput) {
  const when = `${formatDateTime(row.begin_time, 'en-HK')} to ${formatTime(row.end_time)}`;
  const who = isConsumer ? `Pro: ${row.business_name}` : `Customer: ${row.consumer_name}`;
  const text = [
    `Hi ${name},`,
    '',
    `A reminder of your booking tomorrow (${row.category_name}):`,
    `Time: ${when} (Hong Kong time)`,
    who,
    row.note ? `Note: ${row.note}` : null,
    '',
    'See the booking or its cancellation terms here:',
    link,
    '',
    'Sifu',
  ];
  return { subject: `Booking reminder: ${when}`, text: text.filter((l) => l !== null).join('\n') };
}

/** Sends the reminder of booking `id` to `userId` (a party of it); nothing for a deleted account. */
export async function sendReminderMail(deps: FullDeps, userId: number, id: number): Promise<void> {
  const to = await repo.findRecipient(deps.db, userId);
  if (!to) return;
  const lng: Language = to.language === 'en-HK' ? 'en-HK' : 'zh-HK';
  const row = await repo.findForParty(deps.db, userId, id, lng === 'en-HK' ? 'en' : 'zh');
  if (!row) return;
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const link = `${base}${lng === 'en-HK' ? '/en-HK' : ''}/dashboard/appointment/${id}`;
  const name = `${to.last_name}${to.first_name}`.trim() || to.username;
  const input = {
    name: lng === 'en-HK' ? `${to.first_name} ${to.last_name}`.trim() || to.username : name,
    row,
    isConsumer: row.consumer_id === userId,
    link,
  };
  const { subject, text } = lng === 'en-HK' ? en(input) : zh(input);
  await deps.mailer.send({ to: to.email, subject, text, tag: BOOKING_REMINDER_TAG });
}
