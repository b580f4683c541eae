/** Bilingual e-mails of account deletion (the recipient's language): the confirmation code, and "your account is deleted". */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

export function deletionCodeEmail(lang: Language, p: { name: string; code: string; minutes: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Your code to delete your Sifu account',
      text:
        `Hi ${p.name},\n\nYour code to confirm deleting your Sifu account is ${p.code}. It works once, for ${p.minutes} minutes.\n\n` +
        `Deleting the account can't be undone. If you didn't ask for this, don't share the code with anyone and change ` +
        `your password.\n\nSifu`,
    };
  }
  return {
    subject: '刪除 Sifu 帳戶嘅確認碼',
    text:
      `${p.name}你好，\n\n你確認刪除 Sifu 帳戶嘅確認碼係 ${p.code}，只可以用一次，${p.minutes} 分鐘內有效。\n\n` +
      `帳戶刪除之後無法復原。如果唔係你提出嘅，請唔好將確認碼交俾任何人，並盡快更改密碼。\n\nSifu 師傅`,
  };
}

export function accountDeletedEmail(lang: Language, p: { name: string; forfeited: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Your Sifu account has been deleted',
      text:
        `Hi ${p.name},\n\nAs you asked, your Sifu account has been deleted: you have been signed out everywhere and your ` +
        `personal details have been removed. Payment records are kept as the law requires, and your reviews stay ` +
        `with the author shown as "Deleted user".\n` +
        (p.forfeited > 0 ? `The HK$${p.forfeited} left in your wallet was given up.\n` : '') +
        `\nThis is the last e-mail we send to this address. Questions: privacy@sifu.hk\n\nSifu`,
    };
  }
  return {
    subject: '你嘅 Sifu 帳戶已經刪除',
    text:
      `${p.name}你好，\n\n按你嘅要求，你嘅 Sifu 帳戶已經刪除：所有裝置已經登出，你嘅個人資料亦已移除。` +
      `付款記錄會按法例要求保留，你寫過嘅評價會保留，作者顯示為「已刪除用戶」。\n` +
      (p.forfeited > 0 ? `錢包餘下嘅 HK$${p.forfeited} 已經放棄。\n` : '') +
      `\n呢封係我哋寄去呢個地址嘅最後一封電郵。如有查詢：privacy@sifu.hk\n\nSifu 師傅`,
  };
}
