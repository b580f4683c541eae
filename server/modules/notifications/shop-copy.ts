/**
 * The words of each shop notice (type `shop`, `params.event` naming the step and `params.role` the recipient's side of
 * the order), for its e-mail in both languages. The in-app text is the client's (locales shop|notices>{event}>{role}).
 */
type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const hkd = (v: string | number | null | undefined) => `HK$${Number(v ?? 0).toLocaleString('en-HK')}`;

export const SHOP_NOTICE_EVENTS = [
  'new_order',
  'confirmed',
  'complete_requested',
  'completed',
  'complete_rejected',
  'cancel_requested',
  'cancelled',
  'cancel_rejected',
  'checkout_expired',
  'late_payment_refunded',
  'not_confirmed',
  'cancel_expired',
  'auto_completed',
  'item_published',
  'item_rejected',
  'item_taken_down',
  'payout_paid',
  'payout_failed',
  'chat_message',
] as const;
export type ShopNoticeEvent = (typeof SHOP_NOTICE_EVENTS)[number];

type Side = 'consumer' | 'pro';
type Line = (p: Params) => string;
/** A line per recipient side; a side an event never goes to falls back to the other one. */
type Lines = Partial<Record<Side, Record<Lang, Line>>>;

const item = (p: Params) => str(p.item);
const biz = (lang: Lang, p: Params) =>
  str(lang === 'zh-HK' ? p.business_name_zh || p.business_name_en : p.business_name_en || p.business_name_zh);
const reason = (lang: Lang, p: Params) => (p.reason ? (lang === 'zh-HK' ? `原因：${str(p.reason)}` : ` Reason: ${str(p.reason)}`) : '');

const LINES: Record<ShopNoticeEvent, Lines> = {
  new_order: {
    pro: {
      'zh-HK': (p) => `你有新訂單：「${item(p)}」（${str(p.plan)} × ${str(p.quantity)}），客戶已付 ${hkd(p.amount)}。請喺 3 日內確認。`,
      'en-HK': (p) =>
        `New order: ${item(p)} (${str(p.plan)} × ${str(p.quantity)}); the customer paid ${hkd(p.amount)}. Please confirm it within 3 days.`,
    },
  },
  confirmed: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}已確認你嘅訂單「${item(p)}」。`,
      'en-HK': (p) => `${biz('en-HK', p)} confirmed your order ${item(p)}.`,
    },
  },
  complete_requested: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}已標示「${item(p)}」完成。請喺 7 日內確認或者拒絕，否則訂單會自動完成。`,
      'en-HK': (p) => `${biz('en-HK', p)} marked ${item(p)} done. Confirm or reject it within 7 days, or the order completes by itself.`,
    },
  },
  completed: {
    pro: {
      'zh-HK': (p) => `客戶已確認「${item(p)}」完成，扣除服務費後你會收到 ${hkd(p.net)}。`,
      'en-HK': (p) => `The customer confirmed ${item(p)} is done; you receive ${hkd(p.net)} after Sifu's fee.`,
    },
  },
  complete_rejected: {
    pro: {
      'zh-HK': (p) => `客戶話「${item(p)}」仲未完成，訂單返回「已確認」。${reason('zh-HK', p)}`,
      'en-HK': (p) => `The customer says ${item(p)} is not done yet; the order is back to confirmed.${reason('en-HK', p)}`,
    },
  },
  cancel_requested: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}要求取消訂單「${item(p)}」。請喺 3 日內回覆，否則訂單會自動取消並全數退款。${reason('zh-HK', p)}`,
      'en-HK': (p) =>
        `${biz('en-HK', p)} asked to cancel your order ${item(p)}. Answer within 3 days, or it is cancelled and refunded in full.${reason('en-HK', p)}`,
    },
    pro: {
      'zh-HK': (p) => `客戶要求取消訂單「${item(p)}」。請喺 3 日內回覆，否則訂單會自動取消並退款畀客戶。${reason('zh-HK', p)}`,
      'en-HK': (p) =>
        `The customer asked to cancel the order ${item(p)}. Answer within 3 days, or it is cancelled and the customer refunded.${reason('en-HK', p)}`,
    },
  },
  cancelled: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}取消咗訂單「${item(p)}」，${hkd(p.amount)} 會全數退回。`,
      'en-HK': (p) => `${biz('en-HK', p)} cancelled the order ${item(p)}; ${hkd(p.amount)} is refunded in full.`,
    },
    pro: {
      'zh-HK': (p) => `客戶取消咗訂單「${item(p)}」。`,
      'en-HK': (p) => `The customer cancelled the order ${item(p)}.`,
    },
  },
  cancel_rejected: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}唔同意取消訂單「${item(p)}」，訂單繼續進行。`,
      'en-HK': (p) => `${biz('en-HK', p)} declined to cancel the order ${item(p)}; it goes ahead.`,
    },
    pro: {
      'zh-HK': (p) => `客戶唔同意取消訂單「${item(p)}」，訂單繼續進行。`,
      'en-HK': (p) => `The customer declined to cancel the order ${item(p)}; it goes ahead.`,
    },
  },
  checkout_expired: {
    consumer: {
      'zh-HK': (p) => `訂單「${item(p)}」嘅付款期限已過，訂單已取消，冇收取任何費用。`,
      'en-HK': (p) => `The time to pay for ${item(p)} ran out: the order is void and nothing was charged.`,
    },
  },
  late_payment_refunded: {
    consumer: {
      'zh-HK': (p) =>
        `你為訂單「${item(p)}」付嘅 ${hkd(p.amount)} 喺訂單過期或者取消咗之後先收到，我哋已經全數退回畀你，款項會經原本嘅付款方式退返。`,
      'en-HK': (p) =>
        `Your payment of ${hkd(p.amount)} for ${item(p)} arrived after the order had expired or been cancelled, so it was refunded in full through the way you paid.`,
    },
  },
  not_confirmed: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}冇喺 3 日內確認訂單「${item(p)}」，訂單已取消，${hkd(p.amount)} 會全數退回。`,
      'en-HK': (p) =>
        `${biz('en-HK', p)} did not confirm ${item(p)} within 3 days: the order is cancelled and ${hkd(p.amount)} refunded in full.`,
    },
    pro: {
      'zh-HK': (p) => `你冇喺 3 日內確認訂單「${item(p)}」，訂單已自動取消並退款畀客戶。`,
      'en-HK': (p) => `You did not confirm ${item(p)} within 3 days: the order was cancelled and the customer refunded.`,
    },
  },
  cancel_expired: {
    consumer: {
      'zh-HK': (p) => `取消訂單「${item(p)}」嘅要求 3 日內冇回覆，訂單已取消，${hkd(p.amount)} 會全數退回。`,
      'en-HK': (p) =>
        `The request to cancel ${item(p)} was not answered within 3 days: the order is cancelled and ${hkd(p.amount)} refunded in full.`,
    },
    pro: {
      'zh-HK': (p) => `取消訂單「${item(p)}」嘅要求 3 日內冇回覆，訂單已取消並退款畀客戶。`,
      'en-HK': (p) => `The request to cancel ${item(p)} was not answered within 3 days: the order is cancelled and the customer refunded.`,
    },
  },
  auto_completed: {
    consumer: {
      'zh-HK': (p) => `你冇喺 7 日內回覆，訂單「${item(p)}」已自動完成。`,
      'en-HK': (p) => `You did not answer within 7 days, so the order ${item(p)} is now complete.`,
    },
    pro: {
      'zh-HK': (p) => `客戶冇喺 7 日內回覆，訂單「${item(p)}」已自動完成，扣除服務費後你會收到 ${hkd(p.net)}。`,
      'en-HK': (p) => `The customer did not answer within 7 days: ${item(p)} is complete and you receive ${hkd(p.net)} after Sifu's fee.`,
    },
  },
  item_published: {
    pro: {
      'zh-HK': (p) => `你嘅商品「${item(p)}」已通過審核，而家喺網店發售。`,
      'en-HK': (p) => `Your item ${item(p)} was approved and is now for sale in the shop.`,
    },
  },
  item_rejected: {
    pro: {
      'zh-HK': (p) => `你嘅商品「${item(p)}」未能通過審核。${reason('zh-HK', p)}`,
      'en-HK': (p) => `Your item ${item(p)} was not approved.${reason('en-HK', p)}`,
    },
  },
  item_taken_down: {
    pro: {
      'zh-HK': (p) => `你嘅商品「${item(p)}」已被 Sifu 下架。${reason('zh-HK', p)}`,
      'en-HK': (p) => `Sifu took your item ${item(p)} off the shop.${reason('en-HK', p)}`,
    },
  },
  payout_paid: {
    pro: {
      'zh-HK': (p) => `訂單「${item(p)}」嘅 ${hkd(p.amount)} 已經轉賬到你嘅收款帳戶 ${str(p.account)}。`,
      'en-HK': (p) => `${hkd(p.amount)} for the order ${item(p)} was paid to your payout account ${str(p.account)}.`,
    },
  },
  payout_failed: {
    pro: {
      'zh-HK': (p) => `訂單「${item(p)}」嘅 ${hkd(p.amount)} 轉賬被銀行退回：${str(p.reason)}。請更新你嘅收款帳戶，我哋會再轉賬。`,
      'en-HK': (p) =>
        `The bank returned the payout of ${hkd(p.amount)} for the order ${item(p)}: ${str(p.reason)}. Update your payout account and we will pay it again.`,
    },
  },
  // A new message in a shop chat (a question about an item, or an order's chat), told once until it is read.
  chat_message: {
    consumer: {
      'zh-HK': (p) => `${biz('zh-HK', p)}就「${item(p)}」傳咗訊息俾你。`,
      'en-HK': (p) => `${biz('en-HK', p)} sent you a message about ${item(p)}.`,
    },
    pro: {
      'zh-HK': (p) => (p.kind === 'question' ? `有客戶查詢你嘅商品「${item(p)}」，請盡快回覆。` : `客戶就訂單「${item(p)}」傳咗訊息俾你。`),
      'en-HK': (p) =>
        p.kind === 'question'
          ? `A customer asked about your item ${item(p)}. Please reply soon.`
          : `The customer sent you a message about the order ${item(p)}.`,
    },
  },
};

const eventOf = (p: Params): ShopNoticeEvent =>
  (SHOP_NOTICE_EVENTS as readonly string[]).includes(str(p.event)) ? (p.event as ShopNoticeEvent) : 'new_order';

/** One line saying what happened, in the recipient's language and from their side of the order. */
export function shopLine(lang: Lang, p: Params): string {
  const lines = LINES[eventOf(p)];
  const side: Side = p.role === 'consumer' ? 'consumer' : 'pro';
  return (lines[side] ?? lines.consumer ?? lines.pro)![lang](p);
}

export const shopEmail = {
  'zh-HK': {
    subject: (p: Params) => `Sifu 網店：${item(p)}`,
    body: (p: Params) => `${str(p.name)}你好，\n\n${shopLine('zh-HK', p)}\n\n查看詳情：\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p: Params) => `Sifu shop: ${item(p)}`,
    body: (p: Params) => `Hi ${str(p.name)},\n\n${shopLine('en-HK', p)}\n\nSee the details:\n${str(p.link)}\n\nSifu`,
  },
};
