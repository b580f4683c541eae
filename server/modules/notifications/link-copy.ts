/**
 * E-mail copy that carries links acting without signing in (docs/decisions/0040-hashed-links.md): the lines a new quote
 * adds, the request expiry mails (reminder and expired) and the pro's notice of a consumer's hire intent. Link
 * params are `link_<scope>`; a line whose link is missing is left out.
 */
type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';
interface Copy {
  subject: (p: Params) => string;
  body: (p: Params) => string;
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const line = (label: string, url: string | number | null | undefined) => (url ? `${label}\n${str(url)}\n` : '');

/** The no-sign-in lines of a new quote's e-mail to the consumer. */
export function quoteLinkLines(lang: Lang, p: Params): string {
  const zh = lang === 'zh-HK';
  const lines = [
    line(zh ? '睇報價（唔使登入）：' : 'See the quote (no sign-in needed):', p.link_quote_view),
    line(zh ? '回覆師傅：' : 'Reply to the pro:', p.link_quote_reply),
    line(zh ? '話師傅知你想聘請佢：' : 'Tell the pro you want to hire them:', p.link_quote_hire_intent),
    line(zh ? '已經搵到人？一撳關閉你嘅需要：' : 'Found someone already? Close your request in one tap:', p.link_request_close),
  ].join('');
  return lines ? `\n${lines}` : '';
}

export const requestExpiryEmail: Record<Lang, Copy> = {
  'zh-HK': {
    subject: (p) =>
      p.event === 'expired' ? `你嘅「${str(p.category_zh)}」需要已經到期` : `你嘅「${str(p.category_zh)}」需要 ${str(p.days)} 日後到期`,
    body: (p) =>
      p.event === 'expired'
        ? `${str(p.name)}你好，\n\n你嘅「${str(p.category_zh)}」需要已經 ${str(p.valid_days)} 日冇更新，我哋已經幫你關閉。\n\n仲需要師傅？一撳重開（唔使登入）：\n${str(p.link_request_reopen)}\n\n登入睇返所有報價：\n${str(p.link)}\n\nSifu 師傅`
        : `${str(p.name)}你好，\n\n你嘅「${str(p.category_zh)}」需要會喺 ${str(p.days)} 日後到期並自動關閉。\n\n唔再需要？一撳關閉（唔使登入）：\n${str(p.link_request_close)}\n${line('睇下你嘅需要：', p.link_request_view)}\n仲需要嘅話，登入更新或者比較報價：\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p) =>
      p.event === 'expired'
        ? `Your ${str(p.category_en)} request has expired`
        : `Your ${str(p.category_en)} request expires in ${str(p.days)} days`,
    body: (p) =>
      p.event === 'expired'
        ? `Hi ${str(p.name)},\n\nYour ${str(p.category_en)} request had no changes for ${str(p.valid_days)} days, so we closed it.\n\nStill need a pro? Reopen it in one tap (no sign-in needed):\n${str(p.link_request_reopen)}\n\nSign in to see all your quotes:\n${str(p.link)}\n\nSifu`
        : `Hi ${str(p.name)},\n\nYour ${str(p.category_en)} request expires in ${str(p.days)} days and will then be closed.\n\nNo longer need it? Close it in one tap (no sign-in needed):\n${str(p.link_request_close)}\n${line('See your request:', p.link_request_view)}\nStill need it? Sign in to update it or compare quotes:\n${str(p.link)}\n\nSifu`,
  },
};

export const hireIntentEmail: Record<Lang, Copy> = {
  'zh-HK': {
    subject: (p) => `客戶想聘請你做「${str(p.category_zh)}」`,
    body: (p) =>
      `${str(p.name)}你好，\n\n客戶睇咗你嘅報價，想聘請你做「${str(p.category_zh)}」。佢喺對話度留咗言。\n快啲聯絡客戶確認日期同時間：\n${str(p.link)}\n\nSifu 師傅`,
  },
  'en-HK': {
    subject: (p) => `A customer wants to hire you for ${str(p.category_en)}`,
    body: (p) =>
      `Hi ${str(p.name)},\n\nA customer read your quote and wants to hire you for ${str(p.category_en)}. They left you a message in the chat.\nGet in touch to agree the date and time:\n${str(p.link)}\n\nSifu`,
  },
};
