/** Bilingual copy of the account e-mails (the recipient's language, zh-HK by default): the password-reset link. */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

export function passwordResetEmail(lang: Language, p: { name: string; link: string; minutes: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Reset your Sifu password',
      text:
        `Hi ${p.name},\n\nWe received a request to reset the password of your Sifu account. ` +
        `Choose a new password with this link (it works once, for ${p.minutes} minutes):\n${p.link}\n\n` +
        `Setting a new password signs you out on every other device.\n` +
        `If you didn't ask for this, you can ignore this e-mail: your password stays the same.\n\nSifu`,
    };
  }
  return {
    subject: '重設你嘅 Sifu 密碼',
    text:
      `${p.name}你好，\n\n我哋收到重設你 Sifu 帳戶密碼嘅要求。` +
      `請用以下連結設定新密碼（只可以用一次，${p.minutes} 分鐘內有效）：\n${p.link}\n\n` +
      `設定新密碼之後，其他裝置都會登出。\n` +
      `如果唔係你提出嘅，唔使理會呢封電郵，你嘅密碼唔會改變。\n\nSifu 師傅`,
  };
}
