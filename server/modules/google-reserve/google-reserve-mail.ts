/**
 * E-mails of Google-reserve bookings: the pro hears of every new booking (in the pro's language); a booker who used
 * Sifu's landing page gets a confirmation in the page's language (Google confirms the bookings made on Google).
 */
import type { Language } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { greetingName } from '@shared/schemas/accounts.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { formatPhone } from '@shared/utils/format';
import type { FullDeps } from '../../lib/adapters';
import * as repo from './google-reserve.repository';

export const GRESERVE_NEW_BOOKING_TAG = 'greserve_new_booking';
export const GRESERVE_CONFIRMATION_TAG = 'greserve_confirmation';

const linkOf = (deps: FullDeps, lng: Language) => `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${buildPath('googleReserve', {}, lng)}`;

/** To the pro: a new booking arrived through Google. */
export async function sendNewBookingMail(deps: FullDeps, ev: repo.EventRow): Promise<void> {
  const to = await repo.findServiceOwner(deps.db, ev.quote_service_id);
  if (!to) return;
  const en = to.language === 'en-HK';
  const lng: Language = en ? 'en-HK' : 'zh-HK';
  const row = (await repo.findEventByGreserveId(deps.db, ev.greserve_id, en ? 'en' : 'zh')) ?? ev;
  const when = `${formatDateTime(row.begin_time, lng)}${en ? ' to ' : ' 至 '}${formatTime(row.end_time)}`;
  const name = greetingName(to);
  const lines = en
    ? [
        `Hi ${name},`,
        '',
        `A customer booked ${row.item_name} (${row.business_name}) through Google:`,
        `Time: ${when} (Hong Kong time)`,
        `Customer: ${row.consumer_name}, ${formatPhone(row.consumer_phone)}${row.email ? `, ${row.email}` : ''}`,
        row.note ? `Note: ${row.note}` : null,
        '',
        'The time is now booked in your calendar. See or cancel it here:',
        linkOf(deps, lng),
        '',
        'Sifu',
      ]
    : [
        `${name}你好，`,
        '',
        `有客戶經 Google 預約咗 ${row.item_name}（${row.business_name}）：`,
        `時間：${when}`,
        `客戶：${row.consumer_name}，${formatPhone(row.consumer_phone)}${row.email ? `，${row.email}` : ''}`,
        row.note ? `備註：${row.note}` : null,
        '',
        '呢個時段已經喺你嘅日程預留咗。可以喺呢度睇或者取消：',
        linkOf(deps, lng),
        '',
        'Sifu 師傅',
      ];
  const subject = en ? `New Google booking: ${when}` : `新 Google 預約：${when}`;
  await deps.mailer.send({ to: to.email, subject, text: lines.filter((l) => l !== null).join('\n'), tag: GRESERVE_NEW_BOOKING_TAG });
}

/** To the booker of Sifu's landing page: what was booked, with whom and when. */
export async function sendConfirmationMail(deps: FullDeps, ev: repo.EventRow, lng: Language): Promise<void> {
  if (!ev.email) return;
  const en = lng === 'en-HK';
  const when = `${formatDateTime(ev.begin_time, lng)}${en ? ' to ' : ' 至 '}${formatTime(ev.end_time)}`;
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const profile = `${base}${buildPath('service', { serviceId: ev.quote_service_id }, lng)}`;
  const lines = en
    ? [
        `Hi ${ev.consumer_name},`,
        '',
        `Your booking with ${ev.business_name} is confirmed:`,
        `${ev.item_name}, ${when} (Hong Kong time)`,
        `Booking reference: ${ev.greserve_id}`,
        '',
        ev.pro_phone ? `To change or cancel it, please call the pro: ${ev.pro_phone}` : 'To change or cancel it, contact the pro here:',
        profile,
        '',
        'Sifu',
      ]
    : [
        `${ev.consumer_name}你好，`,
        '',
        `你同 ${ev.business_name} 嘅預約已經確認：`,
        `${ev.item_name}，${when}`,
        `預約編號：${ev.greserve_id}`,
        '',
        ev.pro_phone ? `如要更改或者取消，請致電師傅：${ev.pro_phone}` : '如要更改或者取消，請喺呢度聯絡師傅：',
        profile,
        '',
        'Sifu 師傅',
      ];
  const subject = en ? `Booking confirmed: ${ev.business_name}, ${when}` : `預約已確認：${ev.business_name}，${when}`;
  await deps.mailer.send({ to: ev.email, subject, text: lines.join('\n'), tag: GRESERVE_CONFIRMATION_TAG });
}
