/** Bilingual copy of the one-time login mail (the recipient's language, zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

export function loginLinkEmail(lang: Language, p: { name: string; link: string; minutes: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Your Sifu login link',
      text:
        `Hi ${p.name},\n\nUse this link to log in to Sifu on the device where you open it ` +
        `(it works once, for ${p.minutes} minutes):\n${p.link}\n\n` +
        `If you didn't ask for it, you can ignore this e-mail: the link stops working by itself. Never forward it.\n\nSifu`,
    };
  }
  return {
    subject: '你嘅 Sifu 師傅登入連結',
    text:
      `${p.name}你好，\n\n用以下連結就可以喺打開佢嘅裝置登入 Sifu 師傅（只可以用一次，${p.minutes} 分鐘內有效）：\n${p.link}\n\n` +
      `如果唔係你提出嘅，唔使理會呢封電郵，連結過咗時間就會自動失效。請勿轉寄呢條連結俾任何人。\n\nSifu 師傅`,
  };
}
