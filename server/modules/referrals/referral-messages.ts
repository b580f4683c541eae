/**
 * Bilingual copy of a referral invitation (the inviter's language): an e-mail and an SMS carrying the inviter's
 * sign-up link. Nothing the inviter types goes into them but the address, so they cannot carry someone's spam.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { MailCopy } from '../../lib/mailer';

export function invitationEmail(lang: Language, p: { inviter: string; link: string }): MailCopy {
  if (lang === 'en-HK') {
    return {
      subject: `${p.inviter} invited you to Sifu`,
      text:
        `Hi,\n\n${p.inviter} uses Sifu to find trusted local pros in Hong Kong (movers, cleaners, tutors, ` +
        `renovation and more) and thinks you'd like it too.\n\n` +
        `Create your free account with this link:\n${p.link}\n\n` +
        `Post what you need and compare quotes from pros, or join as a pro and meet new customers.\n\n` +
        `You received this e-mail because ${p.inviter} entered your address on Sifu. We won't write again unless you sign up.\n\nSifu`,
    };
  }
  return {
    subject: `${p.inviter} 邀請你加入 Sifu 師傅`,
    text:
      `你好，\n\n${p.inviter} 用緊 Sifu 師傅喺香港搵可靠嘅本地師傅（搬屋、清潔、補習、裝修等等），覺得你都會用得著。\n\n` +
      `用以下連結免費登記：\n${p.link}\n\n` +
      `講低你需要咩服務，比較唔同師傅嘅報價；或者以師傅身份加入，接觸新客戶。\n\n` +
      `你收到呢封電郵，係因為 ${p.inviter} 喺 Sifu 輸入咗你嘅電郵地址。除非你登記，否則我哋唔會再聯絡你。\n\nSifu 師傅`,
  };
}

export function invitationSms(lang: Language, p: { inviter: string; link: string }): string {
  return lang === 'en-HK'
    ? `${p.inviter} invited you to Sifu, Hong Kong's marketplace for trusted pros. Sign up free: ${p.link}`
    : `${p.inviter} 邀請你加入 Sifu 師傅，喺香港搵可靠師傅。免費登記：${p.link}`;
}
