/**
 * E-mails of Google-reserve bookings: the pro hears of every new booking and of every change the booker makes on Google
 * (moved, cancelled), in the pro's language; a booker who used Sifu's landing page gets a confirmation, and word when
 * the pro cancels, in the page's language (Google tells the bookers who booked on Google).
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
export const GRESERVE_CHANGE_TAG = 'greserve_change';
export const GRESERVE_CANCELLED_TAG = 'greserve_cancelled';

const siteUrl = (deps: FullDeps, path: string) => `${deps.env.PUBLIC_URL.replace(/\/$/, '')}${path}`;
const linkOf = (deps: FullDeps, lng: Language) => siteUrl(deps, buildPath('googleReserve', {}, lng));
/** "2026年12月3日 13:30 至 14:30" / "3 Dec 2026, 13:30 to 14:30": a booking's time in its reader's language. */
const whenOf = (r: Pick<repo.EventRow, 'begin_time' | 'end_time'>, lng: Language) =>
  `${formatDateTime(r.begin_time, lng)}${lng === 'en-HK' ? ' to ' : ' 至 '}${formatTime(r.end_time)}`;

/** To the pro: a new booking arrived through Google. */
export async function sendNewBookingMail(deps: FullDeps, ev: repo.EventRow): Promise<void> {
  const to = await repo.findServiceOwner(deps.db, ev.quote_service_id);
  if (!to) return;
  const en = to.language === 'en-HK';
  const lng: Language = en ? 'en-HK' : 'zh-HK';
  const row = (await repo.findEventByGreserveId(deps.db, ev.greserve_id, en ? 'en' : 'zh')) ?? ev;
  const when = whenOf(row, lng);
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
  const when = whenOf(ev, lng);
  const profile = siteUrl(deps, buildPath('service', { serviceId: ev.quote_service_id }, lng));
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

/** A change the booker made on Google: the time moved (from `prevBegin`, UTC text) or the booking cancelled. */
export type GoogleChange = { event: 'moved'; prevBegin: string } | { event: 'cancelled' };

/** To the pro: a booker moved or cancelled a booking on Google, so the pro does not travel to a time that is gone. */
export async function sendChangeMail(deps: FullDeps, greserveId: string, change: GoogleChange): Promise<void> {
  const ev = await repo.findEventByGreserveId(deps.db, greserveId);
  if (!ev) return;
  const to = await repo.findServiceOwner(deps.db, ev.quote_service_id);
  if (!to) return;
  const en = to.language === 'en-HK';
  const lng: Language = en ? 'en-HK' : 'zh-HK';
  // The first read is in Chinese (the default); an English reader's names need the English one.
  const row = en ? ((await repo.findEventByGreserveId(deps.db, greserveId, 'en')) ?? ev) : ev;
  const when = whenOf(row, lng);
  const before = change.event === 'moved' ? formatDateTime(change.prevBegin, lng) : null;
  const phone = formatPhone(row.consumer_phone);
  const lines = en
    ? [
        `Hi ${greetingName(to)},`,
        '',
        before
          ? `${row.consumer_name} moved their Google booking of ${row.item_name} (${row.business_name}):`
          : `${row.consumer_name} cancelled their Google booking of ${row.item_name} (${row.business_name}):`,
        before ? `From: ${before}` : `Time: ${when} (Hong Kong time)`,
        before ? `To: ${when} (Hong Kong time)` : null,
        `Customer: ${row.consumer_name}, ${phone}`,
        '',
        before ? 'Your calendar shows the new time; the old one is free again.' : 'The time is free again in your calendar.',
        linkOf(deps, lng),
        '',
        'Sifu',
      ]
    : [
        `${greetingName(to)}你好，`,
        '',
        before
          ? `${row.consumer_name} 經 Google 改咗 ${row.item_name}（${row.business_name}）嘅預約時間：`
          : `${row.consumer_name} 經 Google 取消咗 ${row.item_name}（${row.business_name}）嘅預約：`,
        before ? `原本：${before}` : `時間：${when}`,
        before ? `改為：${when}` : null,
        `客戶：${row.consumer_name}，${phone}`,
        '',
        before ? '你嘅日程已經顯示新時間，原本嘅時段已經釋出。' : '呢個時段已經喺你嘅日程釋出。',
        linkOf(deps, lng),
        '',
        'Sifu 師傅',
      ];
  const subject = en
    ? `${before ? 'Google booking moved' : 'Google booking cancelled'}: ${when}`
    : `${before ? 'Google 預約改咗時間' : 'Google 預約已取消'}：${when}`;
  await deps.mailer.send({ to: to.email, subject, text: lines.filter((l) => l !== null).join('\n'), tag: GRESERVE_CHANGE_TAG });
}

/** To the booker of Sifu's landing page: the pro cancelled the booking, so the booker does not turn up for it. */
export async function sendBookerCancelledMail(deps: FullDeps, greserveId: string): Promise<void> {
  const first = await repo.findEventByGreserveId(deps.db, greserveId);
  if (!first || first.source !== 'page' || !first.email) return;
  const lng = first.language;
  const en = lng === 'en-HK';
  const ev = en ? ((await repo.findEventByGreserveId(deps.db, greserveId, 'en')) ?? first) : first;
  const when = whenOf(ev, lng);
  const profile = siteUrl(deps, buildPath('service', { serviceId: ev.quote_service_id }, lng));
  const lines = en
    ? [
        `Hi ${ev.consumer_name},`,
        '',
        `${ev.business_name} has cancelled your booking:`,
        `${ev.item_name}, ${when} (Hong Kong time)`,
        `Booking reference: ${ev.greserve_id}`,
        '',
        'Nothing was charged. To book another time or to ask the pro why, open their profile:',
        profile,
        '',
        'Sifu',
      ]
    : [
        `${ev.consumer_name}你好，`,
        '',
        `${ev.business_name} 取消咗你嘅預約：`,
        `${ev.item_name}，${when}`,
        `預約編號：${ev.greserve_id}`,
        '',
        '你冇俾過任何費用。如要預約其他時間，或者問師傅原因，可以睇佢嘅專頁：',
        profile,
        '',
        'Sifu 師傅',
      ];
  const subject = en ? `Booking cancelled: ${ev.business_name}, ${when}` : `預約已取消：${ev.business_name}，${when}`;
  await deps.mailer.send({ to: ev.email, subject, text: lines.join('\n'), tag: GRESERVE_CANCELLED_TAG });
}
