/** Bilingual copy of the e-mail change mails (the user's language, zh-HK by default). */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

/** To the new address: the single-use confirmation link. */
export function emailChangeConfirmEmail(lang: Language, p: { name: string; link: string; hours: number }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Confirm your new Sifu e-mail address',
      text:
        `Hi ${p.name},\n\nYou asked to use this address for your Sifu account. ` +
        `Confirm it with this link (it works once, for ${p.hours} hours; you may be asked to log in first):\n${p.link}\n\n` +
        `Until then your account keeps its current address.\n` +
        `If you didn't ask for this, ignore this e-mail: nothing changes.\n\nSifu`,
    };
  }
  return {
    subject: '確認你嘅 Sifu 新電郵地址',
    text:
      `${p.name}你好，\n\n你要求將 Sifu 帳戶嘅電郵改為呢個地址。` +
      `請用以下連結確認（只可以用一次，${p.hours} 小時內有效；可能要先登入）：\n${p.link}\n\n` +
      `確認之前，你嘅帳戶會繼續用原本嘅電郵。\n` +
      `如果唔係你提出嘅，唔使理會呢封電郵，乜都唔會改變。\n\nSifu 師傅`,
  };
}

/** To the current address: a notice that a change was asked for (the new address partly hidden). */
export function emailChangeNoticeEmail(lang: Language, p: { name: string; maskedNewEmail: string; settingsLink: string }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: 'Your Sifu e-mail address is about to change',
      text:
        `Hi ${p.name},\n\nSomeone signed in to your Sifu account asked to change its e-mail address to ${p.maskedNewEmail}. ` +
        `It changes only when the link we sent to that address is used.\n\n` +
        `If this wasn't you, change your password now and sign out your other devices:\n${p.settingsLink}\n\nSifu`,
    };
  }
  return {
    subject: '你嘅 Sifu 電郵地址即將更改',
    text:
      `${p.name}你好，\n\n有人登入咗你嘅 Sifu 帳戶，要求將電郵改為 ${p.maskedNewEmail}。` +
      `要等有人用咗我哋寄去嗰個地址嘅連結，電郵先會更改。\n\n` +
      `如果唔係你，請即刻更改密碼，並登出其他裝置：\n${p.settingsLink}\n\nSifu 師傅`,
  };
}

/** "chan.taiman@example.com" → "c•••n@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
