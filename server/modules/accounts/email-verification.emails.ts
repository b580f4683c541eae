/** Bilingual copy of the e-mail verification mail (the recipient's language, zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

export function emailVerificationEmail(lang: Language, p: { name: string; link: string; code: string; hours: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Confirm your e-mail address for Sifu',
      text:
        `Hi ${p.name},\n\nWelcome to Sifu! Please confirm that this is your e-mail address, so that we can reach you ` +
        `about your requests, quotes and jobs.\n\nOpen this link and tap "Confirm my e-mail":\n${p.link}\n\n` +
        `Or enter this code on your Sifu dashboard: ${p.code}\n\n` +
        `The link and the code work once, for ${p.hours} hours. ` +
        `If you didn't create a Sifu account, you can ignore this e-mail.\n\nSifu`,
    };
  }
  return {
    subject: '確認你喺 Sifu 師傅嘅電郵地址',
    text:
      `${p.name}你好，\n\n歡迎加入 Sifu 師傅！請確認呢個係你嘅電郵地址，等我哋可以通知你有關需要、報價同工作嘅消息。\n\n` +
      `打開以下連結，再撳「確認我嘅電郵」：\n${p.link}\n\n` +
      `或者喺 Sifu 控制台輸入呢個驗證碼：${p.code}\n\n` +
      `連結同驗證碼只可以用一次，${p.hours} 小時內有效。如果你冇開過 Sifu 帳戶，唔使理會呢封電郵。\n\nSifu 師傅`,
  };
}
