/**
 * The words of each booking notice (type `booking`) for its e-mail and SMS in both languages; the in-app text is the
 * client's (locales messages>notifications>booking_{event}[_self]). Params:
 * - `event`: made, moved, cancelled or reminder; `role`: the recipient's side (consumer or pro); `by`: who acted;
 * - `other`: the consumer's name (what the pro reads); `business_name_zh|en`: the pro's (what the consumer reads);
 * - `category_zh|en`, `item` and `plan` (a shop order's, when the slot is one), `start_at`, `end_at`, `prev_start_at`
 *   and `cancel_until` (UTC 'YYYY-MM-DD HH:mm:ss'; `cancel_until` only while the booking can still be cancelled online).
 */
import { formatDateTime, formatTime } from '@shared/utils/dates';

type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

export const BOOKING_EVENTS = ['made', 'moved', 'cancelled', 'reminder'] as const;
export type BookingNoticeEvent = (typeof BOOKING_EVENTS)[number];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

const eventOf = (p: Params): BookingNoticeEvent =>
  (BOOKING_EVENTS as readonly string[]).includes(str(p.event)) ? (p.event as BookingNoticeEvent) : 'made';

/** The recipient did it themselves (a confirmation rather than news). */
const isSelf = (p: Params) => str(p.by) !== '' && str(p.by) === str(p.role);

function parts(lang: Lang, p: Params) {
  const zh = lang === 'zh-HK';
  const business = str(zh ? p.business_name_zh || p.business_name_en : p.business_name_en || p.business_name_zh);
  const category = str(zh ? p.category_zh || p.category_en : p.category_en || p.category_zh);
  const start = str(p.start_at);
  const when = start
    ? `${formatDateTime(start, lang)}${p.end_at ? `${zh ? ' 至 ' : ' to '}${formatTime(str(p.end_at))}` : ''}${zh ? '' : ' (Hong Kong time)'}`
    : '';
  const prev = p.prev_start_at ? formatDateTime(str(p.prev_start_at), lang) : '';
  // The pro reads the customer's name, the customer the pro's business.
  const who = str(p.role) === 'pro' ? str(p.other) || (zh ? '客戶' : 'The customer') : business || (zh ? '師傅' : 'The pro');
  const plan = p.plan ? (zh ? `（${str(p.plan)}）` : ` (${str(p.plan)})`) : '';
  const what = p.item ? (zh ? `網店訂單「${str(p.item)}」${plan}` : `shop order ${str(p.item)}${plan}`) : zh ? `「${category}」` : category;
  return { when, prev, who, what };
}

const LINE: Record<BookingNoticeEvent, Record<Lang, (p: Params) => string>> = {
  made: {
    'zh-HK': (p) => {
      const { when, who, what } = parts('zh-HK', p);
      return isSelf(p) ? `你已經預約咗 ${who}${what}，時間：${when}。` : `${who} 預約咗你做${what}，時間：${when}。`;
    },
    'en-HK': (p) => {
      const { when, who, what } = parts('en-HK', p);
      return isSelf(p) ? `You booked ${who} for ${what} on ${when}.` : `${who} booked you for ${what} on ${when}.`;
    },
  },
  moved: {
    'zh-HK': (p) => {
      const { when, prev, who, what } = parts('zh-HK', p);
      const from = prev ? `由 ${prev} ` : '';
      return isSelf(p) ? `你已經將同 ${who} 嘅${what}預約${from}改到 ${when}。` : `${who} 將${what}嘅預約${from}改咗去 ${when}。`;
    },
    'en-HK': (p) => {
      const { when, prev, who, what } = parts('en-HK', p);
      const from = prev ? ` from ${prev}` : '';
      return isSelf(p)
        ? `You moved your ${what} booking with ${who}${from} to ${when}.`
        : `${who} moved the ${what} booking${from} to ${when}.`;
    },
  },
  cancelled: {
    'zh-HK': (p) => {
      const { when, who, what } = parts('zh-HK', p);
      if (isSelf(p)) return `你已經取消咗同 ${who} 喺 ${when} 嘅${what}預約。`;
      return str(p.role) === 'pro'
        ? `${who} 取消咗 ${when} 嘅${what}預約，你唔使再去。`
        : `${who} 取消咗你 ${when} 嘅${what}預約。你可以再揀另一個時間或者另一位師傅。`;
    },
    'en-HK': (p) => {
      const { when, who, what } = parts('en-HK', p);
      if (isSelf(p)) return `You cancelled your ${what} booking with ${who} on ${when}.`;
      return str(p.role) === 'pro'
        ? `${who} cancelled the ${what} booking on ${when}. You don't need to go.`
        : `${who} cancelled your ${what} booking on ${when}. You can pick another time or another pro.`;
    },
  },
  reminder: {
    'zh-HK': (p) => {
      const { when, who, what } = parts('zh-HK', p);
      return `提提你：聽日有${what}嘅預約，時間：${when}，${str(p.role) === 'pro' ? '客戶' : '師傅'}：${who}。`;
    },
    'en-HK': (p) => {
      const { when, who, what } = parts('en-HK', p);
      return `A reminder of your ${what} booking tomorrow, ${when}, with ${who}.`;
    },
  },
};

/** One line saying what happened, in the recipient's language. */
export function bookingLine(lang: Lang, p: Params): string {
  return LINE[eventOf(p)][lang](p);
}

const SUBJECT: Record<BookingNoticeEvent, Record<Lang, string>> = {
  made: { 'zh-HK': '預約已確認', 'en-HK': 'Booking confirmed' },
  moved: { 'zh-HK': '預約改咗時間', 'en-HK': 'Booking moved' },
  cancelled: { 'zh-HK': '預約已取消', 'en-HK': 'Booking cancelled' },
  reminder: { 'zh-HK': '預約提提你', 'en-HK': 'Booking reminder' },
};

/**
 * What the link offers: a live booking's page, with until when it can still be cancelled online (`cancel_until`, set
 * only while that is ahead) or, inside the cancellation window, that it no longer can.
 */
function linkLine(lang: Lang, p: Params): string {
  const zh = lang === 'zh-HK';
  if (p.item) return zh ? '訂單詳情，同埋點樣要求取消訂單，可以喺呢度睇：' : 'See the order, or how to ask to cancel it, here:';
  if (eventOf(p) === 'cancelled') return zh ? '預約詳情：' : 'See the booking:';
  if (p.cancel_until) {
    const until = formatDateTime(str(p.cancel_until), lang);
    return zh ? `預約詳情喺呢度睇；${until} 之前可以喺網上取消：` : `See the booking here; it can be cancelled online until ${until}:`;
  }
  return zh
    ? '預約詳情喺呢度睇；而家已經唔可以喺網上取消，有變動請直接打電話聯絡對方：'
    : 'See the booking here; it can no longer be cancelled online, so call the other side if plans change:';
}

export const bookingEmail = {
  'zh-HK': {
    subject: (p: Params) => `${SUBJECT[eventOf(p)]['zh-HK']}：${parts('zh-HK', p).when}`,
    body: (p: Params) => `${str(p.name)}你好，\n\n${bookingLine('zh-HK', p)}\n\n${linkLine('zh-HK', p)}\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p: Params) => `${SUBJECT[eventOf(p)]['en-HK']}: ${parts('en-HK', p).when}`,
    body: (p: Params) => `Hi ${str(p.name)},\n\n${bookingLine('en-HK', p)}\n\n${linkLine('en-HK', p)}\n${str(p.link)}\n\nSifu`,
  },
};

export const bookingSms: Record<Lang, (p: Params) => string> = {
  'zh-HK': (p) => `Sifu 師傅：${bookingLine('zh-HK', p)}${str(p.link)}`,
  'en-HK': (p) => `Sifu: ${bookingLine('en-HK', p)} ${str(p.link)}`,
};
