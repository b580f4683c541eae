/**
 * The words of each safety-payment notice (type `safety_payment`, `params.event` naming the step), for its e-mail
 * and SMS in both languages. The in-app text is the client's (locales messages>notifications>safety_payment_{event}).
 */
type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const hkd = (v: string | number | null | undefined) => `HK$${Number(v ?? 0).toLocaleString('en-HK')}`;

export const SAFETY_EVENTS = [
  'plan',
  'held',
  'held_pro',
  'completed',
  'release_soon',
  'released',
  'cancel_requested',
  'refund_requested',
  'countered',
  'withdrawn',
  'refunded',
  'settled',
  'disputed',
  'decided',
] as const;
export type SafetyEvent = (typeof SAFETY_EVENTS)[number];

/** One line saying what happened, in the recipient's language. */
const LINE: Record<SafetyEvent, Record<Lang, (p: Params) => string>> = {
  plan: {
    'zh-HK': (p) => `${str(p.business_name_zh)} 為「${str(p.category_zh)}」設定咗安心付：${hkd(p.amount)}，付款後由 Sifu 代為保管。`,
    'en-HK': (p) =>
      `${str(p.business_name_en)} set up a safety payment of ${hkd(p.amount)} for ${str(p.category_en)}; Sifu holds it once you pay.`,
  },
  held: {
    'zh-HK': (p) => `你為「${str(p.category_zh)}」付嘅 ${hkd(p.amount)} 已由 Sifu 代為保管，完工確認後先會交畀師傅。`,
    'en-HK': (p) => `Your ${hkd(p.amount)} for ${str(p.category_en)} is held by Sifu until you confirm the work is done.`,
  },
  held_pro: {
    'zh-HK': (p) => `客戶已經將「${str(p.category_zh)}」嘅 ${hkd(p.amount)} 付入安心付，由 Sifu 代為保管，可以開工。`,
    'en-HK': (p) => `The customer paid ${hkd(p.amount)} for ${str(p.category_en)} into safety; Sifu holds it. You can start the work.`,
  },
  completed: {
    'zh-HK': (p) =>
      `師傅已標示「${str(p.category_zh)}」完工。請確認，或者有問題就申請退款；否則 ${hkd(p.amount)} 會喺 ${str(p.release_date_zh)} 自動交畀師傅。`,
    'en-HK': (p) =>
      `The pro marked ${str(p.category_en)} done. Confirm it, or apply for a refund if something is wrong; otherwise ${hkd(p.amount)} is released on ${str(p.release_date_en)}.`,
  },
  release_soon: {
    'zh-HK': (p) => `提提你：「${str(p.category_zh)}」嘅 ${hkd(p.amount)} 會喺 ${str(p.release_date_zh)} 自動交畀師傅。`,
    'en-HK': (p) => `Reminder: ${hkd(p.amount)} for ${str(p.category_en)} is released to the pro on ${str(p.release_date_en)}.`,
  },
  released: {
    'zh-HK': (p) => `「${str(p.category_zh)}」嘅 ${hkd(p.amount)} 已經發放，扣除服務費後你會收到 ${hkd(p.net)}。`,
    'en-HK': (p) => `${hkd(p.amount)} for ${str(p.category_en)} was released; you receive ${hkd(p.net)} after Sifu's fee.`,
  },
  cancel_requested: {
    'zh-HK': (p) => `客戶要求取消「${str(p.category_zh)}」並退回 ${hkd(p.amount)}。請喺 3 日內回覆。`,
    'en-HK': (p) => `The customer asked to cancel ${str(p.category_en)} and get ${hkd(p.amount)} back. Please answer within 3 days.`,
  },
  refund_requested: {
    'zh-HK': (p) => `客戶就「${str(p.category_zh)}」申請退款 ${hkd(p.amount)}。請喺 3 日內回覆。`,
    'en-HK': (p) => `The customer applied for a refund of ${hkd(p.amount)} for ${str(p.category_en)}. Please answer within 3 days.`,
  },
  countered: {
    'zh-HK': (p) => `師傅就「${str(p.category_zh)}」提出退款 ${hkd(p.amount)}。請喺 3 日內回覆。`,
    'en-HK': (p) => `The pro offered a refund of ${hkd(p.amount)} for ${str(p.category_en)}. Please answer within 3 days.`,
  },
  withdrawn: {
    'zh-HK': (p) => `客戶撤回咗「${str(p.category_zh)}」嘅退款或取消要求，款項繼續由 Sifu 代為保管。`,
    'en-HK': (p) => `The customer withdrew the request on ${str(p.category_en)}; Sifu keeps holding the money.`,
  },
  refunded: {
    'zh-HK': (p) => `「${str(p.category_zh)}」嘅 ${hkd(p.amount)} 已經退回。`,
    'en-HK': (p) => `${hkd(p.amount)} for ${str(p.category_en)} was refunded.`,
  },
  settled: {
    'zh-HK': (p) => `「${str(p.category_zh)}」已經處理：退回客戶 ${hkd(p.amount)}，其餘交畀師傅。`,
    'en-HK': (p) => `The payment for ${str(p.category_en)} was settled: ${hkd(p.amount)} back to the customer, the rest to the pro.`,
  },
  disputed: {
    'zh-HK': (p) => `「${str(p.category_zh)}」嘅款項交由 Sifu 信任及安全團隊處理，我哋會睇雙方資料再決定。`,
    'en-HK': (p) =>
      `The payment for ${str(p.category_en)} went to Sifu's trust and safety team, who will decide with both sides' evidence.`,
  },
  decided: {
    'zh-HK': (p) => `Sifu 已經就「${str(p.category_zh)}」作出決定：退回客戶 ${hkd(p.amount)}，交畀師傅 ${hkd(p.released)}。`,
    'en-HK': (p) => `Sifu decided on ${str(p.category_en)}: ${hkd(p.amount)} back to the customer, ${hkd(p.released)} to the pro.`,
  },
};

const eventOf = (p: Params): SafetyEvent =>
  (SAFETY_EVENTS as readonly string[]).includes(str(p.event)) ? (p.event as SafetyEvent) : 'held';

export function safetyLine(lang: Lang, p: Params): string {
  return LINE[eventOf(p)][lang](p);
}

export const safetyEmail = {
  'zh-HK': {
    subject: (p: Params) => `Sifu 安心付：${str(p.category_zh)}`,
    body: (p: Params) => `${str(p.name)}你好，\n\n${safetyLine('zh-HK', p)}\n\n查看詳情：\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p: Params) => `Sifu safety payment: ${str(p.category_en)}`,
    body: (p: Params) => `Hi ${str(p.name)},\n\n${safetyLine('en-HK', p)}\n\nSee the details:\n${str(p.link)}\n\nSifu`,
  },
};

export const safetySms = {
  'zh-HK': (p: Params) => `Sifu 安心付：${safetyLine('zh-HK', p)} ${str(p.link)}`,
  'en-HK': (p: Params) => `Sifu: ${safetyLine('en-HK', p)} ${str(p.link)}`,
};
