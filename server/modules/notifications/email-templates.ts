/** Bilingual email copy for the marketplace notifications (the recipient's language, zh-HK by default). */
import { EMAIL_NOTIFICATION_TYPES } from '@shared/domain/notification-preferences';
import { inSentence, tidyChinese } from '@shared/i18n/typography';
import { hireWhen } from './hire-when';
import { bookingEmail } from './booking-copy';
import { safetyEmail } from './safety-copy';
import { shopEmail } from './shop-copy';
import { voiceEmail } from './voice-copy';
import { hireIntentEmail, quoteLinkLines, requestExpiryEmail } from './link-copy';

/** One list of the types that have an e-mail: the settings page offers the channel for exactly these. */
export type EmailType = (typeof EMAIL_NOTIFICATION_TYPES)[number];
export const EMAIL_TYPES: readonly EmailType[] = EMAIL_NOTIFICATION_TYPES;

type Params = Record<string, string | number | null>;
type Lang = 'zh-HK' | 'en-HK';

interface Copy {
  subject: (p: Params) => string;
  body: (p: Params) => string;
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** Whole HKD with thousands separators, as the in-app notice shows it: HK$80,000. */
const money = (v: string | number | null | undefined) => (typeof v === 'number' ? v.toLocaleString('en-US') : str(v));

const COPY: Record<EmailType, Record<Lang, Copy>> = {
  safety_payment: safetyEmail,
  shop: shopEmail,
  voice: voiceEmail,
  request_expiry: requestExpiryEmail,
  hire_intent: hireIntentEmail,
  booking: bookingEmail,
  new_lead: {
    'zh-HK': {
      subject: (p) => `新工作：${str(p.category_zh)}（${str(p.district_zh) || '香港'}）`,
      body: (p) =>
        `${str(p.name)}你好，\n\n有客戶喺 Sifu 需要「${str(p.category_zh)}」服務，地區：${str(p.district_zh) || '不限'}。\n快啲睇下詳情同報價：\n${str(p.link)}\n\n越早報價，越大機會被聘請。\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `New lead: ${str(p.category_en)} (${str(p.district_en) || 'Hong Kong'})`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nA customer on Sifu needs ${str(p.category_en)} in ${str(p.district_en) || 'Hong Kong'}.\nSee the details and send your quote:\n${str(p.link)}\n\nPros who quote early are hired more often.\n\nSifu`,
    },
  },
  new_quote: {
    'zh-HK': {
      subject: (p) => `你收到新報價：${str(p.business_name_zh)}`,
      body: (p) =>
        `${str(p.name)}你好，\n\n${str(p.business_name_zh)} 就你嘅「${str(p.category_zh)}」需要報咗價。\n比較報價同同師傅傾下：\n${str(p.link)}\n${quoteLinkLines('zh-HK', p)}\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `New quote from ${str(p.business_name_en)}`,
      body: (p) =>
        `Hi ${str(p.name)},\n\n${str(p.business_name_en)} sent you a quote for your ${str(p.category_en)} request.\nCompare quotes and chat with the pro:\n${str(p.link)}\n${quoteLinkLines('en-HK', p)}\nSifu`,
    },
  },
  hired: {
    'zh-HK': {
      subject: (p) => `恭喜！你被聘請做「${str(p.category_zh)}」`,
      body: (p) =>
        `${str(p.name)}你好，\n\n客戶已經聘請你做「${str(p.category_zh)}」，時間：${hireWhen(p, 'zh-HK')}。\n請同客戶確認細節：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `You're hired for ${str(p.category_en)}!`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nThe customer hired you for ${str(p.category_en)} on ${hireWhen(p, 'en-HK')}.\nConfirm the details with them:\n${str(p.link)}\n\nSifu`,
    },
  },
  completed: {
    'zh-HK': {
      subject: (p) => `${str(p.business_name_zh)} 已完成工作`,
      body: (p) =>
        `${str(p.name)}你好，\n\n${str(p.business_name_zh)} 已將你嘅「${str(p.category_zh)}」標示為完成。\n滿意嘅話，留個評價幫下其他街坊：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `${str(p.business_name_en)} marked the job complete`,
      body: (p) =>
        `Hi ${str(p.name)},\n\n${str(p.business_name_en)} marked your ${str(p.category_en)} job as complete.\nLeave a review to help others choose:\n${str(p.link)}\n\nSifu`,
    },
  },
  review_request: {
    'zh-HK': {
      subject: (p) => `${str(p.business_name_zh)} 邀請你評價佢哋嘅服務`,
      body: (p) =>
        `${str(p.name)}你好，\n\n多謝你揀選 ${str(p.business_name_zh)}。用一分鐘分享你對「${str(p.category_zh)}」服務嘅評價：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `${str(p.business_name_en)} would love your review`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nThanks for choosing ${str(p.business_name_en)}. Take a minute to review your ${str(p.category_en)} job:\n${str(p.link)}\n\nSifu`,
    },
  },
  certificate_approved: {
    'zh-HK': {
      subject: (p) => `你嘅證書已通過審核：${str(p.certificate_zh)}`,
      body: (p) =>
        `${str(p.name)}你好，\n\n你為「${str(p.business_name_zh)}」提交嘅證書「${str(p.certificate_zh)}」已經通過 Sifu 審核。\n佢會以「已核實」徽章顯示喺你嘅公開檔案，幫客戶更放心揀你：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Your certificate is verified: ${str(p.certificate_en)}`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nThe certificate "${str(p.certificate_en)}" you added to ${str(p.business_name_en)} has been checked and approved by Sifu.\nIt now shows as a dated "verified" badge on your public profile, so customers can trust you sooner:\n${str(p.link)}\n\nSifu`,
    },
  },
  certificate_rejected: {
    'zh-HK': {
      subject: (p) => `你嘅證書未能通過審核：${str(p.certificate_zh)}`,
      body: (p) =>
        `${str(p.name)}你好，\n\n你為「${str(p.business_name_zh)}」提交嘅證書「${str(p.certificate_zh)}」未能通過審核。\n原因：${str(p.reason)}\n\n請按原因更正，再重新提交：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `We couldn't verify your certificate: ${str(p.certificate_en)}`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nWe couldn't approve the certificate "${str(p.certificate_en)}" you added to ${str(p.business_name_en)}.\nReason: ${str(p.reason)}\n\nPlease fix this and submit it again:\n${str(p.link)}\n\nSifu`,
    },
  },
  identity_approved: {
    'zh-HK': {
      subject: () => '你嘅身份已經核實',
      body: (p) =>
        `${str(p.name)}你好，\n\n你提交嘅身份證明文件已經通過 Sifu 審核，你嘅帳戶而家顯示為「身份已核實」。\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Your identity is verified',
      body: (p) =>
        `Hi ${str(p.name)},\n\nSifu has checked your identity document and your account now shows as identity verified.\n${str(p.link)}\n\nSifu`,
    },
  },
  identity_rejected: {
    'zh-HK': {
      subject: () => '你嘅身份未能核實',
      body: (p) =>
        `${str(p.name)}你好，\n\n你提交嘅身份證明文件未能通過審核。\n原因：${str(p.reason)}\n\n請按原因更正，再重新提交：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => "We couldn't verify your identity",
      body: (p) =>
        `Hi ${str(p.name)},\n\nWe couldn't verify the identity document you sent.\nReason: ${str(p.reason)}\n\nPlease fix this and submit it again:\n${str(p.link)}\n\nSifu`,
    },
  },
  // The purchase receipt and the failed automatic top-up.
  payment_received: {
    'zh-HK': {
      subject: (p) => `收據：已增值 HK$${str(p.credit)} 點數`,
      body: (p) =>
        `${str(p.name)}你好，\n\n多謝你購買 Sifu 師傅點數。\n\n付款金額：HK$${str(p.amount)}\n增值點數：HK$${str(p.credit)}\n${p.card ? `付款卡：尾號 ${str(p.card)}\n` : ''}目前結餘：HK$${str(p.balance)}\n訂單編號：${str(p.order)}\n\n查看訂單：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Receipt: HK$${str(p.credit)} of credit added`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nThank you for buying Sifu credit.\n\nAmount paid: HK$${str(p.amount)}\nCredit added: HK$${str(p.credit)}\n${p.card ? `Card: ending ${str(p.card)}\n` : ''}Balance now: HK$${str(p.balance)}\nOrder: ${str(p.order)}\n\nView the order:\n${str(p.link)}\n\nSifu`,
    },
  },
  payment_failed: {
    'zh-HK': {
      subject: () => '自動增值未能完成',
      body: (p) =>
        `${str(p.name)}你好，\n\n我哋嘗試為你自動增值 HK$${str(p.amount)}，但付款未能完成（代碼 ${str(p.code)}）。\n請檢查你嘅信用卡，或者手動購買點數，以免錯過新工作：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Your automatic top-up did not go through',
      body: (p) =>
        `Hi ${str(p.name)},\n\nWe tried to top up HK$${str(p.amount)} of credit automatically, but the payment did not go through (code ${str(p.code)}).\nPlease check your card or buy credit yourself so you don't miss new leads:\n${str(p.link)}\n\nSifu`,
    },
  },

  support_reply: {
    'zh-HK': {
      subject: (p) => `Sifu 客服回覆：${str(p.summary)}`,
      body: (p) => `${str(p.name)}你好，\n\n${str(p.body)}\n\n喺你嘅帳戶睇返成個對話同回覆我哋：\n${str(p.link)}\n\nSifu 師傅客服`,
    },
    'en-HK': {
      subject: (p) => `Sifu support: ${str(p.summary)}`,
      body: (p) =>
        `Hi ${str(p.name)},\n\n${str(p.body)}\n\nSee the whole conversation and reply in your account:\n${str(p.link)}\n\nSifu support`,
    },
  },
  account_warning: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：帳戶警告',
      body: (p) =>
        `${str(p.name)}你好，\n\n我哋檢查咗有關你帳戶嘅舉報，決定向你發出警告：\n${str(p.reason)}\n\n請遵守 Sifu 師傅嘅使用條款。再有違規，帳戶可能會被暫停。如有疑問，可以經聯絡表格回覆我哋：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: a warning about your account',
      body: (p) =>
        `Hi ${str(p.name)},\n\nWe reviewed a report about your account and are giving you a warning:\n${str(p.reason)}\n\nPlease follow Sifu's terms of use. Further breaches may lead to a suspension. If you disagree, reply through the contact form:\n${str(p.link)}\n\nSifu`,
    },
  },
  account_suspended: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：你嘅帳戶已被暫停',
      body: (p) =>
        `${str(p.name)}你好，\n\n你嘅 Sifu 師傅帳戶已被暫停${p.until ? `，直至 ${str(p.until)}` : ''}。\n原因：${str(p.reason)}\n\n暫停期間你唔能夠登入，你嘅服務亦唔會顯示。如要提出上訴，請經聯絡表格話我哋知：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your account is suspended',
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour Sifu account is suspended${p.until ? ` until ${str(p.until)}` : ''}.\nReason: ${str(p.reason)}\n\nWhile suspended you cannot sign in and your services are not shown. To appeal, tell us through the contact form:\n${str(p.link)}\n\nSifu`,
    },
  },
  account_reinstated: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：你嘅帳戶已恢復',
      body: (p) => `${str(p.name)}你好，\n\n你嘅 Sifu 師傅帳戶已恢復正常，可以再次登入：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your account is active again',
      body: (p) => `Hi ${str(p.name)},\n\nYour Sifu account is active again and you can sign in:\n${str(p.link)}\n\nSifu`,
    },
  },
  service_suspended: {
    'zh-HK': {
      subject: (p) => `Sifu 師傅：服務「${str(p.business_name_zh)}」已被暫停`,
      body: (p) =>
        `${str(p.name)}你好，\n\n你嘅服務「${str(p.business_name_zh)}」已被暫停${p.until ? `，直至 ${str(p.until)}` : ''}，暫停期間唔會收到新工作，亦唔會喺搜尋同分類頁顯示。\n原因：${str(p.reason)}\n\n如要提出上訴，請經聯絡表格話我哋知：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Sifu: your service “${str(p.business_name_en)}” is suspended`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour service “${str(p.business_name_en)}” is suspended${p.until ? ` until ${str(p.until)}` : ''}: it gets no new leads and is not shown in search or category pages.\nReason: ${str(p.reason)}\n\nTo appeal, tell us through the contact form:\n${str(p.link)}\n\nSifu`,
    },
  },
  service_reinstated: {
    'zh-HK': {
      subject: (p) => `Sifu 師傅：服務「${str(p.business_name_zh)}」已恢復`,
      body: (p) => `${str(p.name)}你好，\n\n你嘅服務「${str(p.business_name_zh)}」已恢復，會再次收到新工作：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Sifu: your service “${str(p.business_name_en)}” is active again`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour service “${str(p.business_name_en)}” is active again and gets new leads:\n${str(p.link)}\n\nSifu`,
    },
  },
  content_hidden: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：你嘅內容已被隱藏',
      body: (p) =>
        `${str(p.name)}你好，\n\n你喺 Sifu 師傅發佈嘅${str(p.what_zh)}已被隱藏，因為佢違反咗使用條款。\n原因：${str(p.reason)}\n\n如有疑問，可以經聯絡表格回覆我哋：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: some of your content was hidden',
      body: (p) =>
        `Hi ${str(p.name)},\n\nA ${str(p.what_en)} you posted on Sifu was hidden because it breaks the terms of use.\nReason: ${str(p.reason)}\n\nIf you disagree, reply through the contact form:\n${str(p.link)}\n\nSifu`,
    },
  },
  merchant_application_approved: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：你嘅商戶申請已批核',
      body: (p) =>
        `${str(p.name)}你好，\n\n「${str(p.company)}」嘅商戶申請已經批核，你而家可以經 Sifu 師傅收款。\n${str(p.reason) ? `備註：${str(p.reason)}\n` : ''}\n查看申請：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your merchant application is approved',
      body: (p) =>
        `Hi ${str(p.name)},\n\nThe merchant application of ${str(p.company)} is approved: you can now take payments through Sifu.\n${str(p.reason) ? `Note: ${str(p.reason)}\n` : ''}\nSee the application:\n${str(p.link)}\n\nSifu`,
    },
  },
  merchant_application_rejected: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：商戶申請未獲批核',
      body: (p) =>
        `${str(p.name)}你好，\n\n「${str(p.company)}」嘅商戶申請未獲批核。\n原因：${str(p.reason)}\n\n你可以修改資料再申請一次：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your merchant application was not approved',
      body: (p) =>
        `Hi ${str(p.name)},\n\nThe merchant application of ${str(p.company)} was not approved.\nReason: ${str(p.reason)}\n\nYou can correct the details and apply again:\n${str(p.link)}\n\nSifu`,
    },
  },
  business_loan_contacted: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：我哋已經就你嘅商業貸款查詢聯絡你',
      body: (p) =>
        `${str(p.name)}你好，\n\n我哋已經就你 HK$${money(p.amount)} 嘅商業貸款查詢打電話聯絡你，合作嘅貸款機構會再同你跟進。\n\n查看查詢：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: we have called you about your business-loan enquiry',
      body: (p) =>
        `Hi ${str(p.name)},\n\nWe have called you about your HK$${money(p.amount)} business-loan enquiry; the lending partner will follow up with you.\n\nSee the enquiry:\n${str(p.link)}\n\nSifu`,
    },
  },
  business_loan_closed: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：你嘅商業貸款查詢已經完結',
      body: (p) =>
        `${str(p.name)}你好，\n\n你 HK$${money(p.amount)} 嘅商業貸款查詢已經完結。\n\n如果有需要，你可以隨時再查詢：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your business-loan enquiry is closed',
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour HK$${money(p.amount)} business-loan enquiry is closed.\n\nYou can enquire again whenever you need to:\n${str(p.link)}\n\nSifu`,
    },
  },
  credit_refund_approved: {
    'zh-HK': {
      subject: (p) => `Sifu 師傅：HK$${str(p.amount)} 點數退款已批核`,
      body: (p) =>
        `${str(p.name)}你好，\n\n你申請退回嘅 HK$${str(p.amount)} 未使用點數已經批核。\n${str(p.method_zh)}\n\n查看你嘅點數紀錄：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Sifu: your HK$${str(p.amount)} credit refund is approved`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour refund of HK$${str(p.amount)} of unspent credit is approved.\n${str(p.method_en)}\n\nSee your credit history:\n${str(p.link)}\n\nSifu`,
    },
  },
  credit_refund_rejected: {
    'zh-HK': {
      subject: () => 'Sifu 師傅：點數退款申請未獲批核',
      body: (p) =>
        `${str(p.name)}你好，\n\n你申請退回 HK$${str(p.amount)} 點數，未獲批核。\n原因：${str(p.reason)}\n你嘅點數維持不變：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: () => 'Sifu: your credit refund was not approved',
      body: (p) =>
        `Hi ${str(p.name)},\n\nYour request to refund HK$${str(p.amount)} of credit was not approved.\nReason: ${str(p.reason)}\nYour credit stays as it was:\n${str(p.link)}\n\nSifu`,
    },
  },
  receipt_ready: {
    'zh-HK': {
      subject: (p) => `Sifu 師傅：你嘅收據 ${str(p.number)}`,
      body: (p) =>
        `${str(p.name)}你好，\n\n你申請嘅收據 ${str(p.number)} 已經準備好，可以喺「購買紀錄」下載 PDF：\n${str(p.link)}\n\nSifu 師傅`,
    },
    'en-HK': {
      subject: (p) => `Sifu: your receipt ${str(p.number)}`,
      body: (p) =>
        `Hi ${str(p.name)},\n\nThe receipt ${str(p.number)} you asked for is ready. Download the PDF in Purchases:\n${str(p.link)}\n\nSifu`,
    },
  },
};

export function renderEmail(type: EmailType, language: Lang, params: Params): { subject: string; text: string } {
  const copy = COPY[type][language] ?? COPY[type]['zh-HK'];
  if (language === 'en-HK') {
    // Every English copy names the category inside a sentence ("hired you for plumbing").
    const p = typeof params.category_en === 'string' ? { ...params, category_en: inSentence(params.category_en) } : params;
    return { subject: copy.subject(p), text: copy.body(p) };
  }
  // The copy spaces its placeholders for Latin names; a Chinese name between Chinese words is not spaced.
  return { subject: tidyChinese(copy.subject(params)), text: tidyChinese(copy.body(params)) };
}
