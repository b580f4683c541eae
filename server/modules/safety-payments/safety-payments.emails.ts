/** Bilingual copy of the safety payment mails (the user's language, zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

/** To the pro: their payout account was set or changed (masked), and what to do if it was not them. */
export function payoutAccountSavedEmail(
  lang: Language,
  p: { name: string; masked: string; replaced: boolean; settingsLink: string },
): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: p.replaced ? 'Your Sifu payout account was changed' : 'Your Sifu payout account is set',
      text:
        `Hi ${p.name},\n\n` +
        (p.replaced ? `Your payout account was changed to ${p.masked}. ` : `Your payout account is now ${p.masked}. `) +
        `Payments released to you by Sifu's safety payments will be paid to it.\n\n` +
        `If you didn't do this, change your password now and sign out your other devices, then contact us:\n${p.settingsLink}\n\nSifu`,
    };
  }
  return {
    subject: p.replaced ? '你嘅 Sifu 收款帳戶已更改' : '你嘅 Sifu 收款帳戶已設定',
    text:
      `${p.name}你好，\n\n` +
      (p.replaced ? `你嘅收款帳戶已改為 ${p.masked}。` : `你嘅收款帳戶已設定為 ${p.masked}。`) +
      `經 Sifu 安心付發放俾你嘅款項會轉入呢個帳戶。\n\n` +
      `如果唔係你做嘅，請即刻更改密碼、登出其他裝置，再聯絡我哋：\n${p.settingsLink}\n\nSifu 師傅`,
  };
}
